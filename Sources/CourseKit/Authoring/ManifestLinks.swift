import Foundation

/// Writes a lesson's link into the manifest's list in lesson order.
///
/// After the link of the written lesson just below it, or before the one just above it, in the same
/// list style.
enum ManifestLinks {
    /// `text` with `- [Lesson N: Title](path)` added, and the lesson it went after or before.
    ///
    /// The manifest's lines keep their own line ends (LF, CRLF or CR, as the parser counts them);
    /// the new line takes the line end of the item beside it, or of the file's first line.
    static func inserting(
        number: Int, title: String, path: String, into text: String,
        numbers: [String: Int]
    ) -> (text: String, place: String) {
        var lines = LineEnds.linesWithEnds(of: text[...]).map { line in
            let content = LineEnds.droppingFinal(line)
            return (text: String(content), end: String(line[content.endIndex...]))
        }
        let items = ManifestReader.lessonLinkItems(text).compactMap { item in
            numbers[item.path].map { (item: item.item, number: $0) }
        }
        let label = "Lesson \(number): " + escapedLinkText(title)
        var below: (item: SourceRange, number: Int)?
        var above: (item: SourceRange, number: Int)?
        for item in items {
            if item.number < number, below.map({ item.number >= $0.number }) ?? true { below = item }
            if item.number > number, above.map({ item.number < $0.number }) ?? true { above = item }
        }
        func joined() -> String { lines.map { $0.text + $0.end }.joined() }
        /// Puts `line` before line `index` (0-based).
        ///
        /// At the end, after a last line that had no line end, that line gets one and the new line
        /// goes without.
        func insert(_ line: String, end: String, at index: Int) {
            if index == lines.count, let last = lines.last, last.end.isEmpty {
                lines[index - 1].end = end
                lines.append((line, ""))
            } else {
                lines.insert((line, end), at: index)
            }
        }
        let fileEnd = lines.first.map(\.end).flatMap { $0.isEmpty ? nil : $0 } ?? "\n"
        guard let neighbour = below ?? above else {
            if let last = lines.last, last.end.isEmpty { lines[lines.count - 1].end = fileEnd }
            if let last = lines.last, !last.text.trimmingCharacters(in: .whitespaces).isEmpty {
                lines.append(("", fileEnd))
            }
            lines.append(("- [\(label)](\(path))", fileEnd))
            return (joined(), "at the end")
        }
        let first = lines[neighbour.item.start.line - 1]
        let end = first.end.isEmpty ? fileEnd : first.end
        let line = marker(of: first.text) + "[\(label)](\(path))"
        if below != nil {
            // An item's range can take in the blank line after it; the link goes after its last text.
            var last = min(neighbour.item.end.line, lines.count)
            while last > neighbour.item.start.line, lines[last - 1].text.trimmingCharacters(in: .whitespaces).isEmpty {
                last -= 1
            }
            insert(line, end: end, at: last)
            return (joined(), "after lesson \(neighbour.number)")
        }
        insert(line, end: end, at: neighbour.item.start.line - 1)
        return (joined(), "before lesson \(neighbour.number)")
    }

    /// The list marker and indentation of an item's first line (`- `, `  * `, `4. `), or `- `.
    private static func marker(of line: String) -> String {
        guard let bracket = line.firstIndex(of: "[") else { return "- " }
        let prefix = line[..<bracket]
        let marker = prefix.trimmingCharacters(in: .whitespaces)
        let bullet = ["-", "*", "+"].contains(marker)
        let ordered =
            marker.count > 1 && (marker.hasSuffix(".") || marker.hasSuffix(")"))
            && marker.dropLast().allSatisfy(\.isASCIIDigit)
        return (bullet || ordered) && prefix.hasSuffix(" ") ? String(prefix) : "- "
    }

    /// A title as a link's text: brackets and backslashes escaped.
    static func escapedLinkText(_ title: String) -> String {
        var text = ""
        for character in title {
            if character == "[" || character == "]" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
