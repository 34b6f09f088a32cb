/// A property declaration read from the source the compiler sends with an attached macro.
///
/// Such as `@Entry public var name: Type = value`: its attributes and modifiers passed over, its
/// keyword, name, type annotation and initializer found. Texts are the source's own, comments
/// inside kept.
struct VariableDeclaration: Equatable {
    /// `var` or `let`.
    var keyword: String
    /// The name without backticks.
    var name: String
    /// Byte offset of the name in the source.
    var nameOffset: Int
    /// The type annotation's text, nil without one.
    var type: String?
    /// The initializer's text (after `=`), nil without one.
    var initializer: String?
    /// The initializer's tokens, for a look at its shape.
    var initializerTokens: ArraySlice<SwiftTokenScan.Token>

    /// Why a declaration is not one that can be read.
    enum Problem: Error, Equatable {
        /// No `var` or `let` after the attributes and modifiers; what came instead (empty: nothing).
        case notAProperty(found: String, offset: Int)
        /// `var (a, b) = …` or nothing after the keyword.
        case noName(offset: Int)
    }

    /// Reads `source`, returning the declaration and the scan it was read from.
    static func read(_ source: String) throws(Problem) -> (VariableDeclaration, SwiftTokenScan) {
        let scan = SwiftTokenScan(source)
        let tokens = scan.tokens
        var index = skipAttributesAndModifiers(tokens, scan, from: 0)
        guard index < tokens.count, tokens[index].kind == .identifier,
            scan.text(tokens[index]) == "var" || scan.text(tokens[index]) == "let"
        else {
            let found = index < tokens.count ? scan.text(tokens[index]) : ""
            let offset = index < tokens.count ? tokens[index].range.lowerBound : scan.bytes.count
            throw .notAProperty(found: found, offset: offset)
        }
        let keyword = scan.text(tokens[index])
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else {
            throw .noName(offset: index < tokens.count ? tokens[index].range.lowerBound : scan.bytes.count)
        }
        let nameToken = tokens[index]
        index += 1
        var type: String?
        if index < tokens.count, scan.isPunctuation(tokens[index], ":") {
            let typeStart = index + 1
            let typeEnd = typeAnnotationEnd(tokens, scan, from: typeStart)
            if typeEnd > typeStart { type = scan.text(from: tokens[typeStart], to: tokens[typeEnd - 1]) }
            index = typeEnd
        }
        var initializer: String?
        var initializerTokens = tokens[tokens.endIndex...]
        if index < tokens.count, scan.isPunctuation(tokens[index], "="), index + 1 < tokens.count {
            initializerTokens = tokens[(index + 1)...]
            initializer = scan.text(from: tokens[index + 1], to: tokens[tokens.count - 1])
        }
        return (
            VariableDeclaration(
                keyword: keyword, name: scan.name(nameToken), nameOffset: nameToken.range.lowerBound,
                type: type, initializer: initializer, initializerTokens: initializerTokens), scan
        )
    }

    /// The index of the first token after the attributes and modifiers that begin a declaration.
    ///
    /// Attributes: `@Name`, `@Name(…)`, `@Name<…>`; modifiers: `public`, `private(set)`,
    /// `nonisolated(unsafe)`, …
    static func skipAttributesAndModifiers(_ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, from start: Int)
        -> Int
    {
        var index = start
        while index < tokens.count {
            let afterAttributes = skipAttributes(tokens, scan, from: index)
            if afterAttributes > index {
                index = afterAttributes
            } else if tokens[index].kind == .identifier, modifiers.contains(scan.text(tokens[index])) {
                index += 1
                if index < tokens.count, scan.isPunctuation(tokens[index], "(") {
                    index = balancedEnd(tokens, scan, from: index)
                }
            } else {
                break
            }
        }
        return index
    }

    /// The index of the first token after the attributes that start at `start`.
    ///
    /// `@Name`, `@Name(…)`, `@Name<…>`, the name maybe dotted: `@SwiftUI.Entry`.
    static func skipAttributes(_ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, from start: Int) -> Int {
        var index = start
        while index < tokens.count, scan.isPunctuation(tokens[index], "@") {
            index += 1
            while index < tokens.count, tokens[index].kind == .identifier {
                index += 1
                guard index + 1 < tokens.count, scan.isPunctuation(tokens[index], "."),
                    tokens[index + 1].kind == .identifier
                else { break }
                index += 1
            }
            if index < tokens.count, scan.isPunctuation(tokens[index], "<") {
                index = balancedEnd(tokens, scan, from: index)
            }
            if index < tokens.count, scan.isPunctuation(tokens[index], "(") {
                index = balancedEnd(tokens, scan, from: index)
            }
        }
        return index
    }

    /// The words that may come before `var` or `extension` (declaration modifiers).
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "lazy",
        "weak", "unowned", "nonisolated", "override", "dynamic", "required", "convenience", "mutating",
        "nonmutating", "optional", "isolated", "consuming", "borrowing", "indirect", "distributed",
    ]

    /// After the bracketed group opening at `start` (`(`, `[`, `{` or `<`).
    ///
    /// Nested groups of any of them included; the end of the tokens when it stays open. `->` closes
    /// nothing.
    static func balancedEnd(_ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch scan.bytes[token.range.lowerBound] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                case UInt8(ascii: ">") where !isArrow(tokens, scan, at: index):
                    depth -= 1
                default:
                    break
                }
            }
            index += 1
            if depth <= 0 { return index }
        }
        return index
    }

    /// Where a type annotation starting at `start` ends.
    ///
    /// At `=`, `{` or `,` outside brackets, or at the end.
    private static func typeAnnotationEnd(_ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, from start: Int)
        -> Int
    {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch scan.bytes[token.range.lowerBound] {
                case UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: ","):
                    return index
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                    index = balancedEnd(tokens, scan, from: index)
                    continue
                default:
                    break
                }
            }
            index += 1
        }
        return index
    }

    /// The `>` at `index` is the end of `->`.
    private static func isArrow(_ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, at index: Int) -> Bool {
        index > 0 && scan.isPunctuation(tokens[index - 1], "-")
            && tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
    }
}
