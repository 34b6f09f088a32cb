// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uiimage). Nothing here runs: bodies exist only to satisfy the
// compiler.
// This file: `UIImage` (named, symbol and data images, their configurations, JPEG and PNG data), the image
// view, and drawing an image with a graphics renderer; an image read from an item provider
// (`NSItemProviderReading`, Foundation's on Apple's platforms and `_AppleFoundation`'s here).
import _AppleFoundation

/// An object that manages image data in your app.
@available(iOS 2.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    public override init() {}
    /// Creates an image object from the specified named asset.
    public init?(named name: String) {}
    /// Creates an image object using the named image asset that's compatible with the specified trait
    /// collection.
    @available(iOS 8.0, visionOS 1.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    /// Creates an image object with the named image asset and the configuration you specify.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {}
    /// Creates an image object that contains a system symbol image.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(systemName name: String) {}
    /// Creates an image object that contains a system symbol image with the specified configuration.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {}
    /// Creates an image object that contains a system symbol image appropriate for the specified traits.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {}
    /// Initializes and returns the image object with the specified data.
    public init?(data: Data) {}
    /// Initializes and returns the image object with the specified data and scale factor.
    @available(iOS 6.0, visionOS 1.0, *)
    public init?(data: Data, scale: CGFloat) {}
    /// Initializes and returns the image object with the contents of the specified file.
    public init?(contentsOfFile path: String) {}
    /// Initializes and returns an image object with the specified Quartz image reference.
    public init(cgImage: CGImage) {}
    /// Initializes and returns an image object with the specified Quartz image reference, scale factor and
    /// orientation.
    @available(iOS 4.0, visionOS 1.0, *)
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {}

    /// The logical dimensions, in points, for the image.
    open var size: CGSize { fatalError() }
    /// The scale factor of the image.
    @available(iOS 4.0, visionOS 1.0, *)
    open var scale: CGFloat { fatalError() }
    /// The orientation of the image.
    open var imageOrientation: UIImage.Orientation { fatalError() }
    /// The underlying Quartz image data.
    open var cgImage: CGImage? { fatalError() }
    /// The rendering mode of the image.
    @available(iOS 7.0, visionOS 1.0, *)
    open var renderingMode: UIImage.RenderingMode { fatalError() }
    /// A Boolean value that indicates whether the image is a symbol image.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var isSymbolImage: Bool { fatalError() }

    /// Returns a data object that contains the image in JPEG format.
    public func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }
    /// Returns a data object that contains the specified image in PNG format.
    public func pngData() -> Data? { fatalError() }
    /// Creates and returns a new image object with the specified rendering mode.
    @available(iOS 7.0, visionOS 1.0, *)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    /// Returns a new version of the current image, replacing the current tint color with the specified color.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    /// Returns a new version of the current image, replacing the current tint color with the specified color
    /// and rendering mode.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    /// Returns a new version of the current image with the specified configuration attributes.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
    /// Returns a new version of the current image with the specified symbol configuration.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { fatalError() }
    /// Creates and returns a new image object with the specified cap insets.
    @available(iOS 5.0, visionOS 1.0, *)
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { fatalError() }
    /// Returns a new thumbnail image at the specified size.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    open func preparingThumbnail(of size: CGSize) -> UIImage? { fatalError() }
    /// Creates a thumbnail image at the specified size asynchronously on a background thread.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { fatalError() }
    /// Draws the entire image in the specified rectangle, scaling it as needed to fit.
    open func draw(in rect: CGRect) {}
    /// Draws the image at the specified point in the current context.
    open func draw(at point: CGPoint) {}

    /// Constants that specify the rendering mode of an image.
    @available(iOS 7.0, visionOS 1.0, *)
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// Constants that specify the intended display orientation for an image.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    /// An object that contains the specific traits and attributes to use when selecting an image variant.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open class Configuration: NSObject, @unchecked Sendable {}

    /// An object that contains the specific font, size, style, and weight attributes to apply to a symbol
    /// image.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// Creates a configuration object with the specified point-size information.
        public convenience init(pointSize: CGFloat) { fatalError() }
        /// Creates a configuration object with the specified point-size and weight information.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
        /// Creates a configuration object with the specified point-size, weight, and scale information.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { fatalError() }
        /// Creates a configuration object with the specified font text style information.
        public convenience init(textStyle: UIFont.TextStyle) { fatalError() }
        /// Creates a configuration object with the specified font text style and scale information.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { fatalError() }
        /// Creates a configuration object with the specified weight information.
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
        /// Creates a configuration object with the specified scale information.
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }
        /// Creates a configuration object with the specified font information.
        public convenience init(font: UIFont) { fatalError() }
        /// Creates a configuration object with the specified font and scale information.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) { fatalError() }
        /// Creates a configuration with a color derived from one color.
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public convenience init(hierarchicalColor: UIColor) { fatalError() }
        /// Creates a configuration with colors you specify in a palette.
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public convenience init(paletteColors: [UIColor]) { fatalError() }
        /// Creates a configuration that specifies the multicolor variant.
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public class func preferringMulticolor() -> Self { fatalError() }
        /// Returns a new symbol configuration object that merges the current configuration with the specified
        /// one.
        open func applying(_ configuration: UIImage.SymbolConfiguration?) -> Self { fatalError() }
        /// A symbol configuration object that contains unspecified values for all attributes.
        public class var unspecified: UIImage.SymbolConfiguration { fatalError() }
    }

    /// Constants that indicate which weight variant of a symbol image to use.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }

    /// Constants that indicate which scale variant of a symbol image to use.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// Returns an image view initialized with the specified image.
    public init(image: UIImage?) { fatalError() }
    /// Returns an image view initialized with the specified regular and highlighted images.
    @available(iOS 3.0, visionOS 1.0, *)
    public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The image displayed in the image view.
    open var image: UIImage? { get { fatalError() } set {} }
    /// The highlighted image displayed in the image view.
    open var highlightedImage: UIImage? { get { fatalError() } set {} }
    /// The configuration values to use when rendering the image.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { fatalError() } set {} }
    /// A Boolean value that determines whether the image is highlighted.
    open var isHighlighted: Bool { get { fatalError() } set {} }
}

// MARK: Drawing an image

/// An abstract base class for creating graphics renderers.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
open class UIGraphicsRenderer: NSObject {}

/// A graphics renderer for creating Core Graphics-backed images.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// Creates an image renderer for drawing images of the specified size.
    public convenience init(size: CGSize) { fatalError() }
    /// Creates an image renderer with the specified size and format.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {}
    /// Creates an image renderer with the specified bounds and format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {}
    /// Creates an image with the specified drawing actions.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
    /// Creates a PNG-encoded image with the specified drawing actions.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }
    /// Creates a JPEG-encoded image with the specified drawing actions.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }
}

/// A set of drawing attributes that represents the configuration of an image renderer context.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
open class UIGraphicsImageRendererFormat: NSObject {
    public override init() {}
    /// Returns a format object configured with the most robust color space that the current device
    /// supports.
    open class func `default`() -> UIGraphicsImageRendererFormat { fatalError() }
    /// The display scale of the image renderer context.
    open var scale: CGFloat { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the underlying Core Graphics context has an alpha channel.
    open var opaque: Bool { get { fatalError() } set {} }
}

/// The drawing environment for an image renderer.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
open class UIGraphicsImageRendererContext: NSObject {
    /// The current image, drawn from the contents of the image renderer context.
    open var currentImage: UIImage { fatalError() }
    /// Fills the specified rectangle using the fill color of the current graphics context.
    open func fill(_ rect: CGRect) {}
    /// Draws a frame around the inside of the specified rectangle.
    open func stroke(_ rect: CGRect) {}
}

extension UIImage: NSItemProviderReading {
    /// The type identifiers of images an item provider can read.
    public static var readableTypeIdentifiersForItemProvider: [String] { fatalError() }
    /// Creates an image from data of a type identifier.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self { fatalError() }
}
