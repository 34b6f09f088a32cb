// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: SwiftUI's side of Core Data — the `@FetchRequest` and `@SectionedFetchRequest` property
// wrappers with their results, and the managed object context in the environment. As on Apple's
// platforms, SwiftUI imports CoreData (without re-exporting it), so a view that imports SwiftUI alone
// can use `@FetchRequest` and `\.managedObjectContext`.
import CoreData

/// A property wrapper type that retrieves entities from a Core Data persistent store.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @propertyWrapper @preconcurrency
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    /// The fetched results of the fetch request.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var wrappedValue: FetchedResults<Result> { fatalError() }
    /// A binding to the request's mutable configuration properties.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> { fatalError() }

    /// The request's configurable properties.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public struct Configuration {
        /// The request's sort descriptors, accessed as reference types.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The request's predicate.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public var nsPredicate: NSPredicate?
    }

    /// Creates a fetch request for a specified entity description, based on a predicate and sort parameters.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {}
    /// Creates a fully configured fetch request that uses the specified animation when updating results.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {}
    /// Creates a fully configured fetch request that uses the specified transaction when updating results.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {}
}

extension FetchRequest where Result: NSManagedObject {
    /// Creates a fetch request based on a predicate and reference type sort parameters.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
    /// Creates a fetch request based on a predicate and value type sort parameters. (Disfavoured, so that
    /// `sortDescriptors: []` picks one overload, as it does with the SDK.)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init(
        sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {}
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The request's sort descriptors, accessed as value types.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { fatalError() }
        set {}
    }
}

/// A collection of results retrieved from a Core Data store.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    public typealias Element = Result
    public typealias Index = Int
    /// The index of the first entity in the results collection.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated var startIndex: Int { fatalError() }
    /// The index that's one greater than the last valid subscript argument.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated var endIndex: Int { fatalError() }
    /// Gets the entity at the specified index.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated subscript(position: Int) -> Result { fatalError() }
    /// The request's sort descriptors, accessed as reference types.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var nsSortDescriptors: [NSSortDescriptor] {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
    /// The request's predicate.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var nsPredicate: NSPredicate? {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's sort descriptors, accessed as value types.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var sortDescriptors: [SortDescriptor<Result>] {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
}

/// A property wrapper type that retrieves entities, grouped into sections, from a Core Data persistent store.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @propertyWrapper @preconcurrency
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    /// The fetched results of the fetch request.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { fatalError() }

    /// Creates a fully configured sectioned fetch request that uses the specified animation when updating results.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        animation: Animation? = nil
    ) {}
    /// Creates a sectioned fetch request for a specified entity description, based on a section identifier,
    /// a predicate, and sort parameters.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {}
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// Creates a sectioned fetch request based on a section identifier, a predicate, and reference type
    /// sort parameters.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {}
    /// Creates a sectioned fetch request based on a section identifier, a predicate, and value type sort
    /// parameters.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {}
}

/// A collection of results retrieved from a Core Data persistent store, grouped into sections.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
    RandomAccessCollection
{
    public typealias Element = SectionedFetchResults<SectionIdentifier, Result>.Section
    public typealias Index = Int

    /// A collection of fetched results that share a specified identifier.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public struct Section: Identifiable, RandomAccessCollection {
        public typealias Element = Result
        public typealias Index = Int
        /// The value that all entities in the section share.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public nonisolated var id: SectionIdentifier { fatalError() }
        /// The index of the first entity in the section.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public nonisolated var startIndex: Int { fatalError() }
        /// The index that's one greater than that of the last entity in the section.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public nonisolated var endIndex: Int { fatalError() }
        /// Gets the entity at the specified index within the section.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public nonisolated subscript(position: Int) -> Result { fatalError() }
    }

    /// The index of the first section in the results collection.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated var startIndex: Int { fatalError() }
    /// The index that's one greater than that of the last section.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated var endIndex: Int { fatalError() }
    /// Gets the section at the specified index.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated subscript(position: Int) -> SectionedFetchResults<SectionIdentifier, Result>.Section {
        fatalError()
    }
    /// The request's sort descriptors, accessed as reference types.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var nsSortDescriptors: [NSSortDescriptor] {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
    /// The request's predicate.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var nsPredicate: NSPredicate? {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
    /// The key path that the system uses to group fetched results into sections.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
}

extension SectionedFetchResults where Result: NSManagedObject {
    /// The request's sort descriptors, accessed as value types.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var sortDescriptors: [SortDescriptor<Result>] {
        nonmutating get { fatalError() }
        nonmutating set {}
    }
}

extension EnvironmentValues {
    /// The managed object context of the environment (by default, one with no store).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var managedObjectContext: NSManagedObjectContext {
        get { fatalError() }
        set {}
    }
}
