/// A name that can stand alone as one component of a path.
///
/// The ids of docs/format.md (a course's, a card's, a question's). The course's id names the folder
/// of its review log, so an id that could climb out of that folder, or name another, is refused
/// wherever it is read.
enum SafeName {
    /// Why `name` is not a safe name, in words that complete "the id '…' …"; nil when it is one.
    ///
    /// ASCII letters, digits, `-`, `_` and `.`, and not `.` or `..` alone.
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is '\(name)', which names a folder rather than a thing of its own" }
        if let bad = name.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "contains \(shown(bad))"
        }
        return nil
    }

    /// What a safe name is made of, for hints.
    package static let allowed = "letters, digits, '-', '_' and '.' (not '.' or '..' alone)"

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }

    /// A character as a message shows it.
    ///
    /// Quoted when it is visible ASCII, its code point otherwise (a control character or an
    /// invisible one must not reach the terminal as it is).
    static func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII, scalar.value >= 0x21, scalar.value < 0x7F { return "'\(scalar)'" }
        if scalar == " " { return "a space" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
