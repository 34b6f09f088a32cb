// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uicolor). Nothing here runs: bodies exist only to satisfy the
// compiler.
// This file: `UIColor` — its initializers, the fixed, system and semantic colors, and what apps read from a
// color.

/// The type of a color literal (`#colorLiteral(red:green:blue:alpha:)`) whose type nothing else gives: on
/// iOS, UIKit's color (the Swift language's playground literals: the compiler looks up this name).
@available(iOS 2.0, visionOS 1.0, *)
public typealias _ColorLiteralType = UIColor

/// An object that stores color data and sometimes opacity.
@available(iOS 2.0, visionOS 1.0, *)
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// Creates a color from a color literal, `#colorLiteral(red:green:blue:alpha:)` (UIKit's
    /// `init(colorLiteralRed:green:blue:alpha:)`, renamed with an underscore in Swift 4).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        fatalError()
    }
    /// Creates a color object using the specified opacity and grayscale values.
    public init(white: CGFloat, alpha: CGFloat) {}
    /// Creates a color object using the specified opacity and HSB color space component values.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    /// Creates a color object using the specified opacity and RGB component values.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Creates a color object using the specified opacity and RGB component values in the Display P3 color
    /// space.
    @available(iOS 10.0, visionOS 1.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Creates a color object using the specified Quartz color reference.
    public init(cgColor: CGColor) {}
    /// Creates a color object using the specified image.
    public init(patternImage image: UIImage) {}
    /// Creates a color object using the specified color object from the asset catalog.
    @available(iOS 11.0, visionOS 1.0, *)
    public init?(named name: String) {}
    /// Creates a color object using the specified color object from an asset catalog, in a bundle, with
    /// traits.
    @available(iOS 11.0, visionOS 1.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    /// Creates a color object that uses the specified block to generate its color data dynamically.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}

    // MARK: Fixed colors

    /// A color object in the sRGB color space with a grayscale value of 0.0 and an alpha value of 1.0.
    public class var black: UIColor { fatalError() }
    /// A color object with a grayscale value of 1/3 and an alpha value of 1.0.
    public class var darkGray: UIColor { fatalError() }
    /// A color object with a grayscale value of 2/3 and an alpha value of 1.0.
    public class var lightGray: UIColor { fatalError() }
    /// A color object with grayscale and alpha values that are both 1.0.
    public class var white: UIColor { fatalError() }
    /// A color object with a grayscale value of 0.5 and an alpha value of 1.0.
    public class var gray: UIColor { fatalError() }
    /// A color object with RGB values of 1.0, 0.0, and 0.0, and an alpha value of 1.0.
    public class var red: UIColor { fatalError() }
    /// A color object with RGB values of 0.0, 1.0, and 0.0, and an alpha value of 1.0.
    public class var green: UIColor { fatalError() }
    /// A color object with RGB values of 0.0, 0.0, and 1.0, and an alpha value of 1.0.
    public class var blue: UIColor { fatalError() }
    /// A color object with RGB values of 0.0, 1.0, and 1.0, and an alpha value of 1.0.
    public class var cyan: UIColor { fatalError() }
    /// A color object with RGB values of 1.0, 1.0, and 0.0, and an alpha value of 1.0.
    public class var yellow: UIColor { fatalError() }
    /// A color object with RGB values of 1.0, 0.0, and 1.0, and an alpha value of 1.0.
    public class var magenta: UIColor { fatalError() }
    /// A color object with RGB values of 1.0, 0.5, and 0.0, and an alpha value of 1.0.
    public class var orange: UIColor { fatalError() }
    /// A color object with RGB values of 0.5, 0.0, and 0.5, and an alpha value of 1.0.
    public class var purple: UIColor { fatalError() }
    /// A color object with RGB values of 0.6, 0.4, and 0.2, and an alpha value of 1.0.
    public class var brown: UIColor { fatalError() }
    /// A color object with grayscale and alpha values that are both 0.0.
    public class var clear: UIColor { fatalError() }

    // MARK: Adaptable system colors

    /// A red color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemRed: UIColor { fatalError() }
    /// A green color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemGreen: UIColor { fatalError() }
    /// A blue color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemBlue: UIColor { fatalError() }
    /// An orange color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemOrange: UIColor { fatalError() }
    /// A yellow color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemYellow: UIColor { fatalError() }
    /// A pink color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemPink: UIColor { fatalError() }
    /// A purple color that automatically adapts to the current trait environment.
    @available(iOS 9.0, visionOS 1.0, *)
    public class var systemPurple: UIColor { fatalError() }
    /// A teal color that automatically adapts to the current trait environment.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemTeal: UIColor { fatalError() }
    /// An indigo color that automatically adapts to the current trait environment.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var systemIndigo: UIColor { fatalError() }
    /// A brown color that automatically adapts to the current trait environment.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var systemBrown: UIColor { fatalError() }
    /// A mint color that automatically adapts to the current trait environment.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public class var systemMint: UIColor { fatalError() }
    /// A cyan color that automatically adapts to the current trait environment.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public class var systemCyan: UIColor { fatalError() }
    /// The base gray color.
    @available(iOS 7.0, visionOS 1.0, *)
    public class var systemGray: UIColor { fatalError() }
    /// A second-level shade of grey.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemGray2: UIColor { fatalError() }
    /// A third-level shade of grey.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemGray3: UIColor { fatalError() }
    /// A fourth-level shade of grey.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemGray4: UIColor { fatalError() }
    /// A fifth-level shade of grey.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemGray5: UIColor { fatalError() }
    /// A sixth-level shade of grey.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemGray6: UIColor { fatalError() }
    /// The tint color to apply to UI elements.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public class var tintColor: UIColor { fatalError() }

    // MARK: UI element colors

    /// The color for text labels that contain primary content.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var label: UIColor { fatalError() }
    /// The color for text labels that contain secondary content.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var secondaryLabel: UIColor { fatalError() }
    /// The color for text labels that contain tertiary content.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var tertiaryLabel: UIColor { fatalError() }
    /// The color for text labels that contain quaternary content.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var quaternaryLabel: UIColor { fatalError() }
    /// The specified color for links.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var link: UIColor { fatalError() }
    /// The color for placeholder text in controls or text views.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var placeholderText: UIColor { fatalError() }
    /// The color for thin borders or divider lines that allows some underlying content to be visible.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var separator: UIColor { fatalError() }
    /// The color for borders or divider lines that hides any underlying content.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var opaqueSeparator: UIColor { fatalError() }
    /// The color for the main background of your interface.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemBackground: UIColor { fatalError() }
    /// The color for content layered on top of the main background.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var secondarySystemBackground: UIColor { fatalError() }
    /// The color for content layered on top of secondary backgrounds.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var tertiarySystemBackground: UIColor { fatalError() }
    /// The color for the main background of your grouped interface.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemGroupedBackground: UIColor { fatalError() }
    /// The color for content layered on top of the main background of your grouped interface.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var secondarySystemGroupedBackground: UIColor { fatalError() }
    /// The color for content layered on top of secondary backgrounds of your grouped interface.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    /// An overlay fill color for thin and small shapes.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var systemFill: UIColor { fatalError() }
    /// An overlay fill color for medium-size shapes.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var secondarySystemFill: UIColor { fatalError() }
    /// An overlay fill color for large shapes.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var tertiarySystemFill: UIColor { fatalError() }
    /// An overlay fill color for large areas that contain complex content.
    @available(iOS 13.0, visionOS 1.0, *)
    public class var quaternarySystemFill: UIColor { fatalError() }

    // MARK: Reading a color

    /// The Quartz color reference that corresponds to the color object.
    public var cgColor: CGColor { fatalError() }
    /// Creates a color object that has the same color space and component values as the receiver, but has
    /// the specified alpha component.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    /// Returns the version of the current color that results from the specified traits.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    /// Returns the components that form the color in the RGB color space.
    @available(iOS 5.0, visionOS 1.0, *)
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    /// Returns the components that form the color in the HSB color space.
    @available(iOS 5.0, visionOS 1.0, *)
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    /// Returns the grayscale components of the color.
    @available(iOS 5.0, visionOS 1.0, *)
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    /// Sets the color of subsequent stroke and fill operations to the color that the receiver represents.
    public func set() {}
    /// Sets the color of subsequent fill operations to the color that the receiver represents.
    public func setFill() {}
    /// Sets the color of subsequent stroke operations to the color that the receiver represents.
    public func setStroke() {}
}
