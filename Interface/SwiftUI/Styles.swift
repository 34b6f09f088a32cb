// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: styles — the style protocols of buttons, labels, text fields, toggles, pickers, lists,
// progress views, date pickers and group boxes; SwiftUI's own styles; the modifiers that set them.

// MARK: Buttons

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view
/// hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    /// An optional semantic role that describes the button's purpose.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view
/// hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Performs the button's action.
    public func trigger() {}
}

/// The default button style, based on the button's context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to
/// indicate the pressed, focused, or enabled state of the button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A button style that doesn't apply a border.
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A button style that applies standard border artwork based on the button's context.
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A button style that applies standard border prominent artwork based on the button's context.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A button style that applies glass border artwork based on the button's context.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A button style that applies prominent glass border artwork based on the button's context.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 8.0, visionOS 1.0, *)
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A shape used to draw a button's border.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static let circle = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { fatalError() }
}

/// The size classes, like regular or small, that you can apply to controls within a view.
@available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behavior.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    /// Sets the style for buttons within this view to a button style with a custom appearance and custom
    /// interaction behavior.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// Sets the border shape for buttons in this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// Sets the size for controls within this view.
    @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

// MARK: Labels

/// A type that applies a custom appearance to all labels within a view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    nonisolated public struct Title: View {
        public var body: Never { fatalError() }
    }
    /// A type-erased icon view of a label.
    nonisolated public struct Icon: View {
        public var body: Never { fatalError() }
    }
    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, visionOS 1.0, *)
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    @available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, visionOS 1.0, *)
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the style for labels within this view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
}

// MARK: Text fields

/// A specification for the appearance and interaction of a text field.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol TextFieldStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style for text fields within this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}

// MARK: Toggles

/// The appearance and behavior of a toggle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public var isMixed: Bool
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}

// MARK: Pickers

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol PickerStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
nonisolated public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
nonisolated public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
nonisolated public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
    @available(iOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

@available(macOS, unavailable)
extension PickerStyle where Self == NavigationLinkPickerStyle {
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PickerStyle where Self == PalettePickerStyle {
    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Sets the style for pickers within this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}

// MARK: Lists

/// A protocol that describes the behavior and appearance of a list.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ListStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct DefaultListStyle: ListStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct PlainListStyle: ListStyle {
    public init() {}
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct GroupedListStyle: ListStyle {
    public init() {}
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct InsetListStyle: ListStyle {
    public init() {}
}

@available(iOS 14.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

@available(iOS 14.0, macOS 10.15, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var plain: PlainListStyle { PlainListStyle() }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetListStyle {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var inset: InsetListStyle { InsetListStyle() }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    @available(iOS 15.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == SidebarListStyle {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style for lists within this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}

// MARK: Progress views

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ProgressViewStyleConfiguration {
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    nonisolated public struct CurrentValueLabel: View {
        public var body: Never { fatalError() }
    }
    /// The completed fraction of the task represented by the progress view, from `0.0` to `1.0`, or `nil`
    /// if the progress is indeterminate or relative to a date interval.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label? { fatalError() }
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style for progress views in this view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

// MARK: Date pickers

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol DatePickerStyle {}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
}

@available(iOS 14.0, macOS 10.15, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
}

@available(iOS 14.0, macOS 10.15, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
}

@available(iOS 13.0, watchOS 10.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
}

@available(tvOS, unavailable)
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    @available(iOS 15.0, macOS 12.0, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == CompactDatePickerStyle {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
    @available(iOS 15.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view.
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

// MARK: Menus

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view
/// hierarchy.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    /// Creates a view that represents the body of a menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    /// A type-erased content of a menu.
    nonisolated public struct Content: View {
        public var body: Never { fatalError() }
    }
}

/// The default menu style, based on the menu's context.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
nonisolated public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A menu style that displays a button that toggles the display of the menu's contents when pressed.
@available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
nonisolated public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(watchOS, unavailable)
extension MenuStyle where Self == DefaultMenuStyle {
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

@available(watchOS, unavailable)
extension MenuStyle where Self == ButtonMenuStyle {
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

@available(watchOS, unavailable)
extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration.
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init(_ configuration: MenuStyleConfiguration) {}
}

extension View {
    /// Sets the style for menus within this view.
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

// MARK: Group boxes

/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GroupBoxStyleConfiguration {
    nonisolated public struct Label: View {
        public var body: Never { fatalError() }
    }
    nonisolated public struct Content: View {
        public var body: Never { fatalError() }
    }
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style for group boxes within this view.
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}
