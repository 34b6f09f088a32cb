import Foundation

/// A run of lesson content as HTML.
///
/// Prose through the safe Markdown renderer, code changes as the reader needs them (what to do, the
/// diff, the resulting code), snippets and console output as listings, and screenshot captions as
/// figures.
struct ContentHTML {
    var markdown = SafeMarkdownHTML()
    /// Code as bare `<pre><code>` and captions as text, for places without the site's stylesheet (Anki).
    var isPlain = false
    /// The whole file after each change (keyed by the change's location), when the project replayed.
    ///
    /// An `edit` then shows the file it leaves, not just the edited pieces.
    var fileAfterChange: [SourceLocation: String] = [:]

    /// For Anki: code blocks in prose are plain too.
    static var plain: ContentHTML {
        var html = ContentHTML(isPlain: true)
        html.markdown.codeBlock = { _, literal in CodeBlockHTML.plain(literal) }
        return html
    }

    func render(_ content: Content) -> String {
        content.blocks.map(render).joined()
    }

    func render(_ block: ContentBlock) -> String {
        switch block {
        case .prose(let prose):
            // After decoding from JSON a prose block has its Markdown but no tree: parse it again.
            return markdown.render(prose.node.map { [$0] } ?? MarkdownDocument(parsing: prose.markdown).root.children)
        case .snippet(let snippet) where isPlain:
            let label = Self.label(of: snippet).map { "<p><i>\($0)</i></p>" } ?? ""
            return label + CodeBlockHTML.plain(snippet.code)
        case .snippet(let snippet):
            return Self.snippet(snippet)
        case .change(let change) where isPlain:
            return CodeBlockHTML.plain(change.resultingCode)
        case .change(let change):
            return Self.change(change, fileAfter: fileAfterChange[change.location])
        case .screenshot(let screenshot) where isPlain:
            return "<p><i>Screenshot: \(HTMLOutputEscaping.escaped(screenshot.caption))</i></p>"
        case .screenshot(let screenshot):
            return Self.screenshot(screenshot)
        }
    }

    /// Inline Markdown (a title, a source's note) as HTML, without a surrounding paragraph.
    func inline(_ text: String) -> String {
        let blocks = MarkdownDocument(parsing: text, recognizesFrontMatter: false).root.children
        guard blocks.count == 1, case .paragraph = blocks[0].kind else { return HTMLOutputEscaping.escaped(text) }
        return markdown.renderInlines(blocks[0].children)
    }

    /// A source as a list item.
    ///
    /// Its title linked (plain text when it has no URL or an unsafe one), then its note.
    func source(_ source: Source) -> String {
        let title = HTMLOutputEscaping.escaped(source.title)
        let link =
            !source.url.isEmpty && HTMLSanitizer.isSafeURL(source.url)
            ? "<a href=\"\(HTMLOutputEscaping.escaped(source.url))\">\(title)</a>" : title
        return "<li>\(link)\(source.note.map { " " + inline($0) } ?? "")</li>"
    }

    static func label(of snippet: Snippet) -> String? {
        switch snippet.language {
        case "console": "Console"
        case "log": "Log"
        case "compiler": "Xcode reports"
        default: snippet.check == .fails ? "Does not compile" : nil
        }
    }

    static func snippet(_ snippet: Snippet) -> String {
        let label = label(of: snippet)
        let style = snippet.language == "compiler" ? "compiler" : nil
        let listing = CodeBlockHTML.listing(
            snippet.code, language: snippet.language, style: style, gaps: snippet.gaps.map { $0.start..<$0.end })
        guard let label else { return listing }
        return
            "<figure class=\"output\">\n<figcaption class=\"output-label\">\(label)</figcaption>\n\(listing)</figure>\n"
    }

    static func change(_ change: CodeChange, fileAfter: String? = nil) -> String {
        let file =
            "<code>\(HTMLOutputEscaping.escaped(change.file.split(separator: "/").last.map(String.init) ?? change.file))</code>"
        let language = change.file.hasSuffix(".swift") ? "swift" : ""
        // The lesson's prose already says what to do; the caption names the file, like an editor's tab.
        switch change.kind {
        case .create:
            return CodeBlockHTML.listing(change.code, language: language, caption: "\(file) — new file")
        case .append:
            return CodeBlockHTML.listing(change.code, language: language, caption: "\(file) — add at the end")
        case .replace, .edit:
            let what =
                change.kind == .replace
                ? "\(file) — replace \(HTMLOutputEscaping.escaped(change.target?.phrase ?? "the code"))"
                : "\(file) — changes"
            let result = change.kind == .edit ? fileAfter ?? change.resultingCode : change.resultingCode
            let resultCaption =
                change.kind == .edit && fileAfter != nil ? "\(file) — the whole file now" : "\(file) — the result"
            return CodeBlockHTML.diff(change.hunks, language: language, caption: what)
                + CodeBlockHTML.listing(result, language: language, caption: resultCaption)
        }
    }

    /// `*Screenshot: The tiles squeezed into a row (iPhone 17, iOS 27.0)*`.
    ///
    /// The caption, and the device in its parentheses shown apart.
    static func screenshot(_ screenshot: Screenshot) -> String {
        var caption = screenshot.caption.trimmingCharacters(in: .whitespaces)
        var device = ""
        if caption.hasSuffix(")"), let open = caption.range(of: " (", options: .backwards) {
            device = String(caption[open.upperBound..<caption.index(before: caption.endIndex)])
            caption = String(caption[..<open.lowerBound])
        }
        let deviceLine =
            device.isEmpty ? "" : "<span class=\"device\">Screenshot · \(HTMLOutputEscaping.escaped(device))</span>"
        return """
            <figure class="screenshot">
            <div class="frame" role="img" aria-label="\(HTMLOutputEscaping.escaped(caption)) — screenshot">Screenshot</div>
            <figcaption>\(HTMLOutputEscaping.escaped(caption))\(deviceLine)</figcaption>
            </figure>

            """
    }
}
