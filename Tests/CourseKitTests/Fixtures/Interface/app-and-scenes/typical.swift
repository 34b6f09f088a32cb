// The App and Scene layer: the `@main` app, its window groups and their modifiers, the scene phase, a
// scene of one's own, and models handed to the whole app through the environment.
import SwiftUI

@Observable
final class Store {
    var notes: [String] = []

    func save() {}
}

final class Preferences: ObservableObject {
    @Published var showsHints = true
}

@main
struct NotesApp: App {
    @State private var store = Store()
    @StateObject private var preferences = Preferences()
    @Environment(\.scenePhase) private var scenePhase
    @AppStorage("launchCount") private var launchCount = 0

    init() {
        launchCount += 1
    }

    var body: some Scene {
        WindowGroup {
            NotesList()
                .environment(store)
                .environmentObject(preferences)
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            if newPhase == .background {
                store.save()
            }
        }

        NoteWindow(store: store)
    }
}

/// A scene of one's own: a second window group, opened by its id.
struct NoteWindow: Scene {
    let store: Store

    var body: some Scene {
        WindowGroup("Note", id: "note") {
            Text("\(store.notes.count) notes")
        }
        .defaultSize(width: 400, height: 300)
        .environment(\.locale, Locale(identifier: "en_GB"))
    }
}

struct NotesList: View {
    @Environment(Store.self) private var store
    @EnvironmentObject private var preferences: Preferences
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        List(store.notes, id: \.self) { note in
            Text(note)
        }
        .overlay {
            if preferences.showsHints && store.notes.isEmpty {
                Text("Add a note")
            }
        }
        .onChange(of: scenePhase) {
            if scenePhase == .active {
                store.notes.append("Back again")
            }
        }
    }
}
