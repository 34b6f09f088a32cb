/// Recognisers for the opening and closing lines of leaf blocks.
///
/// Each looks at one line from a position and returns how much it matched (0 for no match), like
/// cmark's re2c scanners.
extension SourceLine {
    /// `#`{1,6} followed by spaces/tabs or the end of the line: the length of the marker and spaces.
    func atxHeadingStart(at pos: Int) -> Int {
        var i = pos
        while self[i] == UInt8(ascii: "#") { i += 1 }
        let hashes = i - pos
        guard hashes >= 1, hashes <= 6 else { return 0 }
        if Byte.isLineEnd(self[i]) { return hashes }
        guard Byte.isSpaceOrTab(self[i]) else { return 0 }
        while Byte.isSpaceOrTab(self[i]) { i += 1 }
        return i - pos
    }

    /// Three or more backticks (without a backtick in the info string) or tildes: the fence length.
    func openingCodeFence(at pos: Int) -> Int {
        let fence = self[pos]
        guard fence == UInt8(ascii: "`") || fence == UInt8(ascii: "~") else { return 0 }
        var i = pos
        while self[i] == fence { i += 1 }
        let length = i - pos
        guard length >= 3 else { return 0 }
        if fence == UInt8(ascii: "`") {
            while !Byte.isLineEnd(self[i]) {
                if self[i] == fence { return 0 }
                i += 1
            }
        }
        return length
    }

    /// A run of `fence` characters followed only by spaces/tabs: its length, else 0.
    func closingCodeFence(at pos: Int, fence: UInt8) -> Int {
        var i = pos
        while self[i] == fence { i += 1 }
        let length = i - pos
        guard length >= 3, isBlank(from: i) else { return 0 }
        return length
    }

    /// `===` gives level 1, `---` level 2, else 0.
    func setextUnderline(at pos: Int) -> Int {
        let c = self[pos]
        guard c == UInt8(ascii: "=") || c == UInt8(ascii: "-") else { return 0 }
        var i = pos
        while self[i] == c { i += 1 }
        guard isBlank(from: i) else { return 0 }
        return c == UInt8(ascii: "=") ? 1 : 2
    }

    /// Three or more `*`, `-` or `_`, with only spaces and tabs between them.
    ///
    /// On failure, `failedAt` is where the scan stopped: a scan from any later start before it
    /// fails too, which keeps `- - - - …` lines linear (cmark's `thematic_break_kill_pos`).
    func isThematicBreak(at pos: Int, failedAt: inout Int) -> Bool {
        let c = self[pos]
        guard c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") else {
            failedAt = pos
            return false
        }
        var i = pos
        var count = 0
        while true {
            let d = self[i]
            if d == c { count += 1 } else if !Byte.isSpaceOrTab(d) { break }
            i += 1
        }
        if count >= 3 && Byte.isLineEnd(self[i]) { return true }
        failedAt = i
        return false
    }

    /// A bullet (`-`, `+`, `*`) or ordered (`1.`, `1)`) list marker, then a space, a tab or the line end.
    ///
    /// To interrupt a paragraph, an ordered list must start at 1 and the item not be empty.
    func listMarker(at pos: Int, interruptsParagraph: Bool) -> (length: Int, marker: ListMarker)? {
        var i = pos
        let c = self[i]
        var marker: ListMarker
        if c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") {
            i += 1
            marker = ListMarker(isOrdered: false, character: c, start: 0)
        } else if Byte.isDigit(c) {
            var start = 0
            var digits = 0
            while digits < 9, Byte.isDigit(self[i]) {
                start = start * 10 + Int(self[i] - 0x30)
                i += 1
                digits += 1
            }
            let delimiter = self[i]
            guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
            if interruptsParagraph && start != 1 { return nil }
            i += 1
            marker = ListMarker(isOrdered: true, character: delimiter, start: Int32(start))
        } else {
            return nil
        }
        guard Byte.isSpace(self[i]) || self[i] == 0 else { return nil }
        if interruptsParagraph && isBlank(from: i) { return nil }
        return (i - pos, marker)
    }
}

/// What a list marker says about its list.
///
/// The kind, the character that must match for following items, and the start number.
struct ListMarker {
    var isOrdered: Bool
    var character: UInt8
    var start: Int32
}
