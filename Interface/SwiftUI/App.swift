// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: the app layer — `App`, `Scene`, the scene builder, `WindowGroup`, and the scene modifiers.

/// A type that represents the structure and behavior of an app.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency
    var body: Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency
    init()
}

extension App {
    /// Initializes and runs the app.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency
    var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

/// A marker for a scene that is available only under an availability condition.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol _LimitedAvailabilitySceneMarker {}

/// A scene made under an availability condition.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct _LimitedAvailabilitySceneContent: Scene, _LimitedAvailabilitySceneMarker {
    public var body: Never { fatalError() }
}

/// Scenes made from several scenes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct _TupleScene<T>: Scene {
    public var body: Never { fatalError() }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> { fatalError() }
    /// Processes scene content for a conditional compiler-control statement that performs an availability
    /// check.
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, visionOS 1.0, *)
    public static func buildLimitedAvailability(_ content: some Scene) -> _LimitedAvailabilitySceneContent { fatalError() }
    /// Produces an optional scene for conditional statements that are only an availability check.
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> _LimitedAvailabilitySceneContent { fatalError() }
}

/// A scene that presents a group of identically structured windows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {}
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {}
    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {}
    /// Creates a window group with a localized title string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    /// Creates a window group with a localized title string and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Scene {
    /// Adds an action to perform when the given value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene { self }
    /// Adds an action to perform when the given value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    /// Adds an action to perform when the given value changes.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene { self }

    /// Sets the environment value of the specified key path to the given value.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Places an observable object in the scene's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { self }
    /// Supplies an `ObservableObject` to a view subhierarchy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject { self }
    /// Sets a default size for a window.
    @available(iOS 17.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    @available(iOS 17.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene { self }
}
