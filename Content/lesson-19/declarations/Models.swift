import SwiftUI

// The models the cards and questions use besides Trips' own. Like the models of Trips, each is
// on the main actor.

/// The person using the app, read from the environment and edited in a text field.
@MainActor
@Observable
final class Profile {
    var name = ""
}

/// A library of books, which a preview modifier builds once for every preview that asks.
@MainActor
@Observable
final class Library {
    var titles: [String] = []
}

/// Settings from before iOS 17: an `ObservableObject`, shared with `.environmentObject`.
@MainActor
final class AppSettings: ObservableObject {
    @Published var distanceUnit = "km"
}

/// A store filled with sample trips, the slow way a preview might load them from a file (question 11).
extension TripStore {
    static func loaded() -> TripStore {
        TripStore()
    }
}
