// The `typing-area` target: the keys of the quiz's typing area (`TypingArea`) and how it is drawn
// (`TypingAreaView`). The input is read twice:
// - as the bytes a raw-mode terminal sends, decoded by `KeyDecoder` (bracketed paste included);
// - each byte as a choice among the editing keys (so that long edits are reached at once), a
//   printable byte typed as itself, a few bytes standing for the special keys and a paste;
// - the same choices in bursts (`handle(burst:)`, keys that came at once), cut where a byte's top
//   bits are 11, into a multi-line area and into a one-line one (a gap's).
//
// After every key: the cursor is on a line and within it (0…count); no line holds a line break or
// a control character (C0, DEL, C1, bidi); `text` is the lines joined by "\n"; Esc cancels,
// Ctrl-D / Alt-Enter (and Enter in a one-line area) submit only a text that is not blank; a
// one-line area holds one line. Drawn at a width from the input (1–120),
// with and without colour: every row fits the width, the cursor's row is among the rows and its
// column within the width (or one past a full row), and the rendered text holds no escape sequence
// but the styles' own (SGR: `ESC [ digits;… m`) and no other control character.

import Foundation

func fuzzTypingArea(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in try typingKeys(input) }
    fuzzing { () throws(SkipInput) in try typingChoices(input) }
    fuzzing { () throws(SkipInput) in try typingBursts(input, singleLine: false) }
    fuzzing { () throws(SkipInput) in try typingBursts(input, singleLine: true) }
}

private func typingKeys(_ input: UnsafeRawBufferPointer) throws(SkipInput) {
    var pending = Array(input)
    var area = TypingArea()
    while let key = KeyDecoder.next(from: &pending, isFinal: true) {
        try apply(key, to: &area)
    }
    try draw(area, width: 1 + Int(input.first ?? 0) % 120)
}

private let specialKeys: [Key] = [
    .enter, .backspace, .delete, .left, .right, .up, .down, .home, .end, .tab, .control("a"), .control("e"),
    .control("u"), .control("k"), .control("d"), .altEnter, .escape, .pageUp,
    .paste("a\r\nb\rc\n\t\u{1B}[31m\u{9B}x\u{202E}y…"), .character("…"), .character("日"), .character("e\u{301}"),
]

private func choice(_ byte: UInt8) -> Key {
    (0x20..<0x7F).contains(byte)
        ? .character(Character(Unicode.Scalar(byte))) : specialKeys[Int(byte) % specialKeys.count]
}

private func typingChoices(_ input: UnsafeRawBufferPointer) throws(SkipInput) {
    var area = TypingArea()
    for byte in input {
        try apply(choice(byte), to: &area)
    }
    try draw(area, width: 1 + Int(input.last ?? 0) % 120)
}

private func typingBursts(_ input: UnsafeRawBufferPointer, singleLine: Bool) throws(SkipInput) {
    var area = TypingArea(singleLine: singleLine)
    for burst in input.split(whereSeparator: { $0 & 0xC0 == 0xC0 }) {
        let keys = burst.map(choice)
        let before = area
        let outcome = area.handle(burst: keys)
        switch outcome {
        case .cancel: try expect(keys.contains(.escape), "\(keys) cancelled")
        case .submit:
            let submits = keys.contains { $0 == .control("d") || $0 == .altEnter || (singleLine && $0 == .enter) }
            try expect(submits, "\(keys) submitted")
            try expect(!area.isBlank, "a blank text submitted")
        case .edited: break
        }
        if keys.count == 1, outcome != .edited {
            try expect(area == before, "a lone key that submits changed the text")
        }
        try check(area)
        try expect(!singleLine || area.lines.count == 1, "a one-line area of \(area.lines.count) lines")
    }
    try draw(area, width: 1 + Int(input.last ?? 0) % 120)
}

private func apply(_ key: Key, to area: inout TypingArea) throws(SkipInput) {
    let before = area
    let outcome = area.handle(key)
    switch outcome {
    case .cancel: try expect(key == .escape, "\(key) cancelled")
    case .submit:
        try expect(key == .control("d") || key == .altEnter, "\(key) submitted")
        try expect(!area.isBlank, "a blank text submitted")
    case .edited: break
    }
    if outcome != .edited { try expect(area == before, "\(key) submitting or cancelling changed the text") }
    try check(area)
}

/// The cursor within the text, and no line holding what is not text.
private func check(_ area: TypingArea) throws(SkipInput) {
    try expect(!area.lines.isEmpty, "no line")
    try expect(area.lines.indices.contains(area.line), "the cursor's line \(area.line) of \(area.lines.count)")
    try expect(
        (0...area.lines[area.line].count).contains(area.column),
        "the cursor's column \(area.column) on a line of \(area.lines[area.line].count)")
    for line in area.lines {
        for character in line {
            let bad = character.unicodeScalars.first { scalar in
                let value = scalar.value
                return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value)
            }
            try expect(bad == nil, "the text holds U+\(String(bad?.value ?? 0, radix: 16))")
        }
    }
    try expect(area.text == area.lines.map { String($0) }.joined(separator: "\n"), "the text is not the lines")
}

private func draw(_ area: TypingArea, width: Int) throws(SkipInput) {
    for color in [false, true] {
        let view = TypingAreaView(
            width: width, usesColor: color,
            highlight: { SwiftTerminalColors.highlighter("swift", $0) })
        let drawn = view.render(area, maxRows: 1 + width % 7)
        try expect(drawn.lines.indices.contains(drawn.row), "the cursor's row \(drawn.row) of \(drawn.lines.count)")
        for line in drawn.lines {
            // Below 6 columns, a character (up to 2 cells) still stands beside the 4-cell gutter.
            try expect(line.width <= max(width, 4 + 2), "a row \(line.width) cells wide in \(width)")
            try shownInert(line.rendered(color: color))
        }
        try expect(drawn.column <= max(width, 4 + 2), "the cursor at column \(drawn.column) of \(width)")
        for line in view.code(area.text, marked: area.lines.map { $0.map { $0 == "a" } + [true] }) {
            try shownInert(line.rendered(color: color))
        }
    }
}

/// Nothing a terminal would obey but the styles' `ESC [ … m`.
private func shownInert(_ text: String) throws(SkipInput) {
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        let value = scalar.value
        if value == 0x1B {
            try expect(scalars.popFirst() == "[", "an escape that is not CSI in \(text.debugDescription)")
            while let next = scalars.popFirst(), next != "m" {
                try expect(
                    next.properties.numericType != nil || next == ";",
                    "a CSI that is not SGR in \(text.debugDescription)")
            }
            continue
        }
        let control =
            value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
        try expect(!control, "U+\(String(value, radix: 16)) drawn raw in \(text.debugDescription)")
    }
}
