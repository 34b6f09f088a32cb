extension InterfaceAvailability {
    /// A use the compiler reported of an API marked by `marked`: `'NavigationView' is deprecated:
    /// course-availability deprecated iOS 16.0: use NavigationStack [#DeprecatedDeclaration]`.
    struct Use: Equatable {
        /// What the compiler names: `'NavigationView'`, `conformance of 'A' to 'P'`.
        var subject: String
        var verdict: Verdict
        /// What the compiler said after the marker's message (`; this is an error in the Swift 6
        /// language mode`), its group name left out.
        var rest: String

        init?(_ message: String) {
            guard
                let range = [" is deprecated: ", " is unavailable: "].lazy.compactMap({
                    message.range(of: $0 + InterfaceAvailability.marker)
                }).first
            else { return nil }
            subject = String(message[..<range.lowerBound])
            var said = message[range.upperBound...]
            // The compiler may add the diagnostic's group: ` [#DeprecatedDeclaration]`.
            if said.hasSuffix("]"), let group = said.range(of: " [#", options: .backwards) {
                said = said[..<group.lowerBound]
            }
            let kindWord = said.prefix { $0.isLetter }
            said = said.dropFirst(kindWord.count).drop { $0 == " " }
            let platform = said.prefix { $0.isLetter }
            said = said.dropFirst(platform.count)
            guard let kind = Verdict.Kind(rawValue: String(kindWord)), !platform.isEmpty else { return nil }
            var version: Substring?
            if said.hasPrefix(" "), said.dropFirst().first?.isNumber == true {
                version = said.dropFirst().prefix { $0.isNumber || $0 == "." }
                said = said.dropFirst(1 + (version?.count ?? 0))
            }
            var text: String?
            if said.hasPrefix(": ") {
                text = String(said.dropFirst(2))
                said = ""
            }
            verdict = Verdict(kind: kind, platform: String(platform), version: version.map(String.init), text: text)
            rest = String(said)
        }

        /// The SDK's message for the use, as Xcode gives it for the course's platform.
        var sdkMessage: String {
            let platform = verdict.platform
            let said = verdict.text.map { ": " + $0 } ?? ""
            switch verdict.kind {
            case .introduced:
                return "\(subject) is only available in \(platform) \(verdict.version ?? "") or newer\(rest)"
            case .deprecated:
                let when =
                    verdict.version.map { "was deprecated in \(platform) \($0)" } ?? "is deprecated in \(platform)"
                return "\(subject) \(when)\(said)\(rest)"
            case .unavailable:
                return "\(subject) is unavailable in \(platform)\(said)\(rest)"
            case .obsoleted:
                // Xcode's error, then its note.
                let note = "\(subject) was obsoleted in \(platform) \(verdict.version ?? "")"
                return "\(subject) is unavailable in \(platform)\(said) (\(note))\(rest)"
            case .renamed:
                // The new name, then the message after ": " (a name such as `f(x:)` has no space after its colons).
                let text = verdict.text ?? ""
                let split = text.range(of: ": ")
                let name = split.map { text[..<$0.lowerBound] } ?? text[...]
                let message = split.map { text[$0.lowerBound...] } ?? ""
                return "\(subject) has been renamed to '\(name)'\(message)\(rest)"
            }
        }
    }

    /// `raw` as the SDK reports it: a use of a marked API with the SDK's message (newer than the
    /// platform: an error), or nil where the code around excuses the use (`isExcused`; `text` is
    /// the file's). Any other message as it is.
    static func reported(_ raw: TypecheckResultCache.RawMessage, in text: String?) -> TypecheckResultCache.RawMessage? {
        guard raw.severity != .note, let use = Use(raw.message) else { return raw }
        if let text, isExcused(use.verdict, in: text, line: raw.line, column: raw.column) { return nil }
        var message = raw
        message.message = use.sdkMessage
        if use.verdict.kind == .introduced { message.severity = .error }
        return message
    }
}
