// Stacks, grids and layouts, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

struct SwatchGrid: View {
    let names: [String]
    private let columns = [GridItem(.adaptive(min: 80))] // error: extra argument 'min' in call // error: missing argument for parameter 'minimum' in call

    var body: some View {
        ScrollView(.horizontal, showIndicators: false) { // error: incorrect argument label in call (have '_:showIndicators:_:', expected '_:showsIndicators:_:')
            Text("Colors")
        }
    }

    var pinned: some View {
        LazyVStack(pinnedViews: .sectionHeader) { // error: type 'PinnedScrollableViews' has no member 'sectionHeader'
            Text("Colors")
        }
    }

    var caption: some View {
        ZStack(alignment: .bottomLeft) { // error: type 'Alignment' has no member 'bottomLeft'
            Text("Colors")
        }
    }
}

struct Carousel: View {
    var body: some View {
        HStack(alignment: .leading) { // error: type 'VerticalAlignment' has no member 'leading'
            Text("Featured")
            Spacer()
        }
    }

    var column: some View {
        VStack(spacing: 8, alignment: .leading) { // error: argument 'alignment' must precede argument 'spacing'
            Text("Featured")
        }
    }

    var page: some View {
        Text("Featured")
            .containerRelativeFrame(.horizontal, count: 2) // error: missing argument for parameter 'spacing' in call
    }
}

/// A layout that sizes itself but never places its subviews.
struct FlowLayout: Layout { // error: type 'FlowLayout' does not conform to protocol 'Layout'
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

struct RowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: bounds.origin, proposal: size) // error: cannot convert value of type 'CGSize' to expected argument type 'ProposedViewSize'
        }
    }
}

struct TagCloud: View {
    let tags: [String]

    var body: some View {
        let layout = AnyLayout(HStack { Text("Tags") }) // error: initializer 'init(_:)' requires that 'HStack<Text>' conform to 'Layout'
        layout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}
