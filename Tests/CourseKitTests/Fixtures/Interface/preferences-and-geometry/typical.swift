// Preferences and geometry: a preference key that children set and an ancestor reads, sizes read with
// `GeometryReader` and `onGeometryChange`, named coordinate spaces, anchors resolved in an overlay, and
// an alignment guide of one's own.
import SwiftUI

struct MaxHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct SelectedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct EqualHeightRow: View {
    let texts: [String]
    @State private var height: CGFloat = 0

    var body: some View {
        HStack {
            ForEach(texts, id: \.self) { text in
                Text(text)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.height)
                        }
                    }
                    .frame(height: height > 0 ? height : nil)
            }
        }
        .onPreferenceChange(MaxHeightKey.self) { newHeight in
            height = newHeight
        }
    }
}

struct ScrollOffsetReader: View {
    @State private var offset: CGFloat = 0
    @State private var width: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack {
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .named("scroll"))
                    Text("Offset \(Int(frame.minY))")
                        .position(x: proxy.size.width / 2, y: 20)
                }
                .frame(height: 40)
                GeometryReader { proxy in
                    Text("From the top: \(proxy.frame(in: .global).minY)")
                }
                .coordinateSpace(name: "inner")
                Text("Width \(width)")
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.width
                    } action: { newWidth in
                        width = newWidth
                    }
            }
        }
        .coordinateSpace(.named("scroll"))
    }
}

struct SegmentPicker: View {
    let segments = ["Day", "Week", "Month"]
    @State private var selected = "Day"

    var body: some View {
        HStack {
            ForEach(segments, id: \.self) { segment in
                Text(segment)
                    .padding(8)
                    .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { anchor in
                        segment == selected ? anchor : nil
                    }
                    .onTapGesture { selected = segment }
                    .onTapGesture(count: 2) { location in print(location.x) }
            }
        }
        .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Capsule()
                        .stroke(.tint, lineWidth: 2)
                        .frame(width: rect.width, height: rect.height)
                        .offset(x: rect.minX, y: rect.minY)
                }
            }
        }
    }
}

extension VerticalAlignment {
    private enum IconCenter: AlignmentID {
        static func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
            dimensions[VerticalAlignment.center]
        }
    }

    static let iconCenter = VerticalAlignment(IconCenter.self)
}

struct IconRow: View {
    var body: some View {
        HStack(alignment: .iconCenter) {
            Image(systemName: "star")
                .alignmentGuide(.iconCenter) { dimensions in dimensions.height / 2 }
            VStack(alignment: .leading) {
                Text("Title")
                Text("Subtitle")
                    .alignmentGuide(.iconCenter) { dimensions in dimensions[.firstTextBaseline] }
            }
        }
    }
}
