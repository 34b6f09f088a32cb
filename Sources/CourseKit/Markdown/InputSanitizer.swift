/// Makes arbitrary bytes safe to parse.
///
/// A leading byte-order mark is dropped, NUL and every ill-formed UTF-8 sequence become U+FFFD (as
/// the spec asks for NUL, and as `cmark --validate-utf8` does). Valid input is returned untouched,
/// without a copy.
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

    /// The length of the well-formed sequence starting at `i`, or 0.
    private static func validSequenceLength(_ s: [UInt8], at i: Int) -> Int {
        let length = checkedLength(s, at: i)
        return length > 0 ? length : 0
    }

    /// How many bytes one U+FFFD replaces, exactly as cmark's `utf8proc_valid` decides.
    ///
    /// The length the lead byte announces when the continuation bytes are there but the sequence is
    /// overlong, a surrogate or out of range; otherwise the bytes up to the first non-continuation.
    private static func invalidPrefixLength(_ s: [UInt8], at i: Int) -> Int {
        -checkedLength(s, at: i)
    }

    /// cmark's `utf8proc_valid`: the sequence's length if valid, else minus the bytes to skip.
    private static func checkedLength(_ s: [UInt8], at i: Int) -> Int {
        let lead = s[i]
        let length: Int
        switch lead {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: return -1
        }
        let available = s.count - i
        if length > available { return -available }
        for k in 1..<length where s[i + k] & 0xC0 != 0x80 { return -k }
        let second = s[i + 1]
        switch length {
        case 2: if lead < 0xC2 { return -length }
        case 3:
            if lead == 0xE0 && second < 0xA0 { return -length }
            if lead == 0xED && second >= 0xA0 { return -length }
        default:
            if lead == 0xF0 && second < 0x90 { return -length }
            if lead >= 0xF4 && (lead > 0xF4 || second >= 0x90) { return -length }
        }
        return length
    }
}
