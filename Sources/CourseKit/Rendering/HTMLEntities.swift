/// Character references in an author's raw HTML, decoded before the sanitizer re-escapes the text.
///
/// So `&amp;` stays one ampersand and `java&#115;cript:` is seen for what it is.
///
/// Uses the Markdown module's full HTML5 table, so every reference a browser would decode is
/// decoded here too; anything that is not a reference stays literal text (and is re-escaped).
enum HTMLEntities {
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        Unescape.entities(bytes, bytes.indices, into: &decoded)
        return String(decoding: decoded, as: UTF8.self)
    }
}
