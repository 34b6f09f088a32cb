import Foundation

/// A file of rules git reads line by line, `.gitignore` or `.gitattributes`.
///
/// Lines are added to it only when git would not already read them there. The file is read as git
/// reads it — as bytes, in whatever encoding it is (git never decodes it); a line ends at LF, a CR
/// before the LF is not part of it; a UTF-8 byte order mark before the first line is skipped — and
/// its bytes are kept as they are: the lines go after them, each ending as the file's first line
/// ends (LF or CRLF). A file that is there but cannot be read is never replaced.
package enum GitRulesFile {
    package enum Kind: Sendable {
        /// `.gitignore`: a line is one pattern; a line starting with `#` is a comment.
        ///
        /// Trailing spaces are not part of the pattern (unless escaped with a backslash).
        case ignore
        /// `.gitattributes`: a pattern and attributes, separated by spaces, tabs or CRs.
        ///
        /// A line whose first word is `#`-led is a comment.
        case attributes
    }

    /// Why the file was left as it was.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "cannot add to '\(path)': \(reason)" }
    }

    /// What adding `lines` to the file at `path` would write.
    ///
    /// Nil when git reads every one of them there already. A missing file is empty; one that cannot
    /// be read is a failure.
    package static func adding(_ lines: [String], to path: String, kind: Kind) throws(Failure) -> (
        bytes: [UInt8], added: [String]
    )? {
        let bytes: [UInt8]
        do throws(RegularFile.OpenError) {
            bytes = try RegularFile.contents(path) ?? []
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
        let added = adding(lines, to: bytes, kind: kind)
        return added.added.isEmpty ? nil : added
    }

    /// `bytes` with each of `lines` git does not read in them yet after them; the lines added.
    package static func adding(_ lines: [String], to bytes: [UInt8], kind: Kind) -> (bytes: [UInt8], added: [String]) {
        let have = Set(rules(in: bytes, kind: kind))
        var added: [String] = []
        for line in lines where !have.contains(rule(Array(line.utf8)[...], kind: kind) ?? []) && !added.contains(line) {
            added.append(line)
        }
        guard !added.isEmpty else { return (bytes, []) }
        let lineFeed = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        let firstEnd = bytes.firstIndex(of: lineFeed)
        let end: [UInt8] =
            firstEnd.map { $0 > 0 && bytes[$0 - 1] == carriageReturn } == true
            ? [carriageReturn, lineFeed] : [lineFeed]
        var result = bytes
        // A last line without its LF gets one (after a CR, only the LF: git reads `a\r` at the end as `a`).
        if let last = result.last, last != lineFeed { result += last == carriageReturn ? [lineFeed] : end }
        for line in added { result += Array(line.utf8) + end }
        return (result, added)
    }

    /// The rules git reads in `bytes`, each as `rule` gives it.
    static func rules(in bytes: [UInt8], kind: Kind) -> [[UInt8]] {
        var text = bytes[...]
        if text.starts(with: RegularFile.byteOrderMark) { text = text.dropFirst(RegularFile.byteOrderMark.count) }
        return text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap {
            rule($0, kind: kind)
        }
    }

    /// A line as git reads it.
    ///
    /// For `.gitignore` the pattern (no CR at its end, no trailing spaces but escaped ones); for
    /// `.gitattributes` its words, joined by one space. Nil for a comment or a blank line.
    static func rule(_ line: ArraySlice<UInt8>, kind: Kind) -> [UInt8]? {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let carriageReturn = UInt8(ascii: "\r")
        let hash = UInt8(ascii: "#")
        switch kind {
        case .ignore:
            var pattern = line
            if pattern.last == carriageReturn { pattern = pattern.dropLast() }
            guard let first = pattern.first, first != hash else { return nil }
            while pattern.last == space, pattern.count < 2 || pattern[pattern.endIndex - 2] != UInt8(ascii: "\\") {
                pattern = pattern.dropLast()
            }
            return pattern.isEmpty ? nil : Array(pattern)
        case .attributes:
            let words = line.split(whereSeparator: { $0 == space || $0 == tab || $0 == carriageReturn })
            guard let first = words.first, first.first != hash else { return nil }
            return Array(words.joined(separator: [space]))
        }
    }
}

/// Its description is the sentence a user reads.
extension GitRulesFile.Failure: LocalizedError {
    package var errorDescription: String? { description }
}
