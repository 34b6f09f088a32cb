/// The framing of the compiler's plugin protocol.
///
/// Each message, both ways, is its length in bytes (8 bytes, little-endian), then that many bytes
/// of JSON.
///
/// The reader takes the bytes as they arrive, in pieces of any size, and hands out whole messages.
/// It never allocates what a length promises before the bytes are there, so a length read from
/// garbage costs nothing; a length beyond `maximumLength` is refused at once.
struct PluginFrameReader {
    /// The longest message taken.
    ///
    /// Far more than any declaration and its context (the compiler sends a declaration's source,
    /// not the file's).
    static let maximumLength = 256 << 20

    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0

    /// Adds bytes read from the compiler.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next whole message's bytes, or nil until more bytes arrive.
    mutating func next() throws(MacroPluginFailure) -> [UInt8]? {
        guard buffer.count - start >= 8 else { return nil }
        var length: UInt64 = 0
        for index in (0..<8).reversed() { length = length << 8 | UInt64(buffer[start + index]) }
        guard length <= UInt64(Self.maximumLength) else {
            throw MacroPluginFailure(
                .malformedInput,
                "the compiler's message claims \(length) bytes, more than the \(Self.maximumLength) a message may have")
        }
        let end = start + 8 + Int(length)
        guard buffer.count >= end else { return nil }
        let message = Array(buffer[(start + 8)..<end])
        start = end
        return message
    }

    /// Called at the end of the input: a message cut short is an error, nothing left is the end.
    func finish() throws(MacroPluginFailure) {
        let left = buffer.count - start
        guard left > 0 else { return }
        if left < 8 {
            throw MacroPluginFailure(
                .malformedInput,
                "the input ended \(plural(left, "byte")) into a message's 8-byte length")
        }
        var length: UInt64 = 0
        for index in (0..<8).reversed() { length = length << 8 | UInt64(buffer[start + index]) }
        throw MacroPluginFailure(
            .malformedInput,
            "the input ended \(plural(left - 8, "byte")) into a message of \(plural(Int(clamping: length), "byte"))")
    }

    /// `payload` with its length in front, as the protocol sends it.
    static func frame(_ payload: [UInt8]) -> [UInt8] {
        var framed: [UInt8] = []
        framed.reserveCapacity(payload.count + 8)
        var length = UInt64(payload.count)
        for _ in 0..<8 {
            framed.append(UInt8(truncatingIfNeeded: length))
            length >>= 8
        }
        framed.append(contentsOf: payload)
        return framed
    }
}

/// Why serving the compiler stopped before the end of its input.
///
/// A message that cannot be taken apart (`malformedInput`) or the standard input or output failing
/// (`io`).
package struct MacroPluginFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        case malformedInput
        case io
    }

    package var kind: Kind
    package var description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
