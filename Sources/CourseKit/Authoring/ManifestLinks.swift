import Foundation

/// Writes a lesson's link into the manifest's list in lesson order: after the link of the written
/// lesson just below it, or before the one just above it, in the same list style.
enum ManifestLinks {
    /// `text` with `- [Lesson N: Title](path)` added, and the lesson it went after or before.
    static func inserting(number: Int, title: String, path: String, into text: String,
                          numbers: [String: Int]) -> (text: String, place: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        guard let neighbour = below ?? above else {
            if lines.last == "" { lines.removeLast() }
            if let last = lines.last, !last.trimmingCharacters(in: .whitespaces).isEmpty { lines.append("") }
            lines += ["- [\(label)](\(path))", ""]
            return (lines.joined(separator: "\n"), "at the end")
        }
        let first = lines[neighbour.item.start.line - 1]
        let carriageReturn = first.hasSuffix("\r") ? "\r" : ""
        let line = marker(of: first) + "[\(label)](\(path))" + carriageReturn
        if below != nil {
            // An item's range can take in the blank line after it; the link goes after its last text.
            var last = min(neighbour.item.end.line, lines.count)
            while last > neighbour.item.start.line, lines[last - 1].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
            lines.insert(line, at: last)
            return (lines.joined(separator: "\n"), "after lesson \(neighbour.number)")
        }
        lines.insert(line, at: neighbour.item.start.line - 1)
        return (lines.joined(separator: "\n"), "before lesson \(neighbour.number)")
    }

    /// The list marker and indentation of an item's first line (`- `, `  * `, `4. `), or `- `.
    private static func marker(of line: String) -> String {
        guard let bracket = line.firstIndex(of: "[") else { return "- " }
        let prefix = line[..<bracket]
        let marker = prefix.trimmingCharacters(in: .whitespaces)
        let bullet = ["-", "*", "+"].contains(marker)
        let ordered = marker.count > 1 && (marker.hasSuffix(".") || marker.hasSuffix(")"))
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
