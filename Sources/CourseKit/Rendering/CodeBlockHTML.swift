/// Code on the page: a plain listing, highlighted when it is Swift, and a change shown as a diff —
/// removed and added lines coloured *and* prefixed with `-` and `+`, so it reads without colour too.
/// A `caption` is HTML (the caller escapes it): "Add to <code>Styles.swift</code>".
enum CodeBlockHTML {
    static func listing(_ code: String, language: String, caption: String? = nil) -> String {
        let lines = HighlightedCodeHTML.lines(code, language: language)
        let languageClass = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
        let pre = "<pre class=\"code\"><code\(languageClass)>\(lines.joined(separator: "\n"))</code></pre>\n"
        return figure(pre, caption: caption)
    }

    /// `old` → `new` as a diff; with `context` lines of unchanged code around each change
    /// (`nil`: every line, for a short declaration that is read whole).
    static func diff(from old: String, to new: String, language: String, caption: String? = nil,
                     context: Int? = nil) -> String {
        let oldHTML = HighlightedCodeHTML.lines(old, language: language)
        let newHTML = HighlightedCodeHTML.lines(new, language: language)
        let lines = LineDiff.lines(from: LineDiff.split(old), to: LineDiff.split(new))
        let shown = context.map { UnifiedDiff.hunks(lines, context: $0) } ?? [lines.indices]
        var rows: [String] = []
        for (number, hunk) in shown.enumerated() {
            if number > 0 || hunk.lowerBound > 0 { rows.append("<span class=\"diff-gap\">⋯</span>") }
            for line in lines[hunk] {
                switch line {
                case .same(let o, _):
                    rows.append("<span class=\"diff-same\"><span class=\"diff-sign\"> </span>\(oldHTML[o])</span>")
                case .removed(let o):
                    rows.append("<del class=\"diff-del\"><span class=\"diff-sign\">-</span>\(oldHTML[o])</del>")
                case .added(let n):
                    rows.append("<ins class=\"diff-ins\"><span class=\"diff-sign\">+</span>\(newHTML[n])</ins>")
                }
            }
        }
        if let last = shown.last, last.upperBound < lines.count { rows.append("<span class=\"diff-gap\">⋯</span>") }
        let pre = "<pre class=\"code diff\"><code>\(rows.joined(separator: "\n"))</code></pre>\n"
        return figure(pre, caption: caption)
    }

    /// A diff as the author wrote it (`+`/`-`/space lines, `@@` headers), coloured line by line.
    static func authoredDiff(_ text: String, language: String, caption: String? = nil) -> String {
        let rows = LineDiff.split(text).map { line -> String in
            let body = HTMLEscaping.escape(String(line.dropFirst()))
            switch line.first {
            case "+": return "<ins class=\"diff-ins\"><span class=\"diff-sign\">+</span>\(body)</ins>"
            case "-": return "<del class=\"diff-del\"><span class=\"diff-sign\">-</span>\(body)</del>"
            case "@": return "<span class=\"diff-gap\">\(HTMLEscaping.escape(line))</span>"
            default: return "<span class=\"diff-same\"><span class=\"diff-sign\"> </span>\(body)</span>"
            }
        }
        return figure("<pre class=\"code diff\"><code>\(rows.joined(separator: "\n"))</code></pre>\n", caption: caption)
    }

    private static func figure(_ body: String, caption: String?) -> String {
        guard let caption else { return body }
        return "<figure class=\"code-figure\">\n<figcaption>\(caption)</figcaption>\n\(body)</figure>\n"
    }
}
