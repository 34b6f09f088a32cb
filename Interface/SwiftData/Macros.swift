// SwiftData, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftdata). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the macros that describe a model — `@Model` and the property annotations it reads
// (`@Attribute`, `@Relationship`, `@Transient`), the schema macros `#Unique` and `#Index`, and `@ModelActor`.
// `course` expands them (Sources/CourseKit/Checking/Macros/SwiftDataMacros.swift).

// `import SwiftData` brings Foundation and Observation along (a model uses `Date`, `URL`, `Predicate`).
@_exported import Foundation
@_exported import Observation

/// Converts a Swift class into a stored model that's managed by SwiftData: the class conforms to
/// `PersistentModel` (and so to `Observable`, `Hashable` and `Identifiable`), with the members that
/// protocol requires.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(member, conformances: Observable, PersistentModel, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar), named(_SwiftDataNoType), named(access), named(withMutation))
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

/// Specifies the custom behavior that SwiftData applies to the annotated property when managing the
/// owning class.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) = #externalMacro(module: "SwiftDataMacros", type: "SchemaAnnotationMacro")

/// Specifies the options that SwiftData needs to manage the annotated property as a relationship between
/// two models.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil) = #externalMacro(module: "SwiftDataMacros", type: "SchemaAnnotationMacro")

/// Tells SwiftData not to persist the annotated property when managing the owning class.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "SchemaAnnotationMacro")

/// Specifies the key-paths that SwiftData uses to enforce the uniqueness of model instances.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "SchemaAnnotationMacro") where T: PersistentModel

/// Specifies the key-paths that SwiftData uses to create one or more binary indices for the associated
/// model.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "SchemaAnnotationMacro") where T: PersistentModel

/// Specifies the key-paths that SwiftData uses to create one or more indices for the associated model,
/// where each index is either binary or R-tree.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) = #externalMacro(module: "SwiftDataMacros", type: "SchemaAnnotationMacro") where T: PersistentModel

/// Converts a Swift actor into a model actor by generating boilerplate code that fulfills the
/// requirements of the associated protocol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SwiftDataMacros", type: "ModelActorMacro")
