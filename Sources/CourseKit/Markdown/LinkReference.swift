/// Link reference definitions (spec section 4.7).
///
/// Parsing them off the start of a paragraph, and the map from normalized label to destination that
/// reference links look up.
struct ReferenceDefinition {
    var label: [UInt8]
    var destination: [UInt8]
    var title: [UInt8]
    /// Index after the definition (after its line ending).
    var end: Int
}

enum ReferenceDefinitionParser {
    /// `[label]: destination "title"` at `start` of a paragraph's content.
    ///
    /// As cmark's `cmark_parse_reference_inline` reads it.
    static func parse(_ s: [UInt8], at start: Int) -> ReferenceDefinition? {
        let end = s.count
        guard let (labelRange, afterLabel) = LinkSyntax.label(s, start, end: end),
            !Unescape.trimmed(s, labelRange).isEmpty,
            afterLabel < end, s[afterLabel] == UInt8(ascii: ":")
        else { return nil }
        var i = skipSpacesAndOneNewline(s, afterLabel + 1)
        guard let (destinationRange, afterDestination) = LinkSyntax.destination(s, i, end: end) else { return nil }
        i = afterDestination
        let beforeTitle = i
        i = skipSpacesAndOneNewline(s, i)
        var titleRange: Range<Int>? = nil
        if i != beforeTitle, let afterTitle = LinkSyntax.title(s, i, end: end) {
            titleRange = i..<afterTitle
            i = afterTitle
        } else {
            i = beforeTitle
        }
        var lineEnd = skipLineEnd(s, skipSpaces(s, i))
        if lineEnd == nil, titleRange != nil {
            titleRange = nil
            lineEnd = skipLineEnd(s, skipSpaces(s, beforeTitle))
        }
        guard let next = lineEnd else { return nil }
        var title: [UInt8] = []
        if let range = titleRange { title = Unescape.both(s, (range.lowerBound + 1)..<(range.upperBound - 1)) }
        return ReferenceDefinition(
            label: Array(s[labelRange]),
            destination: Unescape.both(s, Unescape.trimmed(s, destinationRange)),
            title: title, end: next)
    }

    static func skipSpaces(_ s: [UInt8], _ i: Int) -> Int {
        var i = i
        while i < s.count, Byte.isSpaceOrTab(s[i]) { i += 1 }
        return i
    }

    /// Index after a line ending at `i` (or `i` at the end of the text); nil when neither.
    static func skipLineEnd(_ s: [UInt8], _ i: Int) -> Int? {
        var j = i
        if j < s.count, s[j] == Byte.carriageReturn { j += 1 }
        if j < s.count, s[j] == Byte.newline { j += 1 }
        return j > i || j == s.count ? j : nil
    }

    static func skipSpacesAndOneNewline(_ s: [UInt8], _ i: Int) -> Int {
        let j = skipSpaces(s, i)
        if let k = skipLineEnd(s, j), k > j { return skipSpaces(s, k) }
        return j
    }
}

/// Definitions by normalized label; the first definition of a label wins.
struct ReferenceMap {
    struct Target {
        var destination: [UInt8]
        var title: [UInt8]
    }

    private(set) var targets: [String: Target] = [:]
    /// Every definition in source order, for `MarkdownDocument.linkDefinitions`.
    private(set) var definitions: [LinkDefinition] = []

    mutating func add(_ definition: ReferenceDefinition, range: SourceRange) {
        let label = String(decoding: definition.label, as: UTF8.self)
        definitions.append(
            LinkDefinition(
                label: label,
                destination: String(decoding: definition.destination, as: UTF8.self),
                title: String(decoding: definition.title, as: UTF8.self),
                range: range))
        guard let key = Self.normalize(definition.label[...]), targets[key] == nil else { return }
        targets[key] = Target(destination: definition.destination, title: definition.title)
    }

    func target(for label: ArraySlice<UInt8>) -> Target? {
        guard !targets.isEmpty, let key = Self.normalize(label) else { return nil }
        return targets[key]
    }

    /// A label normalized for matching; nil for an empty or too long label.
    ///
    /// Case-folded, its whitespace runs collapsed to one space and its ends trimmed (spec: labels
    /// match "case-insensitively, after normalizing whitespace").
    static func normalize(_ label: ArraySlice<UInt8>) -> String? {
        guard !label.isEmpty, label.count <= LinkSyntax.maximumLabelLength + 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(label.count)
        var pendingSpace = false
        var isASCII = true
        for c in label {
            if Byte.isSpace(c) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(Byte.space)
                pendingSpace = false
            }
            if c >= 0x80 { isASCII = false }
            bytes.append(c >= 0x61 && c <= 0x7A ? c - 0x20 : c)
        }
        guard !bytes.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        // Lower- then upper-casing folds ß and ẞ alike to "SS", as Unicode case folding does.
        return isASCII ? text : text.lowercased().uppercased()
    }
}
