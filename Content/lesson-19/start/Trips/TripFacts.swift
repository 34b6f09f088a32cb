import SwiftUI

struct TripFacts: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            LabeledContent("Leaves", value: trip.start, format: .dateTime.day().month().year())
            LabeledContent("Nights", value: trip.nights, format: .number)
            LabeledContent("Price", value: trip.price, format: .currency(code: "USD"))
        }
        .padding()
    }
}

#Preview {
    TripFacts(trip: .atacama)
}
