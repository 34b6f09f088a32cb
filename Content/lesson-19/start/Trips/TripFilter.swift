/// Which trips the list shows: all of them, the favorites, or the trips to one country.
enum TripFilter: Hashable {
    case all
    case favorites
    case country(String)

    /// The filter's name on its chip.
    var title: String {
        switch self {
        case .all: "All"
        case .favorites: "Favorites"
        case .country(let name): name
        }
    }

    func includes(_ trip: Trip) -> Bool {
        switch self {
        case .all: true
        case .favorites: trip.isFavorite
        case .country(let name): trip.country == name
        }
    }
}
