// SwiftData, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftdata/schema, .../versionedschema, .../schemamigrationplan).
// This file: the schema of an app's models — its attributes and relationships with their options, which
// the `@Attribute` and `@Relationship` macros take — and versioned schemas with their migration plan.

/// An object that maps model classes to data in the model store, and helps with the migration of that
/// data between releases.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public final class Schema: Hashable, Codable, Sendable {
    /// Creates a schema of no models.
    public init() {}
    /// Creates a schema of the given model types.
    public convenience init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        fatalError()
    }
    /// Creates a schema of the given entities.
    public init(_ entities: Schema.Entity..., version: Schema.Version = Version(1, 0, 0)) {}
    /// Creates the schema a versioned schema describes.
    public convenience init(versionedSchema: any VersionedSchema.Type) { fatalError() }

    /// The schema's entities, one for each model type.
    public var entities: [Schema.Entity] { fatalError() }
    /// The schema's entities by their names.
    public var entitiesByName: [String: Schema.Entity] { fatalError() }
    /// The schema's version.
    public let version: Schema.Version = Version(1, 0, 0)

    public static func == (lhs: Schema, rhs: Schema) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Schema {
    /// The version of a schema: major, minor and patch numbers.
    public struct Version: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
        public var major: Int { fatalError() }
        public var minor: Int { fatalError() }
        public var patch: Int { fatalError() }
        public var description: String { fatalError() }
        public static func < (lhs: Schema.Version, rhs: Schema.Version) -> Bool { fatalError() }
    }

    /// An object that describes a model class in the schema.
    public final class Entity: Hashable, Codable, Sendable {
        /// The entity's name: the model class's name.
        public var name: String { fatalError() }
        public static func == (lhs: Schema.Entity, rhs: Schema.Entity) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws {}
    }

    /// The schema's description of one property of a model, which the `@Model` macro writes.
    public struct PropertyMetadata: @unchecked Sendable {}

    /// An object that describes the configuration and behavior of a specific property of a model class.
    public class Attribute: Hashable, Codable, @unchecked Sendable {
        public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {}
        /// The property's options.
        public var options: [Schema.Attribute.Option] { fatalError() }
        public static func == (lhs: Schema.Attribute, rhs: Schema.Attribute) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
        public required init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws {}

        /// An option that customizes how SwiftData stores a property.
        public struct Option: Hashable, Sendable {
            /// Stores the property's value in an encrypted form.
            public static var allowsCloudEncryption: Schema.Attribute.Option { fatalError() }
            /// Stores the property's value as binary data adjacent to the model storage.
            public static var externalStorage: Schema.Attribute.Option { fatalError() }
            /// Preserves the property's value in the persistent history when the context deletes the
            /// owning model.
            @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
            public static var preserveValueOnDeletion: Schema.Attribute.Option { fatalError() }
            /// Indexes the property's value so it can appear in Spotlight search results.
            public static var spotlight: Schema.Attribute.Option { fatalError() }
            /// Ensures the property's value is unique across all models of the same type.
            public static var unique: Schema.Attribute.Option { fatalError() }
            /// Tracks changes to the property but doesn't persist them.
            public static var ephemeral: Schema.Attribute.Option { fatalError() }
            /// Transforms the property's value between an in-memory form and a persisted form, with the
            /// transformer of that name.
            public static func transformable(by transformerName: String) -> Schema.Attribute.Option {
                fatalError()
            }
        }
    }

    /// An object that describes the configuration and behavior of a relationship between two model
    /// classes.
    public final class Relationship: Hashable, Codable, @unchecked Sendable {
        public init(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil) {}
        /// What happens to the related models when the owning model is deleted.
        public var deleteRule: Schema.Relationship.DeleteRule {
            get { fatalError() }
            set {}
        }
        public static func == (lhs: Schema.Relationship, rhs: Schema.Relationship) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws {}

        /// Constants that determine what happens to a relationship's models when the owning model is
        /// deleted.
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            /// A rule that deletes any related models.
            case cascade
            /// A rule that prevents the deletion of a model because it contains one or more references to
            /// other models.
            case deny
            /// A rule that doesn't make changes to any related models.
            case noAction
            /// A rule that nullifies the related model's reference to the deleted model.
            case nullify
        }

        /// An option that customizes a relationship.
        public struct Option: Hashable, Sendable {
            /// Ensures the relationship's value is unique across all models of the same type.
            public static var unique: Schema.Relationship.Option { fatalError() }
        }
    }

    /// The indices of a model, which the `#Index` macro declares.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public final class Index<T>: Hashable, Codable where T: PersistentModel {
        public init(_ binaryIndices: [PartialKeyPath<T>]...) {}
        public init(_ indices: Schema.Index<T>.Types<T>...) {}
        public static func == (lhs: Schema.Index<T>, rhs: Schema.Index<T>) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws {}

        /// The kinds of index.
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            case rtree([PartialKeyPath<P>])
        }
    }
}

/// An interface for describing a specific version of a schema, including the models it contains.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol VersionedSchema: SendableMetatype {
    /// The textual description of the migration's version or purpose.
    static var versionIdentifier: Schema.Version { get }
    /// The models to include in this version of the schema.
    static var models: [any PersistentModel.Type] { get }
}

/// An interface for describing the evolution of a schema and how to migrate between specific versions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SchemaMigrationPlan: SendableMetatype {
    /// The versions of the schema, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages of the migration between consecutive versions.
    static var stages: [MigrationStage] { get }
}

/// Describes a migration between two versions of the same schema.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum MigrationStage: Sendable {
    /// A migration SwiftData performs on its own.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code of one's own before and after it.
    @preconcurrency
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}
