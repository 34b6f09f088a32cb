import Foundation

/// One trip: where, when, for how long, at what price, and whether it is a favorite.
struct Trip: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    var city: String
    var country: String
    /// The name of the trip's picture in the asset catalog.
    var imageName: String
    var start: Date
    var nights: Int
    var price: Decimal
    var isFavorite = false
    var notes: [String] = []

    /// The notes as one line of text, as the locale joins a list. In US English, Atacama's read
    /// "the salt flats at sunset, stargazing, and the geysers at dawn".
    var formattedNotes: String {
        notes.isEmpty ? "No notes yet" : notes.formatted(.list(type: .and))
    }
}
