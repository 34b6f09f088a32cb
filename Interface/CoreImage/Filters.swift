// CoreImage, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/coreimage). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: image filters as SwiftUI apps apply them — `CIFilter` by name with `setValue(_:forKey:)` and the
// `kCIInput…Key` keys, or through the built-in filters of `CIFilterBuiltins` (`CIFilter.sepiaTone()` and the
// others, typed by their protocols: `inputImage`, `intensity`, `radius`, `scale`, `center`, `message`…),
// their `outputImage`; `CIImage` from a `CGImage` with its `extent`, transformed or cropped; `CIContext` to
// render one into a `CGImage`. Core Image is not on watchOS (a line on every declaration). The filter
// protocols' pages give no version; they carry the version of the built-in filters' pages (iOS 13.0,
// macOS 10.15, tvOS 13.0). The pages list tvOS without a version where the rest is older, written as
// tvOS 9.0, its first release. UIKit's side (`CIImage(image:)`, `UIImage(ciImage:)`) is in UIKitImages.swift.
@_exported import CoreGraphics
import Foundation

// MARK: Images

/// A representation of an image to be processed or produced by Core Image filters.
@available(iOS 5.0, macOS 10.4, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CIImage: NSObject, @unchecked Sendable {
    /// Initializes an image object with a Quartz 2D image.
    public init(cgImage image: CGImage) {}
    /// Initializes an image object by reading an image from a URL.
    public init?(contentsOf url: URL) {}
    /// Initializes an image object with the supplied image data.
    public init?(data: Data) {}
    /// A rectangle that specifies the extent of the image.
    open var extent: CGRect { fatalError() }
    /// The CoreGraphics image object this image was created from, if applicable.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var cgImage: CGImage? { fatalError() }
    /// Returns a new image that represents the original image after applying an affine transform.
    open func transformed(by matrix: CGAffineTransform) -> CIImage { fatalError() }
    /// Returns a new image with a cropped portion of the original image.
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func cropped(to rect: CGRect) -> CIImage { fatalError() }
    /// Returns a new image created by applying a filter to the original image with the specified name and
    /// parameters.
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage { fatalError() }
}

// MARK: Contexts

/// An evaluation context for rendering image processing results and performing image analysis.
@available(iOS 5.0, macOS 10.4, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CIContext: NSObject, @unchecked Sendable {
    /// Initializes a context without a specific rendering destination, using default options.
    public override init() {}
    /// Creates a Core Graphics image from a region of a Core Image image instance.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { fatalError() }
}

// MARK: Filters

/// An image processor that produces an image by manipulating one or more input images or by generating new
/// image data.
@available(iOS 5.0, macOS 10.4, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CIFilter: NSObject, @unchecked Sendable {
    /// Creates a filter object for a specific kind of filter.
    public init?(name: String) {}
    /// Creates a new filter of type 'name', its input parameters set from the dictionary of key-value pairs.
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init?(name: String, parameters params: [String: Any]?) {}
    /// A name associated with a filter.
    open var name: String { fatalError() }
    /// The names of all input parameters to the filter.
    open var inputKeys: [String] { fatalError() }
    /// The names of all output parameters from the filter.
    open var outputKeys: [String] { fatalError() }
    /// Returns a CIImage object that encapsulates the operations configured in the filter.
    open var outputImage: CIImage? { fatalError() }
    /// Sets all input values for a filter to default values.
    open func setDefaults() {}
    /// Sets the value of the input parameter named by the key (the SDK's key-value coding, which `NSObject`
    /// has on Apple's platforms).
    open func setValue(_ value: Any?, forKey key: String) {}
    /// Returns the value of the parameter named by the key.
    open func value(forKey key: String) -> Any? { fatalError() }
}

/// The properties you use to configure a Core Image filter.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIFilterProtocol: NSObjectProtocol {
    /// Returns a CIImage object that encapsulates the operations configured in the filter.
    var outputImage: CIImage? { get }
}

/// The properties you use to configure the filter that `CIFilter.sepiaTone()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CISepiaTone: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The intensity of the sepia effect.
    var intensity: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.gaussianBlur()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius of the blur.
    var radius: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.boxBlur()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIBoxBlur: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius of the blur.
    var radius: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.motionBlur()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIMotionBlur: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius of the blur.
    var radius: Float { get set }
    /// The angle of the motion, in radians.
    var angle: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.pixellate()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIPixellate: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The position of the center of the effect.
    var center: CGPoint { get set }
    /// The scale that determines the size of the squares.
    var scale: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.crystallize()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CICrystallize: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius that determines the size of the polygons.
    var radius: Float { get set }
    /// The center of the effect.
    var center: CGPoint { get set }
}

/// The properties you use to configure the filter that `CIFilter.pointillize()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIPointillize: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius of the circles in the resulting pattern.
    var radius: Float { get set }
    /// The center of the effect.
    var center: CGPoint { get set }
}

/// The properties you use to configure the filter that `CIFilter.vignette()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIVignette: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The intensity of the effect.
    var intensity: Float { get set }
    /// The distance from the center of the effect.
    var radius: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.bloom()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIBloom: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius of the effect.
    var radius: Float { get set }
    /// The intensity of the effect.
    var intensity: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.colorControls()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIColorControls: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The amount of saturation to apply.
    var saturation: Float { get set }
    /// The amount of brightness to apply.
    var brightness: Float { get set }
    /// The amount of contrast to apply.
    var contrast: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.exposureAdjust()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIExposureAdjust: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The amount to adjust the exposure of the image by.
    var ev: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.hueAdjust()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIHueAdjust: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The angle, in radians, of the hue rotation.
    var angle: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.unsharpMask()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The radius around a given pixel to apply the unsharp mask.
    var radius: Float { get set }
    /// The intensity of the effect.
    var intensity: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.colorInvert()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIColorInvert: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
}

/// The properties you use to configure the filter that `CIFilter.twirlDistortion()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CITwirlDistortion: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The center of the effect.
    var center: CGPoint { get set }
    /// The radius of the effect.
    var radius: Float { get set }
    /// The angle, in radians, of the twirl.
    var angle: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.edges()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIEdges: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
    /// The intensity of the edges.
    var intensity: Float { get set }
}

/// The properties you use to configure the filter that `CIFilter.qrCodeGenerator()` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The data to encode as a QR code.
    var message: Data { get set }
    /// The error-correction level, L, M, Q or H.
    var correctionLevel: String { get set }
}

/// The properties you use to configure a photo-effect filter.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image to use as an input image.
    var inputImage: CIImage? { get set }
}

// MARK: The built-in filters (CIFilterBuiltins)

@available(watchOS, unavailable)
extension CIFilter {
    /// Adjusts an image's colors to shades of brown.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func sepiaTone() -> any CIFilter & CISepiaTone { fatalError() }
    /// Softens an image using a Gaussian distribution.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func gaussianBlur() -> any CIFilter & CIGaussianBlur { fatalError() }
    /// Blurs an image using a box-shaped convolution kernel.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func boxBlur() -> any CIFilter & CIBoxBlur { fatalError() }
    /// Blurs an image to simulate the effect of using a camera that moves while capturing the image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func motionBlur() -> any CIFilter & CIMotionBlur { fatalError() }
    /// Makes an image blocky by mapping the image to colored squares.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func pixellate() -> any CIFilter & CIPixellate { fatalError() }
    /// Creates polygon-shaped color blocks by aggregating source pixel-color values.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func crystallize() -> any CIFilter & CICrystallize { fatalError() }
    /// Renders the source image in a pointillistic style.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func pointillize() -> any CIFilter & CIPointillize { fatalError() }
    /// Applies a vignette shading to the corners of an image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func vignette() -> any CIFilter & CIVignette { fatalError() }
    /// Softens edges and adds a glow to an image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func bloom() -> any CIFilter & CIBloom { fatalError() }
    /// Adjusts saturation, brightness, and contrast values.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func colorControls() -> any CIFilter & CIColorControls { fatalError() }
    /// Adjusts the exposure setting for an image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func exposureAdjust() -> any CIFilter & CIExposureAdjust { fatalError() }
    /// Changes the overall hue, or tint, of the source pixels.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func hueAdjust() -> any CIFilter & CIHueAdjust { fatalError() }
    /// Increases the contrast of the edges between pixels of different colors in an image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func unsharpMask() -> any CIFilter & CIUnsharpMask { fatalError() }
    /// Inverts the colors in an image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func colorInvert() -> any CIFilter & CIColorInvert { fatalError() }
    /// Applies a preconfigured set of effects that imitate black-and-white photography film with exaggerated contrast.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func photoEffectNoir() -> any CIFilter & CIPhotoEffect { fatalError() }
    /// Distorts an image by rotating pixels around a center point.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func twirlDistortion() -> any CIFilter & CITwirlDistortion { fatalError() }
    /// Finds all edges in an image and displays them in color.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func edges() -> any CIFilter & CIEdges { fatalError() }
    /// Generates a Quick Response code (two-dimensional barcode) from input data.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public class func qrCodeGenerator() -> any CIFilter & CIQRCodeGenerator { fatalError() }
}

// MARK: Filter parameter keys

/// A key for the image to use as an input image.
@available(iOS 5.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIInputImageKey: String = "inputImage"

/// A key for the image produced by a filter.
@available(iOS 5.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIOutputImageKey: String = "outputImage"

/// A key for a scalar value that specifies an intensity.
@available(iOS 7.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIInputIntensityKey: String = "inputIntensity"

/// A key for a scalar value that specifies a radius.
@available(iOS 7.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIInputRadiusKey: String = "inputRadius"

/// A key for a scalar value that specifies a scale.
@available(iOS 7.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIInputScaleKey: String = "inputScale"

/// A key for a scalar value that specifies an angle.
@available(iOS 7.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIInputAngleKey: String = "inputAngle"

/// A key for a vector that specifies the center of the area to be filtered.
@available(iOS 7.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let kCIInputCenterKey: String = "inputCenter"
