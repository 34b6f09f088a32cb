import Testing

@testable import CourseKit

@Suite struct SwiftHighlighterTests {
    func kinds(_ source: String) -> [(SwiftToken.Kind, String)] {
        SwiftHighlighter.tokens(in: source).filter { $0.kind != .plain }.map { ($0.kind, $0.text) }
    }

    func has(_ source: String, _ kind: SwiftToken.Kind, _ text: String) -> Bool {
        kinds(source).contains { $0.0 == kind && $0.1 == text }
    }

    @Test func keywordsAttributesTypesAndMacros() {
        let source = """
            @Environment(\\.colorScheme) private var colorScheme
            #Preview("Largest text") { TripSummary(trips: Trip.samples) }
            """
        #expect(has(source, .attribute, "@Environment"))
        #expect(has(source, .keyword, "private"))
        #expect(has(source, .keyword, "var"))
        #expect(has(source, .macro, "#Preview"))
        #expect(has(source, .string, "\"Largest text\""))
        #expect(has(source, .type, "TripSummary"))
        #expect(!has(source, .keyword, "colorScheme"))
    }

    @Test func interpolationIsCodeInsideAString() {
        let tokens = kinds(#"Text("\(trips.count) trips at \(Self.rate(2)) each")"#)
        #expect(tokens.map(\.0) == [.type, .string, .string, .keyword, .number, .string])
        #expect(tokens[2].1 == ") trips at \\(")
        #expect(tokens[1].1 == #""\("#)
        #expect(tokens.last?.1 == #") each""#)
    }

    @Test func multilineAndRawStringsAndNestedComments() {
        let source =
            "let a = \"\"\"\n  let b = 1 // no\n  \"\"\"\n/* outer /* inner */ still */ let c = #\"a \"q\" b\"#"
        #expect(has(source, .string, "\"\"\"\n  let b = 1 // no\n  \"\"\""))
        #expect(has(source, .comment, "/* outer /* inner */ still */"))
        #expect(has(source, .string, "#\"a \"q\" b\"#"))
        #expect(has(source, .keyword, "let"))
    }

    @Test func numbersAndMemberNames() {
        #expect(has("x = 1_000.5 + 0x1F", .number, "1_000.5"))
        #expect(has("x = 1_000.5 + 0x1F", .number, "0x1F"))
        #expect(!has("Color.default", .keyword, "default"))
        #expect(has("case default:", .keyword, "default"))
        #expect(has("// a comment\nlet", .comment, "// a comment"))
    }

    @Test func tokensAlwaysJoinBackToTheInput() {
        let inputs = [
            "", "\"unterminated", "\"\"\"\nnever closed", "/* open", "\\(", "…\n  .tile()",
            "let é = \"\\(\"nested \\(1)\")\"", "#if os(iOS)\n#endif", "@", "#", "1.", "\"a\\\"b\"",
        ]
        for input in inputs {
            #expect(SwiftHighlighter.tokens(in: input).map(\.text).joined() == input, "\(input)")
        }
    }

    @Test func linesKeepContextAcrossNewlines() {
        let lines = SwiftHighlighter.lines(in: "let s = \"\"\"\nlet inside\n\"\"\"\nlet after = 1\n")
        #expect(lines.count == 4)
        #expect(lines[1] == [SwiftToken(.string, "let inside")])
        #expect(lines[3].first == SwiftToken(.keyword, "let"))
    }

    @Test func htmlEscapesEveryToken() {
        let html = HighlightedCodeHTML.html(SwiftHighlighter.tokens(in: "let t = \"<b>&</b>\" < 2"))
        #expect(html.contains("<span class=\"hl-string\">&quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;</span>"))
        #expect(html.contains(" &lt; "))
    }

    /// Lines end where the compiler ends them: a lone "\r" ends a comment, a string and a line.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func linesEndAtEveryKindOfLineEnd(_ end: String) {
        let source = ["let a = 1 // one", "let s = \"two", "/* three", "*/ let b = 4", ""].joined(separator: end)
        let lines = SwiftHighlighter.lines(in: source).map { $0.map(\.text).joined() }
        #expect(lines == ["let a = 1 // one", "let s = \"two", "/* three", "*/ let b = 4"])
        let kinds = SwiftHighlighter.lines(in: source).map { $0.last?.kind }
        #expect(kinds == [.comment, .string, .comment, .number])
    }
}
