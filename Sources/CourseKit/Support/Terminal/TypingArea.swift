/// A multi-line text being typed, edited as a shell edits its line.
///
/// The state machine of a typing area, pure (keys in, text and cursor out), drawn by
/// `TypingAreaView`.
///
/// Keys: a character is inserted at the cursor; Enter breaks the line there; ← → move (over line
/// ends too), ↑ ↓ move between lines (the column kept as far as the line allows), Home/End and
/// Ctrl-A/Ctrl-E go to the line's start and end; Backspace and Delete delete before and at the
/// cursor (joining lines at their ends); Ctrl-U deletes to the line's start, Ctrl-K to its end;
/// a paste is inserted whole, its line breaks (LF, CRLF, CR) kept. Ctrl-D and Alt-Enter submit
/// (when something but blanks was typed); Esc cancels.
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

    /// What a key did.
    package enum Outcome: Sendable, Equatable {
        /// The text or the cursor changed, or nothing did (a key the area has no use for).
        case edited
        /// Ctrl-D or Alt-Enter: the text is to be graded.
        case submit
        /// Esc.
        case cancel
    }

    package init(text: String = "") {
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
        case .character(let character): insert(String(character))
        case .paste(let text): insert(text)
        case .tab: insert("\t")
        case .enter: breakLine()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left: moveLeft()
        case .right: moveRight()
        case .up: moveVertically(by: -1)
        case .down: moveVertically(by: 1)
        case .home, .control("a"): column = 0
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

    /// Inserts `text` at the cursor.
    ///
    /// Its line breaks break the line, its tabs are four spaces, and the characters that are not
    /// text are dropped.
    package mutating func insert(_ text: String) {
        for character in text {
            // A control breaks a grapheme on both sides: a line break is a character of its own.
            if character == "\n" || character == "\r\n" || character == "\r" {
                breakLine()
                continue
            }
            if character == "\t" {
                lines[line].insert(contentsOf: "    ", at: column)
                column += 4
                continue
            }
            guard let kept = Self.readable(character) else { continue }
            lines[line].insert(kept, at: column)
            column += 1
        }
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

    private mutating func breakLine() {
        let rest = Array(lines[line][column...])
        lines[line].removeLast(rest.count)
        lines.insert(rest, at: line + 1)
        line += 1
        column = 0
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
