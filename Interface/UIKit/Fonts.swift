// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uifont). Nothing here runs: bodies exist only to satisfy the
// compiler.
// This file: `UIFont` with its text styles and weights, font descriptors and font metrics.

/// An object that provides access to the font's characteristics.
@available(iOS 2.0, visionOS 1.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    /// Creates and returns a font object for the specified font name and size.
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// Returns a font object that matches the specified font descriptor.
    @available(iOS 7.0, visionOS 1.0, *)
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}

    /// Returns an instance of the system font for the specified text style with scaling for the user's
    /// selected content size category.
    @available(iOS 7.0, visionOS 1.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    /// Returns an instance of the system font for the specified text style, scaled for the specified
    /// content size category.
    @available(iOS 10.0, visionOS 1.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    /// Returns the font object for standard interface items in the specified size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// Returns the font object for standard interface items in the specified size and weight.
    @available(iOS 8.2, visionOS 1.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    /// Returns the font object for standard interface items in boldface type in the specified size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// Returns the font object for standard interface items that you render in italic type in the specified
    /// size.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// Returns a fixed-width font for standard interface items that you render in the specified size and
    /// weight.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    /// Returns a font object for standard interface items that uses fixed-width digits, in the specified
    /// size and weight.
    @available(iOS 9.0, visionOS 1.0, *)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    /// Returns an array of font family names available on the system.
    open class var familyNames: [String] { fatalError() }
    /// Returns an array of font names available in a particular font family.
    open class func fontNames(forFamilyName familyName: String) -> [String] { fatalError() }
    /// The standard system font size.
    open class var systemFontSize: CGFloat { fatalError() }
    /// The standard font size for labels.
    open class var labelFontSize: CGFloat { fatalError() }

    /// Returns a font object that's the same as the font except it has the specified size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
    /// The font's family name.
    open var familyName: String { fatalError() }
    /// The font's full name.
    open var fontName: String { fatalError() }
    /// The receiver's point size, or the effective vertical point size for a font with a nonstandard matrix.
    open var pointSize: CGFloat { fatalError() }
    /// The top y-coordinate, offset from the baseline, of the font's longest ascender.
    open var ascender: CGFloat { fatalError() }
    /// The bottom y-coordinate, offset from the baseline, of the font's longest descender.
    open var descender: CGFloat { fatalError() }
    /// The height, in points, of text lines.
    @available(iOS 4.0, visionOS 1.0, *)
    open var lineHeight: CGFloat { fatalError() }
    /// The font descriptor for the font.
    @available(iOS 7.0, visionOS 1.0, *)
    open var fontDescriptor: UIFontDescriptor { fatalError() }

    /// Constants that describe the preferred styles for fonts.
    @available(iOS 7.0, visionOS 1.0, *)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// The font for large titles.
        @available(iOS 11.0, visionOS 1.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The font for first-level hierarchical headings.
        @available(iOS 9.0, visionOS 1.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level hierarchical headings.
        @available(iOS 9.0, visionOS 1.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level hierarchical headings.
        @available(iOS 9.0, visionOS 1.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts.
        @available(iOS 9.0, visionOS 1.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font weights available for system fonts.
    @available(iOS 8.2, visionOS 1.0, *)
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public var rawValue: CGFloat
        /// The ultra-light font weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin font weight.
        public static let thin = Weight(rawValue: -0.6)
        /// The light font weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular font weight.
        public static let regular = Weight(rawValue: 0)
        /// The medium font weight.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold font weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold font weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy font weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The ultra-heavy font weight.
        public static let black = Weight(rawValue: 0.62)
    }
}

/// A collection of attributes that describes a font.
@available(iOS 7.0, visionOS 1.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Returns a new font descriptor that's the same as the current descriptor but with the specified
    /// symbolic traits taking precedence over the existing ones.
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { fatalError() }
    /// Returns a new font descriptor based on the current object, but with the specified design.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError() }
    /// Returns a font descriptor for the font style with scaling for the user's selected content size
    /// category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
    /// The symbolic traits of the font.
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError() }
    /// The point size for the font.
    open var pointSize: CGFloat { fatalError() }

    /// A symbolic description of the stylistic aspects of a font.
    public struct SymbolicTraits: OptionSet, Sendable {
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public var rawValue: UInt32
        /// The font's style is italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// The font's style is bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// The font uses fixed-pitch glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// Constants that define the visual style of a system font.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// The default system font design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// A system font design with rounded features.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// A system font design with serifs.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// A system font design with fixed-width characters.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

/// A utility object for obtaining custom fonts that scale to support Dynamic Type.
@available(iOS 11.0, visionOS 1.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// Creates a font metrics object for the specified text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// The default font metrics object for content.
    open class var `default`: UIFontMetrics { fatalError() }
    /// Returns a version of the specified font that adopts the current font metrics.
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    /// Returns a version of the specified value that scales using the current font metrics.
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
}
