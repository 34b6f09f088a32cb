/// How much of the snippet checking could be done: counts for the summary line.
public struct SnippetReport: Sendable, Equatable {
    /// Snippets that went through `swiftc -parse`.
    public var parsed = 0
    /// Snippets that went through `swiftc -typecheck`.
    public var typeChecked = 0
    /// Snippets not compiled at all, by reason (`check=none`, `--no-compiler`, no swiftc).
    public var skipped: [String: Int] = [:]
    /// Parsed snippets that were not type-checked, by reason.
    ///
    /// Only with `--strict-typecheck`, except expected failures, which without it are confirmed
    /// only when they fail to parse.
    public var notTypeChecked: [String: Int] = [:]

    public init() {}

    mutating func skip(_ count: Int = 1, because reason: String) {
        if count > 0 { skipped[reason, default: 0] += count }
    }

    mutating func leaveUntypechecked(because reason: String) {
        notTypeChecked[reason, default: 0] += 1
    }

    /// `36 parsed, 0 type-checked, 6 skipped (6 check=none); not type-checked: 25 fragments, …`.
    public var summary: String {
        var text = "\(parsed) parsed, \(typeChecked) type-checked"
        let skippedCount = skipped.values.reduce(0, +)
        if skippedCount > 0 { text += ", \(skippedCount) skipped (\(Self.list(skipped)))" }
        if !notTypeChecked.isEmpty { text += "; not type-checked: \(Self.list(notTypeChecked))" }
        return text
    }

    private static func list(_ reasons: [String: Int]) -> String {
        reasons.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }
}
