// What the targets share: failing with a message, findings known to be open (skipped on request),
// and small checks on text.

import Foundation

/// Stops the run with `message` (libFuzzer saves the input as a crash) unless `condition` holds.
/// `known`: the input shows a finding already reported (`KnownFinding`); with FUZZ_SKIP_KNOWN
/// naming it, the rest of this input is skipped instead (the target returns).
@inline(__always)
func expect(_ condition: Bool, _ message: @autoclosure () -> String, known: KnownFinding? = nil) throws(SkipInput) {
    guard !condition else { return }
    if let known, KnownFinding.skipped.contains(known) { throw SkipInput() }
    fatalError("fuzz invariant: " + message())
}

/// Thrown by `expect` for a known finding that FUZZ_SKIP_KNOWN skips.
struct SkipInput: Error {}

/// Findings reported and not yet fixed when the target was written, by the name FUZZ_SKIP_KNOWN
/// takes (comma-separated, or `all`). Each is saved under Fuzz/regressions/; once it is fixed, its
/// case goes, and so does every `known:` that names it. Full runs set nothing: all are checked.
enum KnownFinding: String, CaseIterable {
    /// Issue 11 item 1: `"\uD800\u0041"` (a high surrogate escape, then an escape that is not a low
    /// surrogate) traps with an arithmetic overflow in JSONReader.escapedString.
    case surrogateTrap = "surrogate-trap"

    static let skipped: Set<KnownFinding> = {
        let text = ProcessInfo.processInfo.environment["FUZZ_SKIP_KNOWN"] ?? ""
        if text == "all" { return Set(allCases) }
        return Set(text.split(separator: ",").compactMap { KnownFinding(rawValue: String($0)) })
    }()

    static func skips(_ finding: KnownFinding) -> Bool { skipped.contains(finding) }
}

/// Runs `body`, returning quietly when it skips the input for a known finding.
func fuzzing(_ body: () throws(SkipInput) -> Void) {
    do { try body() } catch {}
}

extension KnownFinding {
    /// Whether `bytes` may hold `\uXXXX` with XXXX a high surrogate followed by `\u` and a code
    /// that is not a low surrogate: the input class of `surrogateTrap` (over-approximated: escapes
    /// of backslashes are not followed).
    static func mayHitSurrogateTrap(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while let high = escape(in: bytes, at: &index) {
            guard (0xD800..<0xDC00).contains(high) else { continue }
            var next = index
            if let low = escape(in: bytes, at: &next), next - 6 == index, !(0xDC00..<0xE000).contains(low) { return true }
        }
        return false
    }

    /// The next `\uXXXX` at or after `index` (moved past it).
    private static func escape(in bytes: UnsafeRawBufferPointer, at index: inout Int) -> UInt32? {
        while index + 6 <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { continue }
            var code: UInt32 = 0
            var valid = true
            for byte in bytes[(index + 2)..<(index + 6)] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { valid = false; break }
                code = code * 16 + UInt32(digit)
            }
            guard valid else { continue }
            index += 5
            return code
        }
        return nil
    }
}

/// Swift's debug text that must never reach a user: `Error Domain=…`, `Optional(…)`, an enum case
/// printed with its payload.
func looksLikeDebugText(_ text: String) -> Bool {
    text.contains("Error Domain=") || text.contains("Optional(") || text.contains("NSCocoaErrorDomain")
}

/// The input as `String`s split at `separator` (invalid UTF-8 repaired, as the tool's readers do).
func pieces(of bytes: UnsafeRawBufferPointer, separatedBy separator: UInt8) -> [String] {
    bytes.split(separator: separator, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
}
