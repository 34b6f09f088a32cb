// SwiftData, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftdata/query, .../swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:),
// .../swiftui/environmentvalues/modelcontext).
// This file: what SwiftData gives SwiftUI — `@Query`, the model context in the environment, and the
// modifiers that set a container or a context for a view or a scene. On Apple's platforms these come
// with `import SwiftData` and `import SwiftUI` together (the `_SwiftData_SwiftUI` overlay); here
// `import SwiftData` brings them, and the SwiftUI they extend.

import SwiftUI

// MARK: Query

/// A type that fetches models using the specified criteria, and manages those models so they remain in
/// sync with the underlying data. `@Query(sort: \Trip.startDate) private var trips: [Trip]` is one of the
/// query macros below, which stores a `Query` beside the property.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency @propertyWrapper
public struct Query<Element, Result>: DynamicProperty where Element: PersistentModel {
    /// The most recent fetched result from the Query.
    public var wrappedValue: Result { fatalError() }
    /// The model context the query fetches from: the environment's.
    public var modelContext: ModelContext { fatalError() }
    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? { fatalError() }

    /// Create a query with a SwiftData fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element] {}
    /// Create a query with a SwiftData fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) where Result == [Element] {}

    /// Create a query with a predicate, and a list of sort descriptors.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) where Result == [Element] {}
    /// Create a query with a predicate, and a list of sort descriptors.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) where Result == [Element] {}

    /// Creates a query with a predicate, a key path to a property for sorting, and the order to sort by.
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation) where Result == [Element], Value: Comparable {}
    /// Creates a query with a predicate, a key path to an optional property for sorting, and the order to
    /// sort by.
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation) where Result == [Element], Value: Comparable {}
    /// Creates a query with a predicate, a key path to a property for sorting, and the order to sort by.
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil) where Result == [Element], Value: Comparable {}
    /// Creates a query with a predicate, a key path to an optional property for sorting, and the order to
    /// sort by.
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil) where Result == [Element], Value: Comparable {}
}

// MARK: The query macros
// `@Query` is one of these macros, which take precedence over the property wrapper of the same name:
// each makes the property a getter of a `Query` made from the macro's arguments, stored beside it.

/// Fetches all instances of the attached model type.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro")

/// Fetches all instances of the attached model type, using the specified animation to animate any
/// subsequent changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro")

/// Fetches all instances of the attached model type, using the specified transaction to animate any
/// subsequent changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro")

/// Fetches only the subset of the attached model type that satisfy the provided fetch descriptor's
/// criteria.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, animation: Animation) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches only the subset of the attached model type that satisfy the provided fetch descriptor's
/// criteria.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches a sorted subset of the attached model type that satisfy the specified predicate.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches and sorts the subset of the attached model type that satisfy the specified predicate.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches a subset of the attached model type, in a specific order, by sorting on a nonoptional
/// attribute.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches a subset of the attached model type, in a specific order, by sorting on an optional
/// attribute.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches a subset of the attached model type, in a specific order, by sorting on a nonoptional
/// attribute.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches a subset of the attached model type, in a specific order, by sorting on an optional
/// attribute.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil) = #externalMacro(module: "SwiftDataMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

// MARK: The environment

extension EnvironmentValues {
    /// The SwiftData model context that will be used for queries and other model operations within this
    /// environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var modelContext: ModelContext {
        get { fatalError() }
        set {}
    }
}

extension View {
    /// Sets the model container and associated model context in this view's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some View { self }

    /// Sets the model container in this view for storing the provided model type, creating a new
    /// container if necessary, and also sets a model context for that container in this view's
    /// environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        self
    }

    /// Sets the model container in this view for storing the provided model types, creating a new
    /// container if necessary, and also sets a model context for that container in this view's
    /// environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        self
    }

    /// Sets the model context in this view's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some View { self }
}

extension Scene {
    /// Sets the model container and associated model context in this scene's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }

    /// Sets the model container in this scene for storing the provided model type, creating a new
    /// container if necessary, and also sets a model context for that container in this scene's
    /// environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        self
    }

    /// Sets the model container in this scene for storing the provided model types, creating a new
    /// container if necessary, and also sets a model context for that container in this scene's
    /// environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        self
    }

    /// Sets the model context in this scene's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}
