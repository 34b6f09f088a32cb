/// A fenced code block that is not a code change: Swift to be checked, or output shown as printed.
public struct Snippet: Sendable, Equatable, Codable {
    /// How `course check` treats a snippet (`check=` in the info string).
    public enum Check: String, Sendable, Equatable, Codable, CaseIterable {
        /// A complete Swift file that compiles on its own.
        case file
        /// Part of a file: `…` elisions, a bare property, a modifier chain.
        case fragment
        /// Code that must not compile, with the compiler's message(s) in `expectedMessages`. It may
        /// be a fragment too (`…` elisions, `context`): checked as one, it must still fail.
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
