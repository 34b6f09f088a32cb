/// A verdict as text for a terminal, as `course grade` prints it (docs/quiz.md).
///
/// The verdict line; a line for each difference saying what kind of thing differs; the compiler's
/// messages, each at `line:column` with the typed line and a caret under the column; the typed code
/// and the answer with the tokens that differ marked (`^` under them); then the answer. Everything
/// typed or read from the course is made inert (`InertText`).
package enum GradeText {
    /// The verdict's line: "same as the answer", "compiles, but is not the same as the answer", …
    package static func verdictLine(_ result: GradeResult) -> String {
        let notCompiled = result.compiled ? "" : " (not compiled)"
        switch result.verdict {
        case .same: return "same as the answer" + notCompiled
        case .compiles:
            return "compiles, but is not the same as the answer (\(plural(result.differences.count, "difference")))"
        case .error: return "error: the compiler rejects it in the card's context"
        case .different:
            return "not the same as the answer (\(plural(result.differences.count, "difference")))" + notCompiled
        }
    }

    package static func render(_ result: GradeResult, typed: String, answer: String) -> String {
        var out = verdictLine(result) + "\n"
        // What kind of thing differs, a line for each difference.
        for difference in result.differences where !difference.what.isEmpty {
            out += InertText.line(difference.what) + "\n"
        }
        let typedLines = lines(of: typed)
        for message in result.messages {
            let place =
                message.line > 0 ? "\(message.line)" + (message.column > 0 ? ":\(message.column)" : "") + ": " : ""
            out += "\n" + place + message.severity + ": " + InertText.line(message.message) + "\n"
            if message.line > 0, message.line <= typedLines.count {
                out += numbered(message.line, typedLines[message.line - 1], width: width(typedLines.count))
                if message.column > 0 {
                    out += gutter(width(typedLines.count)) + String(repeating: " ", count: message.column - 1) + "^\n"
                }
            }
        }
        if !result.differences.isEmpty {
            out += "\nTyped (what differs is marked ^):\n"
            out += marked(typed, spans: result.differences.compactMap(\.typed))
            out += "\nAnswer:\n"
            out += marked(answer, spans: result.differences.compactMap(\.answer))
        } else if result.verdict != .same {
            out += "\nAnswer:\n" + marked(answer, spans: [])
        }
        return out
    }

    /// The lines of `text`, without the empty one after a final line break.
    private static func lines(of text: String) -> [String] {
        var lines = LineEnds.lines(of: text).map(String.init)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func width(_ count: Int) -> Int { String(max(count, 1)).count }

    private static func gutter(_ width: Int) -> String { String(repeating: " ", count: width + 3) + "| " }

    private static func numbered(_ number: Int, _ line: String, width: Int) -> String {
        let label = String(number)
        return String(repeating: " ", count: width - label.count + 2) + label + " | " + InertText.line(line) + "\n"
    }

    /// `text` numbered line by line, with a line of `^` under each stretch that a span covers.
    private static func marked(_ text: String, spans: [GradeResult.Difference.Span]) -> String {
        let lines = lines(of: text).map { Array($0) }
        let digits = width(lines.count)
        // Marked columns per line (0-based character offsets).
        var marks = Array(repeating: [Bool](), count: lines.count)
        for span in spans {
            var line = span.line - 1
            var column = span.column - 1
            var remaining = span.text.count
            while remaining > 0, line >= 0, line < lines.count {
                if marks[line].isEmpty { marks[line] = Array(repeating: false, count: lines[line].count + 1) }
                while remaining > 0, column < lines[line].count {
                    marks[line][max(column, 0)] = true
                    column += 1
                    remaining -= 1
                }
                // The line break, and the next line from its start.
                remaining -= 1
                line += 1
                column = 0
            }
            if span.text.isEmpty, line >= 0, line < lines.count {
                if marks[line].isEmpty { marks[line] = Array(repeating: false, count: lines[line].count + 1) }
                marks[line][min(max(column, 0), lines[line].count)] = true
            }
        }
        var out = ""
        for (index, line) in lines.enumerated() {
            out += numbered(index + 1, String(line), width: digits)
            if marks[index].contains(true) {
                let carets = String(marks[index].map { $0 ? "^" : " " })
                out += gutter(digits) + String(carets.reversed().drop(while: { $0 == " " }).reversed()) + "\n"
            }
        }
        return out
    }
}
