import SwiftUI

// Environment values that the cards and questions set and read without declaring them.

extension EnvironmentValues {
    /// The unit a route length is written in: "km", or "mi" where some ancestor says so.
    @Entry var distanceUnit = "km"

    /// What a row does when someone favorites a city (question 6), comparable by its name.
    @Entry var onFavorite = FavoriteAction(name: "none") { _ in }
}

/// An action that can live in the environment: called like a function, compared by its name.
struct FavoriteAction: Equatable {
    var name: String
    var handler: (String) -> Void

    func callAsFunction(_ city: String) {
        handler(city)
    }

    static func == (lhs: FavoriteAction, rhs: FavoriteAction) -> Bool {
        lhs.name == rhs.name
    }
}
