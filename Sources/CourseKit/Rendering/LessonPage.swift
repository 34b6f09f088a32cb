/// One lesson as a web page, in the order a learner meets it.
///
/// The header and intro, the steps, the closing sections, the flashcards and the edge-case
/// questions.
struct LessonPage {
    var course: Course
    var lesson: Lesson
    var content = ContentHTML()

    /// `startingFiles`: the project as the lesson starts, to show whole files after an edit.
    init(course: Course, lesson: Lesson, startingFiles: [String: String]? = nil) {
        self.course = course
        self.lesson = lesson
        if let startingFiles { content.fileAfterChange = Self.filesAfterChanges(lesson, startingFiles) }
    }

    /// Replays the lesson's changes, keeping each one's whole file afterwards.
    ///
    /// Stops quietly at a change that does not apply (`course check` reports it), leaving later
    /// edits shown in pieces.
    static func filesAfterChanges(_ lesson: Lesson, _ startingFiles: [String: String]) -> [SourceLocation: String] {
        var replay = ProjectReplay(files: startingFiles)
        var result: [SourceLocation: String] = [:]
        for change in lesson.changes {
            do {
                for edit in change.projectChanges { result[change.location] = try replay.apply(edit).after }
            } catch {
                break
            }
        }
        return result
    }

    static func fileName(for lesson: Lesson) -> String { "lesson-\(lesson.number).html" }

    func html() -> String {
        let title = "Lesson \(lesson.number): \(lesson.title)"
        var body = """
            <nav class="breadcrumb"><a href="index.html">← All lessons</a></nav>
            <header>
            <p class="eyebrow">Lesson \(lesson.number) of \(course.lessonCount) · Part \(lesson.part): \(HTMLOutputEscaping.escaped(lesson.partTitle))</p>
            <h1>\(HTMLOutputEscaping.escaped(lesson.title))</h1>

            """
        if let subtitle = lesson.subtitle {
            body += "<p class=\"subtitle\">\(HTMLOutputEscaping.escaped(subtitle))</p>\n"
        }
        body += "</header>\n" + intro()
        for step in lesson.steps { body += self.step(step) }
        var cardsShown = false
        var questionsShown = false
        for section in lesson.closing {
            body += self.section(section)
            if section.role == .cards && !cardsShown {
                body += cards()
                cardsShown = true
            }
            if section.role == .questions && !questionsShown {
                body += questions()
                questionsShown = true
            }
        }
        if !cardsShown && !lesson.cards.isEmpty {
            body += "<section>\n<h2>Flash cards</h2>\n" + cards() + "</section>\n"
        }
        if !questionsShown && !lesson.questions.isEmpty {
            body += "<section>\n<h2>Edge cases and tricky questions</h2>\n" + questions() + "</section>\n"
        }
        body +=
            "<footer><p>\(HTMLOutputEscaping.escaped(course.title)) · lesson \(lesson.number) of \(course.lessonCount)</p></footer>\n"
        let description = [lesson.subtitle, lesson.partTitle].compactMap { $0 }.joined(separator: " · ")
        return PageTemplate.page(title: "\(title) · \(course.title)", description: description, body: body)
    }

    /// "You will build", the time, "Why": the facts a learner reads before starting.
    private func intro() -> String {
        var facts = lesson.intro.map { section -> String in
            let heading = section.title.map { "<h2>\(HTMLOutputEscaping.escaped($0))</h2>\n" } ?? ""
            return "<div class=\"fact\">\n\(heading)\(content.render(section.content))</div>\n"
        }
        let time = "<div class=\"fact\">\n<h2>Time</h2>\n<p>About \(lesson.minutes) minutes</p>\n</div>\n"
        facts.insert(time, at: min(1, facts.count))
        return "<section class=\"facts\" aria-label=\"About this lesson\">\n\(facts.joined())</section>\n"
    }

    private func step(_ step: Step) -> String {
        """
        <section class="step" id="step-\(step.number)">
        <h2><span class="step-number">Step \(step.number)</span> \(content.inline(step.titleMarkdown))</h2>
        \(content.render(step.content))</section>

        """
    }

    /// A closing section.
    ///
    /// The cards' and questions' sections open with sentences counted from the model, unless the
    /// author's intro already states the count ("Below are 21 cards").
    private func section(_ section: LessonSection) -> String {
        var html = "<section>\n"
        if let title = section.title { html += "<h2>\(HTMLOutputEscaping.escaped(title))</h2>\n" }
        let intro = section.content.markdown
        switch section.role {
        case .cards where !CountSentences.states(lesson.cards.count, "card", in: intro):
            html += "<p class=\"count\">\(HTMLOutputEscaping.escaped(CountSentences.cards(lesson.cards)))</p>\n"
        case .questions where !CountSentences.states(lesson.questions.count, "question", in: intro):
            html += "<p class=\"count\">\(HTMLOutputEscaping.escaped(CountSentences.questions(lesson.questions)))</p>\n"
        default: break
        }
        return html + content.render(section.content) + "</section>\n"
    }

    private func cards() -> String {
        lesson.cards.map { card in
            let kind = card.kind == .syntax ? "Syntax" : "Trick question"
            return """
                <article class="card" id="card-\(HTMLOutputEscaping.escaped(card.id))">
                <h3 class="card-label">\(kind) · \(HTMLOutputEscaping.escaped(card.topic))</h3>
                \(content.render(card.prompt))<details><summary>Answer</summary>
                \(content.render(card.answer))</details>
                </article>

                """
        }.joined()
    }

    private func questions() -> String {
        lesson.questions.map { question in
            let sources = question.sources.map { content.source($0) + "\n" }.joined()
            return """
                <article class="question" id="question-\(HTMLOutputEscaping.escaped(question.id))">
                <p class="question-label">Lesson \(lesson.number) · question \(question.number) of \(lesson.questions.count)</p>
                <h3>\(content.inline(question.titleMarkdown))</h3>
                \(content.render(question.question))<details><summary>Show the answer</summary>
                \(content.render(question.answer))<div class="sources">
                <p><strong>Where this comes from:</strong></p>
                <ul>
                \(sources)</ul>
                \(question.sourcesNote.map(content.render) ?? "")</div>
                </details>
                </article>

                """
        }.joined()
    }
}
