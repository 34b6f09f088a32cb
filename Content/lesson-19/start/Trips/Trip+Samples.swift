import Foundation

/// The trips the app starts with, and that previews use.
extension Trip {
    static let seattle = Trip(
        id: 1, city: "Seattle", country: "United States", imageName: "seattle",
        start: day(2027, 6, 13), nights: 4, price: 1_250, isFavorite: true,
        notes: ["Pike Place Market", "the ferry to Bainbridge Island"]
    )

    static let vancouver = Trip(
        id: 2, city: "Vancouver", country: "Canada", imageName: "vancouver",
        start: day(2027, 7, 2), nights: 5, price: 1_480,
        notes: ["Stanley Park by bike"]
    )

    static let atacama = Trip(
        id: 3, city: "San Pedro de Atacama", country: "Chile", imageName: "atacama",
        start: day(2027, 10, 8), nights: 9, price: 3_200,
        notes: ["the salt flats at sunset", "stargazing", "the geysers at dawn"]
    )

    static let samples = [seattle, vancouver, atacama]

    /// Noon on the given day of the Gregorian calendar.
    private static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        return Calendar(identifier: .gregorian).date(from: components) ?? .now
    }
}
