// Preferences and geometry, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

/// A key as tutorials wrote it before Swift 6: a mutable static default is shared mutable state.
struct MaxHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0 // error: static property 'defaultValue' is not concurrency-safe because it is nonisolated global shared mutable state

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A key without `reduce(value:nextValue:)`.
struct MinWidthKey: PreferenceKey { // error: type 'MinWidthKey' does not conform to protocol 'PreferenceKey'
    static let defaultValue: CGFloat = 0
}

struct EqualHeightRow: View {
    @State private var height = 0

    var body: some View {
        Text("Row")
            .onPreferenceChange(MaxHeightKey.self) { newHeight in
                height = newHeight // error: cannot assign value of type 'CGFloat' to type 'Int'
            }
    }

    var measured: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.heigth) // error: value of type 'CGSize' has no member 'heigth'
        }
    }

    var labelled: some View {
        Text("Row")
            .preference(key: MaxHeightKey, value: 20) // error: expected member name or initializer call after type name
    }

    var tall: some View {
        Text("Row")
            .preference(key: MaxHeightKey.self, value: "tall") // error: cannot convert value of type 'String' to expected argument type 'CGFloat'
    }
}

struct WidthReader: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Text("Width \(width)")
            .onGeometryChange { proxy in proxy.size.width } action: { newWidth in // error: missing argument for parameter 'for' in call
                width = newWidth
            }
    }
}

extension VerticalAlignment {
    /// A guide whose requirement has the wrong label.
    private enum IconCenter: AlignmentID {
        static func defaultValue(for dimensions: ViewDimensions) -> CGFloat { // error: static method 'defaultValue(for:)' has different argument labels from those required by protocol 'AlignmentID' ('defaultValue(in:)')
            dimensions[VerticalAlignment.center]
        }
    }

    static let iconCenter = VerticalAlignment(IconCenter.self)
}

struct IconRow: View {
    var body: some View {
        HStack(alignment: .iconCentre) { // error: type 'VerticalAlignment' has no member 'iconCentre'
            Image(systemName: "star")
            Text("Title")
        }
    }
}
