// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: text — `Text`, localized string keys and their interpolations, fonts, labels, labeled
// content, and the text modifiers.

// MARK: Text

/// A view that displays one or more lines of read-only text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Text: Equatable, Sendable, View {
    /// Creates a text view that displays localized content identified by a key. A string literal is such
    /// a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {}

    /// Creates a text view that displays styled attributed content.
    ///
    /// Disfavoured here: Linux's Foundation makes `AttributedString` a string literal's type too, which
    /// Apple's does not, so without it `Text("literal")` would take this initializer (and, below iOS 15,
    /// be an error Xcode never gives).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {}

    /// Creates a text view that displays the formatted representation of a value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}

    /// Creates an instance that displays a formatted object by using a formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {}

    /// Creates an instance that displays localizable dates and times using a specific style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ date: Date, style: Text.DateStyle) {}

    /// Creates an instance that displays a localized range between two dates.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ dates: ClosedRange<Date>) {}

    /// Creates an instance that displays a localized time interval.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ interval: DateInterval) {}

    /// Creates an instance that wraps an image, suitable for concatenating with other text views.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ image: Image) {}

    /// A predefined style used to display a `Date`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }

    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Sendable {
        case head, tail, middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public enum Case: Sendable {
        case uppercase, lowercase
    }

    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }

    public var body: Never { fatalError() }
}

extension Text {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func font(_ font: Font?) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, visionOS 1.0, *)
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func foregroundColor(_ color: Color?) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func bold() -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func bold(_ isActive: Bool) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func italic() -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func italic(_ isActive: Bool) -> Text { self }
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func monospacedDigit() -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func kerning(_ kerning: CGFloat) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func tracking(_ tracking: CGFloat) -> Text { self }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    /// Values that describe different text scales.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale()
        public static let secondary = Scale()
    }
}

/// An alignment position for text along the horizontal axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

// MARK: Localized string keys

/// The key used to look up an entry in a strings file or strings dictionary file.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// Creates a localized string key from the given string value.
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    /// Represents the contents of a string literal with interpolations while it's being built, for use in
    /// creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        public mutating func appendInterpolation(_ interval: DateInterval) {}
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
    }
}

/// A type whose values a localized string key can interpolate with a format specifier: the standard
/// integer and floating-point types.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol _FormatSpecifiable: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int8: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int16: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int32: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int64: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt8: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt16: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt32: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt64: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Float: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Double: _FormatSpecifiable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension CGFloat: _FormatSpecifiable {}

// MARK: Fonts

/// An environment-dependent font.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let title2 = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let caption2 = Font()

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }

    public func weight(_ weight: Font.Weight) -> Font { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func width(_ width: Font.Width) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public func leading(_ leading: Font.Leading) -> Font { self }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    /// A width to use for fonts that have multiple widths.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(0)
        public static let condensed = Width(0)
        public static let standard = Width(0)
        public static let expanded = Width(0)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A line spacing adjustment that you can apply to a font.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    init() {}
}

// MARK: Text modifiers

/// A type that describes the ability to select text.
@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TextSelectability {}

@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EnabledTextSelectability: TextSelectability {}
@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisabledTextSelectability: TextSelectability {}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension TextSelectability where Self == EnabledTextSelectability {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == DisabledTextSelectability {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Sets the default font for text in this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func font(_ font: Font?) -> some View { self }
    /// Sets the font weight of the text in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// Sets the font width of the text in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Sets the font design of the text in this view.
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, visionOS 1.0, *)
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
    /// Applies a bold font weight to the text in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
    /// Applies italics to the text in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
    /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// Modifies the fonts of all child views to use fixed-width digits.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func monospacedDigit() -> some View { self }
    /// Sets the maximum number of lines that text can occupy in this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
    /// Sets to a closed range the number of lines that text can occupy in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
    /// Sets a limit for the number of lines text can occupy in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    /// Sets the amount of space between lines of text in this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    /// Sets the alignment of a text view that contains multiple lines of text.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Sets whether text in this view can compress the space between characters when necessary to fit
    /// text in a line.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Sets a transform for the case of the text contained in this view when displayed.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
    /// Sets the spacing, or kerning, between characters for the text in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }
    /// Sets the tracking for the text in this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
    /// Controls whether people can select text within this view.
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

// MARK: Labels

/// A standard label for user interface items, consisting of an icon with a title.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct Label<Title: View, Icon: View>: View {
    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image and a title generated from a localized string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    /// Creates a label with a system icon image and a title generated from a localized string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// Creates a label with an icon image and a title generated from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {}
    /// Creates a label with a system icon image and a title generated from a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ configuration: LabelStyleConfiguration) {}
}

/// A container for attaching a label to a value-bearing view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Creates a labeled view that generates its label from a string.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    /// Creates a labeled informational view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
    /// Creates a labeled informational view from a formatted value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    /// Creates a labeled informational view from a formatted value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
}
