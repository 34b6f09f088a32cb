/// Cleans raw HTML written in a lesson (HTML blocks and inline HTML) the way GitHub does.
///
/// A short allowlist of harmless tags with safe attributes passes, re-written from scratch;
/// everything else is dropped. Scripts, styles and frames lose their content too; event handlers
/// (`on…`) and URLs with any scheme but http, https and mailto never reach the page.
///
/// One sanitizer serves one container of blocks: it remembers the tags it let open, so a
/// `<details>` in one HTML block may be closed by `</details>` in a later one, stray end tags are
/// dropped, and `closeAll()` closes what the author left open. The page stays well formed.
struct HTMLSanitizer {
    /// Tags allowed inside a paragraph (inline HTML) and everywhere else.
    static let inlineTags: Set<String> = [
        "kbd", "sup", "sub", "br", "b", "i", "em", "strong", "code", "s", "del", "ins", "mark", "small",
        "abbr", "q", "var", "samp", "a", "img", "span",
    ]
    /// Tags allowed only where a block may stand (an HTML block).
    static let blockTags: Set<String> = ["details", "summary", "p", "hr", "blockquote", "div"]
    static let voidTags: Set<String> = ["br", "hr", "img"]
    /// Elements whose content is code or chrome, not text: dropped with everything inside.
    static let droppedWithContent: Set<String> = [
        "script", "style", "iframe", "object", "embed", "template", "textarea", "title", "noscript",
        "xmp", "noembed", "noframes", "svg", "math", "select",
    ]
    static let attributes: [String: Set<String>] = [
        "a": ["href", "title"], "img": ["src", "alt", "title", "width", "height"], "abbr": ["title"],
        "details": ["open"], "q": ["cite"],
    ]
    static let urlAttributes: Set<String> = ["href", "src", "cite"]

    private var openTags: [String] = []
    /// A `<script>` (or the like) whose end tag is in a later piece of raw HTML.
    ///
    /// Until then, everything is dropped, Markdown text between the pieces too.
    private(set) var droppingContentOf: String?

    /// `html` cleaned; `allowBlocks` is false for inline HTML inside a paragraph.
    mutating func sanitize(_ html: String, allowBlocks: Bool) -> String {
        var output = ""
        var tokenizer = HTMLTokenizer(html)
        if let name = droppingContentOf {
            guard tokenizer.skip(untilEndOf: name) else { return "" }
            droppingContentOf = nil
        }
        while let token = tokenizer.next() {
            switch token {
            case .text(let text):
                output += HTMLOutputEscaping.escaped(text)
            case .startTag(let name, _, _) where Self.droppedWithContent.contains(name):
                if !tokenizer.skip(untilEndOf: name) { droppingContentOf = name }
            case .startTag(let name, let attributes, _):
                guard Self.inlineTags.contains(name) || (allowBlocks && Self.blockTags.contains(name))
                else { continue }
                // A picture with no safe address shows nothing: the tag goes (its alt text with it).
                if name == "img" && !attributes.contains(where: { $0.name == "src" && Self.isSafeURL($0.value) }) {
                    continue
                }
                output += "<\(name)\(Self.safeAttributes(attributes, of: name))>"
                if !Self.voidTags.contains(name) { openTags.append(name) }
            case .endTag(let name):
                guard let position = openTags.lastIndex(of: name) else { continue }
                while openTags.count > position { output += "</\(openTags.removeLast())>" }
            }
        }
        return output
    }

    /// End tags for everything still open, innermost first.
    mutating func closeAll() -> String {
        defer {
            openTags.removeAll()
            droppingContentOf = nil
        }
        return openTags.reversed().map { "</\($0)>" }.joined()
    }

    static func safeAttributes(_ attributes: [HTMLToken.Attribute], of tag: String) -> String {
        let allowed = Self.attributes[tag] ?? []
        var seen: Set<String> = []
        var result = ""
        for attribute in attributes where allowed.contains(attribute.name) && seen.insert(attribute.name).inserted {
            let (name, value) = (attribute.name, attribute.value)
            if urlAttributes.contains(name) && !isSafeURL(value) { continue }
            if (name == "width" || name == "height") && !value.allSatisfy(\.isASCII) { continue }
            result += name == "open" ? " open" : " \(name)=\"\(HTMLOutputEscaping.escaped(value))\""
        }
        if tag == "img" && !seen.contains("alt") { result += " alt=\"\"" }
        return result
    }

    /// Relative URLs, fragments, and the http, https and mailto schemes; nothing else.
    static func isSafeURL(_ url: String) -> Bool {
        let compact = String(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        guard let colon = compact.firstIndex(of: ":") else { return true }
        let beforeColon = compact[..<colon]
        if beforeColon.contains(where: { "/?#".contains($0) }) { return true }
        return ["http", "https", "mailto"].contains(beforeColon.lowercased())
    }
}
