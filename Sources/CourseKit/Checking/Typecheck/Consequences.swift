import Foundation

/// Errors that follow from another error, folded under it: one mistake, one error.
///
/// The compiler reports a mistake and then what the code around it becomes without it: a type it
/// cannot find in a declaration makes the declaration invalid, and every use of it elsewhere an
/// error that does not name the cause (`Binding<Subject>`, "does not conform to protocol"); a name
/// it cannot find, again at each use; a conformance left out, "requires that 'Trip' conform to
/// 'Hashable'" at each use. Of one compiler run's errors (a step's project, a snippet, a lesson's
/// declarations), these are folded under their cause, which says how many and where
/// (`CompilationBatch.Finding.folded`):
///
/// - after a type the compiler cannot find ("cannot find type 'X' in scope"), every error about a
///   conformance, a generic placeholder (`Binding<Subject>`) or a wrapper's projection, and the vague
///   ones (`isJudgedAgainstInvalid`);
/// - after a name it cannot find, every error that quotes that name;
/// - an error on a line that has one already (of that line's, the first that says more than
///   "could not be inferred" is the cause), but another name that cannot be found;
/// - an error that says what an earlier one says, word for word (but "could not be inferred",
///   "failed to produce diagnostic" and the like, which say nothing of what is wrong);
/// - a conformance a type lacks ("requires that 'Book' conform to 'Identifiable'", "type 'Book' does
///   not conform to protocol 'PersistentModel'") after an earlier one of that type: a `@Model` or
///   a conformance left out gives one at every use.
///
/// Warnings stay as they are.
enum Consequences {
    /// `items` with the errors that follow from another folded under it, in their order.
    static func fold<Item>(_ items: [Item], finding: WritableKeyPath<Item, CompilationBatch.Finding>) -> [Item] {
        let findings = items.map { $0[keyPath: finding] }
        let causes = causeOf(findings)
        var result = items
        for (index, cause) in causes.enumerated() {
            guard let cause else { continue }
            result[cause][keyPath: finding].folded.append(findings[index].location)
        }
        return result.indices.filter { causes[$0] == nil }.map { result[$0] }
    }

    /// `fold` of plain findings.
    static func fold(_ findings: [CompilationBatch.Finding]) -> [CompilationBatch.Finding] {
        fold(findings, finding: \.self)
    }

    /// For each finding, the index of the error it is folded under; nil for a cause or a warning.
    static func causeOf(_ findings: [CompilationBatch.Finding]) -> [Int?] {
        var cause = [Int?](repeating: nil, count: findings.count)
        // In the order of their places: the first place of a kind is the cause.
        let errors = findings.indices.filter {
            findings[$0].severity == .error && findings[$0].withoutInterface == nil
        }.sorted { a, b in
            let (x, y) = (findings[a].location, findings[b].location)
            return (x.file, x.line, x.column, a) < (y.file, y.line, y.column, b)
        }
        var position: [Int: Int] = [:]
        for (rank, index) in errors.enumerated() { position[index] = rank }
        func isBefore(_ a: Int, _ b: Int) -> Bool { (position[a] ?? 0) < (position[b] ?? 0) }
        let unresolved = errors.compactMap { index in unresolvedName(findings[index]).map { (index, $0) } }
        // A type that cannot be found: what is judged against the invalid declaration goes under it.
        let typeCause = unresolved.first { findings[$0.0].message.hasPrefix("cannot find type '") }?.0
        // The first error not folded (so far, in the places' order) of each message, and of each
        // type whose conformance is missing: a lookup, not a search of the errors before each.
        var firstSaying: [String: Int] = [:]
        var firstLacking: [String: Int] = [:]
        for index in errors {
            defer {
                if cause[index] == nil {
                    firstSaying[findings[index].message] = firstSaying[findings[index].message] ?? index
                    if let subject = conformanceSubject(findings[index].message), firstLacking[subject] == nil {
                        firstLacking[subject] = index
                    }
                }
            }
            // A name that cannot be found, quoted again.
            if let named = unresolved.first(where: {
                isBefore($0.0, index) && cause[$0.0] == nil && findings[index].message.contains("'\($0.1)'")
            }) {
                cause[index] = named.0
                continue
            }
            if let typeCause, index != typeCause, unresolvedName(findings[index]) == nil,
                isJudgedAgainstInvalid(findings[index].message)
            {
                cause[index] = typeCause
                continue
            }
            // The same words as an earlier error; not a vague one ("failed to produce diagnostic for
            // expression" is the compiler's own failure at each expression, whatever is wrong there).
            if !isVague(findings[index].message), let same = firstSaying[findings[index].message] {
                cause[index] = same
                continue
            }
            // Another conformance the same type lacks.
            if let subject = conformanceSubject(findings[index].message), let first = firstLacking[subject] {
                cause[index] = first
            }
        }
        foldByLine(findings, errors: errors, into: &cause)
        return cause
    }

    /// The errors of one line, under that line's first that says more than a vague message.
    private static func foldByLine(_ findings: [CompilationBatch.Finding], errors: [Int], into cause: inout [Int?]) {
        var lines: [String: [Int]] = [:]
        var order: [String] = []
        for index in errors where cause[index] == nil {
            let location = findings[index].location
            let key = "\(location.file)\u{0}\(location.line)"
            if lines[key] == nil { order.append(key) }
            lines[key, default: []].append(index)
        }
        for key in order {
            let onLine = lines[key] ?? []
            guard onLine.count > 1 else { continue }
            let head = onLine.min { rank(findings[$0].message) < rank(findings[$1].message) } ?? onLine[0]
            // Each name that cannot be found stays (a fragment's are the names nothing defines).
            for index in onLine where index != head && unresolvedName(findings[index]) == nil { cause[index] = head }
            // What was folded under an error of the line that is folded now goes under the line's cause.
            for index in cause.indices where index != head {
                if let under = cause[index], onLine.contains(under), cause[under] != nil { cause[index] = head }
            }
        }
    }

    /// How well a message names a mistake: 0 a name or member that is not there, 1 most, 2 vague.
    static func rank(_ message: String) -> Int {
        if message.hasPrefix("cannot find ") || message.contains(" has no member ")
            || message.contains(" has no dynamic member ")
        {
            return 0
        }
        return isVague(message) ? 2 : 1
    }

    /// The type a conformance error is about.
    ///
    /// `X` in "requires that 'X' conform to 'P'" and "type 'X' does not conform to protocol 'P'".
    static func conformanceSubject(_ message: String) -> String? {
        for (before, after) in [("requires that '", "' conform to '"), ("type '", "' does not conform to protocol '")] {
            guard let start = message.range(of: before),
                let end = message.range(of: after, range: start.upperBound..<message.endIndex)
            else { continue }
            return String(message[start.upperBound..<end.lowerBound])
        }
        return nil
    }

    /// Whether an error is what the compiler says of code judged against an invalid declaration.
    ///
    /// One about a type's conformances, a generic placeholder or a wrapper's projection, or a vague
    /// one. Lesson 19 with `var city: Strng`: "type 'Trip' does not conform to protocol 'Hashable'",
    /// "cannot convert value of type 'Binding<Subject>' to expected argument type 'String'",
    /// "referencing subscript 'subscript(dynamicMember:)' requires wrapper 'Binding<Trip>'". An error
    /// that names only whole types ("cannot convert value of type 'String' to specified type 'Int'")
    /// is a mistake of its own.
    static func isJudgedAgainstInvalid(_ message: String) -> Bool {
        isVague(message) || conformanceSubject(message) != nil || message.contains(" requires wrapper ")
            || message.range(of: "<(Subject|[A-Z])>'", options: .regularExpression) != nil
    }

    /// A message that says only that the compiler could not work something out.
    static func isVague(_ message: String) -> Bool {
        ["could not be inferred", "cannot infer ", "failed to produce diagnostic", "is ambiguous without"].contains {
            message.contains($0)
        }
    }

    /// The name a "cannot find" error says is not there.
    ///
    /// `X` in "cannot find 'X' in scope" or "cannot find type 'X' in scope" (a near name marked after
    /// it or not).
    static func unresolvedName(_ finding: CompilationBatch.Finding) -> String? {
        for prefix in ["cannot find type '", "cannot find '"] where finding.message.hasPrefix(prefix) {
            let rest = finding.message.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' in scope") else { return nil }
            return rest[..<end].isEmpty ? nil : String(rest[..<end])
        }
        return nil
    }

    /// The note a cause at `cause` gets for what was folded under it.
    ///
    /// How many, and the first places other than the cause's, in order.
    static func note(_ folded: [SourceLocation], besides cause: SourceLocation) -> String {
        guard !folded.isEmpty else { return "" }
        var others: [SourceLocation] = []
        for place in folded where place != cause && !others.contains(place) { others.append(place) }
        others.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        let places = others.prefix(3).map {
            $0.file == AnswerTypechecker.typedFile
                ? "line \($0.line):\($0.column)"
                : "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)"
        }
        let more = others.count > 3 ? " and \(others.count - 3) more places" : ""
        let count = folded.count == 1 ? "1 more error follows" : "\(folded.count) more errors follow"
        let at = places.isEmpty ? "at the same place" : "at " + places.joined(separator: ", ") + more
        return " (\(count) from it, folded: \(at))"
    }
}

extension CompilationBatch.Finding {
    /// The message as reported: the compiler's, with the note of the errors folded under it.
    var reported: String { message + Consequences.note(folded, besides: location) }
}
