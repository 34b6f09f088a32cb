/// A fenced code block that is not a code change: Swift to be checked, or output shown as printed.
public struct Snippet: Sendable, Equatable, Codable {
    /// How `course check` treats a snippet (`check=` in the info string).
    public enum Check: String, Sendable, Equatable, Codable, CaseIterable {
        /// A complete Swift file that compiles on its own.
        case file
        /// Part of a file: `…` elisions, a bare property, a modifier chain.
        case fragment
        /// Code that must not compile, with the compiler's message(s) in `expectedMessages`.
        ///
        /// It may be a fragment too (`…` elisions, `context`): checked as one, it must still fail.
        case fails
        /// Not checked: not Swift (console output, a log), or Swift with a `reason`.
        case none
    }

    /// Where a fragment (or a failing fragment) can live (`context=`); nil lets the checker guess.
    public enum FragmentContext: String, Sendable, Equatable, Codable, CaseIterable {
        case declarations, members, statements, expression
    }

    /// The first word of the info string (`swift`, `console`, `compiler`, …); empty when none.
    public var language: String
    /// The fence's content exactly, with its final newline.
    public var code: String
    public var check: Check
    public var context: FragmentContext?
    /// For `.fails`: the messages (or substrings of them) the compiler must give.
    public var expectedMessages: [String]
    /// For `.none` on Swift code: why it is not checked.
    public var reason: String?
    /// The opening fence.
    public var location: SourceLocation
    /// The first line of `code` (column of the fence's indentation).
    public var codeLocation: SourceLocation
    /// The cloze gaps of a syntax card's answer code (`⟦…⟧`, markers removed from `code`).
    ///
    /// Empty elsewhere, where markers are not read.
    public var gaps: [CodeGap] = []
    /// Gap markers that pair with no other, or nest (each removed from `code` too).
    public var gapMarkerProblems: [CodeGap.MarkerProblem] = []
    /// Where the gap markers of the code as written stand in the lesson, and whether they were removed.
    ///
    /// What moves a compiler's column in `code` back to the lesson's, and what `gap-place` reports
    /// where they stay. Not written by `list --json` and not compared.
    package var gapMarkerPlaces = CodeGap.MarkerPlaces()

    /// A snippet as the reader found it in a fence, without gaps.
    ///
    /// - Parameters:
    ///   - language: The first word of the info string (`swift`, `console`, …); empty when none.
    ///   - code: The fence's content exactly, with its final newline.
    ///   - check: How `course check` checks it (`check=`).
    ///   - context: Where a fragment can live (`context=`); nil lets the checker guess.
    ///   - expectedMessages: For `.fails`: the messages (or substrings of them) the compiler must give.
    ///   - reason: For `.none` on Swift code: why it is not checked.
    ///   - location: The opening fence.
    ///   - codeLocation: The first line of `code` (column of the fence's indentation).
    public init(
        language: String, code: String, check: Check, context: FragmentContext? = nil,
        expectedMessages: [String] = [], reason: String? = nil,
        location: SourceLocation, codeLocation: SourceLocation
    ) {
        self.language = language
        self.code = code
        self.check = check
        self.context = context
        self.expectedMessages = expectedMessages
        self.reason = reason
        self.location = location
        self.codeLocation = codeLocation
    }

    public var isSwift: Bool { language == "swift" }

    /// Output languages: shown as printed, never compiled.
    public static let outputLanguages: Set<String> = ["console", "log", "compiler", "text"]

    public var isOutput: Bool { Snippet.outputLanguages.contains(language) }
}

// Synthesized, but for the gaps: written only when there are some (docs/format.md, "course list --json").
extension Snippet {
    private enum CodingKeys: String, CodingKey {
        case language, code, check, context, expectedMessages, reason, location, codeLocation, gaps,
            gapMarkerProblems
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            language: try container.decode(String.self, forKey: .language),
            code: try container.decode(String.self, forKey: .code),
            check: try container.decode(Check.self, forKey: .check),
            context: try container.decodeIfPresent(FragmentContext.self, forKey: .context),
            expectedMessages: try container.decode([String].self, forKey: .expectedMessages),
            reason: try container.decodeIfPresent(String.self, forKey: .reason),
            location: try container.decode(SourceLocation.self, forKey: .location),
            codeLocation: try container.decode(SourceLocation.self, forKey: .codeLocation))
        gaps = try container.decodeIfPresent([CodeGap].self, forKey: .gaps) ?? []
        gapMarkerProblems =
            try container.decodeIfPresent([CodeGap.MarkerProblem].self, forKey: .gapMarkerProblems) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(code, forKey: .code)
        try container.encode(check, forKey: .check)
        try container.encodeIfPresent(context, forKey: .context)
        try container.encode(expectedMessages, forKey: .expectedMessages)
        try container.encodeIfPresent(reason, forKey: .reason)
        try container.encode(location, forKey: .location)
        try container.encode(codeLocation, forKey: .codeLocation)
        if !gaps.isEmpty { try container.encode(gaps, forKey: .gaps) }
        if !gapMarkerProblems.isEmpty { try container.encode(gapMarkerProblems, forKey: .gapMarkerProblems) }
    }
}

extension Snippet {
    /// Whether a line of code stands for elided code.
    ///
    /// Nothing but `…`, `...` or `⋮` (and indentation). What it elides is not the author's to show:
    /// the checker cuts a fragment there, the grader compares across it.
    static func isElisionLine(_ line: Substring) -> Bool {
        let bytes = line.utf8.drop(while: { $0 == 32 || $0 == 9 })
        guard let first = bytes.first, first == 0x2E || first == 0xE2 else { return false }
        let trimmed = bytes.reversed().drop(while: { $0 == 32 || $0 == 9 || $0 == 13 }).reversed()
        return trimmed.elementsEqual("…".utf8) || trimmed.elementsEqual("...".utf8) || trimmed.elementsEqual("⋮".utf8)
    }
}
