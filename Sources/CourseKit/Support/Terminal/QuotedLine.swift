/// A line of a file, quoted for a message.
///
/// In double quotes, with tabs and every other control character written as escapes, so nothing
/// read from a file reaches a terminal raw.
package enum QuotedLine {
    package static func quote(_ bytes: [UInt8]) -> String {
        "\"" + escaped(String(decoding: bytes, as: UTF8.self)) + "\""
    }

    /// The text with tabs and other control characters written as escapes.
    package static func escaped(_ line: String) -> String {
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
