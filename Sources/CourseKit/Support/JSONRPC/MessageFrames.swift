/// The framing of JSON-RPC over a byte stream as the Language Server Protocol has it.
///
/// Each message, both ways, is a header part — `Name: value` lines, each ended by `\r\n`, among
/// them `Content-Length: N` — then an empty line (`\r\n`), then N bytes of JSON.
///
/// The reader takes the bytes as they arrive, in pieces of any size, and hands out whole message
/// bodies. It never allocates what a length promises before the bytes are there. A header part it
/// cannot read (no length, a length that is not a number or is too large, no empty line within
/// `maximumHeaderLength` bytes) is a `FrameError`: the reader has then dropped that header part and
/// goes on with the next one, so that one bad message does not end the conversation.
struct MessageFrameReader: Sendable {
    /// The longest body taken: far more than a lesson's text (a 2,225-line lesson is 110 KB).
    static let maximumLength = 64 << 20
    /// The longest header part taken (LSP's has one or two short lines).
    static let maximumHeaderLength = 4096

    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0

    package init() {}

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next whole message's body, or nil until more bytes arrive.
    ///
    /// A `FrameError` is thrown once for a header part that cannot be read, which is then dropped:
    /// call again for the next.
    package mutating func next() throws(FrameError) -> [UInt8]? {
        guard let headerEnd = endOfHeader() else {
            // Decided on the first bytes alone, so that it does not depend on how the bytes arrive.
            if buffer.count - start >= Self.maximumHeaderLength + 3 {
                start += Self.maximumHeaderLength
                throw FrameError(
                    "\(Self.maximumHeaderLength) bytes came without the empty line that ends a message's header; they were dropped"
                )
            }
            return nil
        }
        let header = buffer[start..<headerEnd]
        let bodyStart = headerEnd + 4
        let length: Int
        do throws(FrameError) {
            length = try Self.contentLength(in: header)
        } catch {
            start = bodyStart
            throw error
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return body
    }

    /// Called at the end of the stream: what is left unread, said as a sentence (nil when nothing is).
    var leftOver: String? {
        let left = buffer.count - start
        guard left > 0 else { return nil }
        if let headerEnd = endOfHeader(), let length = try? Self.contentLength(in: buffer[start..<headerEnd]) {
            return
                "the input ended \(plural(buffer.count - headerEnd - 4, "byte")) into a message of \(plural(length, "byte"))"
        }
        return "the input ended \(plural(left, "byte")) into a message's header"
    }

    /// Where the header part's `\r\n\r\n` starts, if it has arrived and starts within the longest header.
    private func endOfHeader() -> Int? {
        let limit = min(buffer.count, start + Self.maximumHeaderLength + 3)
        var index = start
        while index + 3 < limit {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header part (any other header, `Content-Type`, is allowed and not read).
    private static func contentLength(in header: ArraySlice<UInt8>) throws(FrameError) -> Int {
        var length: Int?
        for line in header.split(separator: 0x0D, omittingEmptySubsequences: false) {
            let line = line.first == 0x0A ? line.dropFirst() : line
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw FrameError("a header line without ':' (\(quoted(line))); a header line is 'Name: value'")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            guard name.lowercased() == "content-length" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let number = Int(value.count > 12 ? "999999999999" : value)
            else {
                throw FrameError("Content-Length is not a whole number of bytes (\(quoted(line[(colon + 1)...])))")
            }
            guard number <= maximumLength else {
                throw FrameError(
                    "Content-Length claims \(number) bytes, more than the \(maximumLength) a message may have")
            }
            length = number
        }
        guard let length else { throw FrameError("a message's header has no Content-Length") }
        return length
    }

    /// Header bytes quoted for a message: printable ASCII kept, anything else as `\xNN`, cut short.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        var text = ""
        for byte in bytes.prefix(40) {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") {
                text.append(Character(Unicode.Scalar(byte)))
            } else {
                let digits = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (digits.count == 1 ? "0" : "") + digits
            }
        }
        return "'" + text + (bytes.count > 40 ? "…" : "") + "'"
    }

    /// `body` with its header in front, as the protocol sends it.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// A header part the reader could not read, in a sentence; the reader has dropped it.
struct FrameError: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String

    init(_ description: String) { self.description = description }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
