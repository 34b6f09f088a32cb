/// A problem found in a course, reported as the compilers do:
/// `path:line:column: error: message [rule]`, then an indented `hint:` line.
///
/// The reader and `course check` share it, so that every tool prints problems the same way and a CI
/// annotation or an editor can jump to them.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 2
            case .warning: 1
            case .note: 0
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// What to do about it, in one sentence.
    public var hint: String?
    /// The rule that found it (`unknown-attribute`, `snippet-parse`, …): lets a test or a user tell
    /// one kind of problem from another without parsing the message.
    public var rule: String?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation,
                hint: String? = nil, rule: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
        self.rule = rule
    }

    public static func error(_ message: String, at location: SourceLocation, hint: String? = nil,
                             rule: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint, rule: rule)
    }

    public static func warning(_ message: String, at location: SourceLocation, hint: String? = nil,
                               rule: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint, rule: rule)
    }

    /// The first line: `path:line:column: error: message [rule]`.
    public var headline: String {
        let suffix = rule.map { " [\($0)]" } ?? ""
        return "\(location): \(severity.rawValue): \(message)\(suffix)"
    }

    /// The headline, and the hint on a line of its own when there is one.
    public var description: String {
        guard let hint else { return headline }
        return headline + "\n  hint: " + hint
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// In file order, then line and column: the order a reader fixes them in.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            a.element.location == b.element.location ? a.offset < b.offset
                : a.element.location < b.element.location
        }.map(\.element)
    }
}
