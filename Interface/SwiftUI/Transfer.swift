// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: SwiftUI's types that conform to `Transferable` (CoreTransferable, which `import SwiftUI`
// brings along): `Image` (as PNG data, the `PhotosPicker` page says) and `Color`.

extension Image: Transferable {
    public static var transferRepresentation: DataRepresentation<Image> { return unimplementedTransfer() }
}

extension Color: Transferable {
    public static var transferRepresentation: DataRepresentation<Color> { return unimplementedTransfer() }
}

/// A value for a declaration's body that never runs (an explicit `return`: a bare `fatalError()` would go
/// through the result builder the requirement declares).
func unimplementedTransfer<T>() -> T { fatalError() }
