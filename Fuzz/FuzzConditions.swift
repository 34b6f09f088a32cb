// The `conditions` target: a course's Swift as the type-check hands it to the compiler, with its
// `#if` and `#elseif` lines resolved for the course's platform (Checking/Conditions:
// `ConditionalDirectives` over `SwiftTokenScan`, `BuildConditions`), for each platform.
//
// Invariants: no trap; the text keeps its length in bytes and every byte outside the predicates
// replaced, so every line and column stays where it was; what is replaced is one predicate call
// of a directive's line, now `true` or `false` and spaces; resolving the result again changes
// nothing.

func fuzzConditions(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let source = String(decoding: input, as: UTF8.self)
        let before = Array(source.utf8)
        for platform in BuildSettings.Platform.Name.allCases {
            let conditions = BuildConditions(platform: platform, modules: ["SwiftUI", "UIKit"])
            let resolved = ConditionalDirectives.resolved(source, under: conditions)
            let after = Array(resolved.utf8)
            try expect(after.count == before.count, "\(platform): \(before.count) bytes became \(after.count)")
            let replaced = ConditionalDirectives.predicates(in: SwiftTokenScan(source)).map(\.bytes)
            for offset in before.indices where before[offset] != after[offset] {
                try expect(
                    replaced.contains { $0.contains(offset) },
                    "\(platform): byte \(offset) changed outside a predicate")
            }
            for range in replaced where before[range] != after[range] {
                let text = String(decoding: after[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                try expect(
                    (text == "true" || text == "false") && !before[range].contains(UInt8(ascii: "\n")),
                    "\(platform): a predicate became '\(text)'")
            }
            try expect(
                ConditionalDirectives.resolved(resolved, under: conditions) == resolved,
                "\(platform): resolving twice changes the text")
        }
    }
}
