import Foundation

/// Completion inside a code block's info string and a card's marker.
///
/// In ` ```swift file=… change=… ` and `<!-- card id=… kind=… topic=… -->`: attribute names, and
/// the values the reader takes — the kinds of change, of check and of context, the declarations of
/// the changed file as the changes before leave it (`target=`), the project's files (`file=`), a
/// card's kinds and the topics the course uses.
extension LanguageServer {
    func completion(_ params: JSONValue) -> Result<JSONValue, JSONRPCError> {
        document(params).map { document in
            let places = LessonPlaces(document)
            guard let (line, byte) = places.lines.byte(at: params["position"], encoding) else { return .array([]) }
            let text = String(Substring(places.lines.line(line)))
            let upToCursor = String(Substring(places.lines.line(line).prefix(byte)))
            guard let place = InfoString(line: text, upToCursor: upToCursor) else { return .array([]) }
            let word = place.word
            let encoding = self.encoding
            func item(_ label: String, detail: String, kind: Int, replacing count: Int) -> JSONValue {
                let end = places.lines.character(ofByte: byte, inLine: line, encoding)
                let start = places.lines.character(ofByte: byte - count, inLine: line, encoding)
                return .object([
                    .init(key: "label", value: .string(label)),
                    .init(key: "kind", value: .number(Double(kind))),
                    .init(key: "detail", value: .string(detail)),
                    .init(
                        key: "textEdit",
                        value: .object([
                            .init(
                                key: "range", value: TextLines.range(line: line, start: start, endLine: line, end: end)),
                            .init(key: "newText", value: .string(label)),
                        ])),
                ])
            }
            guard let equals = word.firstIndex(of: "=") else {
                let present = Set(place.attributes)
                return .array(
                    place.names.filter { !present.contains($0) && $0.hasPrefix(word) }.map { name in
                        item(name + "=", detail: "attribute", kind: 10, replacing: word.utf8.count)
                    })
            }
            let key = String(word[..<equals])
            let typed = String(word[word.index(after: equals)...])
            let values = self.values(for: key, place: place, places: places, line: line + 1)
            let prefix = typed.hasPrefix("\"") ? String(typed.dropFirst()) : typed
            return .array(
                values.filter { $0.value.hasPrefix(prefix) }.map { value in
                    let quoted = value.value.contains(" ") || typed.hasPrefix("\"") ? "\"\(value.value)\"" : value.value
                    return item(quoted, detail: value.detail, kind: 12, replacing: typed.utf8.count)
                })
        }
    }

    private func values(for key: String, place: InfoString, places: LessonPlaces, line: Int) -> [(
        value: String, detail: String
    )] {
        switch (place.isCard, key) {
        case (false, "change"):
            return CodeChange.Kind.allCases.map { ($0.rawValue, $0.isDiff ? "a ```diff block" : "a ```swift block") }
        case (false, "check"):
            return Snippet.Check.allCases.map { ($0.rawValue, "how the snippet is checked") }
        case (false, "context"):
            return Snippet.FragmentContext.allCases.map { ($0.rawValue, "where the fragment lives") }
        case (false, "file"):
            return projectFiles(before: line, places).keys.sorted().map { ($0, "a file of the project") }
        case (false, "target"):
            guard let file = place.value(of: "file"), let text = projectFiles(before: line, places)[file] else {
                return []
            }
            return Self.declarations(in: text).map { ($0, "a declaration of \(file)") }
        case (true, "kind"):
            return Flashcard.Kind.allCases.map { ($0.rawValue, "a kind of card") }
        case (true, "topic"):
            let course = places.document.courseFolder.flatMap { folder in state.withLock { $0.courses[folder]?.course }
            }
            let topics = Set((course?.cards ?? []).map(\.topic) + places.lesson.cards.map(\.topic)).filter {
                !$0.isEmpty
            }
            return topics.sorted().map { ($0, "a topic the course uses") }
        default:
            return []
        }
    }

    /// The project's files as the changes before `line` leave them.
    ///
    /// The start folder's when the line holds no change the reader took.
    private func projectFiles(before line: Int, _ places: LessonPlaces) -> [String: String] {
        if let item = places.change(at: line), let replay = places.replay(through: item.change) { return replay.before }
        let following = places.changes.first { $0.lines.lowerBound > line }
        if let following, let replay = places.replay(through: following.change) { return replay.before }
        guard let folder = places.document.courseFolder, ContainedPath.resolves(places.lesson.startPath, inside: folder)
        else { return [:] }
        return
            (try? ProjectReplay.files(
                in: URL(fileURLWithPath: places.lesson.startPath), inside: URL(fileURLWithPath: folder))) ?? [:]
    }

    /// The top-level declarations of a Swift file as `target=` names them: `struct TripSummary`.
    static func declarations(in text: String) -> [String] {
        let keywords: Set<Substring> = [
            "struct", "class", "enum", "extension", "protocol", "actor", "func", "var", "let", "typealias",
        ]
        var found: [String] = []
        for line in LineEnds.lines(of: text) where !(line.first?.isWhitespace ?? true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
            guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count else {
                continue
            }
            let declaration = "\(words[index]) \(words[index + 1])"
            if !found.contains(declaration) { found.append(declaration) }
        }
        return found
    }
}

/// A line that is a fence's info string or a card's marker, read up to the cursor.
struct InfoString {
    /// The attribute names written on the line.
    var attributes: [String]
    /// The word the cursor ends: `chan`, `change=ed`, `topic="Cus`.
    var word: String
    var isCard: Bool
    var hasFile: Bool
    private var line: String

    /// Nil when the line is neither, or the cursor is not past the fence's language.
    init?(line: String, upToCursor: String) {
        self.line = line
        let trimmed = upToCursor.drop { $0 == " " || $0 == ">" }
        if trimmed.hasPrefix("<!-- card ") {
            isCard = true
        } else if let fence = trimmed.first, fence == "`" || fence == "~",
            trimmed.prefix(while: { $0 == fence }).count >= 3
        {
            isCard = false
            // Past the language: at least one space after the first word.
            let afterFence = trimmed.drop { $0 == fence }
            guard afterFence.drop(while: { $0 != " " }).first == " " else { return nil }
        } else {
            return nil
        }
        word = String(upToCursor.reversed().prefix { $0 != " " }.reversed())
        if word.contains("\"") && word.filter({ $0 == "\"" }).count % 2 == 0 && !word.hasSuffix("\"") { return nil }
        attributes = line.split(separator: " ").compactMap { part in
            part.firstIndex(of: "=").map { String(part[..<$0]) }
        }
        hasFile = attributes.contains("file")
    }

    /// The attribute names the line may take.
    var names: [String] {
        isCard
            ? ["id", "kind", "topic"]
            : hasFile ? ["file", "change", "target", "preview"] : ["file", "check", "context", "expect", "reason"]
    }

    /// The value written for `key` on the line (quotes removed).
    func value(of key: String) -> String? {
        guard let range = line.range(of: " \(key)=") else { return nil }
        var rest = line[range.upperBound...]
        if rest.first == "\"" {
            rest = rest.dropFirst()
            return String(rest.prefix { $0 != "\"" })
        }
        return String(rest.prefix { $0 != " " })
    }
}
