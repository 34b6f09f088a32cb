import Foundation

extension StringProtocol {
    /// Whether the text holds `piece`, byte for byte in UTF-8.
    ///
    /// The C library's `memchr` and `memcmp` over the text's UTF-8, where Foundation's
    /// `contains(_:)` goes through `NSString` on Linux and converts the text to UTF-16 first: in the
    /// marking of the interface's availability (every line of 1.7 MB of declarations, for each check
    /// whose modules' record is not found) it took a quarter of a debug `course check`'s CPU
    /// (docs/benchmarks.md, "Searching text"). The same answer as `contains(_:)` for texts compared
    /// by their bytes: no Unicode equivalence (`piece` is ASCII where it is used).
    func holds(_ piece: StaticString) -> Bool {
        piece.withUTF8Buffer { needle in
            utf8.withContiguousStorageIfAvailable { TextSearch.find(needle, in: $0) }
                ?? String(self).utf8.withContiguousStorageIfAvailable { TextSearch.find(needle, in: $0) }
                ?? contains(String(describing: piece))
        }
    }
}

/// The byte search behind `holds(_:)`.
enum TextSearch {
    /// Whether `needle` occurs in `hay`.
    ///
    /// Each place of its first byte (`memchr`) is compared whole (`memcmp`).
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = hay.baseAddress, let wanted = needle.baseAddress, hay.count >= needle.count else {
            return false
        }
        let last = base + (hay.count - needle.count)
        var start = base
        while start <= last {
            guard let hit = memchr(start, Int32(first), last - start + 1) else { return false }
            let at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(at, wanted, needle.count) == 0 { return true }
            start = at + 1
        }
        return false
    }
}
