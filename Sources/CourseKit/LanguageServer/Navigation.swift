import Foundation

/// The outline, `definition` and `hover`.
extension LanguageServer {
    /// The open document a request names, or an error saying it is not open.
    func document(_ params: JSONValue) -> Result<Document, JSONRPCError> {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return .failure(JSONRPCError(.invalidParams, "the request names no textDocument.uri"))
        }
        guard let document = state.withLock({ $0.documents[uri] }) else {
            return .failure(JSONRPCError(.invalidParams, "'\(uri)' is not open: send textDocument/didOpen first"))
        }
        return .success(document)
    }

    var encoding: PositionEncoding { state.withLock { $0.encoding } }

    /// The 1-based line of the request's position.
    func line(of params: JSONValue, in places: LessonPlaces) -> Int? {
        places.lines.byte(at: params["position"], encoding).map { $0.line + 1 }
    }

    // MARK: - documentSymbol

    /// The lesson as an outline.
    ///
    /// Each step with its code changes, the cards (id, kind, topic) and the questions; of the file
    /// on disk when the editor has not opened it.
    func documentSymbols(_ params: JSONValue) -> Result<JSONValue, JSONRPCError> {
        documentOrFile(params).map { document in
            let places = LessonPlaces(document)
            let lesson = places.lesson
            let encoding = self.encoding
            let last = places.lines.lineCount
            func symbol(
                _ name: String, _ detail: String, kind: Int, lines: ClosedRange<Int>, children: [JSONValue] = []
            ) -> JSONValue {
                let end = places.lines.character(ofByte: Int.max, inLine: lines.upperBound - 1, encoding)
                var fields: [JSONValue.Member] = [
                    .init(key: "name", value: .string(name.isEmpty ? "(untitled)" : name)),
                    .init(key: "detail", value: .string(detail)),
                    .init(key: "kind", value: .number(Double(kind))),
                    .init(
                        key: "range",
                        value: TextLines.range(
                            line: lines.lowerBound - 1, start: 0, endLine: lines.upperBound - 1, end: end)),
                    .init(
                        key: "selectionRange",
                        value: places.lines.rangeToEndOfLine(line: lines.lowerBound, column: 1, encoding)),
                ]
                if !children.isEmpty { fields.append(.init(key: "children", value: .array(children))) }
                return .object(fields)
            }
            /// Each start's lines: to the line before the next start, or `end`.
            func spans(_ starts: [Int], end: Int) -> [ClosedRange<Int>] {
                starts.indices.map { index in
                    let stop = index + 1 < starts.count ? starts[index + 1] - 1 : end
                    return starts[index]...max(starts[index], stop)
                }
            }
            let sectionStarts =
                lesson.closing.map(\.location.line) + lesson.cards.map(\.location.line)
                + lesson.questions.map(\.location.line)
            let stepsEnd = min(sectionStarts.min().map { $0 - 1 } ?? last, last)
            let changes = places.changes
            let steps = zip(lesson.steps, spans(lesson.steps.map(\.location.line), end: stepsEnd)).map { step, lines in
                // Named apart: editors merge equal names (eglot's imenu), so a file changed twice
                // in a step would be one entry.
                let children = changes.filter { $0.step == step.number }.enumerated().map { index, item in
                    let target = item.change.target.map { " " + $0.phrase } ?? ""
                    return symbol(
                        "\(item.change.file) · step \(step.number), change \(index + 1)",
                        "change=\(item.change.kind.rawValue)" + target, kind: 1,
                        lines: item.lines.clamped(to: 1...last))
                }
                return symbol(
                    "Step \(step.number): \(step.title)", plural(step.changes.count, "code change"),
                    kind: 3, lines: lines.clamped(to: 1...last), children: children)
            }
            let questionsStart = lesson.questions.first?.location.line ?? last + 1
            let cards = zip(lesson.cards, spans(lesson.cards.map(\.location.line), end: min(questionsStart - 1, last)))
                .map { card, lines in
                    symbol(
                        card.id, "\(card.kind.rawValue) · \(card.topic)", kind: 14, lines: lines.clamped(to: 1...last))
                }
            let questions = zip(lesson.questions, spans(lesson.questions.map(\.location.line), end: last)).map {
                question, lines in
                symbol(
                    "Question \(question.number): \(question.title)", question.id, kind: 13,
                    lines: lines.clamped(to: 1...last))
            }
            var outline = steps
            if let first = lesson.cards.first {
                outline.append(
                    symbol(
                        "Flashcards", "\(lesson.cards.count) cards", kind: 2,
                        lines: (first.location.line...min(questionsStart - 1, last)).clamped(to: 1...last),
                        children: cards))
            }
            if let first = lesson.questions.first {
                outline.append(
                    symbol(
                        "Questions", "\(lesson.questions.count) questions", kind: 2,
                        lines: (first.location.line...last).clamped(to: 1...last), children: questions))
            }
            return .array(outline)
        }
    }

    // MARK: - definition

    /// On a code change's fence line.
    ///
    /// The file it changes as it stands before the change — in the start folder when no change
    /// before touched it, else a read-only snapshot outside the course — at the lines the change
    /// replaces.
    func definition(_ params: JSONValue) -> Result<JSONValue, JSONRPCError> {
        document(params).map { document in
            let places = LessonPlaces(document)
            guard let line = line(of: params, in: places), let item = places.change(at: line),
                line == item.lines.lowerBound,
                let replay = places.replay(through: item.change),
                let path = ContainedPath.normalized(item.change.file), let text = replay.before[path]
            else { return .null }
            let file: String
            if replay.start[path] == text {
                file = URL(fileURLWithPath: places.lesson.startPath).appendingPathComponent(path).standardized.path
            } else {
                guard
                    let written = snapshots.write(
                        text, as: "lesson-\(places.lesson.number)-before-line-\(item.change.location.line)/\(path)")
                else { return .null }
                file = written
            }
            var targetLine = 0
            if let before = item.change.hunks.first?.before, !before.isEmpty, let range = text.range(of: before) {
                targetLine = LineEnds.count(in: text[..<range.lowerBound].utf8)
            }
            return .object([
                .init(key: "uri", value: .string(Self.uri(ofPath: file))),
                .init(key: "range", value: TextLines.range(line: targetLine, start: 0, endLine: targetLine, end: 0)),
            ])
        }
    }

    // MARK: - hover

    /// On a code change: the file as it stands after it.
    ///
    /// On a card's heading or marker: its kind and topic, and its review state where the learner's
    /// log exists.
    func hover(_ params: JSONValue) -> Result<JSONValue, JSONRPCError> {
        document(params).map { document in
            let places = LessonPlaces(document)
            guard let line = line(of: params, in: places) else { return .null }
            if let item = places.change(at: line) {
                return Self.hover(markdown: changeHover(item.change, places))
            }
            if let card = places.card(at: line) {
                return Self.hover(markdown: cardHover(card, courseFolder: document.courseFolder))
            }
            return .null
        }
    }

    static func hover(markdown: String) -> JSONValue {
        .object([
            .init(
                key: "contents",
                value: .object([
                    .init(key: "kind", value: .string("markdown")),
                    .init(key: "value", value: .string(markdown)),
                ]))
        ])
    }

    private func changeHover(_ change: CodeChange, _ places: LessonPlaces) -> String {
        guard let replay = places.replay(through: change), let applied = replay.applied else {
            return "`\(change.file)`: the lesson's start folder cannot be read, so the change cannot be replayed."
        }
        switch applied {
        case .failure(let failure):
            return "`\(change.file)`: this change does not apply — \(failure.description)"
        case .success(let result):
            let fence = CodeFence.around(result.after)
            let language = result.path.hasSuffix(".swift") ? "swift" : ""
            let lines =
                result.newLines.isEmpty
                ? "" : " (new: lines \(result.newLines.lowerBound)–\(result.newLines.upperBound - 1))"
            return
                "`\(result.path)` after this change\(lines):\n\n\(fence)\(language)\n\(result.after)\(result.after.hasSuffix("\n") ? "" : "\n")\(fence)"
        }
    }

    private func cardHover(_ card: Flashcard, courseFolder: String?) -> String {
        var text = "card `\(card.id)` · \(card.kind.rawValue) · \(card.topic)"
        guard let folder = courseFolder, let log = try? CourseLoader.reviewLog(folder: folder, explicit: nil) else {
            return text + "\n\nThe course has no id, so no review log."
        }
        guard FileManager.default.fileExists(atPath: log.path), let reviews = try? ReviewLog.read(log.path) else {
            return text + "\n\nNo review log yet (`\(log.path)`)."
        }
        let settings = (try? SettingsFile.load(SettingsFile.defaultPath(), courseID: log.courseID)) ?? ReviewSettings()
        let now = Timestamp(Date())
        guard
            let replayed = reviews.asOf(now).replayCards(with: Scheduler(settings.scheduler)).first(where: {
                $0.card == card.id
            })
        else {
            return text + "\n\nNot studied yet."
        }
        let memory = replayed.memory
        text +=
            "\n\n| due | state | stability | difficulty | reviews | lapses |\n| --- | --- | --- | --- | --- | --- |\n"
        text +=
            "| \(ISO8601.format(memory.due)) | \(memory.state.rawValue) | \(Self.days(memory.stability)) | "
            + "\(String(format: "%.2f", memory.difficulty)) | \(memory.reviewCount) | \(memory.lapses) |"
        return text
    }

    private static func days(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f days" : "%.1f days", value)
    }
}
