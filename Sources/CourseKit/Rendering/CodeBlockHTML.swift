/// Code on the page.
///
/// A plain listing, highlighted when it is Swift, and a change shown as a diff — removed and added
/// lines coloured *and* prefixed with `-` and `+`, so it reads without colour too. A `caption` is
/// HTML (the caller escapes it): "Add to <code>Styles.swift</code>".
enum CodeBlockHTML {
    /// `style` is an extra class on the `<pre>` (`compiler` gives messages a red edge).
    ///
    /// `gaps` are a syntax card's gaps (UTF-8 ranges of `code`), underlined.
    static func listing(
        _ code: String, language: String, caption: String? = nil, style: String? = nil, gaps: [Range<Int>] = []
    ) -> String {
        let lines = HighlightedCodeHTML.lines(code, language: language, marked: gaps)
        let languageClass = language.isEmpty ? "" : " class=\"language-\(HTMLOutputEscaping.escaped(language))\""
        let classes = style.map { "code \($0)" } ?? "code"
        let pre = "<pre class=\"\(classes)\"><code\(languageClass)>\(lines.joined(separator: "\n"))</code></pre>\n"
        return figure(pre, caption: caption)
    }

    /// Escaped code in `<pre><code>`, nothing else: for Anki, which has no stylesheet of ours.
    static func plain(_ code: String) -> String {
        "<pre><code>\(HTMLOutputEscaping.escaped(code.hasSuffix("\n") ? String(code.dropLast()) : code))</code></pre>"
    }

    /// A diff change's hunks, each line coloured and signed.
    ///
    /// Swift highlighted in the context of the hunk's whole "before" or "after" text. Hunks are
    /// separated by a `⋯` line.
    static func diff(_ hunks: [DiffHunk], language: String, caption: String? = nil) -> String {
        var rows: [String] = []
        for (number, hunk) in hunks.enumerated() {
            if number > 0 { rows.append("<span class=\"diff-gap\">⋯</span>") }
            let before = HighlightedCodeHTML.lines(hunk.before, language: language)
            let after = HighlightedCodeHTML.lines(hunk.after, language: language)
            var old = 0
            var new = 0
            for line in hunk.lines {
                switch line.kind {
                case .context:
                    rows.append(row("diff-same", " ", before[old]))
                    old += 1
                    new += 1
                case .removed:
                    rows.append(row("diff-del", "-", before[old]))
                    old += 1
                case .added:
                    rows.append(row("diff-ins", "+", after[new]))
                    new += 1
                }
            }
        }
        return figure("<pre class=\"code diff\"><code>\(rows.joined(separator: "\n"))</code></pre>\n", caption: caption)
    }

    /// Removed lines are `<del>`, added ones `<ins>`: screen readers and text browsers say so too.
    private static func row(_ kind: String, _ sign: String, _ html: String) -> String {
        let tag = kind == "diff-del" ? "del" : kind == "diff-ins" ? "ins" : "span"
        return "<\(tag) class=\"\(kind)\"><span class=\"diff-sign\">\(sign)</span>\(html)</\(tag)>"
    }

    private static func figure(_ body: String, caption: String?) -> String {
        guard let caption else { return body }
        return "<figure class=\"code-figure\">\n<figcaption>\(caption)</figcaption>\n\(body)</figure>\n"
    }
}
