import SwiftUI

/// One of the summary's figures: centered on a rounded background, as wide as its share of the row.
struct Tile: ViewModifier {
    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity)
            .padding(.vertical, 10)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
    }
}

extension View {
    func tile() -> some View {
        modifier(Tile())
    }
}
