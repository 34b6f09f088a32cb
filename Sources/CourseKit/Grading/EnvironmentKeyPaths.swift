import Foundation

/// Key paths into the environment written with their root, so that a misspelt one is named.
///
/// `@Environment(\.colourScheme)` gets "cannot infer key path type from context", at the backslash,
/// and "no exact matches in call to initializer": the compiler cannot tell the key path's root
/// from an overloaded call. `\EnvironmentValues.colourScheme` is the same key path with its root
/// written out, and gets "value of type 'EnvironmentValues' has no member 'colourScheme'", which the
/// did-you-mean search of members then completes. Only a `\.` right after `Environment(` or
/// `environment(`, whose key path is always rooted in `EnvironmentValues`.
struct EnvironmentKeyPaths: Sendable {
    /// The code with the roots written in.
    let text: String
    /// Each root written in: its 1-based line, and the 1-based byte column of its key path's `\`.
    private let places: [(line: Int, column: Int)]

    static let root = "EnvironmentValues"

    /// `code` with its environment key paths' roots written in; nil when it has none.
    init?(_ code: String) {
        var out = ""
        var places: [(line: Int, column: Int)] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(line.utf8)
            var offset = 0
            var written: [Int] = []
            while offset + 1 < bytes.count {
                if bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "."),
                    Self.followsEnvironmentCall(bytes[..<offset])
                {
                    written.append(offset)
                }
                offset += 1
            }
            for offset in written.reversed() {
                bytes.insert(contentsOf: Array(Self.root.utf8), at: offset + 1)
            }
            places += written.map { (index + 1, $0 + 1) }
            out += (index == 0 ? "" : "\n") + String(decoding: bytes, as: UTF8.self)
        }
        guard !places.isEmpty else { return nil }
        text = out
        self.places = places
    }

    /// Whether `before` ends with `Environment(` or `environment(` (spaces allowed after the `(`).
    private static func followsEnvironmentCall(_ before: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: before, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix("(") else { return false }
        let name = text.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return String(name.reversed()) == "Environment" || String(name.reversed()) == "environment"
    }

    /// A message about `text` placed in the code as typed, its byte column in `typed`'s line.
    ///
    /// A column after a root written in moves back by the root's length; a column inside one (the
    /// compiler's message about the root itself) goes to its key path's `\`.
    func placed(_ message: AnswerTypechecker.Message) -> AnswerTypechecker.Message {
        guard message.line > 0, let column = message.byteColumn else { return message }
        let length = Self.root.utf8.count
        var placed = message
        var shift = 0
        for (index, place) in places.filter({ $0.line == message.line }).enumerated() {
            let backslash = place.column + index * length  // the `\` in `text`'s columns
            if column <= backslash { break }
            if column <= backslash + length {
                placed.byteColumn = place.column
                return placed
            }
            shift += length
        }
        placed.byteColumn = column - shift
        return placed
    }

    /// Messages at a key path's backslash (`\.name`) in `typed`: the member's under the member, alone.
    ///
    /// "value of type 'EnvironmentValues' has no member 'distanseUnit'" goes to `distanseUnit`; what
    /// else the compiler says there ("cannot convert value of type 'KeyPath<…>'") follows from it
    /// and is left out.
    static func atTheirMembers(_ messages: [AnswerTypechecker.Message], in typed: String) -> [AnswerTypechecker.Message]
    {
        let lines = LineEnds.lines(of: typed).map { Array($0.utf8) }
        func isKeyPath(_ message: AnswerTypechecker.Message) -> Bool {
            guard message.line >= 1, message.line <= lines.count, let column = message.byteColumn, column >= 1,
                column < lines[message.line - 1].count
            else { return false }
            let line = lines[message.line - 1]
            return line[column - 1] == UInt8(ascii: "\\") && line[column] == UInt8(ascii: ".")
        }
        let members = messages.filter { isKeyPath($0) && $0.text.contains(" has no member '") }
        return messages.compactMap { message in
            guard isKeyPath(message) else { return message }
            guard message.text.contains(" has no member '") else {
                let follows = members.contains { $0.line == message.line && $0.byteColumn == message.byteColumn }
                return follows && message.severity == "error" ? nil : message
            }
            var placed = message
            placed.byteColumn = message.byteColumn.map { $0 + 2 }
            return placed
        }
    }
}
