// Previews and traits, with the mistakes authors make, each marked on its line with the compiler's
// message.
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        Stepper("Rating: \(rating)", value: $rating, in: 1...5)
    }
}

/// A preview modifier whose `body(content:context:)` has a misspelled label.
struct SampleRatings: PreviewModifier { // error: type 'SampleRatings' does not conform to protocol 'PreviewModifier'
    func body(contents: Content, context: Void) -> some View {
        contents.padding()
    }
}

#Preview(traits: .landscape) { // error: type 'PreviewTrait<Preview.ViewTraits>' has no member 'landscape'
    RatingView(rating: .constant(3))
}

#Preview {
    RatingView(rating: 3) // error: cannot convert value of type 'Int' to expected argument type 'Binding<Int>'
}

#Preview("Small", trait: .sizeThatFitsLayout) { // error: incorrect argument label in macro expansion (have '_:trait:_:', expected '_:traits:_:')
    RatingView(rating: .constant(3))
}

#Preview("Fixed", traits: .fixedLayout(width: 320)) { // error: missing argument for parameter 'height' in call
    Text("Card")
}

#Preview("Shared", traits: .modifier(RatingView(rating: .constant(1)))) { // error: static method 'modifier' requires that 'RatingView' conform to 'PreviewModifier'
    Text("Card")
}

#Preview("Number") {
    42 // error: static method 'buildExpression' requires that 'Int' conform to 'View'
}

/// The older preview provider, with its requirement misspelled.
struct RatingView_Previews: PreviewProvider { // error: type 'RatingView_Previews' does not conform to protocol 'PreviewProvider'
    static var preview: some View {
        RatingView(rating: .constant(1))
    }
}

struct CardView_Previews: PreviewProvider {
    static var previews: some View {
        Text("Card")
            .previewLayout(.sizeThatFit) // error: type 'PreviewLayout' has no member 'sizeThatFit'
    }
}
