// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: the environment — reading values and objects, the values SwiftUI keeps, keys of one's own
// (`EnvironmentKey`, `@Entry`), setting values for a subtree, and the older `EnvironmentObject`.

// MARK: Reading

/// A property wrapper that reads a value from a view's environment.
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
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension Environment: Sendable where Value: Sendable {}

/// A collection of environment values propagated through a view hierarchy.
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
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Value { get }
}

/// Creates an environment values, transaction, container values, or focused values entry: the key type
/// holding the default, and the property that gets and sets it.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

// MARK: Setting

extension View {
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    /// Places an observable object in the view's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }

    /// Transforms the environment value of the specified key path with the given function.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { self }

    /// Supplies an observable object to a view's hierarchy.
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { self }
}

// MARK: The older observable objects

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
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
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { fatalError() }
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// An action that dismisses a presentation.
@MainActor @preconcurrency
public struct DismissAction {
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() {}
    nonisolated init(_made: Never) {}
}

/// An action that opens a URL.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { fatalError() }
        public static func systemAction(prefersInApp: Bool) -> Result { fatalError() }
    }

    /// Creates an action that opens a URL.
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    /// Opens a URL, following system conventions.
    public func callAsFunction(_ url: URL) {}
    /// Asynchronously opens a URL, following system conventions.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// An action that initiates a refresh operation.
@MainActor @preconcurrency
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
    nonisolated init(_made: Never) {}
}

/// An action that can end a search interaction.
@MainActor @preconcurrency
public struct DismissSearchAction {
    public func callAsFunction() {}
    nonisolated init(_made: Never) {}
}

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { fatalError() }
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    /// The current Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set {}
    }
    /// The current locale that views should use.
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { fatalError() }
        set {}
    }
    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { fatalError() }
        set {}
    }
    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set {}
    }
    /// The display scale of this environment.
    public var displayScale: CGFloat {
        get { fatalError() }
        set {}
    }
    /// The size of a pixel on the screen.
    public var pixelLength: CGFloat { fatalError() }
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { fatalError() }
    /// A Boolean value that indicates whether the view associated with this environment is currently
    /// presented.
    public var isPresented: Bool { fatalError() }
    /// An action that opens a URL.
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { fatalError() }
        set {}
    }
    /// A refresh action stored in a view's environment.
    public var refresh: RefreshAction? { fatalError() }
    /// A Boolean value that indicates when the user is searching.
    public var isSearching: Bool { fatalError() }
    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { fatalError() }
    /// An indication of whether the user can edit the contents of a view associated with this environment.
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the view associated with this environment allows user
    /// interaction.
    public var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// Returns whether the nearest focusable ancestor has focus.
    public var isFocused: Bool { fatalError() }
    /// The default font of this environment.
    public var font: Font? {
        get { fatalError() }
        set {}
    }
    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { fatalError() }
        set {}
    }
    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { fatalError() }
        set {}
    }
    /// An environment value that indicates how a text view aligns its lines when the content wraps or
    /// contains newlines.
    public var multilineTextAlignment: TextAlignment {
        get { fatalError() }
        set {}
    }
    /// A value that indicates how the layout truncates the last line of text to fit into the available
    /// space.
    public var truncationMode: Text.TruncationMode {
        get { fatalError() }
        set {}
    }
    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { fatalError() }
        set {}
    }
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { fatalError() }
        set {}
    }
    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { fatalError() }
        set {}
    }
    /// The font weight to apply to text.
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError() }
        set {}
    }
    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { fatalError() }
    /// Whether the system preference for Reduce Transparency is enabled.
    public var accessibilityReduceTransparency: Bool { fatalError() }
    /// Whether the system preference for Differentiate without Color is enabled.
    public var accessibilityDifferentiateWithoutColor: Bool { fatalError() }
    /// A Boolean value that indicates whether the user has enabled an assistive technology.
    public var accessibilityEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
}

// MARK: Modifiers that set an environment value

extension View {
    /// Sets the preferred color scheme for this presentation: a preference that travels up to the
    /// presenting window.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets the Dynamic Type size within the view to the given value.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    /// Limits the Dynamic Type size within the view to the given range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    /// Adds a reason to apply a redaction to this view hierarchy.
    nonisolated public func redacted(reason: RedactionReasons) -> some View { self }

    /// Removes any reason to apply a redaction to this view hierarchy.
    nonisolated public func unredacted() -> some View { self }
}
