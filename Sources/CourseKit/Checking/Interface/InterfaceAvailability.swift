/// Availability on Linux: the interface states, as Apple's documentation does, when an API came,
/// was deprecated, was obsoleted, or where it is not there at all, each on a line of its own directly
/// above the declaration — the short form `@available(iOS 17.0, macOS 14.0, *)`, or one platform's
/// long form `@available(iOS, introduced: 13.0, deprecated: 16.0, message: "…")`, `@available(iOS,
/// introduced: 13.0, obsoleted: 16.0)`, `@available(macOS, unavailable)`. Off Apple's platforms the
/// compiler ignores platforms, so the interface's modules are built for the course's `platform:`:
/// what those lines say for it becomes one attribute the compiler acts on —
///
/// - newer than the platform: a deprecation naming the version, which the compiler reports at every
///   use it resolves (overloads, members, initializers), and which becomes the SDK's error, "'X' is
///   only available in iOS 17.0 or newer";
/// - deprecated at or before the platform's version: a deprecation, the SDK's warning "'X' was
///   deprecated in iOS 16.0: …" (a later version, such as Apple's 100000 for "a future version",
///   is no warning at all, as with the SDK: Swift reports a deprecation only from its version on);
/// - unavailable there, or obsoleted at or before its version: `unavailable` (the compiler then
///   also resolves overloads as the SDK does), the SDK's error "'X' is unavailable in iOS: …".
///
/// The code around a use excuses it as it would with the SDK (`isExcused`). Every other line stays as
/// it is; the lines read are left blank where they stood, so the interface's line numbers stay right.
enum InterfaceAvailability {
    /// The start of the message of every attribute this makes.
    static let marker = "course-availability "

    /// What the interface says of an API for the course's platform.
    struct Verdict: Equatable {
        enum Kind: String { case introduced, deprecated, obsoleted, unavailable, renamed }
        var kind: Kind
        var platform: String
        var version: String?
        /// The data's message (`message:`), or Swift's "renamed to 'Y'" for a deprecation with `renamed:`;
        /// for `renamed`, the new name, then the message after ": ".
        var text: String?

        /// The attribute the compiler acts on, in place of the interface's lines.
        var attribute: String { attribute(newerRanksLast: false) }

        /// The attribute for a function, initializer or subscript (`isOverload`): one newer than the
        /// platform is made unavailable, so that the compiler passes over it where an older overload
        /// fits, as Apple's compiler passes over an overload newer than the deployment target.
        var rankedAttribute: String { attribute(newerRanksLast: true) }

        private func attribute(newerRanksLast: Bool) -> String {
            let made = kind == .deprecated || (kind == .introduced && !newerRanksLast) ? "deprecated" : "unavailable"
            let said = [self.kind.rawValue, platform, version].compactMap { $0 }.joined(separator: " ")
            return "@available(*, \(made), message: \"\(marker)\(said)\(text.map { ": " + $0 } ?? "")\")"
        }
    }

    /// `text` with the availability lines of each declaration made into one attribute for
    /// `platform`, or blank lines where they say nothing for it; nil platform: every such line
    /// blank (no availability checked). `@available(*, …)` lines stay: the compiler reads them.
    ///
    /// Kept for the process (`markedTexts`): every check marks the whole embedded interface again,
    /// the same texts for the same platform.
    static func marked(_ text: String, platform: BuildSettings.Platform?) -> String {
        guard text.holds("@available(") else { return text }
        let key = MarkedKey(text: text, platform: platform.map { [$0.name.rawValue, $0.version] } ?? [])
        return markedTexts.value(for: key) { markedAnew(text, platform: platform) }
    }

    /// A text and the platform it is marked for (name and version; none: empty).
    private struct MarkedKey: Hashable {
        var text: String
        var platform: [String]
    }

    /// The texts marked in this process: the embedded interface, 1.35 MB, is otherwise marked
    /// again by every check (docs/ci.md, "The warm suite under 90 s").
    private static let markedTexts = ProcessMemo<MarkedKey, String>()

    /// `marked(_:platform:)`, worked out.
    private static func markedAnew(_ text: String, platform: BuildSettings.Platform?) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var index = 0
        let (protocols, required) = protocols(in: lines)
        var scopes = Scopes(protocols: protocols.union(InterfaceFile.declaredProtocolNames))
        while index < lines.count {
            // The attribute lines above one declaration.
            var end = index
            while end < lines.count, lines[end].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@") { end += 1 }
            var read: [(line: Int, attribute: AvailabilityAttribute)] = []
            for line in index..<end {
                if let attribute = attribute(onLine: lines[line]), attribute.platform != "*" {
                    read.append((line, attribute))
                }
            }
            if let first = read.first {
                let indent = String(lines[first.line].prefix { $0 == " " || $0 == "\t" })
                let found = platform.flatMap { verdict(read.map(\.attribute), platform: $0) }
                for item in read { lines[item.line] = "" }
                if let found {
                    let ranked =
                        end < lines.count && scopes.isPlainExtensionOrTopLevel
                        && isOverload(lines[end], requirements: required)
                    lines[first.line] = indent + (ranked ? found.rankedAttribute : found.attribute)
                }
                changed = true
            }
            for line in index..<max(end, index + 1) { scopes.read(lines[line]) }
            index = max(end, index + 1)
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// The attribute that is the whole of `line` (but for spaces around it); nil for any other line.
    static func attribute(onLine line: String) -> AvailabilityAttribute? {
        guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@available(") else { return nil }
        let scan = SwiftTokenScan(line)
        // The attribute's `)` (its items hold no parenthesis: a string is one token) ends the line.
        guard scan.tokens.firstIndex(where: { scan.isPunctuation($0, ")") }) == scan.tokens.count - 1 else {
            return nil
        }
        return AvailabilityAttribute.read(scan, at: 1)
    }

    /// What `attributes` (one declaration's) say for `platform`, the strongest first: unavailable
    /// (or renamed), obsoleted, newer, deprecated; nil when the API is there, undeprecated.
    static func verdict(_ attributes: [AvailabilityAttribute], platform: BuildSettings.Platform) -> Verdict? {
        let name = platform.name.rawValue
        let own = attributes.filter { $0.platform == name }
        let introduced = attributes.compactMap { $0.introduced(on: name) }.last
        let message = own.compactMap(\.message).last
        let renamed = own.compactMap(\.renamed).last
        if own.contains(where: \.isUnavailable) {
            if let renamed {
                return Verdict(kind: .renamed, platform: name, text: renamed + (message.map { ": " + $0 } ?? ""))
            }
            return Verdict(kind: .unavailable, platform: name, text: message)
        }
        if let obsoleted = own.compactMap(\.obsoleted).last, !isNewer(obsoleted, than: platform.version) {
            return Verdict(kind: .obsoleted, platform: name, version: obsoleted, text: message)
        }
        if let introduced, isNewer(introduced, than: platform.version) {
            return Verdict(kind: .introduced, platform: name, version: introduced)
        }
        guard let deprecation = own.last(where: \.isDeprecated) else { return nil }
        if let version = deprecation.deprecated, isNewer(version, than: platform.version) { return nil }
        return Verdict(
            kind: .deprecated, platform: name, version: deprecation.deprecated,
            text: message ?? renamed.map { "renamed to '\($0)'" })
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
}
