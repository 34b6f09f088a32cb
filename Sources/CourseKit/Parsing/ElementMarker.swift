import Foundation

/// The HTML comment that makes a heading a card or a question: `<!-- card id=… kind=… topic=… -->`.
struct ElementMarker {
    enum Kind: String {
        case card, question
    }

    var kind: Kind
    /// The text after the kind word, up to `-->`.
    var attributeText: Substring
    /// Where `attributeText` starts in the file.
    var attributeStart: SourcePosition

    /// The marker an HTML block holds, if it is one: a comment whose first word is `card` or `question`.
    init?(_ node: MarkdownNode) {
        guard case .htmlBlock(let literal) = node.kind else { return nil }
        let text = Substring(literal)
        let leading = text.prefix { $0 == " " }
        let afterSpaces = text.dropFirst(leading.count)
        guard afterSpaces.hasPrefix("<!--") else { return nil }
        var body = afterSpaces.dropFirst(4)
        if let end = body.range(of: "-->") { body = body[..<end.lowerBound] }
        let word = body.drop { $0.isWhitespace }.prefix { !$0.isWhitespace }
        guard let kind = Kind(rawValue: String(word)) else { return nil }
        attributeText = body[word.endIndex...]
        self.kind = kind
        let offset = text.utf8.distance(from: text.startIndex, to: attributeText.startIndex)
        attributeStart = positionOfByte(offset, in: text, startingAt: node.range.start)
    }
}

extension MarkdownNode {
    var headingLevel: Int? {
        if case .heading(let level, _) = kind { level } else { nil }
    }

    /// The literal of an HTML block, trimmed; nil for other nodes.
    var htmlText: String? {
        if case .htmlBlock(let literal) = kind { literal.trimmed } else { nil }
    }

    var opensDetails: Bool { htmlText?.lowercased().hasPrefix("<details") ?? false }
    var closesDetails: Bool { htmlText?.lowercased().contains("</details>") ?? false }
}
