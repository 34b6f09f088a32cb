// State and bindings, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

@Observable
final class Profile {
    var name = ""
    var bio = ""
}

struct CounterView: View {
    var count = 0

    var body: some View {
        Button("Add one") {
            count += 1 // error: left side of mutating operator isn't mutable: 'self' is immutable
        }
    }
}

struct DetailsToggle: View {
    @State private var isOn = false
    @State let limit = 3 // error: property wrapper can only be applied to a 'var'

    var body: some View {
        Toggle("Show details", isOn: isOn) // error: cannot convert value 'isOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
    }
}

struct NameField: View {
    var name: String

    var body: some View {
        TextField("Name", text: $name) // error: cannot find '$name' in scope
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        ProfileEditor(profile: profile) // error: cannot convert value 'profile' of type 'Profile' to expected type 'Binding<Profile>', use wrapper instead
    }

    var bio: some View {
        TextField("Bio", text: $profile.boi) // error: value of type 'Binding<Profile>' has no dynamic member 'boi' using key path from root type 'Profile'
    }
}

/// `@Binding` where `@Bindable` belongs: the screen holds the model, not a binding to it.
struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

struct LegacyProfile: View {
    @StateObject private var profile = Profile() // error: generic struct 'StateObject' requires that 'Profile' conform to 'ObservableObject'

    var body: some View {
        Text(profile.name)
    }
}

struct SearchField: View {
    enum Field: Hashable { case query, tag }

    @State private var query = ""
    @FocusState private var focusedField: Field // error: initializer 'init()' requires the types 'SearchField.Field' and 'Bool' be equivalent

    var body: some View {
        TextField("Search", text: $query)
    }
}
