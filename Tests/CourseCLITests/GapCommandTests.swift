import Foundation
import Testing

/// Cloze gaps `⟦…⟧` in a syntax card's answer, through the built binary: `list`, `check`'s gap
/// rules, `render` and `export anki` (imported by Anki itself when the `anki` package is there).
@Suite("Gaps in a card's answer, through the binary", .ownThreads)
struct GapCommandTests {
    /// The `valid` check fixture with two gaps in its syntax card's answer (line 69), and `extra`.
    static func course(_ line: String = "⟦@State⟧ private var count = ⟦0⟧") throws -> URL {
        try EditedFixture.make(lesson: [
            (
                "```swift check=fragment context=members\n@State private var count = 0",
                "```swift check=fragment context=members\n" + line
            )
        ])
    }

    @Test func listJSONGivesEachCardsGaps() throws {
        let folder = try Self.course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["list", folder.appendingPathComponent("course").path, "--json"])
        #expect(run.status == 0, "\(run.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let lessons = try #require((json["course"] as? [String: Any])?["lessons"] as? [[String: Any]])
        let cards = try #require(lessons.first?["cards"] as? [[String: Any]])
        let gaps = try #require(cards.first?["gaps"] as? [[String: Any]])
        #expect(gaps.map { $0["id"] as? String } == ["state-read#1", "state-read#2"])
        #expect(gaps.map { $0["number"] as? Int } == [1, 2])
        #expect(gaps.map { $0["text"] as? String } == ["@State", "0"])
        #expect(gaps.map { $0["line"] as? Int } == [69, 69])
        #expect(gaps.map { $0["column"] as? Int } == [1, 34])
        #expect((cards.last?["gaps"] as? [Any])?.isEmpty == true, "a trick card lists no gaps")
        let answer = try #require(cards.first?["answer"] as? [String: Any])
        let blocks = try #require(answer["blocks"] as? [[String: Any]])
        let code = try #require((blocks.first?["snippet"] as? [String: Any])?["code"] as? String)
        #expect(code == "@State private var count = 0\n", "the code is listed without its markers")
        #expect((answer["markdown"] as? String)?.contains("⟦@State⟧") == true, "the Markdown is the source, verbatim")

        let text = try CourseProcess.run(["list", folder.appendingPathComponent("course").path])
        #expect(text.standardOutput.contains("state-read  syntax  State · 2 gaps (state-read#1, #2)\n"))
    }

    @Test(.enabled(if: SchemaTests.hasValidator, SchemaTests.skipReason))
    func listJSONWithGapsMatchesItsSchema() throws {
        let folder = try Self.course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["list", folder.appendingPathComponent("course").path, "--json"])
        try SchemaValidator.expect(
            schema: "course-list", accepts: [("gaps", Data(run.standardOutput.utf8))],
            rejects: [
                Mutation(
                    "gap-id-of-a-card", at: "course.lessons.0.cards.0.gaps.0.id", .set("state-read"),
                    rejectedWith: "does not match"),
                Mutation(
                    "card-without-gaps", at: "course.lessons.0.cards.0.gaps", .remove,
                    rejectedWith: "'gaps' is a required property"),
            ], of: Data(run.standardOutput.utf8))
    }

    /// The code type-checks with every gap filled: the markers never reach the compiler.
    @Test func checkPassesACardWithGapsAndTypeChecksItFilled() throws {
        let folder = try Self.course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["check", folder.appendingPathComponent("course").path, "--strict-typecheck"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("0 errors, 0 warnings"), "\(run.standardError)")
    }

    @Test(arguments: [
        (
            "⟦@Sta⟧te private var count = 0",
            "69:1: error: gap 1 of card 'state-read' ends inside the token 'State' [gap-token]"
        ),
        ("@State ⟦⟧private var count = 0", "69:8: error: gap 1 of card 'state-read' is empty [gap-empty]"),
        (
            "@State private var count ⟦=⟧ 0",
            "69:26: error: gap 1 of card 'state-read' hides only punctuation or spaces: nothing to recall [gap-recall]"
        ),
        (
            "⟦@State private var count = 0⟧",
            "69:1: error: gap 1 of card 'state-read' hides the whole block: nothing is left as a cue [gap-recall]"
        ),
        (
            "@State private var count = ⟦0",
            "69:28: error: this gap is never closed: '⟦' has no '⟧' after it in the block [gap-markers]"
        ),
        ("@State ⟦private ⟦var⟧ count⟧ = 0", "69:19: error: a gap inside a gap: gaps do not nest [gap-markers]"),
        ("@State private⟧ var count = 0", "69:15: error: '⟧' closes no gap: no '⟦' before it [gap-markers]"),
    ])
    func checkReportsABadGapAtItsLineAndColumn(_ line: String, _ message: String) throws {
        let folder = try Self.course(line)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["check", folder.appendingPathComponent("course").path])
        #expect(run.status == 1)
        #expect(run.standardError.contains("lesson-1/lesson.md:" + message), "\(run.standardError)")
        #expect(run.standardError.contains("1 error, 0 warnings"), "\(run.standardError)")
    }

    /// The compiler saw the code without its markers; its column is moved back past each marker
    /// before it on the line (3 bytes each), so the caret lands on the lesson's own text.
    @Test(arguments: [
        // `Strin` is column 27 of the code the compiler saw; two markers (6 bytes) stand before it.
        ("⟦@State⟧ private var count: Strin = ⟦0⟧", "69:33: error: card state-read: cannot find type 'Strin' in scope"),
        // Before every marker: the column is the compiler's own.
        ("@State private var count: Strin = ⟦0⟧", "69:27: error: card state-read: cannot find type 'Strin' in scope"),
        // Inside the first gap: one marker before it.
        ("@State private var count = ⟦Strin()⟧", "69:31: error: card state-read: cannot find 'Strin' in scope"),
    ])
    func checkPlacesTheCompilersColumnPastTheMarkers(_ line: String, _ message: String) throws {
        let folder = try Self.course(line)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["check", folder.appendingPathComponent("course").path, "--strict-typecheck"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("lesson-1/lesson.md:" + message), "\(run.standardError)")
    }

    @Test func checkReportsAMarkerOutsideASyntaxCardsAnswer() throws {
        let folder = try EditedFixture.make(lesson: [("let answer = 42", "let answer = ⟦42⟧")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["check", folder.appendingPathComponent("course").path])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "lesson.md:40:14: error: '⟦' marks a gap only in a syntax card's answer code; in step 1 it would stay in the code as written [gap-place]"
            ), "\(run.standardError)")
    }

    @Test func renderShowsTheGapsFilledAndUnderlined() throws {
        let folder = try Self.course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("site")
        let run = try CourseProcess.run(["render", folder.appendingPathComponent("course").path, "--out", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let page = try String(contentsOf: out.appendingPathComponent("lesson-1.html"), encoding: .utf8)
        #expect(!page.contains("⟦") && !page.contains("⟧"))
        #expect(
            page.contains(
                #"<span class="cloze-gap"><span class="hl-attribute">@State</span></span> <span class="hl-keyword">private</span> <span class="hl-keyword">var</span> count = <span class="cloze-gap"><span class="hl-number">0</span></span>"#
            ))
    }

    // The rendered page with gaps is valid HTML: RenderingCommandTests.everyRenderedPageIsValidHTML
    // renders this course among the others, for one run of the Nu HTML Checker.

    @Test func exportAnkiWritesACardWithGapsAlsoAsAClozeNote() throws {
        let folder = try Self.course("⟦@State⟧ private var count = ⟦Int(\"0\") ?? 0⟧ // {{c9::not a gap}} <b>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CourseProcess.run(["export", "anki", folder.appendingPathComponent("course").path, "--out", "-"])
        #expect(run.status == 0, "\(run.standardError)")
        let rows = try RenderingCommandTests.csvRows(run.standardOutput)
        #expect(rows.map { $0[1] } == ["Basic", "Cloze", "Basic", "Basic"])
        let cloze = rows[1]
        #expect(
            cloze[2].hasSuffix(
                "<pre><code>{{c1::@State}} private var count = {{c2::Int(&quot;0&quot;) ?? 0}} // &#123;&#123;c9::not a gap&#125;&#125; &lt;b&gt;</code></pre>"
            ), "\(cloze[2])")
        #expect(
            cloze[3]
                == rows[0][3].replacingOccurrences(of: "{", with: "&#123;").replacingOccurrences(
                    of: "}", with: "&#125;"),
            "the back is the card's answer, its braces as references")
        #expect(!cloze[3].contains("{"))
        #expect(cloze[5].hasSuffix("topic::State kind::cloze"))
        #expect(cloze[0] != rows[0][0] && cloze[0].hasPrefix("ck"))
        let again = try CourseProcess.run([
            "export", "anki", folder.appendingPathComponent("course").path, "--out", "-",
        ])
        #expect(
            try RenderingCommandTests.csvRows(again.standardOutput)[1][0] == cloze[0], "the cloze note's GUID is stable"
        )
    }

    struct ClozeReport: Decodable {
        struct Card: Decodable {
            var ord: Int
            var question, answer: String
        }
        var noteTypes: [String]
        var notes: Int
        var cloze: [Card]
    }

    @Test(.enabled(if: AnkiImportTests.python != nil, "the anki package is not installed: pip install anki"))
    func ankiImportsTheClozeNoteWithACardPerGap() throws {
        let folder = try Self.course("⟦@State⟧ private var count = ⟦0⟧ // {{c9::x}}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try AnkiImportTests.export(folder)
        let guid = try #require(
            try RenderingCommandTests.csvRows(try RenderingCommandTests.read(export)).first { $0[1] == "Cloze" }?[0])
        let report = try AnkiImportTests.importCheck(export, guid: guid, in: folder, as: ClozeReport.self)
        #expect(report.notes == 4)
        #expect(report.noteTypes == ["Basic", "Cloze"])
        #expect(report.cloze.map(\.ord) == [1, 2], "one card per gap")
        let first = try #require(report.cloze.first)
        #expect(first.question.contains(#"data-ordinal="1">[...]</span> private var count = "#), "\(first.question)")
        #expect(first.question.contains(#"<span class="cloze-inactive" data-ordinal="2">0</span>"#))
        #expect(first.answer.contains(#"<span class="cloze" data-ordinal="1">@State</span>"#))
        #expect(report.cloze.allSatisfy { $0.question.contains("// &#123;&#123;c9::x&#125;&#125;") })
        #expect(!report.cloze.contains { $0.question.contains("data-ordinal=\"9\"") }, "code is never read as a cloze")
    }

    /// `::` inside a gap's text is Anki's separator of a hint (`{{c1::answer::hint}}`): the gap's
    /// colons are written as character references, so Anki studies the whole text as the answer.
    @Test(.enabled(if: AnkiImportTests.python != nil, "the anki package is not installed: pip install anki"))
    func aGapHoldingTwoColonsIsStudiedWhole() throws {
        let folder = try Self.course("⟦@State⟧ private var host = ⟦\"net::http\"⟧")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try AnkiImportTests.export(folder)
        let guid = try #require(
            try RenderingCommandTests.csvRows(try RenderingCommandTests.read(export)).first { $0[1] == "Cloze" }?[0])
        let report = try AnkiImportTests.importCheck(export, guid: guid, in: folder, as: ClozeReport.self)
        let second = try #require(report.cloze.last)
        #expect(second.ord == 2)
        #expect(second.question.contains(#"data-ordinal="2">[...]</span>"#), "no hint: \(second.question)")
        #expect(second.answer.contains("net&#58;&#58;http"), "\(second.answer)")
    }
}
