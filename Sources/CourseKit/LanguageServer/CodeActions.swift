import Foundation

/// Fixes the check knows the edit for, as workspace edits the client applies.
///
/// The server never writes to the course. The front matter's counts set to what the lesson holds,
/// and a lesson's stale start files brought to where the lesson before ended (`course new lesson
/// --refresh-start`).
extension LanguageServer {
    func codeActions(_ params: JSONValue) -> Result<JSONValue, JSONRPCError> {
        document(params).map { document in
            let context: [JSONValue] =
                if case .array(let list)? = params["context"]?["diagnostics"] { list } else { [] }
            func diagnostics(_ rule: Diagnostic.Rule) -> JSONValue {
                .array(context.filter { $0["code"] == .string(rule.rawValue) })
            }
            var actions: [JSONValue] = []
            if let edits = countEdits(document) {
                actions.append(
                    Self.action(
                        "Set the front matter's counts to what the lesson holds", diagnostics(.counts),
                        [document.uri: edits]))
            }
            if let refresh = startRefresh(document) {
                actions.append(Self.action(refresh.title, diagnostics(.lessonContinuity), refresh.edits))
            }
            return .array(actions)
        }
    }

    static func action(_ title: String, _ diagnostics: JSONValue, _ edits: [String: [JSONValue]]) -> JSONValue {
        .object([
            .init(key: "title", value: .string(title)),
            .init(key: "kind", value: .string("quickfix")),
            .init(key: "diagnostics", value: diagnostics),
            .init(
                key: "edit",
                value: .object([
                    .init(
                        key: "changes",
                        value: .object(
                            edits.keys.sorted().map { .init(key: $0, value: .array(edits[$0] ?? [])) }))
                ])),
        ])
    }

    static func edit(_ range: JSONValue, _ text: String) -> JSONValue {
        .object([.init(key: "range", value: range), .init(key: "newText", value: .string(text))])
    }

    /// The edits of the front matter's count lines that differ from what the lesson holds; nil when none do.
    private func countEdits(_ document: Document) -> [JSONValue]? {
        let places = LessonPlaces(document)
        let lesson = places.lesson
        let held = [
            "cards": lesson.cards.count, "syntax-cards": lesson.cards(of: .syntax).count,
            "trick-cards": lesson.cards(of: .trick).count, "questions": lesson.questions.count,
        ]
        guard places.lines.lineText(0).trimmingCharacters(in: .whitespaces) == "---" else { return nil }
        var edits: [JSONValue] = []
        for index in 1..<places.lines.lineCount {
            let text = places.lines.lineText(index)
            if text.trimmingCharacters(in: .whitespaces) == "---" { break }
            guard let colon = text.firstIndex(of: ":"), let count = held[String(text[..<colon])] else { continue }
            let written = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard written != String(count) else { continue }
            let end = places.lines.character(ofByte: Int.max, inLine: index, encoding)
            edits.append(
                Self.edit(
                    TextLines.range(line: index, start: 0, endLine: index, end: end), "\(text[..<colon]): \(count)"))
        }
        return edits.isEmpty ? nil : edits
    }

    /// For a lesson (or one of its start files).
    ///
    /// Each start file that is not as the lesson before left the project, replaced whole by what it
    /// left.
    private func startRefresh(_ document: Document) -> (title: String, edits: [String: [JSONValue]])? {
        guard let folder = document.courseFolder else { return nil }
        let texts = state.withLock { state in
            Dictionary(
                state.documents.values.filter { $0.courseFolder == folder }.map { ($0.path, $0.text) },
                uniquingKeysWith: { a, _ in a })
        }
        guard let course = try? CourseReader.read(folder: folder, texts: texts).course else { return nil }
        func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }
        let mismatches = ProjectChain.mismatches(in: course.lessons, courseFolder: folder).filter {
            standardized($0.lesson.file) == document.path || standardized($0.startFile) == document.path
        }
        guard let lesson = mismatches.first?.lesson else { return nil }
        let project = ProjectChain.project(
            lesson.project, before: lesson.number, in: course.lessons, courseFolder: folder)
        var edits: [String: [JSONValue]] = [:]
        let encoding = self.encoding
        for mismatch in mismatches where mismatch.lesson.file == lesson.file {
            guard let expected = project.files[mismatch.path], let text = String(data: expected.bytes, encoding: .utf8)
            else { continue }
            let path = standardized(mismatch.startFile)
            let current = texts[path] ?? (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let lines = TextLines(current)
            let end = lines.character(ofByte: Int.max, inLine: lines.lineCount - 1, encoding)
            edits[Self.uri(ofPath: path)] = [
                Self.edit(TextLines.range(line: 0, start: 0, endLine: lines.lineCount - 1, end: end), text)
            ]
        }
        guard !edits.isEmpty else { return nil }
        let previous = mismatches.first.map { "lesson \($0.previousLesson)" } ?? "the lesson before"
        let files = plural(edits.count, "file")
        return ("Refresh lesson \(lesson.number)'s start folder from where \(previous) ended (\(files))", edits)
    }
}
