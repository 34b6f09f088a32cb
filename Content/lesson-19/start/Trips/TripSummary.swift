import SwiftUI

struct TripSummary: View {
    let trips: [Trip]

    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Text("^[\(trips.count) trip](inflect: true)")
                    .tile()
                Text("^[\(nights) night](inflect: true)")
                    .tile()
                Text(total, format: .currency(code: "USD"))
                    .tile()
            }
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    ForEach(trips) { trip in
                        Rectangle()
                            .fill(trip.isFavorite ? Color.yellow : Color.gray)
                            .padding(.horizontal, 1)
                            .frame(width: proxy.size.width * Double(trip.nights) / Double(nights))
                    }
                }
            }
            .frame(height: 8)
            .clipShape(Capsule())
        }
        .font(.subheadline.weight(.semibold))
        .padding(.horizontal)
    }

    private var nights: Int {
        trips.reduce(0) { $0 + $1.nights }
    }

    private var total: Decimal {
        trips.reduce(0) { $0 + $1.price }
    }
}

#Preview {
    TripSummary(trips: Trip.samples)
}
