// The `interface-lines` target: a course's Swift and its own `interface/` files as the interface's
// machinery reads them (`Checking/Interface`): the modules a text imports (`InterfaceImports`), its
// `@available` lines made into one attribute for a platform (`InterfaceAvailability.marked`), the
// code around a place that excuses a use (`isExcused`), and the compiler's message about a marked API
// read back (`InterfaceAvailability.Use`).
//
// Invariants: no trap; every module named is an identifier; marking keeps the number of lines and
// changes only lines that begin (after spaces) with `@available(`, each made blank or into one
// attribute whose message, as the compiler would print it, reads back as the verdict it was made
// from; the SDK's message for it names the platform (a renamed API: the new name); the same text with no
// platform marks nothing.

import Foundation

private let platforms: [BuildSettings.Platform] = [
    .init(name: .iOS, version: "16.4"), .init(name: .macOS, version: "15.0"), .init(name: .visionOS, version: "2"),
]

func fuzzInterfaceLines(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let text = String(decoding: input, as: UTF8.self)
        for name in InterfaceImports.modules(in: text) {
            try expect(
                !name.isEmpty && !name.contains(where: { $0 == " " || $0 == "\n" || $0 == "(" }),
                "'\(name)' is no module name")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for platform in platforms {
            let marked = InterfaceAvailability.marked(text, platform: platform)
            let after = marked.split(separator: "\n", omittingEmptySubsequences: false)
            try expect(after.count == lines.count, "\(lines.count) lines became \(after.count)")
            for (old, new) in zip(lines, after) where old != new {
                try expect(old.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@available("), "changed: \(old)")
                try checkMarker(String(new), platform: platform)
            }
        }
        let unmarked = InterfaceAvailability.marked(text, platform: nil)
        try expect(
            !unmarked.contains("course-availability") || text.contains("course-availability"), "marked for no platform")
        // The code around each line's start, and a quarter of the way in, for each kind of verdict.
        for (index, line) in lines.enumerated().prefix(64) {
            for kind in [InterfaceAvailability.Verdict.Kind.introduced, .deprecated, .unavailable] {
                let verdict = InterfaceAvailability.Verdict(kind: kind, platform: "iOS", version: "17.0")
                _ = InterfaceAvailability.isExcused(verdict, in: text, line: index + 1, column: line.utf8.count / 4 + 1)
            }
        }
        if let use = InterfaceAvailability.Use(text) { _ = use.sdkMessage }
    }
}

/// A line `marked` wrote: blank, or the attribute of a verdict whose message reads back as it.
private func checkMarker(_ line: String, platform: BuildSettings.Platform) throws(SkipInput) {
    let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
    guard !trimmed.isEmpty else { return }
    let prefix = "@available(*, "
    try expect(trimmed.hasPrefix(prefix) && trimmed.hasSuffix("\")"), "not an attribute: \(line)")
    guard let start = trimmed.range(of: "message: \"") else { throw SkipInput() }
    // As the compiler prints the message: the literal's escapes made plain.
    let message = trimmed[start.upperBound...].dropLast(2).replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\\\\", with: "\\")
    let said = "'X' is \(trimmed.contains("unavailable,") ? "unavailable" : "deprecated"): \(message)"
    guard let use = InterfaceAvailability.Use(said) else {
        try expect(false, "not read back: \(said)")
        return
    }
    try expect(use.verdict.platform == platform.name.rawValue, "\(said) → \(use.verdict.platform)")
    // Swift's message for a renamed API names the new name, not the platform.
    try expect(
        use.sdkMessage.contains(use.verdict.kind == .renamed ? "renamed to" : platform.name.rawValue),
        "\(use.sdkMessage)")
}
