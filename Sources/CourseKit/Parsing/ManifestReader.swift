import Foundation

/// Reads `course.md`: the course's id, title and lesson count, and the lesson files it links to.
enum ManifestReader {
    static let keys = ["id", "title", "lessons"]
    /// The build settings (`BuildSettings`), each optional.
    static let buildKeys = ["swift-version", "default-isolation", "upcoming-features", "platform"]

    static func read(text: String, file: String) -> (Course, [Diagnostic]) {
        var parser = LessonParser(file: file, text: text)
        let document = MarkdownDocument(parsing: text)
        let fields = parser.fields(
            of: document.frontMatter, known: keys + buildKeys, required: keys, what: "the manifest",
            rule: .manifest, example: "'id: …', 'title: …', 'lessons: 57'")
        let count = parser.number("lessons", in: fields, rule: .manifest) ?? 0
        if let id = fields["id"] { parser.checkID(id.value, at: id.position, example: "'id: swiftui-course'") }
        let links = lessonLinks(document.root)
        for link in links {
            parser.checkPath(
                link.path, key: "a lesson's link", relativeTo: "the course folder", at: link.position,
                example: "[Lesson 19: Handing things down](lesson-19/lesson.md)")
        }
        let course = Course(
            id: fields["id"]?.value ?? "", title: fields["title"]?.value ?? "",
            lessonCount: count, lessonFiles: links.map(\.path),
            lessons: [], location: SourceLocation(file: file, line: 1, column: 1),
            buildSettings: buildSettings(fields, parser: &parser))
        return (course, parser.diagnostics)
    }

    /// The build settings the manifest gives, the defaults for those it does not.
    ///
    /// A malformed one is reported at its value and left at its default.
    private static func buildSettings(_ fields: [String: LessonParser.Field], parser: inout LessonParser)
        -> BuildSettings
    {
        var settings = BuildSettings()
        if let field = fields["swift-version"] {
            if BuildSettings.swiftVersions.contains(field.value) {
                settings.swiftVersion = field.value
            } else {
                parser.error(
                    "'swift-version' must be one of \(BuildSettings.swiftVersions.joined(separator: ", ")), not '\(field.value)'",
                    at: field.position, hint: "write the language mode of the course's project: 'swift-version: 6'",
                    rule: .manifest)
            }
        }
        if let field = fields["default-isolation"] {
            if let isolation = BuildSettings.DefaultIsolation(rawValue: field.value) {
                settings.defaultIsolation = isolation
            } else {
                parser.error(
                    "'default-isolation' must be 'nonisolated' or 'MainActor', not '\(field.value)'",
                    at: field.position,
                    hint: "write the project's Default Actor Isolation setting: 'default-isolation: MainActor'",
                    rule: .manifest)
            }
        }
        if let field = fields["upcoming-features"] {
            let names = field.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if let bad = names.first(where: {
                $0.isEmpty || !$0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }) {
                parser.error(
                    "'upcoming-features' must be feature names separated by commas, not '\(bad)'",
                    at: field.position,
                    hint: "write 'upcoming-features: InferIsolatedConformances, NonisolatedNonsendingByDefault'",
                    rule: .manifest)
            } else {
                settings.upcomingFeatures = names
            }
        }
        if let field = fields["platform"] {
            let words = field.value.split(separator: " ")
            if words.count == 2, let name = BuildSettings.Platform.Name(rawValue: String(words[0])),
                words[1].split(separator: ".").allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
            {
                settings.platform = BuildSettings.Platform(name: name, version: String(words[1]))
            } else {
                let names = BuildSettings.Platform.Name.allCases.map(\.rawValue).joined(separator: ", ")
                parser.error(
                    "'platform' must be a platform (\(names)) and its version, not '\(field.value)'",
                    at: field.position, hint: "write 'platform: iOS 18.0'", rule: .manifest)
            }
        }
        return settings
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
    private static func lessonLinks(_ root: MarkdownNode) -> [(
        path: String, position: SourcePosition, item: SourceRange
    )] {
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
