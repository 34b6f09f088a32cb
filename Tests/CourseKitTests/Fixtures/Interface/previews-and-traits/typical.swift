// Previews and traits: `#Preview` with a name and traits, state inside a preview with `@Previewable`, a
// preview modifier that builds shared sample data once, offered as a trait, and the older
// `PreviewProvider` with its modifiers.
import SwiftUI

@Observable
final class Library {
    var titles: [String] = []

    static func sample() async throws -> Library {
        let library = Library()
        library.titles = ["Dune", "Emma"]
        return library
    }
}

struct TitleList: View {
    @Environment(Library.self) private var library

    var body: some View {
        List(library.titles, id: \.self) { Text($0) }
    }
}

struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        Stepper("Rating: \(rating)", value: $rating, in: 1...5)
    }
}

/// Builds the sample library once for every preview that asks for it.
struct SampleLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> Library {
        try await Library.sample()
    }

    func body(content: Content, context: Library) -> some View {
        content.environment(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleLibrary: Self = .modifier(SampleLibrary())
}

#Preview {
    Text("Hello")
}

#Preview("Titles", traits: .sampleLibrary) {
    TitleList()
}

#Preview("Small", traits: .sizeThatFitsLayout, .landscapeLeft) {
    RatingView(rating: .constant(3))
        .padding()
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 200)) {
    Text("Card")
}

#Preview("Interactive") {
    @Previewable @State var rating = 4
    RatingView(rating: $rating)
}

struct RatingView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RatingView(rating: .constant(1))
                .previewLayout(.sizeThatFits)
                .previewDisplayName("One star")
            RatingView(rating: .constant(5))
                .preferredColorScheme(.dark)
                .previewDevice("iPhone 15")
                .previewInterfaceOrientation(.landscapeRight)
        }
    }
}
