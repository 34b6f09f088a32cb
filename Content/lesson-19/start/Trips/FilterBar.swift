import SwiftUI

/// The row of filter chips above the cards; the chip of the selected filter stands out.
struct FilterBar: View {
    let filters: [TripFilter]
    @Binding var selection: TripFilter

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(filters, id: \.self) { filter in
                    Button {
                        selection = filter
                    } label: {
                        Text(filter.title)
                            .chip(isSelected: filter == selection)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .scrollIndicators(.hidden)
    }
}

#Preview {
    @Previewable @State var selection = TripFilter.all
    FilterBar(filters: [.all, .favorites, .country("Chile")], selection: $selection)
}
