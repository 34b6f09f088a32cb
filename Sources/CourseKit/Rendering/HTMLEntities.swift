/// Character references in an author's raw HTML, decoded before the sanitizer re-escapes the text,
/// so `&amp;` stays one ampersand and `java&#115;cript:` is seen for what it is.
enum HTMLEntities {
    /// The named references authors actually type; any other `&name;` is kept as literal text.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©",
        "mdash": "—", "ndash": "–", "hellip": "…", "rarr": "→", "larr": "←", "times": "×",
        "colon": ":", "lpar": "(", "rpar": ")", "sol": "/", "tab": "\t", "newline": "\n", "middot": "·",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "cmd": "⌘",
    ]

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            if let (decoded, length) = reference(at: rest) {
                result += decoded
                rest = rest.dropFirst(length)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// The reference at the start of `text` (which starts with `&`) and its length in characters.
    private static func reference(at text: Substring) -> (String, Int)? {
        guard let semicolon = text.prefix(34).firstIndex(of: ";") else { return nil }
        let body = text[text.index(after: text.startIndex)..<semicolon]
        let length = body.count + 2
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let isHex = digits.first == "x" || digits.first == "X"
            guard let value = UInt32(isHex ? digits.dropFirst() : digits, radix: isHex ? 16 : 10) else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), length)
        }
        return named[String(body)].map { ($0, length) }
    }
}
