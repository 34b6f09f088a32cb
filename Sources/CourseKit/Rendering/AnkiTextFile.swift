import Foundation

/// One note, for Anki's Basic note type (Front, Back) or its Cloze type (Text, Back Extra).
package struct AnkiNote: Sendable, Equatable {
    package enum NoteType: String, Sendable {
        /// Anki's stock types, by the names Anki gives them.
        case basic = "Basic"
        case cloze = "Cloze"
    }

    /// Stable across edits, so importing again updates the note and keeps its scheduling.
    package var guid: String
    package var noteType: NoteType
    /// HTML: the Front field, or a Cloze note's Text (with `{{c1::…}}`).
    package var front: String
    /// HTML: the Back field, or a Cloze note's Back Extra.
    package var back: String
    /// `Course::Lesson 19 …`: `::` nests decks. Plain text, as Anki reads the Deck column.
    package var deck: String
    /// Tags (`::` nests them); whitespace inside one becomes `_` in the file (`AnkiTextFile.tag`).
    package var tags: [String]

    /// A note of `noteType` for the file.
    ///
    /// - Parameters:
    ///   - guid: Stable across edits, so importing again updates the note and keeps its scheduling.
    ///   - noteType: Anki's Basic or Cloze type.
    ///   - front: HTML: the Front field, or a Cloze note's Text (with `{{c1::…}}`).
    ///   - back: HTML: the Back field, or a Cloze note's Back Extra.
    ///   - deck: `Course::Lesson 19 …`: `::` nests decks; plain text.
    ///   - tags: Tags (`::` nests them).
    package init(
        guid: String, noteType: NoteType = .basic, front: String, back: String, deck: String, tags: [String]
    ) {
        self.guid = guid
        self.noteType = noteType
        self.front = front
        self.back = back
        self.deck = deck
        self.tags = tags
    }
}

/// Anki's plain-text import format (Anki 2.1.55 and later).
///
/// Header lines naming the separator, the columns and which column holds the GUID, the note type,
/// the deck and the tags; then one tab-separated record per note. A note's two fields are the
/// columns after its note type, by position: Front and Back of a Basic note, Text and Back Extra of
/// a Cloze one.
///
/// Fields that hold a tab, a newline or a quote are quoted, with quotes doubled, so code keeps its
/// real newlines inside `<pre><code>`. The first column is the GUID, never text starting with `#`,
/// which Anki would skip silently as a comment.
///
/// `#html:true` is about the note's fields (Front, Back) only: Anki's importer takes the Deck and
/// Tags columns as plain text (`&amp;` there stays `&amp;` in the deck's name), so they are not
/// HTML-escaped. It splits the Tags column at any whitespace (a tab, a newline, a no-break or an
/// ideographic space as well as a space), so a tag has none; and it drops a tab or a newline from a
/// deck's name, gluing the words, so those are spaces there.
package enum AnkiTextFile {
    package static func contents(of notes: [AnkiNote]) -> String {
        var text = """
            #separator:tab
            #html:true
            #columns:GUID\tNotetype\tFront\tBack\tDeck\tTags
            #guid column:1
            #notetype column:2
            #deck column:5
            #tags column:6

            """
        for note in notes {
            let tags = note.tags.map(tag).joined(separator: " ")
            let fields = [note.guid, note.noteType.rawValue, note.front, note.back, note.deck, tags]
            text += fields.map(quoted).joined(separator: "\t") + "\n"
        }
        return text
    }

    static func quoted(_ field: String) -> String {
        let needsQuotes =
            field.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\"" }
            || field.hasPrefix("#")
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A deck or tag name part.
    ///
    /// `::` would nest, so it is kept from splitting the name; a tab, a newline or any other
    /// whitespace is a space.
    static func namePart(_ text: String) -> String {
        String(text.replacingOccurrences(of: "::", with: ":").map { $0.isWhitespace ? " " : $0 })
    }

    /// A tag as the Tags column holds it.
    ///
    /// Anki splits the column at whitespace of any kind, so each whitespace character in the tag is
    /// a `_` (the topic "Custom values" is `topic::Custom_values`).
    static func tag(_ text: String) -> String {
        String(text.map { $0.isWhitespace ? "_" : $0 })
    }
}
