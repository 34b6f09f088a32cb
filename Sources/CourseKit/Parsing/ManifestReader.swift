/// Reads `course.md`: the course's id, title and lesson count, and the lesson files it links to.
enum ManifestReader {
    static let keys = ["id", "title", "lessons"]

    static func read(text: String, file: String) -> (Course, [Diagnostic]) {
        var parser = LessonParser(file: file, text: text)
        let document = MarkdownDocument(parsing: text)
        let fields = parser.fields(of: document.frontMatter, known: keys, required: keys, what: "the manifest",
                                   rule: .manifest, example: "'id: …', 'title: …', 'lessons: 57'")
        let count = parser.number("lessons", in: fields, rule: .manifest) ?? 0
        if let id = fields["id"] { parser.checkID(id.value, at: id.position, example: "'id: swiftui-course'") }
        let links = lessonLinks(document.root)
        for link in links {
            parser.checkPath(link.path, key: "a lesson's link", relativeTo: "the course folder", at: link.position,
                             example: "[Lesson 19: Handing things down](lesson-19/lesson.md)")
        }
        let course = Course(id: fields["id"]?.value ?? "", title: fields["title"]?.value ?? "",
                            lessonCount: count, lessonFiles: links.map(\.path),
                            lessons: [], location: SourceLocation(file: file, line: 1, column: 1))
        return (course, parser.diagnostics)
    }

    static func lessonLinkLocations(_ text: String, file: String) -> [SourceLocation] {
        let source = SourceText(file: file, text: text)
        return lessonLinks(MarkdownDocument(parsing: text).root).map { source.location($0.position) }
    }

    /// Each lesson link with the list item holding it, for writing a new link beside it.
    static func lessonLinkItems(_ text: String) -> [(path: String, item: SourceRange)] {
        lessonLinks(MarkdownDocument(parsing: text).root).map { ($0.path, $0.item) }
    }

    /// Links in list items to relative `.md` paths, in order.
    private static func lessonLinks(_ root: MarkdownNode) -> [(path: String, position: SourcePosition, item: SourceRange)] {
        var links: [(String, SourcePosition, SourceRange)] = []
        for item in root.descendants(where: { $0.kind == .item }) {
            for link in item.children.filter({ $0.kind == .paragraph }).flatMap({ $0.children }) {
                guard case .link(let destination, _) = link.kind else { continue }
                let path = String(destination.split(separator: "#", maxSplits: 1).first ?? "")
                guard path.hasSuffix(".md"), !path.hasPrefix("/"), !path.contains("://") else { continue }
                links.append((path, link.range.start, item.range))
            }
        }
        return links
    }
}
