import SwiftUI

// Environment values that the cards and questions set and read without declaring them.

extension EnvironmentValues {
    /// The unit a route length is written in: "km", or "mi" where some ancestor says so.
    @Entry var distanceUnit = "km"

    /// What a row does when someone favorites a city (question 6), comparable by its name.
    @Entry var onFavorite = FavoriteAction(name: "none", perform: { _ in })
}

/// An action that can sit in the environment: called like a function, equal when the names are.
struct FavoriteAction: Equatable {
    let name: String
    let perform: (String) -> Void

    static func == (a: Self, b: Self) -> Bool {
        a.name == b.name
    }

    func callAsFunction(_ city: String) {
        perform(city)
    }
}
