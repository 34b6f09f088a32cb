// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: custom containers — a container's subviews, container values (`ContainerValueKey`,
// `@Entry` in `ContainerValues`) — and focused values (`FocusedValueKey`, `@FocusedValue`).

// MARK: Subviews

/// An opaque value representing a subview of another view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct Subview: View, Identifiable {
    /// A unique identifier for a subview.
    public struct ID: Hashable, Sendable {}
    public var id: Subview.ID { fatalError() }
    /// The container values associated with the given subview.
    public var containerValues: ContainerValues { fatalError() }
    public var body: Never { fatalError() }
    init(_made: Never) {}
}

/// An opaque collection representing the subviews of view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    public typealias Element = Subview
    public typealias Index = Int
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> Subview { fatalError() }
    public var body: Never { fatalError() }
    init(_made: Never) {}
}

extension Group where Content: View {
    /// Constructs a group from the subviews of the given view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == GroupSubviews<Base, Result> { fatalError() }
}

/// The content of a group made from another view's subviews.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct GroupSubviews<Base: View, Result: View>: View {
    public var body: Never { fatalError() }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID, Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// subviews of a given view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) { fatalError() }
}

// MARK: Container values

/// A collection of container values associated with a given view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ContainerValues {
    /// Accesses the container value associated with a custom key.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { fatalError() }
        set {}
    }
    init(_made: Never) {}
}

/// A key for accessing container values.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a particular container value of a view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { self }
}

// MARK: Focused values

/// A collection of state exported by the focused scene and its views.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct FocusedValues {
    /// Reads and writes values associated with a given focused value key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { fatalError() }
        set {}
    }
    init(_made: Never) {}
}

/// A protocol for identifier types used when publishing and observing focused values.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol FocusedValueKey {
    associatedtype Value
}

/// A property wrapper for observing values from the focused view or one of its ancestors.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The value for the focus key given the current scope and state of the focused view hierarchy.
    public var wrappedValue: Value? { fatalError() }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused view hierarchy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused scene.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
}
