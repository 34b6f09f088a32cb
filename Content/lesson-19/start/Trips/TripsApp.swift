import SwiftUI

@main
struct TripsApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup {
            ContentView(store: store)
                .task {
                    // On the main actor, as the store is: `.task` and the closure take
                    // the actor of the code they are written in. Each value is a [Trip],
                    // handed on because a trip is Sendable.
                    for await _ in Observations({ store.trips }) {
                        store.save()
                    }
                }
        }
        .onChange(of: scenePhase) { _, new in
            if new == .background {
                store.save()
            }
        }
    }
}
