import SwiftUI

// The views the cards and questions use without showing them, each as small as it can be.

/// A route's length, in the unit the environment gives.
struct RouteLength: View {
    let meters: Double
    @Environment(\.distanceUnit) private var unit

    var body: some View {
        let length = unit == "mi" ? meters / 1609.344 : meters / 1000
        Text("\(length, specifier: "%.1f") \(unit)")
    }
}

/// A fare: the day the trip leaves and its price, both formatted for the environment's locale.
struct FareSummary: View {
    var leaves = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2027, month: 6, day: 13).date ?? .now
    var fare = Decimal(124_950) / 100

    var body: some View {
        VStack(alignment: .leading) {
            Text(leaves, format: .dateTime.day().month(.wide).year())
            Text(fare, format: .currency(code: "USD"))
        }
    }
}

/// One row of a ticket list.
struct TicketRow: View {
    var body: some View {
        HStack {
            Text("Seattle to Vancouver")
            Spacer()
            Text("Seat 14C")
        }
    }
}

/// A label beside a dot in the highlight color.
struct Swatch: View {
    let label: String
    @Environment(\.highlight) private var highlight

    var body: some View {
        Label {
            Text(label)
        } icon: {
            Circle()
                .fill(highlight)
        }
    }
}

/// A titled panel on the secondary background.
struct Panel: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .frame(maxWidth: .infinity)
            .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// What a sheet shows: the highlight it sees, and whether it found a store.
struct SheetSummary: View {
    @Environment(\.highlight) private var highlight
    @Environment(TripStore.self) private var store: TripStore?

    var body: some View {
        VStack(spacing: 16) {
            Text("Sheet highlight")
                .foregroundStyle(highlight)
            Text(store.map { "Store in the sheet: \($0.trips.count) trips" } ?? "Sheet has no store")
        }
    }
}

/// A trip's line with a star that calls the favorite action it finds in the environment (question 6).
struct TripLine: View {
    var city: String
    @Environment(\.onFavorite) private var onFavorite

    var body: some View {
        let _ = print("TripLine.body \(city)")
        HStack {
            Text(city)
            Spacer()
            Button("Star \(city)", systemImage: "star") {
                onFavorite(city)
            }
            .labelStyle(.iconOnly)
        }
    }
}
