import Foundation

/// A trip while it is being planned: what the planner's fields edit, before it joins the others.
struct TripDraft {
    var city = ""
    var country = ""
    var nights = 7
    var price: Decimal = 1_500
    var imageName = "seattle"
    var isFavorite = false
    var start = Date.now

    /// The trip this draft describes, under the given id.
    func trip(id: Int) -> Trip {
        Trip(id: id, city: city, country: country, imageName: imageName,
             start: start, nights: nights, price: price, isFavorite: isFavorite)
    }
}
