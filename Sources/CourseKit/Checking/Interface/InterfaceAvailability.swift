/// Availability on Linux: the interface states, as Apple's documentation does, the versions that
/// introduced an API (`@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)`,
/// a line of its own). Off Apple's platforms the compiler ignores those versions, so the interface's
/// modules are built for the course's `platform:`: an API newer than it gets a deprecation that names
/// the version, which the compiler reports at every use it resolves (overloads, members, initializers
/// included) and never where the use is excused by an enclosing deprecation; `TypecheckJob` turns that
/// warning into the SDK's error, "'Observations' is only available in iOS 26.0 or newer", unless an
/// `if #available`/`guard #available` or an `@available` of the code around the use covers the version.
/// Other lines stay as they are, blank where an `@available` of an older version stood (the line
/// numbers of the interface's errors stay right).
enum InterfaceAvailability {
    /// The message of the deprecation that stands for "introduced in `platform version`".
    static let marker = "course-availability "

    /// `text` with each `@available(<platform> <version>, …, *)` line of its own made into the
    /// marker for `platform` (when it names a newer version) or a blank line; nil platform: every
    /// such line blank (no availability checked).
    static func marked(_ text: String, platform: BuildSettings.Platform?) -> String {
        guard text.contains("@available(") else { return text }
        var lines: [Substring] = []
        var changed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@available("), let versions = introduced(in: trimmed) else {
                lines.append(line)
                continue
            }
            changed = true
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            if let platform, let version = versions[platform.name.rawValue],
                isNewer(version, than: platform.version)
            {
                lines.append(
                    indent + "@available(*, deprecated, message: \"\(marker)\(platform.name.rawValue) \(version)\")")
            } else {
                lines.append("")
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// `@available(iOS 26.0, macOS 26.0, *)` → ["iOS": "26.0", "macOS": "26.0"]; nil for any other
    /// form (`@available(*, deprecated…)`, `@available(iOS, introduced: 15)`).
    static func introduced(in attribute: Substring) -> [String: String]? {
        guard attribute.hasPrefix("@available("), let close = attribute.firstIndex(of: ")"),
            attribute[attribute.index(after: close)...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
        else { return nil }
        let inside = attribute[attribute.index(attribute.startIndex, offsetBy: "@available(".count)..<close]
        let items = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard items.last == "*", items.count > 1 else { return nil }
        var versions: [String: String] = [:]
        for item in items.dropLast() {
            let words = item.split(separator: " ")
            guard words.count == 2, BuildSettings.Platform.Name(rawValue: String(words[0])) != nil,
                words[1].allSatisfy({ $0.isNumber || $0 == "." })
            else { return nil }
            versions[String(words[0])] = String(words[1])
        }
        return versions
    }

    /// Whether `version` (`26.0`) is newer than `floor` (`18.0`), part by part.
    static func isNewer(_ version: String, than floor: String) -> Bool {
        let a = version.split(separator: ".").map { Int($0) ?? 0 }
        let b = floor.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x > y }
        }
        return false
    }

    /// The compiler's warning for a marked API (`'Observations' is deprecated: course-availability
    /// iOS 26.0`) → (`'Observations'`, `iOS`, `26.0`); nil for any other message.
    static func use(in message: String) -> (name: String, platform: String, version: String)? {
        guard let range = message.range(of: " is deprecated: \(marker)") else { return nil }
        // The compiler may add the diagnostic's group (` [#DeprecatedDeclaration]`).
        let words = message[range.upperBound...].split(separator: " ")
        guard words.count >= 2 else { return nil }
        return (String(message[..<range.lowerBound]), String(words[0]), String(words[1]))
    }

    /// The real SDK's message for a use of an API newer than the course's platform.
    static func sdkMessage(name: String, platform: String, version: String) -> String {
        "\(name) is only available in \(platform) \(version) or newer"
    }

    /// Whether the code around the use at `line`:`column` (1-based, columns in UTF-8 bytes) of
    /// `text` makes it available on `platform` from `version`: an enclosing `if #available(…)` or
    /// `@available(…)`, or a `guard #available(…)` before it in an enclosing block, naming the
    /// platform at that version or later.
    static func isGuarded(_ text: String, line: Int, column: Int, platform: String, version: String) -> Bool {
        guard text.contains("available") else { return false }
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
        /// Whether the tokens from `start` on name the platform at `version` or later in a
        /// `#available(` or `@available(`.
        func covers(_ slice: ArraySlice<SwiftTokenScan.Token>) -> Bool {
            let list = Array(slice)
            for (index, token) in list.enumerated() where token.kind == .identifier && scan.name(token) == "available" {
                // `#available(iOS 26.0, *)` or `@available(iOS 26.0, *)`: the platform, then its version.
                for next in index + 1..<min(list.count, index + 40) {
                    if scan.isPunctuation(list[next], ")") { break }
                    guard list[next].kind == .identifier, scan.name(list[next]) == platform, next + 1 < list.count,
                        list[next + 1].kind == .number
                    else { continue }
                    if !isNewer(version, than: scan.text(list[next + 1])) { return true }
                }
            }
            return false
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
            if covers(tokens[head..<open]) { return true }
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
                    if covers(tokens[index..<stop]) { return true }
                }
                index += 1
            }
        }
        return false
    }
}
