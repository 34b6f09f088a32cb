import Foundation

/// Where a front-matter key is written in a lesson file.
///
/// So count and numbering problems point at the line that makes the promise rather than at the top
/// of the file. Read only when there is something to report.
enum FrontMatterLines {
    /// The file's text is the editor's where `context` has it (`CheckOptions.editorTexts`).
    static func location(of key: String, in file: String, _ context: CheckContext) -> SourceLocation {
        let top = SourceLocation(file: file, line: 1, column: 1)
        guard let text = context.editorTexts[file] ?? (try? String(contentsOfFile: file, encoding: .utf8)) else {
            return top
        }
        // Lines as the reader counts them (a lone "\r" ends one too).
        let lines = SourceText(file: file, text: String(text.prefix(8192))).lines
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else { return top }
        for (index, line) in lines.enumerated().dropFirst() {
            if line.trimmingCharacters(in: .whitespaces) == "---" { break }
            if line.hasPrefix(key + ":") { return SourceLocation(file: file, line: index + 1, column: 1) }
        }
        return top
    }
}
