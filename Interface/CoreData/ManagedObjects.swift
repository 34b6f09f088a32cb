// CoreData, declarations only, written by us from Apple's public documentation.
// This file: the Core Data stack SwiftUI apps build — `NSPersistentContainer` and its store descriptions,
// `NSManagedObjectContext` (insert, fetch, save, delete, perform), `NSManagedObject` (which SwiftUI
// observes; not `Identifiable`: Xcode's generated properties file adds `extension Item : Identifiable {}`,
// as Apple's "Generating code" shows, so an entity class gets it from there or declares it),
// `NSFetchRequest`, `NSEntityDescription` and `NSManagedObjectModel`.
// Entity classes are written as Xcode generates them, `@NSManaged` properties included: the attribute
// type-checks off Apple's platforms. Xcode's `@objc(Item)` above the class needs the Objective-C runtime,
// which Swift has only on Apple's platforms (docs/checks.md, "The interface").
import Combine
@_exported import Foundation

/// A type that fetch requests can return: managed objects, object identifiers, dictionaries and numbers.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public protocol NSFetchRequestResult: AnyObject {}

/// A base class that implements the behavior for a Core Data model object.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    /// Initializes a managed object from an entity description and inserts it into a context.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {}
    /// Initializes a managed object subclass and inserts it into the context.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public init(context: NSManagedObjectContext) {}
    /// Initializes a managed object subclass, for inserting into a context later.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public override init() {}

    /// Returns an initialized fetch request with the entity this subclass represents.
    ///
    /// Of any result, as Apple's page declares it (`let request: NSFetchRequest<NSFetchRequestResult> =
    /// Entity.fetchRequest()` for a batch delete); a generated subclass's own returns `NSFetchRequest<Entity>`.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { fatalError() }
    /// The entity description of the receiver.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class func entity() -> NSEntityDescription { fatalError() }

    /// The managed object context that the object belongs to.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var managedObjectContext: NSManagedObjectContext? { fatalError() }
    /// The entity description of the object.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var entity: NSEntityDescription { fatalError() }
    /// The object's identifier.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var objectID: NSManagedObjectID { fatalError() }
    /// A Boolean value that indicates whether the object has been inserted in a context.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isInserted: Bool { fatalError() }
    /// A Boolean value that indicates whether the object has unsaved changes.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isUpdated: Bool { fatalError() }
    /// A Boolean value that indicates whether the object will be deleted at the next save.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isDeleted: Bool { fatalError() }
    /// A Boolean value that indicates whether the object is a fault.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isFault: Bool { fatalError() }
    /// A Boolean value that indicates whether the object has persistent changes.
    @available(iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var hasChanges: Bool { fatalError() }
    /// The changed values of the object since it was last saved.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func changedValues() -> [String: Any] { fatalError() }

    /// Called once, when the object is first inserted into a context.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func awakeFromInsert() {}
    /// Called when the object is fetched from a store.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func awakeFromFetch() {}
    /// Called before the object's changes are saved.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func willSave() {}
    /// Called after the object's changes are saved.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func didSave() {}
    /// Called before the object is deleted.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func prepareForDeletion() {}

    /// Returns the value of a property, by its name.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func value(forKey key: String) -> Any? { fatalError() }
    /// Sets the value of a property, by its name.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func setValue(_ value: Any?, forKey key: String) {}
    /// Returns a mutable set of a to-many relationship, by its name.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func mutableSetValue(forKey key: String) -> NSMutableSet { fatalError() }
    /// Notifies observers that a property is about to change (what `@NSManaged` setters do).
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func willChangeValue(forKey key: String) {}
    /// Notifies observers that a property has changed.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func didChangeValue(forKey key: String) {}
}

/// A compact, universal identifier for a managed object.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// A Boolean value that indicates whether the identifier is temporary.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isTemporaryID: Bool { fatalError() }
    /// A URI that provides an archiveable reference to the object.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func uriRepresentation() -> URL { fatalError() }
}

/// A description of a Core Data entity.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSEntityDescription: NSObject {
    /// Returns the entity with the specified name from the model of the context's coordinator.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
        -> NSEntityDescription?
    { fatalError() }
    /// Creates, configures, and returns an instance of the class for the entity with a given name.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    { fatalError() }
    /// The entity name.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var name: String? {
        get { fatalError() }
        set {}
    }
    /// The name of the class that represents the entity.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var managedObjectClassName: String! {
        get { fatalError() }
        set {}
    }
}

/// A programmatic representation of the `.xcdatamodeld` file describing your objects.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSManagedObjectModel: NSObject {
    /// Initializes the model from the model file at the URL.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init?(contentsOf url: URL) {}
    /// Creates an empty model.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public override init() {}
    /// The entities in the model.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var entities: [NSEntityDescription] {
        get { fatalError() }
        set {}
    }
    /// The entities in the model, keyed by name.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var entitiesByName: [String: NSEntityDescription] { fatalError() }
}

/// A description of how a fetch request retrieves objects.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    /// Creates a fetch request for the entity with the name you give.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init(entityName: String) { fatalError() }
    /// Creates a fetch request with no entity.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public override init() {}
    /// The entity of the fetch request.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var entity: NSEntityDescription? {
        get { fatalError() }
        set {}
    }
    /// The name of the entity the request is configured to fetch.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var entityName: String? { fatalError() }
    /// The predicate of the fetch request.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var predicate: NSPredicate? {
        get { fatalError() }
        set {}
    }
    /// The sort descriptors of the fetch request.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var sortDescriptors: [NSSortDescriptor]? {
        get { fatalError() }
        set {}
    }
    /// The fetch limit of the fetch request.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var fetchLimit: Int {
        get { fatalError() }
        set {}
    }
    /// The fetch offset of the fetch request.
    @available(iOS 3.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var fetchOffset: Int {
        get { fatalError() }
        set {}
    }
    /// The batch size of the objects specified in the fetch request.
    @available(iOS 3.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var fetchBatchSize: Int {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the objects fetched are faults.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var returnsObjectsAsFaults: Bool {
        get { fatalError() }
        set {}
    }
    /// The relationship key paths to prefetch along with the entity for the request.
    @available(iOS 3.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var relationshipKeyPathsForPrefetching: [String]? {
        get { fatalError() }
        set {}
    }
    /// Runs the request in the context of the current queue (inside `perform`).
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func execute() throws -> [ResultType] { fatalError() }
}

/// An object space to manipulate and track changes to managed objects.
@available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
open class NSManagedObjectContext: NSObject {
    /// The kinds of queue a context performs its work on.
    @available(iOS 5.0, macOS 10.7, watchOS 2.0, visionOS 1.0, *)
    public enum ConcurrencyType: UInt, Sendable {
        /// The context is associated with a private dispatch queue.
        case privateQueueConcurrencyType = 1
        /// The context is associated with the main queue.
        case mainQueueConcurrencyType = 2
    }
    /// How a task submitted with `perform(schedule:_:)` runs.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public enum ScheduledTaskType: Sendable {
        /// The task runs at once, or at once after the current one.
        case immediate
        /// The task is enqueued on the context's queue.
        case enqueued
    }

    /// Initializes a context with the concurrency type you give.
    @available(iOS 5.0, macOS 10.7, watchOS 2.0, visionOS 1.0, *)
    public init(concurrencyType ct: NSManagedObjectContext.ConcurrencyType) {}

    /// A Boolean value that indicates whether the context has uncommitted changes.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open var hasChanges: Bool { fatalError() }
    /// The objects inserted into the context but not yet saved.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open var insertedObjects: Set<NSManagedObject> { fatalError() }
    /// The objects registered with the context that have uncommitted changes.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open var updatedObjects: Set<NSManagedObject> { fatalError() }
    /// The objects that will be removed from their persistent store at the next save.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open var deletedObjects: Set<NSManagedObject> { fatalError() }
    /// The parent of the context.
    @available(iOS 5.0, macOS 10.7, watchOS 2.0, visionOS 1.0, *)
    open var parent: NSManagedObjectContext? {
        get { fatalError() }
        set {}
    }
    /// The name of the context.
    @available(iOS 8.0, macOS 10.10, watchOS 2.0, visionOS 1.0, *)
    open var name: String? {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the context merges changes saved to its store or parent.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var automaticallyMergesChangesFromParent: Bool {
        get { fatalError() }
        set {}
    }
    /// The policy that resolves conflicts between the store's version of an object and the context's.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open var mergePolicy: Any {
        get { fatalError() }
        set {}
    }

    /// Attempts to commit unsaved changes to registered objects to the context's parent store.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func save() throws {}
    /// Returns an array of objects that meet the criteria of the fetch request.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { fatalError() }
    /// Returns the number of objects a fetch request would return.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { fatalError() }
    /// Specifies an object to be removed from its persistent store at the next save.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func delete(_ object: NSManagedObject) {}
    /// Registers an object to be inserted in the context's persistent store at the next save.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func insert(_ object: NSManagedObject) {}
    /// Returns the object for the identifier, fetched from the store if need be.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject { fatalError() }
    /// Returns the object for the identifier, or throws if there is none.
    @available(iOS 3.0, macOS 10.5, watchOS 2.0, visionOS 1.0, *)
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { fatalError() }
    /// Updates the persistent properties of a managed object to use the latest values from the store.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    /// Turns every object of the context into a fault.
    @available(iOS 8.3, macOS 10.11, watchOS 2.0, visionOS 1.0, *)
    open func refreshAllObjects() {}
    /// Removes everything from the undo stack, discards all insertions and deletions, and restores
    /// updated objects to their last committed values.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func rollback() {}
    /// Returns the context to its base state.
    @available(iOS 3.0, macOS 10.4, watchOS 2.0, visionOS 1.0, *)
    open func reset() {}

    /// Asynchronously performs the specified closure on the context's queue.
    @available(iOS 5.0, macOS 10.7, watchOS 2.0, visionOS 1.0, *)
    open func perform(_ block: @escaping @Sendable () -> Void) {}
    /// Synchronously performs the specified closure on the context's queue.
    @available(iOS 5.0, macOS 10.7, watchOS 2.0, visionOS 1.0, *)
    open func performAndWait(_ block: @Sendable () -> Void) {}
    /// Submits a closure to the context's queue for asynchronous execution.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public nonisolated func perform<T>(
        schedule: NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T
    ) async rethrows -> T { fatalError() }
    /// Submits a closure to the context's queue for synchronous execution.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public nonisolated func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T { fatalError() }
}

/// A policy that merges changes between the store's version of an object and the context's.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSMergePolicy: NSObject {
    /// A policy in which the in-memory changes win over the store's.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class var mergeByPropertyObjectTrump: NSMergePolicy { fatalError() }
    /// A policy in which the store's changes win over the in-memory ones.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class var mergeByPropertyStoreTrump: NSMergePolicy { fatalError() }
    /// A policy that replaces the store's version of the object with the in-memory one.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class var overwrite: NSMergePolicy { fatalError() }
    /// A policy that discards in-memory changes.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class var rollback: NSMergePolicy { fatalError() }
    /// The default policy, which fails on a conflict.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class var error: NSMergePolicy { fatalError() }
}

/// A description of a persistent store, used to create and load it.
@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class NSPersistentStoreDescription: NSObject {
    /// Creates a description of the store at the URL.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public convenience init(url: URL) { fatalError() }
    /// The URL of the store.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var url: URL? {
        get { fatalError() }
        set {}
    }
    /// The type of the store (`NSSQLiteStoreType`, `NSInMemoryStoreType`).
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var type: String {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the store migrates its model automatically.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var shouldMigrateStoreAutomatically: Bool {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the store infers the mapping model.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var shouldInferMappingModelAutomatically: Bool {
        get { fatalError() }
        set {}
    }
    /// Sets an option of the store.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func setOption(_ option: NSObject?, forKey key: String) {}
}

/// The in-memory store type.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSInMemoryStoreType: String = "InMemory"
/// The SQLite store type.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSSQLiteStoreType: String = "SQLite"

/// A container that encapsulates the Core Data stack in your app.
@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class NSPersistentContainer: NSObject {
    /// Creates a container with the specified name (the name of the data model file).
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public convenience init(name: String) { fatalError() }
    /// Creates a container with the specified name and managed object model.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {}
    /// The default directory for the persistent stores.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open class func defaultDirectoryURL() -> URL { fatalError() }
    /// The name of the container.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var name: String { fatalError() }
    /// The main queue's managed object context.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var viewContext: NSManagedObjectContext { fatalError() }
    /// The model of the container.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var managedObjectModel: NSManagedObjectModel { fatalError() }
    /// The descriptions of the stores the container loads.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var persistentStoreDescriptions: [NSPersistentStoreDescription] {
        get { fatalError() }
        set {}
    }
    /// Loads the persistent stores.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {}
    /// Creates a private managed object context.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func newBackgroundContext() -> NSManagedObjectContext { fatalError() }
    /// Performs a closure on a new private context, on its queue.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {}
    /// Performs a closure on a new private context and returns its result.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows
        -> T
    { fatalError() }
}

/// A container that syncs its stores with CloudKit.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class NSPersistentCloudKitContainer: NSPersistentContainer {}

/// A policy that merges conflicts, preferring the in-memory changes of the object.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public nonisolated(unsafe) var NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy()
/// A policy that merges conflicts, preferring the store's version of the object.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public nonisolated(unsafe) var NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy()
/// A policy that overwrites the store's version of the object with the in-memory one.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public nonisolated(unsafe) var NSOverwriteMergePolicy: Any = NSMergePolicy()
/// A policy that discards in-memory changes that conflict.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public nonisolated(unsafe) var NSRollbackMergePolicy: Any = NSMergePolicy()
/// The default policy, which fails on a conflict.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public nonisolated(unsafe) var NSErrorMergePolicy: Any = NSMergePolicy()

// MARK: Notifications a context posts

extension NSNotification.Name {
    /// A notification that posts after a context finishes writing unsaved changes.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let NSManagedObjectContextDidSave = NSNotification.Name("NSManagedObjectContextDidSaveNotification")
    /// A notification that posts when the context is about to save.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let NSManagedObjectContextWillSave = NSNotification.Name("NSManagedObjectContextWillSaveNotification")
    /// A notification that posts when the values of properties of objects contained in a managed object
    /// context change.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let NSManagedObjectContextObjectsDidChange = NSNotification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}
