/// A place in a file the checker reports on: path as given to `course check` (relative paths stay
/// relative so the output can be pasted into an editor), 1-based line, 1-based column in UTF-8 bytes.
public struct CheckLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: CheckLocation, rhs: CheckLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// `path:line:column`, the form compilers and editors use.
    public var description: String { "\(path):\(line):\(column)" }

    /// The same file, `lines` further down; used to map a line inside a code block back to the lesson.
    public func movedDown(_ lines: Int, column newColumn: Int? = nil) -> CheckLocation {
        CheckLocation(path: path, line: line + lines, column: newColumn ?? column)
    }
}

public enum CheckSeverity: String, Sendable, Codable, Comparable {
    case warning, error

    public static func < (lhs: CheckSeverity, rhs: CheckSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One finding of `course check`: which rule, how bad, where, and what to do about it.
///
/// `notes` are extra lines printed under the message (for example the expected lines of a code
/// change next to the lines the file really has); they never carry a location of their own.
public struct CheckDiagnostic: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: CheckSeverity
    public var message: String
    public var location: CheckLocation
    public var notes: [String]

    public init(rule: String, severity: CheckSeverity = .error, message: String,
                location: CheckLocation, notes: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }
}
