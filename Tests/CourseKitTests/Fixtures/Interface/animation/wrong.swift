// Animation, with the mistakes authors make, each marked on its line with the compiler's message. One
// mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

/// A value that is not `Equatable`: an animation cannot watch it.
struct Score {
    var points = 0
}

struct LikeButton: View {
    @State private var isLiked = false
    @State private var score = Score()

    var body: some View {
        Button("Like") {
            withAnimation(.sprung) { // error: type 'Animation?' has no member 'sprung'
                isLiked.toggle()
            }
        }
    }

    var counter: some View {
        Text("\(score.points)")
            .animation(.easeInOut, value: score) // error: instance method 'animation(_:value:)' requires that 'Score' conform to 'Equatable'
    }

    var slow: some View {
        Button("Like") {
            withAnimation(.easeIn(duration: "0.3")) { // error: cannot convert value of type 'String' to expected argument type 'TimeInterval' (aka 'Double')
                isLiked.toggle()
            }
        }
    }

    var spinning: some View {
        Image(systemName: "arrow.clockwise")
            .animation(.linear.repeatForever(autoreverse: false), value: isLiked) // error: incorrect argument label in call (have 'autoreverse:', expected 'autoreverses:')
    }

    var number: some View {
        Text("\(score.points)")
            .contentTransition(.numeric) // error: type 'ContentTransition' has no member 'numeric'
    }
}

struct Banner: View {
    @State private var isShowing = false

    var body: some View {
        Text("Saved")
            .transition(.move(.top)) // error: missing argument label 'edge:' in call
    }
}

struct ExpandingCard: View {
    @State private var namespace = Namespace()

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .matchedGeometryEffect(id: "card", in: namespace) // error: cannot convert value of type 'Namespace' to expected argument type 'Namespace.ID'
    }
}

/// A transition whose `body(content:phase:)` lacks its phase.
struct BlurFade: Transition { // error: type 'BlurFade' does not conform to protocol 'Transition'
    func body(content: Content) -> some View {
        content.blur(radius: 4)
    }
}
