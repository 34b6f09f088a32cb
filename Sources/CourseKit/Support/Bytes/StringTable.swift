import Foundation

/// Makes each distinct string of the log once.
///
/// A card's id (and its content hash) repeat on every answer, and creating a `String` per line
/// would be most of the cost of reading a long log. Also numbers the strings, so that the replay
/// can keep per-card state in an array.
struct StringTable {
    private var slots = [Int32](repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var starts: [Int] = []
    private var arena: [UInt8] = []
    private(set) var strings: [String] = []

    /// The number and the string for `bytes`, made the first time they are seen.
    mutating func intern(_ bytes: UnsafeRawBufferPointer) -> (number: Int, string: String) {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            if hashes[number] == hash, equals(number, bytes) { return (number, strings[number]) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let number = strings.count
        slots[slot] = Int32(number)
        hashes.append(hash)
        starts.append(arena.count)
        arena.append(contentsOf: bytes)
        strings.append(String(decoding: bytes, as: UTF8.self))
        if strings.count * 2 > slots.count { grow() }
        return (number, strings[number])
    }

    /// Eight bytes at a time, multiply-xorshift mixed: only for this table, so any decent spread will do.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        while index < bytes.count {
            tail = tail << 8 | UInt64(bytes[index])
            index += 1
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }

    mutating func intern(_ string: String) -> (number: Int, string: String) {
        var string = string
        return string.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
    }

    /// Whether string `number` is `bytes`.
    func equals(_ number: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let start = starts[number]
        let end = number + 1 < starts.count ? starts[number + 1] : arena.count
        guard end - start == bytes.count else { return false }
        return arena.withUnsafeBytes { stored in
            // Ids are short: compare eight bytes at a time inline rather than call memcmp.
            var index = 0
            while index + 8 <= bytes.count {
                guard
                    stored.loadUnaligned(fromByteOffset: start + index, as: UInt64.self)
                        == bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                else { return false }
                index += 8
            }
            while index < bytes.count {
                guard stored[start + index] == bytes[index] else { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
    }
}
