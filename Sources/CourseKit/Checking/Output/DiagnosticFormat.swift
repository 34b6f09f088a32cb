import Foundation

/// How `course check` prints its diagnostics (`--format`).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: message [rule]` and an indented hint, as compilers print them.
    case text
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
    case github
    /// One JSON array of `{file, line, column, severity, rule, message, hint?}` objects.
    case json

    /// The diagnostics in this format, ending in a newline.
    ///
    /// Empty when there are none, except for JSON, which always prints an array.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text:
            return diagnostics.map { $0.description + "\n" }.joined()
        case .github:
            return diagnostics.map(Self.workflowCommand).joined()
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let records = diagnostics.map(JSONRecord.init)
            let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// GitHub reads `%`, CR and LF escaped in the message, and also `:` and `,` in property values.
    ///
    /// The message and hint quote lesson lines: they are made inert first (`InertText`), so the log
    /// shows no escape sequence from a lesson, and the command stays one line (its line breaks are
    /// `%0A`): a `::` from a lesson is text inside it and cannot start another workflow command.
    private static func workflowCommand(_ diagnostic: Diagnostic) -> String {
        func escapeData(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func escapeProperty(_ text: String) -> String {
            escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        let location = diagnostic.location
        let title = diagnostic.rule?.rawValue ?? "course check"
        let message = InertText.text(diagnostic.message + (diagnostic.hint.map { "\nhint: " + $0 } ?? ""))
        return
            "::\(command) file=\(escapeProperty(InertText.line(location.file))),line=\(location.line),col=\(location.column),"
            + "title=\(escapeProperty(title))::\(escapeData(message))\n"
    }

    /// The documented JSON shape of one diagnostic (docs/checks.md).
    private struct JSONRecord: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
        var hint: String?

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            rule = (diagnostic.rule ?? .structure).rawValue
            message = diagnostic.message
            hint = diagnostic.hint
        }
    }
}
