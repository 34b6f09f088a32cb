/// One line of the input, without its line ending, seen the way cmark sees it.
///
/// Reading at the end gives a newline, past it a 0 byte, so the scanners can look ahead freely.
struct SourceLine {
    let input: [UInt8]
    let start: Int
    /// Index of the line ending (or end of input) in `input`.
    let end: Int

    var length: Int { end - start }

    @inline(__always) subscript(_ i: Int) -> UInt8 {
        let index = start + i
        if index < end { return input[index] }
        return index == end ? Byte.newline : 0
    }

    /// Whether only spaces and tabs remain from `i` on.
    func isBlank(from i: Int) -> Bool {
        var i = i
        while Byte.isSpaceOrTab(self[i]) { i += 1 }
        return Byte.isLineEnd(self[i])
    }
}

/// Splits input into lines at LF, CRLF or CR, as the spec defines a line ending.
struct LineReader {
    let input: [UInt8]
    private(set) var position = 0

    init(_ input: [UInt8], from position: Int = 0) {
        self.input = input
        self.position = position
    }

    mutating func next() -> SourceLine? {
        guard position < input.count else { return nil }
        let start = position
        var i = position
        let count = input.count
        while i < count {
            let c = input[i]
            if c == Byte.newline || c == Byte.carriageReturn { break }
            i += 1
        }
        let end = i
        if i < count {
            if input[i] == Byte.carriageReturn, i + 1 < count, input[i + 1] == Byte.newline { i += 2 } else { i += 1 }
        }
        position = i
        return SourceLine(input: input, start: start, end: end)
    }
}
