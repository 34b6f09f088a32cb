import CourseKit
import Testing

@Suite struct FrontMatterTests {
    @Test func leadingBlockBecomesFrontMatterAndTheBodyKeepsItsLineNumbers() throws {
        let text = "---\ntitle: Handing things down\nlesson: 19\n---\n# Heading\n"
        let document = MarkdownDocument(parsing: text)
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.entries.map(\.key) == ["title", "lesson"])
        #expect(frontMatter.entries.map(\.value) == ["Handing things down", "19"])
        #expect(frontMatter.entries[1].position == SourcePosition(line: 3, column: 1))
        #expect(frontMatter.entries[1].valuePosition == SourcePosition(line: 3, column: 9))
        #expect(frontMatter.range.description == "1:1-4:3")
        #expect(document.root.children.count == 1)
        #expect(document.root.children[0].kind == .heading(level: 1, isSetext: false))
        #expect(document.root.children[0].range.description == "5:1-5:9")
    }

    @Test func linesThatAreNotKeyValueAreReported() throws {
        let document = MarkdownDocument(parsing: "---\ntitle: A\njust words\n---\n")
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.malformedLines.map(\.line) == [3])
        #expect(frontMatter.malformedLines.map(\.text) == ["just words"])
    }

    @Test func withoutAClosingLineItIsMarkdown() {
        let document = MarkdownDocument(parsing: "---\ntitle: A\n")
        #expect(document.frontMatter == nil)
        #expect(document.root.children.first?.kind == .thematicBreak)
    }

    @Test func aDocumentThatOpensWithAThematicBreakIsNotFrontMatter() {
        let document = MarkdownDocument(parsing: "---\n\nSome text.\n\n---\n")
        #expect(document.frontMatter == nil)
        #expect(document.root.children.map(\.kind) == [.thematicBreak, .paragraph, .thematicBreak])
    }

    @Test func canBeTurnedOffToReadTheFileAsCmarkDoes() {
        let document = MarkdownDocument(parsing: "---\na: b\n---\n", recognizesFrontMatter: false)
        #expect(document.frontMatter == nil)
        #expect(document.html() == "<hr />\n<h2>a: b</h2>\n")
    }
}
