/// A multi-line text being typed, edited as a shell edits its line.
///
/// The state machine of a typing area, pure (keys in, text and cursor out), drawn by
/// `TypingAreaView`.
///
/// Keys: a character is inserted at the cursor; Enter breaks the line there, the new line indented
/// as the one it broke (one level, four spaces, more after a `{`; between `{` and `}` the `}` goes
/// on a line of its own); `}` typed on a line of nothing but blanks takes one level off; ← → move
/// (over line ends too), ↑ ↓ move between lines (the column kept as far as the line allows), Home
/// and Ctrl-A go to the line's first non-blank character (again: to its start), End and Ctrl-E to
/// its end; Backspace and Delete delete before and at the cursor (joining lines at their ends);
/// Ctrl-U deletes to the line's start, Ctrl-K to its end; a paste is inserted whole, its line
/// breaks (LF, CRLF, CR) kept, never indented again. Ctrl-D and Alt-Enter submit (when something
/// but blanks was typed); Esc cancels. A one-line area (a gap's) submits on Enter too, and a line
/// break pasted into it is a space.
///
/// Keys that came at once (`handle(burst:)`), eight or more (a paste the terminal did not
/// bracket), are one edit: their characters and line breaks are the text as it came, inserted as
/// a paste is.
///
/// What it holds is always text someone can read: a tab becomes four spaces, and every other
/// control character (C0, DEL, C1) and every bidirectional control (U+202A–U+202E,
/// U+2066–U+2069) is dropped as it comes in, typed or pasted. No line holds a line break.
package struct TypingArea: Sendable, Equatable {
    /// The lines, never empty (an empty area is one empty line).
    package private(set) var lines: [[Character]] = [[]]
    /// The cursor: a line, and a position in it from 0 (before its first character) to its count.
    package private(set) var line = 0
    package private(set) var column = 0
    /// A gap's area: one line, Enter submits.
    package let isSingleLine: Bool

    /// One level of indentation.
    static let indent: [Character] = Array("    ")
    /// How many keys that came at once are taken as pasted text.
    ///
    /// More than anyone types while the screen is drawn once.
    package static let pastedAtLeast = 8

    /// What a key did.
    package enum Outcome: Sendable, Equatable {
        /// The text or the cursor changed, or nothing did (a key the area has no use for).
        case edited
        /// Ctrl-D or Alt-Enter: the text is to be graded.
        case submit
        /// Esc.
        case cancel
    }

    package init(text: String = "", singleLine: Bool = false) {
        isSingleLine = singleLine
        insert(text)
    }

    /// The text, its lines joined by "\n".
    package var text: String {
        lines.map { String($0) }.joined(separator: "\n")
    }

    /// True when nothing but blanks and line breaks was typed.
    package var isBlank: Bool {
        lines.allSatisfy { $0.allSatisfy { $0 == " " } }
    }

    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character("}") where column > 0 && lines[line][..<column].allSatisfy({ $0 == " " }):
            let kept = (column - 1) / Self.indent.count * Self.indent.count
            lines[line].removeSubrange(kept..<column)
            column = kept
            insert("}")
        case .character(let character): insert(String(character))
        case .paste(let text): insert(text)
        case .tab: insert("\t")
        case .enter:
            if isSingleLine { return isBlank ? .edited : .submit }
            breakLineIndented()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left: moveLeft()
        case .right: moveRight()
        case .up: moveVertically(by: -1)
        case .down: moveVertically(by: 1)
        case .home, .control("a"):
            let firstNonBlank = lines[line].firstIndex { $0 != " " } ?? lines[line].count
            column = column == firstNonBlank ? 0 : firstNonBlank
        case .end, .control("e"): column = lines[line].count
        case .control("u"):
            lines[line].removeFirst(column)
            column = 0
        case .control("k"):
            lines[line].removeLast(lines[line].count - column)
        case .control("d"), .altEnter:
            return isBlank ? .edited : .submit
        case .escape:
            return .cancel
        default:
            break
        }
        return .edited
    }

    /// Keys that came at once, as one edit.
    ///
    /// Fewer than `pastedAtLeast` are handled one by one, as
    /// typed (a quick typist's keys, read together while the screen was drawn); in more (a paste
    /// the terminal did not bracket), each run of characters, tabs and Enters (but an Enter that
    /// ends them all) is inserted as their text, and other keys are handled one by one. The first
    /// key that submits or cancels ends the edit (the keys after it are dropped).
    package mutating func handle(burst keys: [Key]) -> Outcome {
        guard keys.count >= Self.pastedAtLeast else {
            for key in keys {
                let outcome = handle(key)
                if outcome != .edited { return outcome }
            }
            return .edited
        }
        var text = ""
        for (index, key) in keys.enumerated() {
            switch key {
            case .character(let character): text.append(character)
            case .tab: text.append("\t")
            case .enter where index < keys.count - 1: text.append("\n")
            default:
                insert(text)
                text = ""
                let outcome = handle(key)
                if outcome != .edited { return outcome }
            }
        }
        insert(text)
        return .edited
    }

    /// Inserts `text` at the cursor.
    ///
    /// Its line breaks break the line (a space in a one-line area), its tabs are four spaces, the
    /// characters that are not text are dropped: one pass over the text, the rest of the line
    /// moved once.
    package mutating func insert(_ text: String) {
        guard !text.isEmpty else { return }
        var current = Array(lines[line][..<column])
        let rest = lines[line][column...]
        var finished: [[Character]] = []
        for character in text {
            // A control breaks a grapheme on both sides: a line break is a character of its own.
            if character == "\n" || character == "\r\n" || character == "\r" {
                if isSingleLine {
                    current.append(" ")
                } else {
                    finished.append(current)
                    current = []
                }
            } else if character == "\t" {
                current += Self.indent
            } else if let kept = Self.readable(character) {
                current.append(kept)
            }
        }
        column = current.count
        lines[line] = current + rest
        lines.insert(contentsOf: finished, at: line)
        line += finished.count
    }

    /// The character without the scalars that are not text; nil when none is left.
    private static func readable(_ character: Character) -> Character? {
        let scalars = character.unicodeScalars
        guard scalars.contains(where: { !isControl($0) }) else { return nil }
        if !scalars.contains(where: isControl) { return character }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.filter { !isControl($0) })
        return String(kept).first
    }

    /// What `InertText` would show as a picture or a code point instead: never held.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        InertText.shownWidth(of: scalar) != nil
    }

    /// Enter.
    ///
    /// The line broken at the cursor, the new line indented as the one broken (a level more after
    /// `{`); between `{` and `}`, the `}` on a line of its own below.
    private mutating func breakLineIndented() {
        let current = lines[line]
        let indentation = Array(current.prefix { $0 == " " })
        let before = current[..<column].last { $0 != " " }
        let after = current[column...].first { $0 != " " }
        let deeper = before == "{" ? indentation + Self.indent : indentation
        let rest = current[column...].drop { $0 == " " }
        lines[line].removeLast(current.count - column)
        if before == "{", after == "}" {
            lines.insert(deeper, at: line + 1)
            lines.insert(indentation + rest, at: line + 2)
        } else {
            lines.insert(deeper + rest, at: line + 1)
        }
        line += 1
        column = deeper.count
    }

    private mutating func deleteBackward() {
        if column > 0 {
            lines[line].remove(at: column - 1)
            column -= 1
        } else if line > 0 {
            let rest = lines.remove(at: line)
            line -= 1
            column = lines[line].count
            lines[line] += rest
        }
    }

    private mutating func deleteForward() {
        if column < lines[line].count {
            lines[line].remove(at: column)
        } else if line + 1 < lines.count {
            lines[line] += lines.remove(at: line + 1)
        }
    }

    private mutating func moveLeft() {
        if column > 0 {
            column -= 1
        } else if line > 0 {
            line -= 1
            column = lines[line].count
        }
    }

    private mutating func moveRight() {
        if column < lines[line].count {
            column += 1
        } else if line + 1 < lines.count {
            line += 1
            column = 0
        }
    }

    private mutating func moveVertically(by offset: Int) {
        let target = line + offset
        guard lines.indices.contains(target) else { return }
        line = target
        column = min(column, lines[line].count)
    }
}
