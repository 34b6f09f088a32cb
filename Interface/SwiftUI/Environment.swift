// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: the environment — reading values and objects, the values SwiftUI keeps, keys of one's own
// (`EnvironmentKey`, `@Entry`), setting values for a subtree, and the older `EnvironmentObject`.

// MARK: Reading

/// A property wrapper that reads a value from a view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// The current value of the environment property.
    public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment. Reading the
    /// property stops the app when no ancestor provided the object.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    /// Creates an environment property to read an observable object from the environment, returning `nil`
    /// if no corresponding object has been set in the current view's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension Environment: Sendable where Value: Sendable {}

/// A collection of environment values propagated through a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }

    public var description: String { fatalError() }
}

/// A key for accessing values in the environment. Its `defaultValue` belongs to no actor.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Value { get }
}

/// Creates an environment values, transaction, container values, or focused values entry: the key type
/// holding the default, and the property that gets and sets it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

// MARK: Setting

extension View {
    /// Sets the environment value of the specified key path to the given value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    /// Places an observable object in the view's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }

    /// Transforms the environment value of the specified key path with the given function.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { self }

    /// Supplies an observable object to a view's hierarchy.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { self }
}

// MARK: The older observable objects

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    @MainActor @dynamicMemberLookup @frozen @preconcurrency
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }

    /// Creates an environment object.
    nonisolated public init() {}
}

// MARK: The values SwiftUI keeps

/// The possible color schemes, corresponding to the light and dark appearances.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// The contrast between the app's foreground and background colors.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// A Dynamic Type size, which specifies how large scalable content should be.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { fatalError() }
}

/// A set of values that indicate the visual size available to the view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// An indication of a scene's operational state.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// The Accessibility Bold Text user setting options.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// An action that dismisses a presentation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() {}
    nonisolated init(_made: Never) {}
}

/// An action that opens a URL.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { fatalError() }
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        public static func systemAction(prefersInApp: Bool) -> Result { fatalError() }
    }

    /// Creates an action that opens a URL.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    /// Opens a URL, following system conventions.
    public func callAsFunction(_ url: URL) {}
    /// Asynchronously opens a URL, following system conventions.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// An action that initiates a refresh operation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
    nonisolated init(_made: Never) {}
}

/// An action that can end a search interaction.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct DismissSearchAction {
    public func callAsFunction() {}
    nonisolated init(_made: Never) {}
}

/// A mode that indicates whether the user can edit a view's content.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { fatalError() }
}

/// The reasons to apply a redaction to data displayed on screen.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static let privacy = RedactionReasons(rawValue: 2)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension EnvironmentValues {
    /// The color scheme of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    /// The contrast associated with the color scheme of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    /// The current Dynamic Type size.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set {}
    }
    /// The current locale that views should use.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
    /// The current calendar that views should use when handling dates.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var calendar: Calendar {
        get { fatalError() }
        set {}
    }
    /// The current time zone that views should use when handling dates.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var timeZone: TimeZone {
        get { fatalError() }
        set {}
    }
    /// The layout direction associated with the current environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set {}
    }
    /// The display scale of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var displayScale: CGFloat {
        get { fatalError() }
        set {}
    }
    /// The size of a pixel on the screen.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var pixelLength: CGFloat { fatalError() }
    /// The horizontal size class of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    /// The vertical size class of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    /// The current phase of the scene.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
    /// An action that dismisses the current presentation.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dismiss: DismissAction { fatalError() }
    /// A Boolean value that indicates whether the view associated with this environment is currently
    /// presented.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var isPresented: Bool { fatalError() }
    /// An action that opens a URL.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { fatalError() }
        set {}
    }
    /// A refresh action stored in a view's environment.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var refresh: RefreshAction? { fatalError() }
    /// A Boolean value that indicates when the user is searching.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var isSearching: Bool { fatalError() }
    /// An action that ends the current search interaction.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dismissSearch: DismissSearchAction { fatalError() }
    /// An indication of whether the user can edit the contents of a view associated with this environment.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the view associated with this environment allows user
    /// interaction.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// Returns whether the nearest focusable ancestor has focus.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var isFocused: Bool { fatalError() }
    /// The default font of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var font: Font? {
        get { fatalError() }
        set {}
    }
    /// The maximum number of lines that text can occupy in a view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var lineLimit: Int? {
        get { fatalError() }
        set {}
    }
    /// The distance in points between the bottom of one line fragment and the top of the next.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var lineSpacing: CGFloat {
        get { fatalError() }
        set {}
    }
    /// An environment value that indicates how a text view aligns its lines when the content wraps or
    /// contains newlines.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var multilineTextAlignment: TextAlignment {
        get { fatalError() }
        set {}
    }
    /// A value that indicates how the layout truncates the last line of text to fit into the available
    /// space.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var truncationMode: Text.TruncationMode {
        get { fatalError() }
        set {}
    }
    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var minimumScaleFactor: CGFloat {
        get { fatalError() }
        set {}
    }
    /// The size to apply to controls within a view.
    @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    public var controlSize: ControlSize {
        get { fatalError() }
        set {}
    }
    /// The current redaction reasons applied to the view hierarchy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var redactionReasons: RedactionReasons {
        get { fatalError() }
        set {}
    }
    /// The font weight to apply to text.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError() }
        set {}
    }
    /// Whether the system preference for Reduce Motion is enabled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var accessibilityReduceMotion: Bool { fatalError() }
    /// Whether the system preference for Reduce Transparency is enabled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var accessibilityReduceTransparency: Bool { fatalError() }
    /// Whether the system preference for Differentiate without Color is enabled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var accessibilityDifferentiateWithoutColor: Bool { fatalError() }
    /// A Boolean value that indicates whether the user has enabled an assistive technology.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var accessibilityEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether VoiceOver is running.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
}

// MARK: Modifiers that set an environment value

extension View {
    /// Sets the preferred color scheme for this presentation: a preference that travels up to the
    /// presenting window.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets the Dynamic Type size within the view to the given value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    /// Limits the Dynamic Type size within the view to the given range.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }

    /// Adds a condition that controls whether users can interact with this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    /// Adds a reason to apply a redaction to this view hierarchy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func redacted(reason: RedactionReasons) -> some View { self }

    /// Removes any reason to apply a redaction to this view hierarchy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func unredacted() -> some View { self }
}
