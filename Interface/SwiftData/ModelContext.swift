// SwiftData, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftdata/modelcontext, .../fetchdescriptor, .../modelactor).
// This file: the context that inserts, deletes, fetches and saves models, the fetch descriptor that says
// what to fetch, and model actors for work off the main actor.

/// An object that enables you to fetch, insert, and delete models, and save any changes to disk.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public class ModelContext {
    /// Creates a context that belongs to the specified model container.
    public init(_ container: ModelContainer) {}

    /// The context's model container.
    public var container: ModelContainer { fatalError() }
    /// A Boolean value that indicates whether the context should automatically save any pending changes
    /// when certain events occur.
    public var autosaveEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the context has unsaved changes.
    public var hasChanges: Bool { fatalError() }
    /// The array of inserted models that the context is yet to persist.
    public var insertedModelsArray: [any PersistentModel] { fatalError() }
    /// The array of registered models that have unsaved changes.
    public var changedModelsArray: [any PersistentModel] { fatalError() }
    /// The array of registered models that the context will remove from the persistent storage during
    /// the next save operation.
    public var deletedModelsArray: [any PersistentModel] { fatalError() }

    /// Registers the specified model with the context so it can include the model in the next save
    /// operation.
    public func insert<T>(_ model: T) where T: PersistentModel {}
    /// Removes the specified model from the persistent storage during the next save operation.
    public func delete<T>(_ model: T) where T: PersistentModel {}
    /// Removes each model satisfying the given predicate from the persistent storage during the next save
    /// operation.
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws where T: PersistentModel {}
    /// Writes any pending inserts, changes, and deletes to the persistent storage.
    public func save() throws {}
    /// Discards pending inserts and deletes, restores changed models to their most recent committed
    /// state, and empties the undo stack.
    public func rollback() {}
    /// Runs the block, then saves the changes it made.
    public func transaction(block: () throws -> Void) throws {}
    /// Tells the undo manager to record any changes made to the context's registered models.
    public func processPendingChanges() {}

    /// Returns an array of typed models that match the criteria of the specified fetch descriptor.
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel { fatalError() }
    /// Returns a collection of typed models, in batches, which match the criteria of the specified fetch
    /// descriptor.
    public func fetch<T>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> where T: PersistentModel {
        fatalError()
    }
    /// Returns the number of models that match the criteria of the specified fetch descriptor.
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel { fatalError() }
    /// Returns an array of persistent identifiers, where each identifier represents a single model that
    /// satisfies the criteria of the specified fetch descriptor.
    public func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] where T: PersistentModel {
        fatalError()
    }
    /// Runs a closure for each model that matches the criteria of the specified fetch descriptor.
    public func enumerate<T>(_ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws where T: PersistentModel {}

    /// Returns the model for the specified identifier, fetching it from the store when the context has
    /// none registered.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel { fatalError() }
    /// Returns the registered model of the given type for the specified identifier, if any.
    public func registeredModel<T>(for persistentModelID: PersistentIdentifier) -> T? where T: PersistentModel { fatalError() }
}

/// A type that describes the criteria, sort order, and any additional configuration to use when
/// performing a fetch.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct FetchDescriptor<T> where T: PersistentModel {
    /// Creates a fetch descriptor with the specified predicate that, optionally, arranges the fetched
    /// models in a particular order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) { fatalError() }

    /// The logical condition that determines whether the fetch includes a specific model in its results.
    public var predicate: Predicate<T>?
    /// The sort descriptors that tell the fetch how to order its results.
    public var sortBy: [SortDescriptor<T>]
    /// The maximum number of models the fetch can return.
    public var fetchLimit: Int?
    /// The number of models to skip before the fetch returns its results.
    public var fetchOffset: Int?
    /// A Boolean value that indicates whether the fetch includes unsaved changes.
    public var includePendingChanges: Bool
    /// The subset of attributes to fetch.
    public var propertiesToFetch: [PartialKeyPath<T>]
    /// The key paths of the related models to fetch along with the results.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>]
}

/// A collection of models that a context fetches in batches as its elements are read.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> Element { fatalError() }
}

// MARK: Model actors

/// An interface for providing mutually-exclusive access to the attributes of a conforming model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ModelActor: Actor {
    /// The container that manages the app's schema and model storage configuration.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor that coordinates access to the model actor.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ModelActor {
    /// The optimized, unowned reference to the model actor's executor.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { fatalError() }
    /// The context that serializes any code running on the model actor.
    public var modelContext: ModelContext { fatalError() }
    /// Returns the model for the specified identifier, downcast to the appropriate class.
    public subscript<T>(_ id: PersistentIdentifier, as as: T.Type) -> T? where T: PersistentModel { fatalError() }
}

/// An interface for performing storage-related tasks using an isolated model context.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ModelExecutor: Executor {
    /// The context the executor works with.
    var modelContext: ModelContext { get }
}

/// An interface for performing serial storage-related tasks using an isolated model context.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// An object that safely performs storage-related tasks using an isolated model context.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    public init(modelContext: ModelContext) {}
    public var modelContext: ModelContext { fatalError() }
    public func enqueue(_ job: consuming ExecutorJob) {}
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { fatalError() }
}
