// SwiftData, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftdata/modelcontainer, .../modelconfiguration).
// This file: the container that manages an app's schema and storage, and the configurations that
// describe where and how it stores models (on disk, in memory only, in an app group, synced with CloudKit).

/// An object that manages an app's schema and model storage configuration.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public class ModelContainer: @unchecked Sendable {
    /// Creates a model container using the specified model types, migration plan, and zero or more
    /// configurations.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        fatalError()
    }

    /// Creates a model container using the specified schema, migration plan, and zero or more
    /// configurations.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        fatalError()
    }

    /// Creates a model container using the specified schema, migration plan, and array of
    /// configurations.
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {}

    // The two iOS 18 forms below take any data store's configuration. Disfavored here (not in the SDK):
    // Apple's compiler passes them over below iOS 18, where a call with `ModelConfiguration`s takes the
    // iOS 17 forms above; off Apple's platforms a newer declaration is only deprecated, which overload
    // ranking ignores.

    /// Creates a model container using the specified model types and data store configurations.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @_disfavoredOverload
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: any DataStoreConfiguration...) throws {
        fatalError()
    }

    /// Creates a model container using the specified schema and data store configurations.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @_disfavoredOverload
    public init(for givenSchema: Schema, configurations: [any DataStoreConfiguration]) throws {}

    /// A model context that's bound to app's main actor.
    @MainActor public var mainContext: ModelContext { fatalError() }
    /// The schema that maps your app's model classes to the associated data in the app's persistent
    /// storage.
    public final var schema: Schema { fatalError() }
    /// The plan that describes the evolution of your app's schema and how to migrate between specific
    /// versions.
    public final var migrationPlan: (any SchemaMigrationPlan.Type)? { fatalError() }
    /// The configurations that describe how to manage the persisted data for specific groups of models.
    public var configurations: Set<ModelConfiguration> {
        get { fatalError() }
        set {}
    }

    /// Deletes every model of the container's stores.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public func deleteAllData() {}
}

/// A type that describes the configuration of a data store (iOS 18): `ModelConfiguration` is one.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol DataStoreConfiguration: Hashable {
    /// The name of the configuration.
    var name: String { get }
    /// The schema of the models the store holds.
    var schema: Schema? { get set }
}

/// A type that describes the configuration of an app's schema or specific group of models.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ModelConfiguration: Hashable, Identifiable, Sendable, CustomDebugStringConvertible {
    /// Creates a basic model configuration.
    public init(isStoredInMemoryOnly: Bool = false) {}
    /// Creates a model configuration for the specified model types.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {}
    /// Creates a named model configuration for the specified schema.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, groupContainer: ModelConfiguration.GroupContainer = .automatic, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic) {}
    /// Creates a named model configuration that specifies the on-disk location of the schema's
    /// persistent storage.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic) {}

    /// The name of the configuration.
    public var name: String { fatalError() }
    /// The schema of the models the configuration describes.
    public var schema: Schema? {
        get { fatalError() }
        set {}
    }
    /// The location of the persistent storage.
    public var url: URL { fatalError() }
    /// A Boolean value that determines whether the associated persistent storage is ephemeral and exists
    /// only in memory.
    public var isStoredInMemoryOnly: Bool { fatalError() }
    /// A Boolean value that determines whether the associated persistent storage is writable.
    public var allowsSave: Bool { fatalError() }
    /// The app group container of the persistent storage.
    public var groupContainer: ModelConfiguration.GroupContainer { fatalError() }
    /// The CloudKit database that syncs the persistent storage.
    public var cloudKitDatabase: ModelConfiguration.CloudKitDatabase { fatalError() }
    public var id: String { fatalError() }
    public var debugDescription: String { fatalError() }

    /// Where the persistent storage is kept: an app group container, or none.
    public struct GroupContainer: Hashable, Sendable {
        /// The app group container the app's entitlements name, if any.
        public static var automatic: ModelConfiguration.GroupContainer { fatalError() }
        /// No app group container.
        public static var none: ModelConfiguration.GroupContainer { fatalError() }
        /// The app group container with the given identifier.
        public static func identifier(_ groupName: String) -> ModelConfiguration.GroupContainer { fatalError() }
    }

    /// The CloudKit database that syncs the persistent storage, or none.
    public struct CloudKitDatabase: Hashable, Sendable {
        /// The private database of the container the app's entitlements name, if any.
        public static var automatic: ModelConfiguration.CloudKitDatabase { fatalError() }
        /// No syncing.
        public static var none: ModelConfiguration.CloudKitDatabase { fatalError() }
        /// The private database of the CloudKit container with the given identifier.
        public static func `private`(_ dbName: String) -> ModelConfiguration.CloudKitDatabase { fatalError() }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ModelConfiguration: DataStoreConfiguration {}
