/// What the snippet checks found, and how much of the checking they could do.
public struct SnippetReport: Sendable, Equatable {
    public var diagnostics: [Diagnostic] = []
    /// Snippets that went through `swiftc -parse`.
    public var parsed = 0
    /// Snippets that went through `swiftc -typecheck`.
    public var typeChecked = 0
    /// Snippets (or checks of them) not done, by reason.
    public var skipped: [String: Int] = [:]

    public init() {}

    mutating func skip(_ count: Int = 1, because reason: String) {
        guard count > 0 else { return }
        skipped[reason, default: 0] += count
    }

    /// `12 parsed, 3 type-checked, 9 skipped (6 import SwiftUI, …)`.
    public var summary: String {
        var text = "\(parsed) parsed, \(typeChecked) type-checked"
        let skippedCount = skipped.values.reduce(0, +)
        if skippedCount > 0 {
            let reasons = skipped.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            text += ", \(skippedCount) skipped (\(reasons))"
        }
        return text
    }
}
