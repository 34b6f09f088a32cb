import Foundation

/// The ids of the log's records (`id`, `undoes`).
///
/// Who each answer and undo is, so that two copies of a log merge (`LogMerge`) and an undo names
/// the answer it cancels.
package enum RecordID {
    /// A new record's id: 16 lowercase hex digits of a 64-bit random number.
    package static func random(_ next: () -> UInt64) -> String {
        hex(next(), digits: 16)
    }

    /// The ids drawn from the system's random number generator.
    package static let systemRandom: @Sendable () -> UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }

    /// The id of a line written before ids.
    ///
    /// `l` and 15 hex digits of the FNV-1a hash of the line's bytes and of `occurrence`, which
    /// identical copy of the line in its file it is (0 for the first), so that two identical old
    /// lines stay two answers. Random ids are all hex digits, so the `l` keeps the two kinds apart.
    static func derived(_ line: UnsafeRawBufferPointer, occurrence: Int) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in line {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var count = UInt64(occurrence)
        for _ in 0..<8 {
            hash = (hash ^ (count & 0xFF)) &* 0x0000_0100_0000_01B3
            count >>= 8
        }
        return "l" + hex(hash >> 4, digits: 15)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: digits - text.count) + text
    }
}
