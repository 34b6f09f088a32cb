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
}
