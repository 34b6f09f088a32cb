/// Escaping for text that goes into a web page or an Anki field: everything from the content passes
/// through here, so no lesson text can ever open a tag.
package enum HTMLEscaping {
    /// `&`, `<`, `>` (and `"` so the same result is safe inside an attribute value).
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
