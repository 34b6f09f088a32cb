/// The raw-HTML grammar of the spec ("Raw HTML" section): open and closing tags, comments,
/// processing instructions, declarations and CDATA. Shared by inline raw HTML and HTML block
/// start condition 7. Each function takes the index just after `<` and returns the index just
/// after the closing `>`, or nil.
struct HTMLTagScanner {
    let bytes: [UInt8]
    let end: Int

    init(_ bytes: [UInt8], end: Int? = nil) {
        self.bytes = bytes
        self.end = end ?? bytes.count
    }

    @inline(__always) private func at(_ i: Int) -> UInt8 { i < end ? bytes[i] : 0 }

    func tagName(from i: Int) -> Int? {
        guard Byte.isLetter(at(i)) else { return nil }
        var i = i + 1
        while Byte.isAlphanumeric(at(i)) || at(i) == UInt8(ascii: "-") { i += 1 }
        return i
    }

    func openTag(from start: Int) -> Int? {
        guard var i = tagName(from: start) else { return nil }
        while true {
            var j = i
            while Byte.isSpace(at(j)) { j += 1 }
            guard j > i, let afterAttribute = attribute(from: j) else { break }
            i = afterAttribute
        }
        while Byte.isSpace(at(i)) { i += 1 }
        if at(i) == UInt8(ascii: "/") { i += 1 }
        return at(i) == UInt8(ascii: ">") ? i + 1 : nil
    }

    private func attribute(from start: Int) -> Int? {
        let c = at(start)
        guard Byte.isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") else { return nil }
        var i = start + 1
        while true {
            let d = at(i)
            guard
                Byte.isAlphanumeric(d) || d == UInt8(ascii: "_") || d == UInt8(ascii: ":")
                    || d == UInt8(ascii: ".") || d == UInt8(ascii: "-")
            else { break }
            i += 1
        }
        var j = i
        while Byte.isSpace(at(j)) { j += 1 }
        guard at(j) == UInt8(ascii: "=") else { return i }
        j += 1
        while Byte.isSpace(at(j)) { j += 1 }
        let q = at(j)
        if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
            var k = j + 1
            while k < end, bytes[k] != q { k += 1 }
            return k < end ? k + 1 : nil
        }
        var k = j
        while k < end {
            let d = bytes[k]
            if Byte.isSpace(d) || d == UInt8(ascii: "\"") || d == UInt8(ascii: "'") || d == UInt8(ascii: "=")
                || d == UInt8(ascii: "<") || d == UInt8(ascii: ">") || d == UInt8(ascii: "`")
            {
                break
            }
            k += 1
        }
        return k > j ? k : nil
    }

    func closingTag(from start: Int) -> Int? {
        guard at(start) == UInt8(ascii: "/"), var i = tagName(from: start + 1) else { return nil }
        while Byte.isSpace(at(i)) { i += 1 }
        return at(i) == UInt8(ascii: ">") ? i + 1 : nil
    }

    /// Index after the first occurrence of `terminator` at or after `i`, or nil.
    func find(_ terminator: [UInt8], from i: Int) -> Int? {
        guard let first = terminator.first else { return i }
        var i = i
        while i + terminator.count <= end {
            if bytes[i] == first {
                var k = 1
                while k < terminator.count, bytes[i + k] == terminator[k] { k += 1 }
                if k == terminator.count { return i + k }
            }
            i += 1
        }
        return nil
    }
}
