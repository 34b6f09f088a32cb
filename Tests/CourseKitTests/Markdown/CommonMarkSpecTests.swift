import CourseKit
import Foundation
import Testing

/// One example of the CommonMark 0.31.2 spec: Markdown in, the HTML the spec expects out.
struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    var markdown: String
    var html: String
    var example: Int
    var section: String

    var testDescription: String { "Example \(example) (\(section))" }

    static let all: [SpecExample] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/CommonMark/spec-0.31.2", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let examples = try? JSONDecoder().decode([SpecExample].self, from: data)
        else { return [] }
        return examples
    }()

    var rendered: String { MarkdownDocument(parsing: markdown, recognizesFrontMatter: false).html() }
}

@Suite("CommonMark 0.31.2 spec examples")
struct CommonMarkSpecTests {
    @Test("Example", arguments: SpecExample.all)
    func example(_ example: SpecExample) {
        if let reason = knownSpecFailures[example.example] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(example.rendered == example.html) }
        } else {
            #expect(example.rendered == example.html, "\(example.markdown)")
        }
        // The fast path of `course markdown` renders from the parser's arena; it must agree with
        // the value tree's renderer, source positions included.
        let bytes = Array(example.markdown.utf8)
        let document = MarkdownDocument(bytes: bytes, recognizesFrontMatter: false)
        #expect(String(decoding: CommonMarkHTML.render(bytes), as: UTF8.self) == document.html())
        #expect(
            String(decoding: CommonMarkHTML.render(bytes, includesSourcePositions: true), as: UTF8.self)
                == document.html(includesSourcePositions: true))
    }

    @Test func allSixHundredFiftyTwoExamplesAreLoadedAndTheirPassCountIsReported() {
        let examples = SpecExample.all
        #expect(examples.count == 652)
        let passing = examples.filter { $0.rendered == $0.html }.count
        print(
            "CommonMark 0.31.2 spec: \(passing) of \(examples.count) examples pass"
                + " (\(knownSpecFailures.count) listed as known failures)")
        #expect(passing + knownSpecFailures.count >= examples.count)
    }
}
