/// One `@available(…)` or `#available(…)` read from tokens: the short form (`iOS 17.0, macOS 14.0,
/// *`) or the long form of one platform (`iOS, introduced: 13.0, deprecated: 16.0, message: "…"`,
/// `iOS, unavailable`, `*, deprecated`). What it cannot read (another label, a raw string) makes it
/// nil, and the line is left as it is.
struct AvailabilityAttribute: Equatable {
    /// The long form's platform (`iOS`, or `*`); nil for the short form.
    var platform: String?
    /// The short form's versions by platform.
    var versions: [String: String] = [:]
    var introduced: String?
    /// Deprecated, with the version when one is given (`deprecated: 16.0`; nil for `deprecated` alone).
    var isDeprecated = false
    var deprecated: String?
    var obsoleted: String?
    var isUnavailable = false
    /// `message:` and `renamed:`, the literal's text as written between its quotes (escapes kept).
    var message: String?
    var renamed: String?
    /// Written `#available` (a condition), not `@available`.
    var isCondition = false

    /// The platforms of Apple's SDKs an attribute may name (Swift's names): lines naming another
    /// (`swift`, which the compiler checks on Linux too) are not read.
    static let platforms: Set<String> = [
        "iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "macCatalyst", "iOSApplicationExtension",
        "macOSApplicationExtension", "OSXApplicationExtension", "tvOSApplicationExtension",
        "watchOSApplicationExtension", "visionOSApplicationExtension", "macCatalystApplicationExtension",
    ]

    /// The version `platform` got the API in, by either form; nil when the attribute does not say.
    func introduced(on platform: String) -> String? {
        self.platform == nil ? versions[platform] : self.platform == platform ? introduced : nil
    }

    /// The attributes `available(` starts at token `index` of `scan` (the token after `@` or `#`), up
    /// to its `)`; nil when it is not one this can read.
    static func read(_ scan: SwiftTokenScan, at index: Int) -> AvailabilityAttribute? {
        let tokens = scan.tokens
        guard index > 0, index + 1 < tokens.count, scan.name(tokens[index]) == "available",
            scan.isPunctuation(tokens[index - 1], "@") || scan.isPunctuation(tokens[index - 1], "#"),
            scan.isPunctuation(tokens[index + 1], "(")
        else { return nil }
        var items: [[SwiftTokenScan.Token]] = [[]]
        var position = index + 2
        while position < tokens.count, !scan.isPunctuation(tokens[position], ")") {
            if scan.isPunctuation(tokens[position], ",") {
                items.append([])
            } else {
                items[items.count - 1].append(tokens[position])
            }
            position += 1
        }
        guard position < tokens.count else { return nil }
        var attribute = AvailabilityAttribute(isCondition: scan.isPunctuation(tokens[index - 1], "#"))
        return attribute.read(items, scan) ? attribute : nil
    }

    /// Reads the comma-separated `items`: the short form when the first names a version.
    private mutating func read(_ items: [[SwiftTokenScan.Token]], _ scan: SwiftTokenScan) -> Bool {
        guard let first = items.first, !first.isEmpty else { return false }
        if first.count == 2, first[0].kind == .identifier, first[1].kind == .number {
            for item in items {
                if item.count == 1, scan.isPunctuation(item[0], "*") { continue }
                guard item.count == 2, item[0].kind == .identifier, item[1].kind == .number,
                    Self.platforms.contains(scan.text(item[0]))
                else { return false }
                versions[scan.text(item[0])] = scan.text(item[1])
            }
            return true
        }
        guard first.count == 1, Self.platforms.contains(scan.text(first[0])) || scan.isPunctuation(first[0], "*")
        else { return false }
        platform = scan.text(first[0])
        for item in items.dropFirst() {
            guard let label = item.first, label.kind == .identifier else { return false }
            let value = item.count == 3 && scan.isPunctuation(item[1], ":") ? item[2] : nil
            switch (scan.text(label), item.count, value?.kind) {
            case ("unavailable", 1, _): isUnavailable = true
            case ("deprecated", 1, _): isDeprecated = true
            case ("deprecated", 3, .number?): (isDeprecated, deprecated) = (true, value.map(scan.text))
            case ("introduced", 3, .number?): introduced = value.map(scan.text)
            case ("obsoleted", 3, .number?): obsoleted = value.map(scan.text)
            case ("message", 3, .string?), ("renamed", 3, .string?):
                guard let text = value.flatMap({ Self.literal(scan.text($0)) }) else { return false }
                if scan.text(label) == "message" { message = text } else { renamed = text }
            default: return false
            }
        }
        return true
    }

    /// A plain one-line string literal's text between its quotes; nil for any other literal.
    private static func literal(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""),
            !text.contains("\\(")
        else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
