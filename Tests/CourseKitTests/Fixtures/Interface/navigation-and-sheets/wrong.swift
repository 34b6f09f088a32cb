// Navigation and presentations, with the mistakes authors make, each marked on its line with the
// compiler's message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

/// Neither `Identifiable` nor `Hashable`.
struct Park {
    var name: String
}

struct ParkBrowser: View {
    let park = Park(name: "Yosemite")
    @State private var path = NavigationPath()
    @State private var isAdding = false
    @State private var editingName: String?
    @State private var confirmingReset = false

    var body: some View {
        NavigationStack(path: $path) {
            Text("Parks")
                .navigationDestination(for: String) { name in // error: expected member name or initializer call after type name
                    Text(name)
                }
        }
    }

    var link: some View {
        NavigationLink(value: park) { // error: initializer 'init(value:label:)' requires that 'Park' conform to 'Hashable'
            Text(park.name)
        }
    }

    var adding: some View {
        Button("Add") { path.append(park) } // error: instance method 'append' requires that 'Park' conform to 'Hashable'
    }

    var title: some View {
        Text("Parks")
            .navigationBarTitleDisplayMode(.small) // error: type 'NavigationBarItem.TitleDisplayMode' has no member 'small'
    }

    var toolbar: some View {
        Text("Parks")
            .toolbar {
                ToolbarItem(placement: .topBarTrail) { // error: type 'ToolbarItemPlacement' has no member 'topBarTrail'
                    Button("Add") { isAdding = true }
                }
            }
    }

    var sheet: some View {
        Text("Parks")
            .sheet(isPresented: isAdding) { // error: cannot convert value 'isAdding' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
                Text("New park")
            }
    }

    var editor: some View {
        Text("Parks")
            .sheet(item: $editingName) { name in // error: instance method 'sheet(item:onDismiss:content:)' requires that 'String' conform to 'Identifiable'
                Text(name)
            }
    }

    var detents: some View {
        Text("New park")
            .presentationDetents([.medium, .half]) // error: type 'PresentationDetent' has no member 'half'
    }

    var dialog: some View {
        Text("Parks")
            .confirmationDialog("Reset all parks?", isPresented: $confirmingReset) {
                Button("Reset", role: .destroy) {} // error: type 'ButtonRole?' has no member 'destroy'
            }
    }
}
