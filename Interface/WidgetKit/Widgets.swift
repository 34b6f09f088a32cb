// WidgetKit, declarations only, written by us from Apple's public documentation.
// This file: what a widget extension writes — the `Widget` and `WidgetBundle` protocols with their
// configurations (`StaticConfiguration`, the configuration modifiers), `TimelineProvider`,
// `TimelineEntry`, `Timeline` and its reload policies, `WidgetFamily` and the widget's environment,
// `containerBackground(for: .widget)`, `widgetURL`, `WidgetCenter`, and `#Preview(as:widget:timeline:)`.
// On Apple's platforms `Widget`, `WidgetBundle`, `WidgetConfiguration`, `containerBackground` and
// `ContainerBackgroundPlacement` are SwiftUI's and seen with `import WidgetKit`; here they are WidgetKit's.
import SwiftUI

// MARK: Widgets and configurations

/// The configuration and content of a widget to display on the Home Screen or in Notification Center.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol Widget {
    /// The type of configuration representing the content of the widget.
    associatedtype Body: WidgetConfiguration
    /// Creates a widget using `body` as its content.
    init()
    /// The content and behavior of the widget.
    @WidgetConfigurationBuilder var body: Body { get }
}

@available(tvOS, unavailable)
extension Widget {
    /// Runs the widget extension (for `@main`).
    @MainActor
    public static func main() {}
}

/// A container used to expose multiple widgets from a single widget extension.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of widget that represents the content of the bundle.
    associatedtype Body: Widget
    /// Creates a widget bundle using the bundle's body as its content.
    init()
    /// Declares the group of widgets that an app supports.
    @WidgetBundleBuilder var body: Body { get }
}

@available(tvOS, unavailable)
extension WidgetBundle {
    /// Runs the widget extension (for `@main`).
    @MainActor
    public static func main() {}
}

/// A type that describes a widget's content.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of widget configuration representing the body of this configuration.
    associatedtype Body: WidgetConfiguration
    /// The content and behavior of this widget.
    @WidgetConfigurationBuilder var body: Body { get }
}

@available(tvOS, unavailable)
extension Never: WidgetConfiguration {}

/// A custom attribute that constructs a widget's body.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@resultBuilder
@available(tvOS, unavailable)
public struct WidgetConfigurationBuilder {
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A custom attribute that constructs a widget bundle's body.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@resultBuilder
@available(tvOS, unavailable)
public struct WidgetBundleBuilder {
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        TupleWidget()
    }
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: Widget>(_ content: Content?) -> some Widget { TupleWidget() }
    public static func buildEither<First: Widget, Second: Widget>(first: First) -> some Widget { TupleWidget() }
    public static func buildEither<First: Widget, Second: Widget>(second: Second) -> some Widget { TupleWidget() }
    public static func buildLimitedAvailability(_ content: some Widget) -> some Widget { TupleWidget() }
}

/// The widgets of a bundle's body, together (its type is not named by apps).
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct TupleWidget: Widget {
    nonisolated public init() {}
    public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

/// An empty widget configuration.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// An object describing the content of a widget that has no user-configurable options.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// Creates a configuration for a widget by using a custom timeline provider.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {}
    public var body: Never { fatalError() }
}

@available(tvOS, unavailable)
extension WidgetConfiguration {
    /// Sets the localized name shown for a widget when a user adds or edits the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
    /// Sets the localized name shown for a widget when a user adds or edits the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        self
    }
    /// Sets the localized name shown for a widget when a user adds or edits the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        self
    }
    /// Sets the localized description shown for a widget when a user adds or edits the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func description(_ description: Text) -> some WidgetConfiguration { self }
    /// Sets the localized description shown for a widget when a user adds or edits the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    /// Sets the localized description shown for a widget when a user adds or edits the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
    /// Sets the sizes that a widget supports.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
    /// Disables the widget's content margins.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func contentMarginsDisabled() -> some WidgetConfiguration { self }
    /// Sets whether the widget's container background can be removed.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        self
    }
    /// Runs the given action when the system provides a background task.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    nonisolated public func onBackgroundURLSessionEvents(
        matching matchingString: String? = nil,
        _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration { self }
}

// MARK: Timelines

/// A type that specifies the date to display a widget, and, optionally, indicates the current relevance
/// of the widget's content.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol TimelineEntry {
    /// The date for WidgetKit to render a widget.
    var date: Date { get }
    /// The relevance of a widget's content to the user.
    var relevance: TimelineEntryRelevance? { get }
}

@available(tvOS, unavailable)
extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// A type that indicates the relevance of a widget's content.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// Creates a relevance of a score, for a duration.
    public init(score: Float, duration: TimeInterval = 0) {}
    public var score: Float { fatalError() }
    public var duration: TimeInterval { fatalError() }
}

/// An object that contains a list of timeline entries that determine when to update a widget's view.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct Timeline<EntryType: TimelineEntry> {
    /// Creates a timeline with the entries and reload policy you provide.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { fatalError() }
    /// An array of timeline entries.
    public let entries: [EntryType]
    /// The policy that determines the earliest date and time WidgetKit requests a new timeline.
    public let policy: TimelineReloadPolicy
}

@available(tvOS, unavailable)
extension Timeline: Sendable where EntryType: Sendable {}

/// A type that indicates the earliest date WidgetKit requests a new timeline from the widget's provider.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct TimelineReloadPolicy: Equatable, Sendable {
    /// A policy that specifies that WidgetKit requests a new timeline after the last date in a timeline passes.
    public static let atEnd = TimelineReloadPolicy()
    /// A policy that specifies that the app prompts WidgetKit when a new timeline is available.
    public static let never = TimelineReloadPolicy()
    /// A policy that specifies a future date for WidgetKit to request a new timeline.
    public static func after(_ date: Date) -> TimelineReloadPolicy { fatalError() }
}

/// A type that advises WidgetKit when to update a widget's display.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol TimelineProvider {
    /// A type that specifies the date to display a widget.
    associatedtype Entry: TimelineEntry
    /// An object that contains details about how a widget is rendered.
    typealias Context = TimelineProviderContext
    /// Provides a timeline entry representing a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// Provides a timeline entry that represents the current time and state of a widget.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// Provides an array of timeline entries for the current time and, optionally, any future times to
    /// update a widget.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// An object that contains details about how a widget is rendered, including its size and whether it
/// appears in the widget gallery.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct TimelineProviderContext: Sendable {
    /// The size of the widget.
    public let family: WidgetFamily
    /// A Boolean value that indicates when the widget appears in the widget gallery.
    public let isPreview: Bool
    /// The size, in points, of the widget.
    public let displaySize: CGSize
}

/// Values that define the widget's size and shape.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public enum WidgetFamily: Int, Hashable, Sendable, CustomDebugStringConvertible {
    /// A small widget.
    @available(iOS 14.0, macOS 11.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    case systemSmall
    /// A medium-sized widget.
    @available(iOS 14.0, macOS 11.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    case systemMedium
    /// A large widget.
    @available(iOS 14.0, macOS 11.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    case systemLarge
    /// An extra-large widget.
    @available(iOS 15.0, macOS 14.0, visionOS 26.0, *)
    @available(watchOS, unavailable)
    case systemExtraLarge
    /// A widget based on an accessory family that can appear as a corner complication on a watch face.
    @available(watchOS 9.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    case accessoryCorner
    /// A circular widget.
    @available(iOS 16.0, watchOS 9.0, visionOS 27.0, *)
    @available(macOS, unavailable)
    case accessoryCircular
    /// A rectangular widget that can display multiple lines of text.
    @available(iOS 16.0, watchOS 9.0, visionOS 27.0, *)
    @available(macOS, unavailable)
    case accessoryRectangular
    /// A flat widget that contains a single row of text and an optional image.
    @available(iOS 16.0, watchOS 9.0, visionOS 27.0, *)
    @available(macOS, unavailable)
    case accessoryInline

    public var debugDescription: String { fatalError() }
}

// MARK: The environment and view modifiers

extension EnvironmentValues {
    /// The size of the widget the view is in.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    public var widgetFamily: WidgetFamily { fatalError() }
    /// Whether the widget shows its container background (false, for example, on the Lock Screen).
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    public var showsWidgetContainerBackground: Bool { fatalError() }
    /// The widget's rendering mode (full color, accented, vibrant).
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    public var widgetRenderingMode: WidgetRenderingMode { fatalError() }
}

/// Constants that indicate the rendering mode for a widget.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct WidgetRenderingMode: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The widget is rendered in full color.
    public static let fullColor = WidgetRenderingMode()
    /// The widget is rendered in an accented color.
    public static let accented = WidgetRenderingMode()
    /// The widget is rendered with a vibrant effect.
    public static let vibrant = WidgetRenderingMode()
    public var description: String { fatalError() }
}

/// The placement of a container background.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    /// The background of a widget.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    public static let widget = ContainerBackgroundPlacement()
}

extension View {
    /// Sets the container background of the enclosing container using a view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
    /// Sets the container background of the enclosing container using a shape style.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    { self }
    /// Sets the URL to open in the containing app when the user clicks the widget.
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    nonisolated public func widgetURL(_ url: URL?) -> some View { self }
    /// Adds the view and all of its subviews to the accented group.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// Marks the view as content that may change before the widget's timeline updates.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

// MARK: The widget center

/// An object that contains a list of user-configured widgets and is used for reloading widget timelines.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public final class WidgetCenter: @unchecked Sendable {
    /// The shared widget center.
    public static let shared: WidgetCenter = WidgetCenter()
    init() {}
    /// Reloads the timelines for all configured widgets belonging to the containing app.
    public func reloadAllTimelines() {}
    /// Reloads the timelines for all widgets of a particular kind.
    public func reloadTimelines(ofKind kind: String) {}
    /// Retrieves information about user-configured widgets.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {}
    /// Retrieves information about user-configured widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] { fatalError() }
}

/// A structure that contains information about user-configured widgets.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct WidgetInfo: Sendable, CustomDebugStringConvertible {
    /// The size of the widget.
    public let family: WidgetFamily
    /// The string specified during creation of the widget's configuration.
    public let kind: String
    public var debugDescription: String { fatalError() }
}

// MARK: Previews

/// A result builder of the entries a widget preview shows.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@resultBuilder
public struct PreviewTimelineBuilder<Entry: TimelineEntry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildBlock(_ entries: [Entry]...) -> [Entry] { entries.flatMap { $0 } }
    public static func buildArray(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
    public static func buildOptional(_ entries: [Entry]?) -> [Entry] { entries ?? [] }
    public static func buildEither(first entries: [Entry]) -> [Entry] { entries }
    public static func buildEither(second entries: [Entry]) -> [Entry] { entries }
}

/// Creates a preview of a widget of a family, over the entries of a timeline.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
