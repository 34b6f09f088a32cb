import Foundation

/// One note for Anki's Basic note type.
public struct AnkiNote: Sendable, Equatable {
    /// Stable across edits, so importing again updates the note and keeps its scheduling.
    public var guid: String
    /// HTML.
    public var front: String
    /// HTML.
    public var back: String
    /// `Course::Lesson 19 …`: `::` nests decks.
    public var deck: String
    /// Space-free tags (`::` nests them).
    public var tags: [String]

    public init(guid: String, front: String, back: String, deck: String, tags: [String]) {
        self.guid = guid
        self.front = front
        self.back = back
        self.deck = deck
        self.tags = tags
    }
}

/// Anki's plain-text import format (Anki 2.1.55 and later): header lines naming the separator, the
/// columns and which column holds the GUID, deck and tags; then one tab-separated record per note.
///
/// Fields that hold a tab, a newline or a quote are quoted, with quotes doubled, so code keeps its
/// real newlines inside `<pre><code>`. The first column is the GUID, never text starting with `#`,
/// which Anki would skip silently as a comment.
public enum AnkiTextFile {
    public static func contents(of notes: [AnkiNote]) -> String {
        var text = """
        #separator:tab
        #html:true
        #notetype:Basic
        #columns:GUID\tFront\tBack\tDeck\tTags
        #guid column:1
        #deck column:4
        #tags column:5

        """
        for note in notes {
            let tags = note.tags.map { $0.replacingOccurrences(of: " ", with: "_") }.joined(separator: " ")
            let fields = [note.guid, note.front, note.back, note.deck, tags]
            text += fields.map(quoted).joined(separator: "\t") + "\n"
        }
        return text
    }

    static func quoted(_ field: String) -> String {
        let needsQuotes = field.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\"" }
            || field.hasPrefix("#")
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A deck or tag name part: `::` would nest, so it is kept from splitting the name.
    public static func namePart(_ text: String) -> String {
        text.replacingOccurrences(of: "::", with: ":")
    }
}
