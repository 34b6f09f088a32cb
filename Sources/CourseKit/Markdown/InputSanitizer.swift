/// Makes arbitrary bytes safe to parse: a leading byte-order mark is dropped, NUL and every
/// ill-formed UTF-8 sequence become U+FFFD (as the spec asks for NUL, and as
/// `cmark --validate-utf8` does). Valid input is returned untouched, without a copy.
enum InputSanitizer {
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    static func sanitize(_ input: [UInt8]) -> [UInt8] {
        var start = 0
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { start = 3 }
        if start == 0, isCleanUTF8(input) { return input }
        var output: [UInt8] = []
        output.reserveCapacity(input.count - start + 16)
        var i = start
        while i < input.count {
            let c = input[i]
            if c == 0 {
                output.append(contentsOf: replacement)
                i += 1
            } else if c < 0x80 {
                output.append(c)
                i += 1
            } else {
                let length = validSequenceLength(input, at: i)
                if length > 0 {
                    output.append(contentsOf: input[i..<(i + length)])
                    i += length
                } else {
                    output.append(contentsOf: replacement)
                    i += max(1, invalidPrefixLength(input, at: i))
                }
            }
        }
        return output
    }

    private static func isCleanUTF8(_ input: [UInt8]) -> Bool {
        var i = 0
        while i < input.count {
            let c = input[i]
            if c >= 0x80 {
                let length = validSequenceLength(input, at: i)
                if length == 0 { return false }
                i += length
            } else {
                if c == 0 { return false }
                i += 1
            }
        }
        return true
    }

    /// The length of the well-formed sequence starting at `i`, or 0 (Unicode Table 3-7).
    private static func validSequenceLength(_ s: [UInt8], at i: Int) -> Int {
        let c = s[i]
        func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < s.count && s[i + k] >= low && s[i + k] <= high
        }
        switch c {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    /// How many bytes one U+FFFD replaces: the lead byte plus the continuation bytes that
    /// could still have belonged to it (the "maximal subpart" practice).
    private static func invalidPrefixLength(_ s: [UInt8], at i: Int) -> Int {
        let c = s[i]
        let expected: Int
        switch c {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return 1
        }
        var k = 1
        while k < expected, i + k < s.count, s[i + k] & 0xC0 == 0x80 { k += 1 }
        return k
    }
}
