/// A problem found in a course, reported as the compilers do.
///
/// `path:line:column: error: message [rule]`, then an indented `hint:` line.
///
/// The reader and `course check` share it, so that every tool prints problems the same way and a CI
/// annotation or an editor can jump to them.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 2
            case .warning: 1
            case .note: 0
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// What to do about it, in one sentence.
    public var hint: String?
    /// The rule that found it (`unknown-attribute`, `snippet-parse`, …).
    ///
    /// Lets a test or a user tell one kind of problem from another without parsing the message.
    public var rule: Rule?

    /// A problem of `severity` at `location`.
    ///
    /// - Parameters:
    ///   - severity: Error, warning or note.
    ///   - message: What is wrong, a sentence for people.
    ///   - location: Where: file, line and column.
    ///   - hint: What to do about it, in one sentence.
    ///   - rule: The rule that found it (`unknown-attribute`, `snippet-parse`, …).
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation,
        hint: String? = nil, rule: Rule? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
        self.rule = rule
    }

    public static func error(
        _ message: String, at location: SourceLocation, hint: String? = nil,
        rule: Rule? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint, rule: rule)
    }

    public static func warning(
        _ message: String, at location: SourceLocation, hint: String? = nil,
        rule: Rule? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint, rule: rule)
    }

    /// The first line: `path:line:column: error: message [rule]`.
    ///
    /// A message quotes lesson lines and compiler output, so it is made inert (`InertText.text`:
    /// only its own line breaks are kept).
    public var headline: String {
        let suffix = rule.map { " [\($0.rawValue)]" } ?? ""
        return InertText.text("\(location): \(severity.rawValue): \(message)\(suffix)")
    }

    /// The headline, and the hint on a line of its own when there is one.
    ///
    /// The hint is inert as the headline is; a hint that quotes lines puts each on a line of its
    /// own.
    public var description: String {
        guard let hint else { return headline }
        return headline + "\n  hint: " + InertText.text(hint)
    }
}

extension Diagnostic {
    /// Every rule a diagnostic can name.
    ///
    /// The raw value is the id printed in brackets, in the JSON `rule` field and as the GitHub
    /// annotation's title; it never changes once published.
    ///
    /// The reader's rules are documented in docs/format.md ("Diagnostics"), each with a malformed
    /// lesson in `MalformedLessonTests`; `course check`'s in docs/checks.md ("Rules"), each a type in
    /// `Checking/Rules/` with a fixture in `CheckRuleFixtureTests`. A test walks `allCases` and
    /// fails for a rule that lacks either.
    public enum Rule: String, CaseIterable, Sendable, Hashable, Codable {
        // The reader's, in the order of docs/format.md's table.
        case manifest
        case missingLessonFile = "missing-lesson-file"
        case frontMatter = "front-matter"
        case unknownAttribute = "unknown-attribute"
        case missingAttribute = "missing-attribute"
        case badAttribute = "bad-attribute"
        case unclosedFence = "unclosed-fence"
        case badDiff = "bad-diff"
        case misplacedChange = "misplaced-change"
        case badHeading = "bad-heading"
        case missingAnswer = "missing-answer"
        case missingPrompt = "missing-prompt"
        case missingSources = "missing-sources"
        case missingExpectation = "missing-expectation"
        case duplicateID = "duplicate-id"
        case badID = "bad-id"
        case unsafePath = "unsafe-path"
        case strayContent = "stray-content"
        case misplacedMarker = "misplaced-marker"
        case sourceWithoutLink = "source-without-link"
        case missingMarker = "missing-marker"

        // `course check`'s, in the order of `CourseCheck.rules` and docs/checks.md.
        case structure
        case counts
        case numbering
        case lessonFiles = "lesson-files"
        case ids
        case questionSources = "question-sources"
        case sourceURL = "source-url"
        case cardPrompt = "card-prompt"
        case cardAnswer = "card-answer"
        case gapPlace = "gap-place"
        case gapMarkers = "gap-markers"
        case gapEmpty = "gap-empty"
        case gapToken = "gap-token"
        case gapRecall = "gap-recall"
        case snippetParse = "snippet-parse"
        case snippetExpectedFailure = "snippet-expected-failure"
        case snippetTypecheck = "snippet-typecheck"
        case changePath = "change-path"
        case changeApplies = "change-applies"
        case changeTarget = "change-target"
        case changeParses = "change-parses"
        case stepTypecheck = "step-typecheck"
        case lessonContinuity = "lesson-continuity"
        case interfaceBuilds = "interface-builds"
        case typecheckComplete = "typecheck-complete"
        case declarationsTypecheck = "declarations-typecheck"

        /// Who reports a rule: the reader, for every command that reads a course, or `course check`.
        public enum Stage: Sendable, Hashable {
            case reader, check
        }

        public var stage: Stage {
            switch self {
            case .manifest, .missingLessonFile, .frontMatter, .unknownAttribute, .missingAttribute, .badAttribute,
                .unclosedFence, .badDiff, .misplacedChange, .badHeading, .missingAnswer, .missingPrompt,
                .missingSources, .missingExpectation, .duplicateID, .badID, .unsafePath, .strayContent,
                .misplacedMarker,
                .sourceWithoutLink, .missingMarker:
                .reader
            case .structure, .counts, .numbering, .lessonFiles, .ids, .questionSources, .sourceURL, .cardPrompt,
                .cardAnswer, .gapPlace, .gapMarkers, .gapEmpty, .gapToken, .gapRecall, .snippetParse,
                .snippetExpectedFailure, .snippetTypecheck, .changePath,
                .changeApplies, .changeTarget, .changeParses, .stepTypecheck, .lessonContinuity, .interfaceBuilds,
                .typecheckComplete, .declarationsTypecheck:
                .check
            }
        }
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// In file order, then line and column: the order a reader fixes them in.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            a.element.location == b.element.location
                ? a.offset < b.offset
                : a.element.location < b.element.location
        }.map(\.element)
    }
}
