import SwiftUI

/// The trips' pictures in a row that scrolls sideways.
struct PhotoStrip: View {
    let trips: [Trip]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(trips) { trip in
                    Image(trip.imageName)
                        .resizable()
                        .scaledToFill()
                        .frame(width: 140, height: 90)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        .accessibilityLabel(trip.city)
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
    }
}

#Preview {
    PhotoStrip(trips: Trip.samples)
}
