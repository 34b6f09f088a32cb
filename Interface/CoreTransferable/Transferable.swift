// CoreTransferable, declarations only, written by us from Apple's public documentation.
// This file: `Transferable` and the representations a type declares to be shared, dragged, pasted or
// picked (`DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`, `CodableRepresentation`),
// and the conformances of Foundation's types. `import SwiftUI` brings this module along, as it does on
// Apple's platforms; this module brings UniformTypeIdentifiers along (not checked against the SDK).
@_exported import Foundation
@_exported import UniformTypeIdentifiers
import Combine

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or copy and
/// paste.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol Transferable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation
    /// The representation used to import and export the item.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @TransferRepresentationBuilder<Self>
    static var transferRepresentation: Representation { get }
}

/// A declarative description of the process of importing and exporting a transferable item.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred.
    associatedtype Item: Transferable
    /// The type of the representation's body.
    associatedtype Body: TransferRepresentation
    /// The transfer representation for the item.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @TransferRepresentationBuilder<Item>
    var body: Body { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Never: Transferable {
    public static var transferRepresentation: Never { return unimplemented() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Never: TransferRepresentation {
    public typealias Item = Never
    public var body: Never { return unimplemented() }
}

/// Creates a transfer representation by composing existing transfer representations.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        fatalError()
    }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildExpression<Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>(
        _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder>
    where Item: Codable, Encoder.Output == Data, Decoder.Input == Data { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
    where Content.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation>(_ content1: C1, _ content2: C2)
        -> TupleTransferRepresentation<Item, (C1, C2)> where C1.Item == Item, C2.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3)
        -> TupleTransferRepresentation<Item, (C1, C2, C3)> where C1.Item == Item, C2.Item == Item, C3.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8, _ content9: C9)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item, C9.Item == Item { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C10: TransferRepresentation>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8, _ content9: C9, _ content10: C10)
        -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item, C9.Item == Item, C10.Item == Item { fatalError() }
}

/// A transfer representation made of several others.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    public var body: Never { return unimplemented() }
}

/// A transfer representation that's exported only when a condition holds.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct _ConditionalTransferRepresentation<Representation: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Representation.Item
    public var body: Never { return unimplemented() }
}

/// A transfer representation for types that can be converted to and from binary data.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// Creates a transfer representation for importing and exporting data.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(
        contentType: UTType, exporting: @escaping (Item) async throws -> Data,
        importing: @escaping (Data) async throws -> Item
    ) { fatalError() }
    /// Creates a transfer representation for exporting data.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) { fatalError() }
    /// Creates a transfer representation for importing data.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(importedContentType: UTType, importing: @escaping (Data) async throws -> Item) { fatalError() }
    public var body: Never { return unimplemented() }
}

/// A transfer representation for types that transfer as a file URL.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// Creates a transfer representation for importing and exporting files.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping (Item) async throws -> SentTransferredFile,
        importing: @escaping (ReceivedTransferredFile) async throws -> Item
    ) { fatalError() }
    /// Creates a transfer representation for exporting files.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping (Item) async throws -> SentTransferredFile
    ) { fatalError() }
    /// Creates a transfer representation for importing files.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping (ReceivedTransferredFile) async throws -> Item
    ) { fatalError() }
    public var body: Never { return unimplemented() }
}

/// A transfer representation that uses another type's transfer representation as its own.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    /// Creates a representation that exports through a proxy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(exporting: @escaping (Item) throws -> ProxyRepresentation) { fatalError() }
    /// Creates a representation that imports through a proxy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(importing: @escaping (ProxyRepresentation) throws -> Item) { fatalError() }
    /// Creates a representation that exports and imports through a proxy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(
        exporting: @escaping (Item) throws -> ProxyRepresentation,
        importing: @escaping (ProxyRepresentation) throws -> Item
    ) { fatalError() }
    /// Creates a representation that exports through a proxy asynchronously.
    @available(iOS, introduced: 16.1, deprecated: 17.0, message: "A synchronous exporter should be used instead.")
    @available(macOS, introduced: 13.0, deprecated: 14.0, message: "A synchronous exporter should be used instead.")
    @available(tvOS, introduced: 16.1, deprecated: 17.0, message: "A synchronous exporter should be used instead.")
    @available(watchOS, introduced: 9.1, deprecated: 10.0, message: "A synchronous exporter should be used instead.")
    @available(visionOS, introduced: 1.0)
    @_disfavoredOverload
    public init(exporting: @escaping (Item) async throws -> ProxyRepresentation) { fatalError() }
    /// Creates a representation that imports through a proxy asynchronously.
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, visionOS 1.0, *)
    @_disfavoredOverload
    public init(importing: @escaping (ProxyRepresentation) async throws -> Item) { fatalError() }
    public var body: Never { return unimplemented() }
}

/// A transfer representation that uses a type's `Codable` conformance.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, @unchecked Sendable
where Encoder.Output == Data, Decoder.Input == Data {
    /// Creates a representation that uses JSON.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder { fatalError() }
    /// Creates a representation that uses the encoder and decoder you give.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        fatalError()
    }
    public var body: Never { return unimplemented() }
}

/// The visibility of a transfer representation: who may receive it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct TransferRepresentationVisibility: Equatable, Sendable {
    /// Any process.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static let all = TransferRepresentationVisibility()
    /// Only the app that exports the item.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static let ownProcess = TransferRepresentationVisibility()
    /// Only apps of the same team.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static let team = TransferRepresentationVisibility()
}

extension TransferRepresentation {
    /// Provides a filename to use if the receiver chooses to write the item to disk.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> { self }
    /// Provides a filename, from the item, to use if the receiver chooses to write the item to disk.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> some TransferRepresentation<Item> {
        self
    }
    /// Exports the item only when a condition holds.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func exportingCondition(_ condition: @escaping (Item) -> Bool)
        -> _ConditionalTransferRepresentation<Self>
    { fatalError() }
    /// Specifies the kinds of apps and processes that can see an item in transit.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        self
    }
}

/// A file or directory being sent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public let file: URL
    /// Whether the receiver may access the original file rather than a copy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public let allowAccessingOriginalFile: Bool
    /// Creates a description of a file to send.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { fatalError() }
}

/// A file or directory received.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ReceivedTransferredFile: Sendable {
    /// The received file's URL.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public let file: URL
    /// Whether the file is the original rather than a copy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public let isOriginalFile: Bool
}

// MARK: Foundation's types

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> { return unimplemented() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> { return unimplemented() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension AttributedString: Transferable {
    public static var transferRepresentation: DataRepresentation<AttributedString> { return unimplemented() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> { return unimplemented() }
}

/// A value for a declaration's body that never runs (an explicit `return`: a bare `fatalError()` would go
/// through the result builder the requirement declares).
func unimplemented<T>() -> T { fatalError() }
