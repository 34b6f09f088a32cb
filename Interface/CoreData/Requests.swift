// CoreData, declarations only, written by us from Apple's public documentation.
// This file: what apps do beside fetching into SwiftUI — `NSFetchedResultsController` with its delegate
// and sections, the store requests a context executes (`NSBatchDeleteRequest`, `NSBatchInsertRequest`,
// `execute(_:)` and their results), and merging a save made elsewhere (`mergeChanges(fromRemoteContextSave:into:)`).
// `NSFetchRequestResult` is an Objective-C protocol on Apple's platforms, so `NSFetchRequest<NSFetchRequestResult>`
// is a fetch request of any result there; a Swift protocol's existential does not conform to it, so the
// generic types here take any type for the same code to type-check.
import Foundation

/// The base class of the criteria a persistent store executes: fetches, batch deletes and inserts.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSPersistentStoreRequest: NSObject {
    public override init() {}
}

/// The base class of the results of a persistent store request.
@available(iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSPersistentStoreResult: NSObject {}

/// The kinds of result a batch delete request returns.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// No result.
    case resultTypeStatusOnly = 0
    /// The object identifiers of the deleted objects.
    case resultTypeObjectIDs = 1
    /// The number of deleted objects.
    case resultTypeCount = 2
}

/// A request that deletes objects in the persistent store without loading them into memory.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// Creates a request that deletes the objects a fetch request finds.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {}
    /// Creates a request that deletes the objects of the identifiers you give.
    public convenience init(objectIDs: [NSManagedObjectID]) { fatalError() }
    /// The kind of result the request returns.
    open var resultType: NSBatchDeleteRequestResultType {
        get { fatalError() }
        set {}
    }
}

/// The result of a batch delete request.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// The result of the delete, of the request's result type.
    open var result: Any? { fatalError() }
}

/// The kinds of result a batch insert request returns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum NSBatchInsertRequestResultType: UInt, Sendable {
    /// No result.
    case statusOnly = 0
    /// The object identifiers of the inserted objects.
    case objectIDs = 1
    /// The number of inserted objects.
    case count = 2
}

/// A request that inserts objects into the persistent store without loading them into memory.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class NSBatchInsertRequest: NSPersistentStoreRequest {
    /// Creates a request that inserts objects of an entity, from dictionaries of their values.
    public convenience init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) { fatalError() }
    /// Creates a request that inserts objects of the entity of a name, from dictionaries of their values.
    public convenience init(entityName: String, objects dictionaries: [[String: Any]]) { fatalError() }
    /// Creates a request that inserts objects of an entity, filling one dictionary at a time.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public convenience init(
        entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool
    ) { fatalError() }
    /// Creates a request that inserts objects of an entity, filling one managed object at a time.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public convenience init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        fatalError()
    }
    /// The kind of result the request returns.
    open var resultType: NSBatchInsertRequestResultType {
        get { fatalError() }
        set {}
    }
}

/// The result of a batch insert request.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
open class NSBatchInsertResult: NSPersistentStoreResult {
    /// The result of the insert, of the request's result type.
    open var result: Any? { fatalError() }
}

extension NSManagedObjectContext {
    /// Passes a request to the persistent store without affecting the contents of the context.
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { fatalError() }

    /// Merges the changes of a save made elsewhere (the identifiers of its inserted, updated and deleted
    /// objects, by `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`) into contexts.
    @available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public class func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {}
}

/// The key of the inserted objects in a save's change data.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSInsertedObjectsKey: String = "inserted"
/// The key of the updated objects in a save's change data.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSUpdatedObjectsKey: String = "updated"
/// The key of the deleted objects in a save's change data.
@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSDeletedObjectsKey: String = "deleted"

// MARK: Fetched results controllers

/// A controller that you use to manage the results of a Core Data fetch request and to display data to the user.
@available(iOS 3.0, macOS 10.12, watchOS 2.0, visionOS 1.0, *)
open class NSFetchedResultsController<ResultType>: NSObject {
    /// Returns a fetch request controller initialized using the given arguments.
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) {}
    /// Executes the fetch request.
    open func performFetch() throws {}
    /// The fetch request used to do the fetching.
    open var fetchRequest: NSFetchRequest<ResultType> { fatalError() }
    /// The managed object context used to fetch objects.
    open var managedObjectContext: NSManagedObjectContext { fatalError() }
    /// The key path on the fetched objects used to determine the section they belong to.
    open var sectionNameKeyPath: String? { fatalError() }
    /// The name of the file used to cache section information.
    open var cacheName: String? { fatalError() }
    /// The object that is notified when the fetched results changed.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// The results of the fetch.
    open var fetchedObjects: [ResultType]? { fatalError() }
    /// Returns the object at the given index path in the fetch results.
    open func object(at indexPath: IndexPath) -> ResultType { fatalError() }
    /// Returns the index path of a given object.
    open func indexPath(forObject object: ResultType) -> IndexPath? { fatalError() }
    /// The sections of the fetch results.
    open var sections: [any NSFetchedResultsSectionInfo]? { fatalError() }
    /// The array of section index titles.
    open var sectionIndexTitles: [String] { fatalError() }
    /// Deletes the cached section information with the given name.
    open class func deleteCache(withName name: String?) {}
}

/// A protocol that defines the interface for section objects vended by a fetched results controller.
@available(iOS 3.0, macOS 10.12, watchOS 2.0, visionOS 1.0, *)
public protocol NSFetchedResultsSectionInfo {
    /// The name of the section.
    var name: String { get }
    /// The index title of the section.
    var indexTitle: String? { get }
    /// The number of objects in the section.
    var numberOfObjects: Int { get }
    /// The array of objects in the section.
    var objects: [Any]? { get }
}

/// The types of change reported to a fetched results controller's delegate.
@available(iOS 3.0, macOS 10.12, watchOS 2.0, visionOS 1.0, *)
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// An object was inserted.
    case insert = 1
    /// An object was deleted.
    case delete = 2
    /// An object was moved.
    case move = 3
    /// An object was updated.
    case update = 4
}

/// An instance of `NSFetchedResultsController` uses methods in this protocol to notify its delegate that
/// the controller's fetch results have been changed. Every method is optional, as with the SDK.
@available(iOS 3.0, macOS 10.12, watchOS 2.0, visionOS 1.0, *)
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// Notifies the receiver that the fetched results controller is about to start processing of one or more changes.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// Notifies the receiver that the fetched results controller has completed processing of one or more changes.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// Notifies the receiver that a fetched object has been changed.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    )
    /// Notifies the receiver of the addition or removal of a section.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
    )
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
    ) {}
}
