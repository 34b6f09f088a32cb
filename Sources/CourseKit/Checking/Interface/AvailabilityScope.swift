extension InterfaceAvailability {
    /// Whether the code around the use at `line`:`column` (1-based, columns in UTF-8 bytes) of
    /// `text` excuses it, as the SDK's compiler would, from what `verdict` says for the course's
    /// platform (found in the tokens of the enclosing blocks' heads, not the compiler's scopes):
    ///
    /// - newer: an enclosing `if #available(…)` or `@available(…)`, or a `guard #available(…)`
    ///   before it in an enclosing block, naming the platform at that version or later (either form);
    /// - deprecated: an enclosing declaration deprecated, obsoleted or unavailable on the platform
    ///   (`@available(iOS, deprecated: 15.0)`; `@available(*, deprecated)` the compiler sees itself);
    /// - unavailable, obsoleted, renamed: an enclosing declaration unavailable on the platform.
    static func isExcused(_ verdict: Verdict, in text: String, line: Int, column: Int) -> Bool {
        guard text.contains("available") else { return false }
        let platform = verdict.platform
        let excuses: (AvailabilityAttribute) -> Bool
        switch verdict.kind {
        case .introduced:
            let version = verdict.version ?? ""
            excuses = { $0.introduced(on: platform).map { !isNewer(version, than: $0) } ?? false }
        case .deprecated:
            excuses = {
                !$0.isCondition && $0.platform == platform
                    && ($0.isDeprecated || $0.isUnavailable || $0.obsoleted != nil)
            }
        case .unavailable, .obsoleted, .renamed:
            excuses = { !$0.isCondition && $0.platform == platform && $0.isUnavailable }
        }
        return isEnclosed(text, line: line, column: column, by: excuses)
    }

    /// Whether an attribute or condition that `excuses` holds is in the head of a block around the
    /// place `line`:`column` of `text`, or in a `guard` before it at the level of one.
    static func isEnclosed(
        _ text: String, line: Int, column: Int, by excuses: (AvailabilityAttribute) -> Bool
    ) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        var currentLine = 1
        while currentLine < line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { currentLine += 1 }
            offset += 1
        }
        offset += max(0, column - 1)
        let scan = SwiftTokenScan(text)
        let tokens = scan.tokens
        /// Whether one of the tokens in `range` starts an attribute or condition that excuses the use.
        func covers(_ range: Range<Int>) -> Bool {
            range.contains { index in
                tokens[index].kind == .identifier && scan.name(tokens[index]) == "available"
                    && (AvailabilityAttribute.read(scan, at: index).map(excuses) ?? false)
            }
        }
        // The blocks that enclose the use: for each, the tokens of its head (since the end of the
        // statement before it) and the statements before the use inside it.
        var opens: [Int] = []
        var position = 0
        while position < tokens.count, tokens[position].range.lowerBound < offset {
            if scan.isPunctuation(tokens[position], "{") { opens.append(position) }
            if scan.isPunctuation(tokens[position], "}"), !opens.isEmpty { opens.removeLast() }
            position += 1
        }
        let usePosition = position
        if covers(declarationHead(scan, bytes: bytes, use: usePosition, at: offset)) { return true }
        for (depth, open) in opens.enumerated() {
            var head = open
            while head > 0 {
                let before = tokens[head - 1]
                if scan.isPunctuation(before, "{") || scan.isPunctuation(before, "}") || scan.isPunctuation(before, ";")
                {
                    break
                }
                head -= 1
            }
            if covers(head..<open) { return true }
            // A `guard #available(…)` earlier in this block, at its own level.
            let end = depth + 1 < opens.count ? opens[depth + 1] : usePosition
            var level = 0
            var index = open + 1
            while index < end {
                let token = tokens[index]
                if scan.isPunctuation(token, "{") { level += 1 }
                if scan.isPunctuation(token, "}") { level -= 1 }
                if level == 0, token.kind == .identifier, scan.name(token) == "guard" {
                    var stop = index + 1
                    while stop < end, !scan.isPunctuation(tokens[stop], "{") { stop += 1 }
                    if covers(index..<stop) { return true }
                }
                index += 1
            }
        }
        return false
    }

    /// The tokens of the declaration head a use (token `use`, at byte `offset`) is in: back on its line
    /// to the last `{`, `}` or `;` before it, and the lines of attributes alone right above that line
    /// (`@available(iOS 17.0, *)` over `extension ColorResource {`): a declaration's own attributes
    /// cover its signature, as with the SDK.
    private static func declarationHead(_ scan: SwiftTokenScan, bytes: [UInt8], use: Int, at offset: Int)
        -> Range<Int>
    {
        let tokens = scan.tokens
        func lineStart(_ at: Int) -> Int {
            var start = min(at, bytes.count)
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return start
        }
        var first = use
        var start = lineStart(offset)
        while first > 0, tokens[first - 1].range.lowerBound >= start {
            let before = tokens[first - 1]
            if scan.isPunctuation(before, "{") || scan.isPunctuation(before, "}") || scan.isPunctuation(before, ";") {
                return first..<use
            }
            first -= 1
        }
        while start > 0 {
            let above = lineStart(start - 1)
            guard isAttributeLine(bytes[above..<start - 1]) else { break }
            while first > 0, tokens[first - 1].range.lowerBound >= above { first -= 1 }
            start = above
        }
        return first..<use
    }

    /// Whether `line` holds attributes and nothing else: `@available(iOS 17.0, *)`, `@MainActor @objc`.
    private static func isAttributeLine(_ line: ArraySlice<UInt8>) -> Bool {
        let text = Array(line)
        var index = 0
        func skipSpace() { while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 } }
        skipSpace()
        guard index < text.count else { return false }
        while index < text.count {
            guard text[index] == UInt8(ascii: "@") else { return false }
            index += 1
            let name = index
            while index < text.count,
                text[index] == UInt8(ascii: "_") || (text[index] | 0x20 >= 0x61 && text[index] | 0x20 <= 0x7A)
                    || (text[index] >= 0x30 && text[index] <= 0x39)
            {
                index += 1
            }
            guard index > name else { return false }
            if index < text.count, text[index] == UInt8(ascii: "(") {
                var depth = 0
                var quoted = false
                while index < text.count {
                    let byte = text[index]
                    if byte == UInt8(ascii: "\"") { quoted.toggle() }
                    if !quoted, byte == UInt8(ascii: "(") { depth += 1 }
                    if !quoted, byte == UInt8(ascii: ")") { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
                guard depth == 0 else { return false }
            }
            skipSpace()
        }
        return true
    }
}
