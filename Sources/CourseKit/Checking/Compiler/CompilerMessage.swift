/// One diagnostic line of `swiftc -diagnostic-style llvm`: `file:line:column: error: message`.
struct CompilerMessage: Sendable, Hashable {
    enum Severity: String, Sendable { case error, warning, note, remark }

    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String

    /// Picks the diagnostic lines out of the compiler's output, skipping the echoed source and
    /// caret lines that follow each one. Lines without a position (`<unknown>:0: error: …`) come
    /// back with line 0 so the caller can report them as a failure of the compiler itself.
    static func parseAll(_ output: String) -> [CompilerMessage] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { parse(String($0)) }
    }

    static func parse(_ line: String) -> CompilerMessage? {
        for severity in [Severity.error, .warning, .note, .remark] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let position = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[marker.upperBound...])
            if position.count >= 3, let lineNumber = Int(position[position.count - 2]),
                let column = Int(position[position.count - 1])
            {
                let file = position.dropLast(2).joined(separator: ":")
                return CompilerMessage(
                    file: file, line: lineNumber, column: column,
                    severity: severity, message: message)
            }
            if position.count >= 2, let lineNumber = Int(position[position.count - 1]) {
                let file = position.dropLast(1).joined(separator: ":")
                return CompilerMessage(
                    file: file, line: lineNumber, column: 0,
                    severity: severity, message: message)
            }
        }
        return nil
    }
}
