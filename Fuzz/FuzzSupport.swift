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

/// A finding reported and not yet fixed, by the name FUZZ_SKIP_KNOWN takes (comma-separated, or
/// `all`). Each is saved under Fuzz/regressions/ and listed in `open`; once it is fixed, it goes,
/// and so does every `known:` that names it. Full runs set nothing: all are checked.
///
/// None is open: the seven found in the first runs (step-text, json-invalid-utf8,
/// json-number-grammar, lesson-lone-cr, lesson-nul-columns, lesson-empty-diff, key-c1-control) are
/// fixed (README, "Fuzzing"). A new one is `static let name = KnownFinding(name: "name")`, added to
/// `open`, and named by the `expect` that meets it.
struct KnownFinding: Hashable {
    let name: String

    static let open: [KnownFinding] = []

    static let skipped: Set<KnownFinding> = {
        let text = ProcessInfo.processInfo.environment["FUZZ_SKIP_KNOWN"] ?? ""
        if text == "all" { return Set(open) }
        let names = Set(text.split(separator: ",").map(String.init))
        return Set(open.filter { names.contains($0.name) })
    }()

    static func skips(_ finding: KnownFinding) -> Bool { skipped.contains(finding) }
}

/// Runs `body`, returning quietly when it skips the input for a known finding.
func fuzzing(_ body: () throws(SkipInput) -> Void) {
    do { try body() } catch {}
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

/// Every diagnostic of `diagnostics` is in `file`, at a place of it (`checkLocation`), with a message
/// that is a sentence, not Swift's debug text.
func checkDiagnostics(_ diagnostics: [Diagnostic], file: String, lines: [Int]) throws(SkipInput) {
    for diagnostic in diagnostics {
        try checkLocation(diagnostic.location, file: file, lines: lines, what: diagnostic.headline)
        let text = diagnostic.message + (diagnostic.hint ?? "")
        try expect(!diagnostic.message.isEmpty && !looksLikeDebugText(text), "message: \(diagnostic)")
    }
}

/// `location` is in `file`, at a line of it (`lines`: `lineLengths`) and a column from 1 to one past
/// the line's last byte.
func checkLocation(_ location: SourceLocation, file: String, lines: [Int], what: @autoclosure () -> String)
    throws(SkipInput)
{
    try expect(location.file == file, "\(what()): in \(location.file), not \(file)")
    try expect(
        location.line >= 1 && location.line <= lines.count,
        "\(what()): line \(location.line) of \(lines.count)")
    let length = lines[location.line - 1]
    try expect(
        location.column >= 1 && location.column <= length + 1,
        "\(what()): column \(location.column) of a line of \(length) bytes")
}

/// The length in bytes of each line of `text`, ended by "\n", "\r\n" or "\r".
func lineLengths(_ text: String) -> [Int] {
    var lengths: [Int] = []
    var length = 0
    var afterCR = false
    for byte in text.utf8 {
        if afterCR, byte == 0x0A {
            afterCR = false
            continue
        }
        afterCR = byte == 0x0D
        if byte == 0x0A || byte == 0x0D {
            lengths.append(length)
            length = 0
        } else {
            length += 1
        }
    }
    return lengths + [length]
}
