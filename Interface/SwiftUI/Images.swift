// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: images — `Image`, symbol images, aspect ratio, and images loaded from a URL.

/// A view that displays an image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Image: Equatable, Sendable, View {
    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Creates a labeled image that you can use as content for controls, with the specified label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    /// Creates an unlabeled, decorative image.
    public init(decorative name: String, bundle: Bundle? = nil) {}
    /// Creates a system symbol image.
    public init(systemName: String) {}
    /// Creates a system symbol image with a variable value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(systemName: String, variableValue: Double?) {}

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    /// Specifies the current level of quality for rendering an image that requires interpolation.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// Sets the rendering mode for symbol images within this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
    public var body: Never { fatalError() }
}

/// A symbol rendering mode.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// Constants that define how a view's content fills the available space.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// Constrains this view's dimensions to the aspect ratio of the given size.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    /// Scales this view to fit its parent.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func scaledToFit() -> some View { self }
    /// Scales this view to fill its parent.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func scaledToFill() -> some View { self }
    /// Scales images within the view according to one of the relative sizes available.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// Sets the rendering mode for symbol images within this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Makes symbols within the view show a particular variant.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// A variant of a symbol.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants()
    public static let square = SymbolVariants()
    public static let rectangle = SymbolVariants()
    public static let fill = SymbolVariants()
    public static let slash = SymbolVariants()
}

/// A view that asynchronously loads and displays an image.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct AsyncImage<Content: View>: View {
    /// Loads and displays an image from the specified URL.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the
    /// image loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {}
    /// Loads and displays a modifiable image from the specified URL in phases.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
    public var body: Never { fatalError() }
}

/// The current phase of the asynchronous image loading operation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? { fatalError() }
    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? { fatalError() }
}

/// An object that creates images from SwiftUI views.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// Creates a renderer object with a source content view.
    public init(content view: Content) {}
    /// The root view rendered by this image renderer.
    public var content: Content { get { fatalError() } set {} }
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize { get { fatalError() } set {} }
    /// The scale at which to render the image.
    public var scale: CGFloat { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the alpha channel of the image is fully opaque.
    public var isOpaque: Bool { get { fatalError() } set {} }
}

// MARK: Asset catalog resources

// DeveloperToolsSupport's, which SwiftUI brings: the types of the symbols Xcode generates for a target's
// asset catalogs (`course check` generates them too: docs/checks.md, "Xcode's generated code").

/// An image resource.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ImageResource: Hashable, Sendable {
    /// Creates an image from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {}
}

/// A color resource.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ColorResource: Hashable, Sendable {
    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {}
}

extension Image {
    /// Initialize an `Image` with an image resource.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ resource: ImageResource) {}
}

extension Color {
    /// Initialize a `Color` with a color resource.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ resource: ColorResource) {}
}
