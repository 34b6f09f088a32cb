// The environment, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

@Observable
final class Library {
    var books: [String] = []
}

final class LegacySettings: ObservableObject {
    @Published var fontSize: Double = 14
}

/// A model that lives on the main actor: no key's default, which belongs to no actor, can make one.
@MainActor @Observable
final class Session {
    var user = ""
}

extension EnvironmentValues {
    @Entry var accent: Color = "orange" // error: cannot convert value of type 'String' to specified type 'Color'
    @Entry var session = Session() // error: main actor-isolated default value in a nonisolated context
}

/// A key whose default is misspelled: the requirement is not met.
private struct ReadingSpeedKey: EnvironmentKey { // error: type 'ReadingSpeedKey' does not conform to protocol 'EnvironmentKey'
    static let defaultVal: Double = 1.0
}

/// A key whose default is an `Int` behind a `Double` property.
private struct PageWidthKey: EnvironmentKey {
    static let defaultValue = 600
}

extension EnvironmentValues {
    var pageWidth: Double {
        get { self[PageWidthKey.self] } // error: cannot convert return expression of type 'Int' to return type 'Double'
        set { self[PageWidthKey.self] = newValue } // error: cannot assign value of type 'Double' to subscript of type 'Int'
    }
}

struct LibraryRoot: View {
    @State private var library = Library()
    @State private var settings = LegacySettings()

    var body: some View {
        BookList()
            .environment(settings) // error: instance method 'environment' requires that 'LegacySettings' conform to 'Observable'
    }

    var french: some View {
        BookList()
            .environment(\.locale, "fr_FR") // error: cannot convert value of type 'String' to expected argument type 'Locale'
    }

    var dark: some View {
        BookList()
            .environment(\.colorScheme, .darkMode) // error: type 'ColorScheme' has no member 'darkMode'
    }
}

struct BookList: View {
    @EnvironmentObject private var library: Library // error: generic struct 'EnvironmentObject' requires that 'Library' conform to 'ObservableObject'
    @Environment(\.colorSheme) private var colorScheme // error: no exact matches in call to initializer // error: cannot infer key path type from context; consider explicitly specifying a root type
    @Environment(\.horizontalSizeClass) private var sizeClass: Bool // error: cannot convert value of type 'KeyPath<EnvironmentValues, Optional<UserInterfaceSizeClass>>' to expected argument type 'KeyPath<EnvironmentValues, Bool>'
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button("Close") {
            isPresented = false // error: cannot assign to property: 'isPresented' is a get-only property
        }
    }
}
