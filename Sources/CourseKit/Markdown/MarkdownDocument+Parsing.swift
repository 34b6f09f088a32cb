import Foundation

extension MarkdownDocument {
    /// Parses Markdown text (CommonMark 0.31.2). Never fails: any text is a Markdown document.
    ///
    /// - parameter recognizesFrontMatter: when true (the default), a leading `---` … `---` block
    ///   of `key: value` lines becomes `frontMatter` instead of Markdown; line numbers of the body
    ///   still count from the top of the file.
    package init(parsing text: String, recognizesFrontMatter: Bool = true) {
        self.init(bytes: Array(text.utf8), recognizesFrontMatter: recognizesFrontMatter)
    }

    /// Parses raw bytes.
    ///
    /// A byte-order mark is skipped, invalid UTF-8 and NUL become U+FFFD, and LF, CRLF and CR all
    /// end lines. Columns count bytes of the text after that replacement.
    package init(bytes: [UInt8], recognizesFrontMatter: Bool = true) {
        let input = InputSanitizer.sanitize(bytes)
        var frontMatter: FrontMatter? = nil
        var bodyStart = 0
        var bodyLine = 1
        if recognizesFrontMatter, let found = FrontMatterReader.read(input) {
            frontMatter = found.frontMatter
            bodyStart = found.bodyStart
            bodyLine = found.bodyLine
        }
        let parser = BlockParser.parse(input, from: bodyStart, firstLine: Int32(bodyLine))
        self.init(
            root: TreeBuilder.build(parser.tree), frontMatter: frontMatter,
            linkDefinitions: parser.references.definitions)
    }

    /// Parses the bytes of `data`, as `init(bytes:)`.
    package init(data: Data, recognizesFrontMatter: Bool = true) {
        self.init(bytes: [UInt8](data), recognizesFrontMatter: recognizesFrontMatter)
    }

    /// The document as HTML, exactly as `cmark --unsafe` renders it.
    ///
    /// `--sourcepos` with `includesSourcePositions`.
    package func html(includesSourcePositions: Bool = false) -> String {
        HTMLRenderer(includesSourcePositions: includesSourcePositions).render(root)
    }
}
