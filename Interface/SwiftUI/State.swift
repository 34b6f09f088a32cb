// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: the property wrappers that hold and share a view's data — State, Binding, Bindable,
// StateObject, ObservedObject, FocusState, AppStorage, SceneStorage.

// MARK: State

/// A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {}
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {}

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() {}
}

extension State: Sendable where Value: Sendable {}

// MARK: Binding

/// A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction {
        get { fatalError() }
        set {}
    }

    /// Creates a binding with closures that read and write the binding value. The closures keep the
    /// isolation of the code that makes them (SwiftUI checks it at run time).
    @preconcurrency
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }

    /// Creates a binding with a closure that reads from the binding value, and a closure that applies a
    /// transaction when writing to the binding value.
    @preconcurrency
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) { fatalError() }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { fatalError() }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    /// Creates a binding by projecting the base value to an unwrapped value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(_ base: Binding<Value?>) { fatalError() }
    /// Creates a binding by projecting the base value to a hashable value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

extension Binding: Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance, corresponding to the `id` of the
    /// binding's wrapped value.
    public var id: Value.ID { fatalError() }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { fatalError() }
    public var endIndex: Value.Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Value.Index) -> Value.Index { fatalError() }
    public func formIndex(after i: inout Value.Index) {}
    public subscript(position: Value.Index) -> Binding<Value.Element> { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { fatalError() }
    public func formIndex(before i: inout Value.Index) {}
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

// MARK: Bindable

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
@dynamicMemberLookup @propertyWrapper
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic member
    /// lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {}
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {}
    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {}

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

extension Bindable: Sendable where Value: Sendable {}

extension Bindable: DynamicProperty {}

// MARK: Observable objects (Combine)

/// A property wrapper type that instantiates an observable object.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates a new state object with an initial wrapped value.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever the
/// observable object changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @MainActor @dynamicMemberLookup @preconcurrency @frozen
    public struct Wrapper {
        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { fatalError() }
    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { fatalError() }

    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: Focus

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus
/// within the scene changes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @frozen @propertyWrapper
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
        init(_made: Never) {}
    }

    /// The current state value, taking into account whatever bindings might be in effect due to the
    /// current location of focus.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {}
    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {}
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Modifies this view by binding its focus state to the given state value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Specifies if the view is focusable.
    @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

// MARK: Stored in user defaults

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a change in
/// value in that user default.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
    init(_made: Never) {}
}

extension AppStorage {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
    init(_made: Never) {}
}

extension SceneStorage {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value == URL {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}
