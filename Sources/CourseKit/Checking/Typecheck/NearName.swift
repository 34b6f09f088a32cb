/// A name the compiler cannot find that is one or two letters away from a name around it.
///
/// A name the code around it uses: a misspelling (`TripStor` for `TripStore`), not a name that a
/// fragment takes from code it does not show (`isSheetShown`). The compiler suggests no near names
/// for what is not in scope, so the check looks for them in the texts the snippet was type-checked
/// with.
enum NearName {
    /// `cannot find 'X' in scope` or `cannot find type 'X' in scope` → `X`.
    static func undefinedName(in message: String) -> String? {
        guard message.hasPrefix("cannot find "), message.hasSuffix("' in scope"),
            let open = message.firstIndex(of: "'")
        else { return nil }
        let name = message[message.index(after: open)..<message.index(message.endIndex, offsetBy: -"' in scope".count)]
        return name.isEmpty || name.contains("'") ? nil : String(name)
    }

    /// The member a "has no member" message names; nil when it already names a near member.
    ///
    /// `value of type 'Text' has no member 'preferance'` or `type 'Color' has no member 'rde'` →
    /// `preferance`.
    static func missingMember(in message: String) -> String? {
        guard message.hasSuffix("'"), let range = message.range(of: " has no member '", options: .backwards)
        else { return nil }
        let name = message[range.upperBound..<message.index(before: message.endIndex)]
        return name.isEmpty || name.contains("'") ? nil : String(name)
    }

    /// Every identifier of `texts`.
    static func identifiers(in texts: [String]) -> Set<String> {
        var names = Set<String>()
        for text in texts {
            let scan = SwiftTokenScan(text)
            for token in scan.tokens where token.kind == .identifier { names.insert(scan.name(token)) }
        }
        return names
    }

    /// The names `texts` declare at their top level.
    ///
    /// Each identifier after `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `func`,
    /// `var` or `let` outside every brace.
    static func declaredAtTopLevel(in texts: [String]) -> Set<String> {
        let keywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let"]
        var names = Set<String>()
        for text in texts {
            let scan = SwiftTokenScan(text)
            var depth = 0
            for (token, next) in zip(scan.tokens, scan.tokens.dropFirst()) {
                if scan.isPunctuation(token, "{") { depth += 1 }
                if scan.isPunctuation(token, "}") { depth -= 1 }
                if depth == 0, token.kind == .identifier, next.kind == .identifier, keywords.contains(scan.name(token))
                {
                    names.insert(scan.name(next))
                }
            }
        }
        return names
    }

    /// The names `text` lets another file of its module see.
    ///
    /// Those it declares at its top level, the types it extends, and what it declares directly in
    /// those extensions.
    static func declaredForOtherFiles(in text: String) -> Set<String> {
        let keywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let"]
        var names = Set<String>()
        let scan = SwiftTokenScan(text)
        var depth = 0
        var extending = false
        var inExtension = false
        for (token, next) in zip(scan.tokens, scan.tokens.dropFirst()) {
            if scan.isPunctuation(token, "{") {
                depth += 1
                if depth == 1 { inExtension = extending }
                extending = false
            }
            if scan.isPunctuation(token, "}") { depth -= 1 }
            guard token.kind == .identifier, next.kind == .identifier else { continue }
            let word = scan.name(token)
            if depth == 0, word == "extension" {
                names.insert(scan.name(next))
                extending = true
            } else if keywords.contains(word), depth == 0 || (depth == 1 && inExtension) {
                names.insert(scan.name(next))
            }
        }
        return names
    }

    /// The identifiers of the built-in interface's declarations, read once.
    static let interfaceIdentifiers: Set<String> = identifiers(in: InterfaceFile.embedded.map(\.text))

    /// The name `name` is likely a misspelling of, among the names around the snippet and its own.
    ///
    /// The code around the snippet is `around` (its project's, the interface's), the snippet's own
    /// `own` (where the misspelling itself stands): none when the code around uses `name` itself
    /// (it is then out of scope, not misspelled), or when `name` is short; a name that differs from
    /// it only in the case of its first letter is no target (`Profile`, `profile`; `dynamicTypeSize`
    /// is a target for `dynamicTypesize`), nor one that `name` holds whole at its start or end. One
    /// letter away for names of four to seven letters, two for longer ones; the nearest, then the
    /// first in order of the alphabet.
    static func misspelled(_ name: String, around: [Set<String>], own: Set<String>) -> String? {
        let length = name.count
        let bytes = name.utf8.count
        guard length >= 4, !around.contains(where: { $0.contains(name) }) else { return nil }
        let allowed = length >= 8 ? 2 : 1
        let folded = name.lowercased()
        var best: (name: String, distance: Int)?
        for names in around + [own] {
            // A character is one to four bytes: the byte count rules most names out at once.
            for candidate in names where abs(candidate.utf8.count - bytes) <= 4 * allowed {
                let count = candidate.count
                // A name that differs only in case is the type of a value or the value of a type
                // (`Profile`, `profile`): a name from code not shown, not a misspelling. A name
                // that is the candidate with letters added at its start or end is a name of its
                // own (`locale`, `containerValues`, `debounce`, `NSFetchRequest`): an API the
                // interface may lack, not the candidate misspelt.
                // Past the first letter, a case is a misspelling: `dynamicTypesize`.
                let isTypeOrValue = candidate.lowercased() == folded && candidate.first != name.first
                guard count >= 4, abs(count - length) <= allowed, !isTypeOrValue, candidate != name,
                    !name.hasPrefix(candidate), !name.hasSuffix(candidate)
                else { continue }
                let distance = editDistance(name, candidate)
                guard distance <= allowed else { continue }
                if best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                    best = (candidate, distance)
                }
            }
        }
        return best?.name
    }

    /// "cannot find 'TripStor' in scope" where a known name is near.
    ///
    /// The message says which, and is no longer taken for a name the fragment takes from code it
    /// does not show. The same for "has no member 'preferance'", where any name of the code around
    /// or the snippet is a target (the compiler names a near member only sometimes).
    static func marked(
        _ findings: [CompilationBatch.Finding], around: [Set<String>], own: Set<String>
    ) -> [CompilationBatch.Finding] {
        var allNames: Set<String>?
        return findings.map { finding in
            guard finding.severity == .error else { return finding }
            var near: String?
            if finding.isUndefinedName, let name = undefinedName(in: finding.message) {
                near = misspelled(name, around: around, own: own)
            } else if let member = missingMember(in: finding.message) {
                if allNames == nil { allNames = around.reduce(own) { $0.union($1) } }
                near = misspelled(member, around: [], own: allNames ?? [])
            }
            guard let near else { return finding }
            var marked = finding
            marked.message += "; did you mean '\(near)'?"
            return marked
        }
    }

    /// Whether the finding is one `marked` may find a near name for.
    static func mayBeMisspelling(_ finding: CompilationBatch.Finding) -> Bool {
        finding.isUndefinedName || missingMember(in: finding.message) != nil
    }
}
