// AppIntents, declarations only, written by us from Apple's public documentation.
// This file: what apps write for Shortcuts, Siri, Spotlight and configurable widgets — `AppIntent` with
// `@Parameter` and `perform()` returning an `IntentResult` (a value, a dialog), `AppShortcutsProvider` with
// `AppShortcut`s and their phrases, `AppEnum` and `AppEntity` with their display representations and
// queries, `WidgetConfigurationIntent`, and SwiftUI's `Button(intent:)`/`Toggle(isOn:intent:)`.
// `LocalizedStringResource` is Foundation's on Apple's platforms (iOS 16) and missing from Linux's: the
// intents' titles take `_AppleFoundation`'s.
import _AppleFoundation
import SwiftUI

// MARK: Strings and representations

extension Text {
    /// Creates a text view that displays a localized string resource.
    ///
    /// Disfavoured here so that `Text("literal")` stays `LocalizedStringKey`'s, as with the SDK (both
    /// types take a string literal).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public init(_ resource: LocalizedStringResource) { fatalError() }
}

/// A description of an intent, shown in the Shortcuts app.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    /// Creates a description with a category and search keywords.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {}
}

/// Text that the system speaks or shows in response to an intent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    /// Creates a dialog of a localized string resource.
    public init(_ full: LocalizedStringResource) {}
    /// Creates a dialog with a full text, a supporting text and what the system speaks.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String? = nil) {}
}

/// A type that describes the user interface presentation of a custom type.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// An image of a representation.
    public struct Image: Sendable {
        /// Creates an image of an SF Symbol.
        public init(systemName: String) {}
        /// Creates an image of an asset.
        public init(named name: String, isTemplate: Bool = false) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    /// Creates a representation with a title, a subtitle and an image.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {}
    /// The title of the representation.
    public var title: LocalizedStringResource
    /// The subtitle of the representation.
    public var subtitle: LocalizedStringResource?
    /// The image of the representation.
    public var image: DisplayRepresentation.Image?
}

/// A type that describes the user interface presentation of a custom type (its name).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    /// Creates a representation of a name and a plural name.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
}

// MARK: Intents

/// An interface for providing an app-specific capability to people through Siri, Shortcuts and other
/// system features.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol AppIntent: Sendable {
    /// The type of the result `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// A short, localized, human-readable string that describes the app intent.
    static var title: LocalizedStringResource { get }
    /// A description of the intent, shown in the Shortcuts app.
    static var description: IntentDescription? { get }
    /// A Boolean value that indicates whether the system opens the app when the intent runs.
    static var openAppWhenRun: Bool { get }
    /// Creates an intent.
    init()
    /// Performs the intent after resolving the provided parameters.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    /// The property wrapper of an intent's parameters (`@Parameter`).
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// A type that represents the result of performing an app intent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol IntentResult: Sendable {}

/// A result that returns a value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that provides a dialog.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet view.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
public protocol ShowsSnippetView: IntentResult {}

/// A result that opens another intent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol OpensIntent: IntentResult {}

/// The result an intent's `perform()` returns, made by the `result(…)` functions (its type is not named
/// by apps). Here one type stands for every kind of result.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent, @unchecked Sendable {}

extension IntentResult {
    /// Creates a result that contains nothing.
    public static func result() -> Self where Self == IntentResultContainer<Never> { fatalError() }
    /// Creates a result that provides a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> { fatalError() }
    /// Creates a result that shows a view.
    public static func result<Content: View>(view: Content) -> Self where Self == IntentResultContainer<Never> {
        fatalError()
    }
    /// Creates a result that provides a dialog and shows a view.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Never> { fatalError() }
    /// Creates a result that opens another intent.
    public static func result<Intent: AppIntent>(opensIntent: Intent) -> Self where Self == IntentResultContainer<Never> {
        fatalError()
    }
    /// Creates a result that returns a value.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> { fatalError() }
    /// Creates a result that returns a value and provides a dialog.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        fatalError()
    }
}

/// A property wrapper that defines a parameter of an app intent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// Creates a parameter with a title, and optionally a description and a prompt.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {}
    /// Creates a parameter with a title and a default value.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
        requestValueDialog: IntentDialog? = nil
    ) {}
    /// Creates a parameter with a title, a default value and an inclusive range.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
        inclusiveRange: (Value, Value), requestValueDialog: IntentDialog? = nil
    ) where Value: Comparable {}
    /// The value of the parameter.
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    /// The parameter itself (`$name`), for phrases and summaries.
    public var projectedValue: IntentParameter<Value> { self }
}

// MARK: Enumerations and entities

/// An interface to express that a custom type has a predefined, static set of valid values to display.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol AppEnum: CaseIterable, Hashable, RawRepresentable, Sendable where RawValue: Sendable {
    /// The name of the type, shown to the user.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The representations of the cases, shown to the user.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An interface for exposing a custom type or app-specific concept to system experiences.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery
    /// The name of the type, shown to the user.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// The representation of the entity, shown to the user.
    var displayRepresentation: DisplayRepresentation { get }
}

/// An interface for locating entities by their identifiers.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol EntityQuery: Sendable {
    /// The type of entity the query finds.
    associatedtype Entity: AppEntity
    /// Creates a query.
    init()
    /// Retrieves the entities of the identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Retrieves the entities to suggest.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

// MARK: Shortcuts

/// A type that provides app shortcuts to the system.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public protocol AppShortcutsProvider {
    /// The app shortcuts of the app.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The color of the app's shortcut tiles.
    static var shortcutTileColor: ShortcutTileColor { get }
}

@available(tvOS, unavailable)
extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Tells the system that the app's shortcut parameters changed.
    public static func updateAppShortcutParameters() {}
}

/// The colors of the app's shortcut tiles.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public enum ShortcutTileColor: Int, Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, teal, blue, navy, grape, purple, pink
    case grayBrown, grayBlue, navyGray
}

/// A result builder of an app's shortcuts.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@resultBuilder
public struct AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ components: [AppShortcut]?) -> [AppShortcut] { components ?? [] }
    public static func buildEither(first components: [AppShortcut]) -> [AppShortcut] { components }
    public static func buildEither(second components: [AppShortcut]) -> [AppShortcut] { components }
    public static func buildLimitedAvailability(_ components: [AppShortcut]) -> [AppShortcut] { components }
}

/// A shortcut of an intent, with the phrases that run it.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct AppShortcut: Sendable {
    /// Creates a shortcut of an intent with its phrases.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
    /// Creates a shortcut of an intent with its phrases, a short title and a symbol.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {}
}

/// A phrase that runs a shortcut: text with the app's name and the intent's parameters in it.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The interpolations a phrase accepts.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// The app's name (`\(.applicationName)`).
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        /// A parameter of the intent (`\(\.$flavor)`).
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// The tokens of a shortcut's phrase.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public enum AppShortcutPhraseToken: Sendable {
    /// The name of the app.
    case applicationName
}

// MARK: Widgets and SwiftUI

/// An interface for configuring a WidgetKit widget.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol WidgetConfigurationIntent: AppIntent {}

/// An app intent that sets a value (a toggle's, in a control).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SetValueIntent: AppIntent {
    /// The type of the value the intent sets.
    associatedtype ValueType
    /// The value to set.
    var value: ValueType { get set }
}

/// An interface for configuring a control widget.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
public protocol ControlConfigurationIntent: AppIntent {}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension ControlConfigurationIntent {
    /// A configuration intent performs nothing of its own.
    public func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension WidgetConfigurationIntent {
    /// A configuration intent performs nothing of its own.
    public func perform() async throws -> some IntentResult { .result() }
}

extension Button {
    /// Creates a button that performs an app intent.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public init(intent: some AppIntent, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Button where Label == Text {
    /// Creates a button with a title that performs an app intent.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) { fatalError() }
    /// Creates a button with a title that performs an app intent.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public init<S: StringProtocol>(_ title: S, intent: some AppIntent) { fatalError() }
}

extension Toggle {
    /// Creates a toggle that performs an app intent when it changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) { fatalError() }
}
