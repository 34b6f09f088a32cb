// Stacks, grids and layouts: stacks with alignment and spacing, lazy stacks and grids in scroll views,
// `Grid`, a `Layout` of one's own, and `AnyLayout` switching between layouts as the space changes.
import SwiftUI

struct Swatch: Identifiable {
    let id = UUID()
    var name: String
    var color: Color
}

struct SwatchGrid: View {
    let swatches: [Swatch]
    private let columns = [GridItem(.adaptive(minimum: 80, maximum: 120), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(swatches) { swatch in
                        ZStack(alignment: .bottomLeading) {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(swatch.color)
                                .aspectRatio(1, contentMode: .fit)
                            Text(swatch.name)
                                .font(.caption)
                                .padding(6)
                        }
                    }
                } header: {
                    Text("Colors").font(.headline)
                }
            }
            .padding()
        }
    }
}

struct Scoreboard: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Team")
                Text("Score").gridColumnAlignment(.trailing)
            }
            .font(.headline)
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Blue")
                Text("12")
            }
            GridRow {
                Text("A long footnote under both columns")
                    .gridCellColumns(2)
            }
        }
    }
}

struct Carousel: View {
    let names: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline) {
                Text("Featured").font(.title)
                Spacer(minLength: 8)
                Text("\(names.count)").foregroundStyle(.secondary)
            }
            .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(names, id: \.self) { name in
                        Text(name)
                            .frame(width: 140, height: 90)
                            .background(.quaternary, in: .rect(cornerRadius: 10))
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
    }
}

/// A layout that places its subviews in rows, wrapping to a new row when one is full.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > width, x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x + size.width > bounds.maxX, point.x > bounds.minX {
                point.x = bounds.minX
                point.y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
            point.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TagCloud: View {
    let tags: [String]
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(FlowLayout(spacing: 6))
        layout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 8)
                    .background(.thinMaterial, in: Capsule())
            }
        }
        .animation(.default, value: sizeClass)
    }
}

struct Toolbar: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("Share")
                Text("Duplicate")
                Text("Delete")
            }
            VStack {
                Text("More…")
            }
        }
        .safeAreaInset(edge: .bottom) {
            Text("Footer")
                .frame(maxWidth: .infinity)
                .layoutPriority(1)
        }
        .alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
    }
}
