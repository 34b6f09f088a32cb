// TipKit, declarations only, written by us from Apple's public documentation.
// This file: tips as SwiftUI apps show them — the `Tip` protocol (title, message, image, actions,
// options), `Tips.configure` and its options, events donated, invalidation, and the views: `TipView`
// inline and `popoverTip`; rules written with the `#Rule` macro over an event's donations or a parameter
// of app state that the `@Parameter` macro makes. `import TipKit` brings SwiftUI along, as on Apple's
// platforms (a tip's `Text` and `Image` in a file that imports Foundation and TipKit).
// Every declaration is iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0 unless it says otherwise.
@_exported import SwiftUI

/// A type that sets a tip's content, and optionally its rules, actions and options.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol Tip: Identifiable, Sendable where ID == String {
    /// The title of the tip.
    @MainActor @preconcurrency var title: Text { get }
    /// The message of the tip.
    @MainActor @preconcurrency var message: Text? { get }
    /// The image of the tip.
    @MainActor @preconcurrency var image: Image? { get }
    /// The buttons of the tip.
    @MainActor @preconcurrency var actions: [Tips.Action] { get }
    /// The rules that decide when the tip shows.
    var rules: [Tips.Rule] { get }
    /// The options of the tip.
    var options: [any TipOption] { get }
    /// The identifier of the tip (by default, its type's name).
    var id: String { get }
}

extension Tip {
    /// A button of a tip.
    public typealias Action = Tips.Action
    /// A rule of a tip.
    public typealias Rule = Tips.Rule
    /// A user action that tips' rules count.
    public typealias Event = Tips.Event

    @MainActor @preconcurrency public var message: Text? { nil }
    @MainActor @preconcurrency public var image: Image? { nil }
    @MainActor @preconcurrency public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    public var id: String { fatalError() }

    /// Invalidates the tip, so that it no longer shows.
    public func invalidate(reason: Tips.InvalidationReason) {}
    /// A Boolean value that indicates whether the tip shows now.
    public var shouldDisplay: Bool { fatalError() }
    /// The status of the tip.
    public var status: Tips.Status { fatalError() }
}

/// An option of a tip.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol TipOption: Sendable {}

/// The namespace of TipKit's types and configuration.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum Tips {
    /// Loads and configures the state of all tips in the app.
    public static func configure(_ configuration: [Tips.ConfigurationOption] = []) throws {}
    /// Removes the tips' stored state.
    public static func resetDatastore() throws {}
    /// Shows all tips, whatever their rules (for testing).
    public static func showAllTipsForTesting() {}
    /// Shows the tips of these types, whatever their rules (for testing).
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides all tips (for testing).
    public static func hideAllTipsForTesting() {}
    /// Hides the tips of these types (for testing).
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// An option of the tips' configuration.
    public struct ConfigurationOption: Sendable {
        /// How often tips may show.
        public struct DisplayFrequency: Sendable {
            public static let immediate = DisplayFrequency()
            public static let hourly = DisplayFrequency()
            public static let daily = DisplayFrequency()
            public static let weekly = DisplayFrequency()
            public static let monthly = DisplayFrequency()
        }
        /// Where the tips' state is stored.
        public struct DatastoreLocation: Sendable {
            /// The app's default location.
            public static var applicationDefault: DatastoreLocation { fatalError() }
            /// A location of one's own.
            public init(url: URL, shouldReset: Bool = false) {}
            /// The location of an app group.
            public init(groupIdentifier: String, directoryName: String? = nil) throws {}
        }
        /// Sets how often tips may show.
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            fatalError()
        }
        /// Sets how often tips may show, as an interval.
        public static func displayFrequency(_ displayFrequency: TimeInterval) -> ConfigurationOption { fatalError() }
        /// Sets where the tips' state is stored.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { fatalError() }
    }

    /// A button of a tip.
    public struct Action: Identifiable, Sendable {
        /// Creates an action with a title.
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {}
        /// Creates an action with a label.
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {}
        /// The identifier of the action.
        public var id: String { fatalError() }
        /// The index of the action in the tip's actions.
        public var index: Int? { fatalError() }
        /// Runs the action's handler.
        public func callAsFunction() {}
    }

    /// A condition to meet before displaying a tip, written with the `#Rule` macro.
    public struct Rule: Sendable {}

    /// A type that monitors the state of its wrapped value to reevaluate any dependent tip rules when the
    /// value changes; made by the `@Parameter` macro (the initializer is the one its expansion calls).
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        /// Creates the parameter of a property of a type, with its default value and options.
        public init(_ owner: Any.Type, _ name: String, _ defaultValue: Value, _ options: Tips.ParameterOption...) {}
        /// The value of the parameter.
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
    }

    /// A customization of a tip parameter.
    public struct ParameterOption: Sendable {
        /// An option that resets the parameter value the first time it is referenced.
        public static var transient: Tips.ParameterOption { fatalError() }
    }

    /// Why a tip was invalidated.
    public enum InvalidationReason: Sendable, Equatable {
        /// The user performed the action the tip describes.
        case actionPerformed
        /// The tip showed as many times as its options allow.
        case displayCountExceeded
        /// The user closed the tip.
        case tipClosed
    }

    /// The status of a tip.
    public enum Status: Sendable, Equatable {
        /// The tip waits for its rules.
        case pending
        /// The tip may show.
        case available
        /// The tip was invalidated.
        case invalidated(Tips.InvalidationReason)
    }

    /// A user action that tips' rules count.
    public struct Event: Sendable {
        /// Creates an event of an identifier.
        public init(id: String) {}
        /// The identifier of the event.
        public var id: String { fatalError() }
        /// Records that the event happened.
        public func donate() async {}
        /// Records that the event happened, without waiting.
        public func sendDonation(_ completion: @escaping @Sendable () -> Void = {}) {}
        /// The event's donations.
        public var donations: [Tips.Event.Donation] { fatalError() }

        /// One donation of an event.
        public struct Donation: Sendable {
            /// When the event was donated.
            public var date: Date { fatalError() }
        }
    }

    /// An option that limits how many times a tip shows.
    public struct MaxDisplayCount: TipOption {
        public init(_ maxDisplayCount: Int) {}
    }

    /// An option that shows a tip whatever the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignoresDisplayFrequency: Bool) {}
    }
}

// MARK: Rules and parameters

/// Defines a rule over a parameter of app state: the tip shows when the closure returns true for the
/// parameter's value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@freestanding(expression)
public macro Rule<Value>(_ parameter: Tips.Parameter<Value>, _ body: (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "TipKitMacros", type: "RuleMacro")

/// Defines a rule over an event: the tip shows when the closure returns true for the event (its donations).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@freestanding(expression)
public macro Rule(_ event: Tips.Event, _ body: (Tips.Event) -> Bool) -> Tips.Rule =
    #externalMacro(module: "TipKitMacros", type: "RuleMacro")

/// Makes a static property a parameter of app state that tips' rules watch (`Self.$name` in `#Rule`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) =
    #externalMacro(module: "TipKitMacros", type: "ParameterMacro")

// MARK: Views

/// A user interface element that represents an inline tip.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct TipView<Content: Tip>: View {
    /// Creates an inline tip, with an arrow toward an edge, and an action handler for its buttons.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}
    public var body: Never { fatalError() }
}

extension View {
    /// Presents a popover tip on the modified view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func popoverTip(
        _ tip: (some Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }
    ) -> some View { self }
    /// Sets the background of the tips within the view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func tipBackground(_ style: some ShapeStyle) -> some View { self }
    /// Sets the size of the images of the tips within the view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func tipImageSize(_ size: CGSize) -> some View { self }
    /// Sets the corner radius of the tips within the view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
}
