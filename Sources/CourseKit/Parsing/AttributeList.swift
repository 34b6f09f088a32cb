/// `key=value` pairs, as written after a fence's language or inside a `card`/`question` comment.
///
/// Values are bare words, or wrapped in double or single quotes; there are no escapes (see
/// docs/format.md, "Attribute syntax").
struct AttributeList: Sendable {
    struct Attribute: Sendable {
        var key: String
        var value: String
        /// Byte offset of the key in the text that was read.
        var offset: Int
    }

    struct Problem: Sendable {
        var message: String
        var offset: Int
    }

    private(set) var attributes: [Attribute] = []
    private(set) var problems: [Problem] = []

    /// Reads `text` in one pass (`work` counts its steps: bytes and keys looked up).
    init(reading text: Substring, work: WorkCounter? = nil) {
        let bytes = Array(text.utf8)
        var index = 0
        var keys: Set<String> = []
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isKeyByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        while index < bytes.count {
            if isSpace(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isKeyByte(bytes[index]) { index += 1 }
            guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
                work?.add(index - start + 1)
                problems.append(
                    Problem(
                        message: "'\(string(start..<index))' is not a key=value attribute",
                        offset: start))
                continue
            }
            let key = string(start..<index)
            index += 1
            var value: String
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                let valueStart = index + 1
                guard let end = bytes[valueStart...].firstIndex(of: quote) else {
                    problems.append(Problem(message: "the value of '\(key)' has no closing quote", offset: start))
                    break
                }
                value = string(valueStart..<end)
                index = end + 1
            } else {
                let valueStart = index
                while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
                value = string(valueStart..<index)
            }
            work?.add(index - start + 1)
            if keys.insert(key).inserted {
                attributes.append(Attribute(key: key, value: value, offset: start))
            } else {
                problems.append(Problem(message: "'\(key)' is given twice", offset: start))
            }
        }
    }

    subscript(key: String) -> String? { attributes.first { $0.key == key }?.value }

    func attribute(_ key: String) -> Attribute? { attributes.first { $0.key == key } }
}
