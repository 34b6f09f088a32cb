import Foundation

/// The compiler's findings between two compiles.
///
/// The compile runs only when typing pauses, so the checks as the author types (without the
/// compiler) would drop them. They are kept, moved with the edits (a line inserted above one moves
/// it down), and published with each of those checks until the next compile replaces them.
extension LanguageServer {
    /// The rules whose findings only a compile gives.
    static let compilerRuleIDs = Set(CheckResult.compilerRules)

    /// What a compile found that only the compiler finds, by file.
    static func compilerFindings(of checked: CheckedCourse) -> [String: [Diagnostic]] {
        var kept: [String: [Diagnostic]] = [:]
        for (path, diagnostics) in checked.diagnostics {
            let found = diagnostics.filter { $0.rule.map { compilerRuleIDs.contains($0.rawValue) } ?? false }
            if !found.isEmpty { kept[path] = found }
        }
        return kept
    }

    /// `findings` (in a document) moved through the document's `changes`, in order.
    ///
    /// A finding below a change moves by the lines it added or took out; one inside it stays on its
    /// first line (or within what replaced it). A change of the whole text leaves them where they
    /// were.
    static func moving(_ findings: [Diagnostic], through changes: [JSONValue]) -> [Diagnostic] {
        var findings = findings
        for change in changes {
            // Positions the text's change took (a line out of range was refused before).
            func line(_ position: JSONValue?) -> Int? {
                guard let number = position?["line"]?.number, number >= 0, number < 1e9 else { return nil }
                return Int(number) + 1
            }
            guard let range = change["range"], let text = change["text"]?.string,
                let start = line(range["start"]), let end = line(range["end"]), start <= end
            else { continue }
            let added = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let delta = added - (end - start)
            for index in findings.indices {
                let line = findings[index].location.line
                if line > end {
                    findings[index].location.line = line + delta
                } else if line > start {
                    findings[index].location.line = start + min(line - start, added)
                }
            }
        }
        return findings
    }
}
