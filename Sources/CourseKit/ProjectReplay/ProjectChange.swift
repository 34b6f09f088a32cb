/// One edit to a sample project, in the form the replay applies it.
///
/// A lesson's `CodeChange` is one of these (create, append) or one per diff hunk (replace, edit).
package struct ProjectChange: Sendable, Equatable {
    package enum Operation: Sendable, Equatable {
        /// A new file with this whole text; the file must not exist yet.
        case createFile(text: String)
        /// This text after the file's last line, separated by one blank line.
        case appendToFile(text: String)
        /// `before` must occur in the file exactly once (whitespace included) and becomes `after`.
        case replace(before: String, after: String)
    }

    /// Relative to the project folder, `/`-separated.
    package var path: String
    package var operation: Operation
    /// Where each line of the new text is written in the lesson (empty when unknown).
    ///
    /// So a parse error in the changed file can be reported on the lesson's own line.
    var newTextOrigins: [SourceLocation]

    package init(path: String, operation: Operation, newTextOrigins: [SourceLocation] = []) {
        self.path = path
        self.operation = operation
        self.newTextOrigins = newTextOrigins
    }

    /// The text the change puts into the file.
    var newText: String {
        switch operation {
        case .createFile(let text), .appendToFile(let text): text
        case .replace(_, let after): after
        }
    }
}

extension CodeChange {
    /// The edits that replay this change: one for create and append, one per hunk for diffs.
    var projectChanges: [ProjectChange] {
        switch kind {
        case .create, .append:
            let lineCount = LineEnds.count(in: code.utf8) + 1
            let origins = (0..<lineCount).map { codeLocation.movedDown($0) }
            let text = kind == .create ? ProjectChange.Operation.createFile(text: code) : .appendToFile(text: code)
            return [ProjectChange(path: file, operation: text, newTextOrigins: origins)]
        case .replace, .edit:
            return hunks.map { hunk in
                let origins = hunk.lines.enumerated().filter { $0.element.kind != .removed }.map {
                    SourceLocation(
                        file: hunk.location.file, line: hunk.location.line + $0.offset,
                        column: codeLocation.column + 1)
                }
                return ProjectChange(
                    path: file, operation: .replace(before: hunk.before, after: hunk.after),
                    newTextOrigins: origins)
            }
        }
    }
}
