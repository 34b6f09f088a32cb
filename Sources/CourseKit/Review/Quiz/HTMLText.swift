import Foundation

/// The text a reader would see in a raw HTML block of a lesson (`<details>`, `<summary>Answer</summary>`,
/// `<!-- metadata -->`): tags and comments dropped, so the terminal never shows markup.
enum HTMLText {
    static func visibleText(of html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                guard let close = rest.range(of: "-->") else { return clean(result) }
                rest = rest[close.upperBound...]
            } else if let close = rest.firstIndex(of: ">") {
                rest = rest[rest.index(after: close)...]
            } else {
                break
            }
        }
        result += rest
        return clean(result)
    }

    private static func clean(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
