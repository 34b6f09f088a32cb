import Foundation
import Testing

@testable import CourseKit

/// A lesson written to attack its readers: nothing in it may become script, style, frame, event
/// handler or `javascript:` URL on the page, or in the Anki file.
@Suite struct HostileLessonTests {
    typealias F = ModelFixtures

    static let course: Course = {
        let hostileProse = ContentBlock.prose(
            Prose(
                markdown: "",
                node: F.node(
                    .document,
                    [
                        F.node(
                            .htmlBlock(literal: "<script>alert('block')</script>\n<style>body{display:none}</style>\n")),
                        F.node(
                            .htmlBlock(
                                literal:
                                    "<iframe src=\"https://evil.example\"></iframe><div onclick=\"steal()\">Click</div>\n"
                            )),
                        F.node(
                            .paragraph,
                            [
                                F.text("Press "), F.node(.inlineHTML("<kbd onmouseover=\"x()\">")), F.text("⌘R"),
                                F.node(.inlineHTML("</kbd>")), F.node(.inlineHTML("<img src=x onerror=alert(1)>")),
                                F.node(.link(destination: "javascript:alert(1)", title: ""), [F.text("link")]),
                                F.node(.image(destination: "JAVASCRIPT:alert(2)", title: ""), [F.text("pic")]),
                            ]),
                        F.node(
                            .codeBlock(
                                info: "swift", literal: "</code></pre><script>alert(3)</script>\n", isFenced: true)),
                    ]), location: F.here))
        let card = F.card(
            "x\"><script>", .trick, topic: "<script>alert(4)</script>",
            prompt: F.content(hostileProse), answer: F.content(F.swift("let s = \"</pre><script>\"\n")))
        let question = Question(
            id: "q", number: 1, title: "t", titleMarkdown: "<script>alert(5)</script>",
            question: F.content(hostileProse), answer: F.content(hostileProse),
            sources: [
                Source(
                    title: "<b onclick=x>Bad</b>", url: "javascript:alert(6)",
                    note: "<script>alert(7)</script>", location: F.here)
            ],
            location: F.here)
        let step = Step(
            number: 1, title: "s", titleMarkdown: "<script>alert(8)</script>", content: F.content(hostileProse),
            location: F.here)
        return F.course(
            [F.lesson(title: "</title><script>alert(9)</script>", steps: [step], cards: [card], questions: [question])],
            title: "<style>*{}</style>")
    }()

    /// No element that runs or hides things, no event-handler attribute in a tag, no script URL in
    /// an attribute. (Escaped text such as `&lt;script&gt;` is fine: it is shown, not run.)
    static let patterns = [
        "<\\s*(script|style|iframe|object|embed)", "<[a-z][^>]*\\son[a-z]+\\s*=",
        "(href|src)\\s*=\\s*[\"']?\\s*javascript:",
    ]

    static func assertHarmless(_ html: String) {
        for pattern in patterns {
            let found = html.range(of: pattern, options: [.regularExpression, .caseInsensitive])
            #expect(found == nil, "found \(pattern): \(found.map { String(html[$0]) } ?? "")")
        }
    }

    @Test func everyPageIsHarmless() {
        for file in CourseSite(course: Self.course).files() where file.name.hasSuffix(".html") {
            Self.assertHarmless(file.contents)
        }
    }

    @Test func harmlessTagsAndTextSurvive() {
        let page = CourseSite(course: Self.course).files()[1].contents
        #expect(page.contains("Press <kbd>⌘R</kbd><img src=\"x\" alt=\"\">linkpic</p>"))
        #expect(page.contains("<div>Click</div>"))
        #expect(page.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;"))
        #expect(page.contains("&lt;/title&gt;&lt;script&gt;alert(9)&lt;/script&gt;"))
    }

    @Test func theAnkiFieldsAreHarmless() {
        for note in AnkiExport(course: Self.course).notes() {
            Self.assertHarmless(note.front)
            Self.assertHarmless(note.back)
        }
    }

    @Test func theCheckFindsWhatItLooksFor() {
        for bad in ["<SCRIPT>", "<img src=x onerror=y>", "<a href=\" javascript:x\">", "<iframe>"] {
            let found = Self.patterns.contains {
                bad.range(of: $0, options: [.regularExpression, .caseInsensitive]) != nil
            }
            #expect(found, "\(bad)")
        }
    }
}
