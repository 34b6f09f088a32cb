/// The two escapings cmark's HTML output uses: text and attribute values (`&`, `<`, `>`, `"`),
/// and URLs (percent-encoding everything outside a safe set, as `houdini_escape_href`).
enum HTMLOutputEscaping {
    static func appendEscaped<S: Sequence>(_ text: S, to out: inout [UInt8]) where S.Element == UInt8 {
        for c in text {
            switch c {
            case UInt8(ascii: "&"): out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
            case UInt8(ascii: "<"): out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
            case UInt8(ascii: ">"): out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
            case UInt8(ascii: "\""): out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
            default: out.append(c)
            }
        }
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
