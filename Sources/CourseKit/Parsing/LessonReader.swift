/// Reads one lesson file into a `Lesson`, with every problem found (docs/format.md).
public enum LessonReader {
    static let frontMatterKeys = [
        "lesson", "title", "subtitle", "part", "part-title", "minutes", "project",
        "start", "cards", "syntax-cards", "trick-cards", "questions",
    ]

    /// `file` is how messages name the file: `Content/lesson-19/lesson.md`.
    public static func read(text: String, file: String) -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        var parser = LessonParser(file: file, text: text)
        let document = MarkdownDocument(parsing: text)
        var lesson = parser.frontMatter(document.frontMatter, file: file)
        parser.readBody(document.root.children, into: &lesson)
        return (lesson, parser.diagnostics.sortedByLocation())
    }
}

extension LessonParser {
    mutating func frontMatter(_ frontMatter: FrontMatter?, file: String) -> Lesson {
        let rule = Diagnostic.Rule.frontMatter
        let fields = fields(
            of: frontMatter, known: LessonReader.frontMatterKeys,
            required: LessonReader.frontMatterKeys.filter { $0 != "subtitle" }, what: "a lesson",
            rule: rule, example: "'lesson: 19', 'title: …' and the other keys of docs/format.md")
        func number(_ key: String) -> Int { self.number(key, in: fields, rule: rule) ?? 0 }
        if let start = fields["start"] {
            checkPath(
                start.value, key: "'start:'", relativeTo: "the lesson's folder", at: start.position,
                example: "'start: start' for a folder 'start' beside the lesson")
        }
        let promised = PromisedCounts(
            cards: number("cards"), syntaxCards: number("syntax-cards"),
            trickCards: number("trick-cards"), questions: number("questions"))
        return Lesson(
            file: file, number: number("lesson"), title: fields["title"]?.value ?? "",
            subtitle: fields["subtitle"]?.value, part: number("part"),
            partTitle: fields["part-title"]?.value ?? "", minutes: number("minutes"),
            project: fields["project"]?.value ?? "", startFolder: fields["start"]?.value ?? "",
            promised: promised)
    }

    /// Splits the body at level-2 headings into sections and steps.
    ///
    /// And pulls the cards and questions out of them.
    mutating func readBody(_ blocks: [MarkdownNode], into lesson: inout Lesson) {
        var segments: [(heading: MarkdownNode?, nodes: [MarkdownNode])] = [(nil, [])]
        for node in blocks {
            if node.headingLevel == 2 {
                segments.append((node, []))
            } else if node.headingLevel == 1, segments.count == 1 {
                continue  // the lesson's title, for GitHub; the front matter has it
            } else {
                segments[segments.count - 1].nodes.append(node)
            }
        }
        for (heading, nodes) in segments {
            let (prose, elements) = splitElements(nodes, underSectionHeading: heading != nil)
            for (marker, elementNodes) in elements {
                let parts = elementParts(elementNodes, marker: marker)
                switch marker.kind {
                case .card: lesson.cards.append(readCard(parts))
                case .question: lesson.questions.append(readQuestion(parts))
                }
            }
            if let heading, looksNumbered(heading, keyword: "Step") {
                lesson.steps.append(readStep(heading, prose))
                continue
            }
            guard heading != nil || !prose.isEmpty else { continue }
            let role: LessonSection.Role =
                elements.contains { $0.0.kind == .question }
                ? .questions
                : elements.isEmpty ? .prose : .cards
            let content = content(of: prose, place: .elsewhere, expectations: compilerOutputs(in: prose))
            let section = LessonSection(
                title: heading.map { $0.plainText.trimmed }, role: role, content: content,
                location: location(heading ?? prose[0]))
            if lesson.steps.isEmpty { lesson.intro.append(section) } else { lesson.closing.append(section) }
        }
    }

    private mutating func readStep(_ heading: MarkdownNode, _ nodes: [MarkdownNode]) -> Step {
        let numbered = numberedHeading(heading, keyword: "Step")
        if numbered == nil {
            error(
                "a step's heading reads 'Step N: Title'", at: heading.range.start,
                hint: "for example '## Step 2: A value SwiftUI keeps for you'", rule: .badHeading)
        }
        let markdown = inlineMarkdown(of: heading)
        return Step(
            number: numbered?.number ?? 0, title: numbered?.title ?? heading.plainText.trimmed,
            titleMarkdown: numbered == nil ? markdown : titleAfterColon(markdown),
            content: content(of: nodes, place: .step, expectations: compilerOutputs(in: nodes)),
            location: location(heading))
    }

    /// The blocks of a section that are its own, and its cards and questions.
    ///
    /// Each a heading followed at once by a marker comment, up to the next heading of its level or
    /// above, or the next element.
    // Swift 6.3.1's optimizer crashes on this function in release builds (CopyPropagation,
    // "Found ownership error"); it is not hot, so it is left unoptimized.
    @_optimize(none)
    private mutating func splitElements(_ nodes: [MarkdownNode], underSectionHeading: Bool)
        -> (prose: [MarkdownNode], elements: [(ElementMarker, [MarkdownNode])])
    {
        var prose: [MarkdownNode] = []
        var elements: [(ElementMarker, [MarkdownNode])] = []
        var current: (marker: ElementMarker, level: Int, nodes: [MarkdownNode])?
        var bareHeadings: [MarkdownNode] = []
        func startsElement(_ index: Int) -> ElementMarker? {
            guard nodes[index].headingLevel != nil, index + 1 < nodes.count else { return nil }
            return ElementMarker(nodes[index + 1])
        }
        for (index, node) in nodes.enumerated() {
            if let marker = startsElement(index) {
                if let open = current { elements.append((open.marker, open.nodes)) }
                current = (marker, node.headingLevel!, [node])
                continue
            }
            if let level = node.headingLevel, let open = current, level <= open.level {
                elements.append((open.marker, open.nodes))
                current = nil
            }
            if current != nil {
                current!.nodes.append(node)
                if index > 0, current!.nodes.count > 2, let marker = ElementMarker(node) {
                    misplacedMarker(marker, node)
                }
            } else {
                if node.headingLevel.map({ $0 >= 3 }) == true { bareHeadings.append(node) }
                if let marker = ElementMarker(node) {
                    misplacedMarker(marker, node, afterSectionHeading: index == 0 && underSectionHeading)
                }
                prose.append(node)
            }
        }
        if let open = current { elements.append((open.marker, open.nodes)) }
        if !elements.isEmpty {
            for heading in bareHeadings {
                warning(
                    "this heading has no card or question comment after it, so it is read as the section's prose",
                    at: heading.range.start,
                    hint: "if it is a card, add '<!-- card id=… kind=… topic=… -->' on the next line",
                    rule: .missingMarker)
            }
        }
        return (prose, elements)
    }

    private mutating func misplacedMarker(
        _ marker: ElementMarker, _ node: MarkdownNode,
        afterSectionHeading: Bool = false
    ) {
        if afterSectionHeading {
            error(
                "a \(marker.kind.rawValue)'s heading is of level 3 or below; '## …' starts a section",
                at: node.range.start, hint: "make the heading above it '### …'", rule: .misplacedMarker)
            return
        }
        error(
            "a '\(marker.kind.rawValue)' comment goes on the line right after its heading",
            at: node.range.start,
            hint: "put a heading ('### …') directly above it, with nothing in between",
            rule: .misplacedMarker)
    }
}
