// The App and Scene layer, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

@Observable
final class Store {
    var notes: [String] = []
}

final class Preferences: ObservableObject {
    @Published var showsHints = true
}

/// An app whose body is declared a view: its requirement, a scene, is not met.
@main
struct NotesApp: App { // error: type 'NotesApp' does not conform to protocol 'App'
    var body: some View {
        WindowGroup { // error: return type of property 'body' requires that 'WindowGroup<Text>' conform to 'View'
            Text("Notes")
        }
    }
}

/// An app without a body at all.
struct DraftsApp: App { // error: type 'DraftsApp' does not conform to protocol 'App'
    var scene: some Scene {
        WindowGroup { Text("Drafts") }
    }
}

/// A scene whose body is a view.
struct NoteWindow: Scene {
    var body: some Scene {
        Text("Note") // error: static method 'buildExpression' requires that 'Text' conform to 'Scene'
    }
}

struct WindowScenes: Scene {
    @State private var store = Store()
    @State private var preferences = Preferences()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Note", id: 5) { // error: cannot convert value of type 'Int' to expected argument type 'String'
            Text("Note")
        }
    }

    var observed: some Scene {
        WindowGroup { Text("Notes") }
            .environment(preferences) // error: instance method 'environment' requires that 'Preferences' conform to 'Observable'
    }

    var legacy: some Scene {
        WindowGroup { Text("Notes") }
            .environmentObject(store) // error: instance method 'environmentObject' requires that 'Store' conform to 'ObservableObject'
    }

    var phases: some Scene {
        WindowGroup { Text("Notes") }
            .onChange(of: scenePhase) { oldPhase, newPhase, transaction in // error: contextual closure type '(ScenePhase, ScenePhase) -> Void' expects 2 arguments, but 3 were used in closure body
                print(newPhase)
            }
    }

    var sized: some Scene {
        WindowGroup { Text("Notes") }
            .defaultSize(width: 400) // error: missing argument for parameter 'height' in call
    }
}
