/// The two escapings cmark's HTML output uses.
///
/// Text and attribute values (`&`, `<`, `>`, `"`), and URLs (percent-encoding everything outside a
/// safe set, as `houdini_escape_href`).
enum HTMLOutputEscaping {
    /// Which bytes `appendEscaped` replaces; runs of other bytes are copied in one go.
    static let needsEscape: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in "&<>\"".utf8 { table[Int(c)] = true }
        return table
    }()

    /// `text` escaped for a web page's text or an attribute value (also an Anki field).
    ///
    /// The one escaping for everything from a course, so that no lesson text can ever open a tag.
    static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &out) }
    }

    static func appendEscaped<C: Collection>(_ text: C, to out: inout [UInt8]) where C.Element == UInt8 {
        if let done: Void = text.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) {
            return done
        }
        appendEscaped(Array(text), to: &out)
    }

    static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let escape = needsEscape
        var runStart = 0
        for i in 0..<text.count where escape[Int(text[i])] {
            if i > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<i])) }
            switch text[i] {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            default: out.append(contentsOf: "&quot;".utf8)
            }
            runStart = i + 1
        }
        if runStart < text.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...])) }
    }

    /// Bytes a URL keeps as they are; everything else is percent-encoded.
    static let hrefSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in "-_.+!*(),%#@?=;:/$~".utf8 { table[Int(c)] = true }
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(c)] = true }
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(c)] = true }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(c)] = true }
        return table
    }()

    static func appendEscapedURL<S: Sequence>(_ url: S, to out: inout [UInt8]) where S.Element == UInt8 {
        let safe = hrefSafe
        let hex = Array("0123456789ABCDEF".utf8)
        for c in url {
            if safe[Int(c)] {
                out.append(c)
            } else if c == UInt8(ascii: "&") {
                out.append(contentsOf: Array("&amp;".utf8))
            } else if c == UInt8(ascii: "'") {
                out.append(contentsOf: Array("&#x27;".utf8))
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(c >> 4)])
                out.append(hex[Int(c & 0x0F)])
            }
        }
    }
}
