// SwiftData, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftdata/persistentmodel, .../persistentidentifier, .../backingdata).
// This file: the protocol `@Model` makes a class conform to, what it brings (`Hashable`,
// `Identifiable`, `persistentModelID`, `modelContext`), and the identity of a model.

/// An interface that enables SwiftData to manage a Swift class as a stored model. The `@Model` macro
/// makes a class conform, and writes the members it requires.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    /// Creates a model from its backing data; the `@Model` macro writes it.
    init(backingData: any BackingData<Self>)
    /// The storage of the model's values; the `@Model` macro writes it.
    var persistentBackingData: any BackingData<Self> { get set }
    /// The model's properties as the schema describes them; the `@Model` macro writes it.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PersistentModel {
    /// The persistent identifier of the model.
    public var persistentModelID: PersistentIdentifier { fatalError() }
    /// The stable identity of the model: its persistent identifier.
    public var id: PersistentIdentifier { fatalError() }
    /// The model context the model is registered with, if any.
    public var modelContext: ModelContext? { fatalError() }
    /// A Boolean value that indicates whether the model has unsaved changes.
    public var hasChanges: Bool { fatalError() }
    /// A Boolean value that indicates whether the model's context will delete it at the next save.
    public var isDeleted: Bool { fatalError() }

    /// Models are equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) {}
}

/// An interface for providing in-memory storage for a persistent model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol BackingData<Model> {
    associatedtype Model: PersistentModel
    /// The identifier of the model whose values this stores.
    var persistentModelID: PersistentIdentifier? { get set }
}

/// A type that describes the aggregate identity of a SwiftData model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    /// The identifier of the store that holds the model.
    public var storeIdentifier: String? { fatalError() }
    /// The name of the model's entity in the schema.
    public var entityName: String { fatalError() }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws {}
}
