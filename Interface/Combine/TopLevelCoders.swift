// Combine, declarations only, written from Apple's public documentation
// (developer.apple.com/documentation/combine). This file: the top-level encoder and decoder protocols
// (what `CodableRepresentation` and the `encode`/`decode` operators take), with Foundation's coders.
import Foundation

/// A type that defines methods for encoding.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol TopLevelEncoder<Output> {
    /// The type this encoder produces.
    associatedtype Output
    /// Encodes an instance of the indicated type.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that defines methods for decoding.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol TopLevelDecoder<Input> {
    /// The type this decoder accepts.
    associatedtype Input
    /// Decodes an instance of the indicated type.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
