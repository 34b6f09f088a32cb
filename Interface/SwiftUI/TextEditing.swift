// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: iOS 26's styled text editing — a `TextEditor` over an `AttributedString` with its selection —
// and the label spacing modifiers of the same release. The plain `TextEditor(text:)` is in Controls.swift.

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension TextEditor {
    /// Creates a styled text editor, optionally bound to the selection.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {}
}

/// Represents a selection of attributed text: an insertion point, or a range of characters.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct AttributedTextSelection: Equatable, Sendable {
    /// Initialize the default selection for a new text editor: an insertion point at the end of the text.
    public init() {}
    /// Initialize a selection to a character range.
    public init(range: Range<AttributedString.Index>) {}
    /// Initialize a selection to character ranges.
    public init(ranges: RangeSet<AttributedString.Index>) {}
    public static func == (lhs: AttributedTextSelection, rhs: AttributedTextSelection) -> Bool { fatalError() }
}

extension View {
    /// Set the spacing between the icon and title in labels.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func labelIconToTitleSpacing(_ value: CGFloat) -> some View { self }

    /// Set the width reserved for icons in labels.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func labelReservedIconWidth(_ value: CGFloat) -> some View { self }
}

extension EnvironmentValues {
    /// The spacing between the icon and title of a label; `nil` asks for the default.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public var labelIconToTitleSpacing: CGFloat? { fatalError() }
}

// MARK: Text fields of optional values

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound optional value, with a label generated
    /// from a localized title string. When the text cannot be parsed, the value becomes `nil`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {}

    /// Creates a text field that applies a format style to a bound optional value, with a label generated
    /// from a title string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {}
}

extension TextField {
    /// Creates a text field that applies a format style to a bound optional value, with a label generated
    /// from a view builder.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {}
}
