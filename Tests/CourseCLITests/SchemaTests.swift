import Foundation
import Testing

/// The JSON Schemas in docs/schemas/ against what the built tool really prints: every real output
/// validates, and each schema rejects that output with a required field removed, a value of the
/// wrong type or a field it does not know — so a field added in code without the schema, or in
/// the schema without the code, fails here.
@Suite("JSON Schemas (docs/schemas) against the real outputs", .ownThreads)
struct SchemaTests {
    static let hasValidator = PipTool.checkJSONSchema != nil
    static let skipReason: Comment = "check-jsonschema is not installed: pip install check-jsonschema"

    /// Each schema, the page that documents its output, and the page's section.
    static let schemas: [(schema: String, page: String)] = [
        ("course-list", "docs/format.md"),
        ("check", "docs/checks.md"),
        ("stats", "docs/quiz.md"),
        ("grade", "docs/quiz.md"),
        ("history", "docs/review-log.md"),
        ("history-cards", "docs/review-log.md"),
        ("review-log-line", "docs/review-log.md"),
    ]

    /// `course ARGUMENTS…`'s standard output, once it exited with `status`.
    static func output(_ arguments: [String], status: Int32 = 0) throws -> Data {
        let run = try CourseProcess.run(arguments, environment: ["TZ": "UTC"])
        #expect(run.status == status, "course \(arguments.joined(separator: " ")): \(run.standardError)")
        return Data(run.standardOutput.utf8)
    }

    static func fixture(_ name: String) -> String { "Tests/CourseKitTests/Fixtures/" + name }

    // MARK: the schemas themselves (no validator needed)

    @Test func everySchemaIsListedAndLinkedFromThePageDocumentingItsOutput() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SchemaValidator.schemasFolder.path)
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        #expect(files == Self.schemas.map { $0.schema + ".schema.json" }.sorted())
        let index = try String(
            contentsOf: SchemaValidator.schemasFolder.appendingPathComponent("README.md"), encoding: .utf8)
        for (schema, page) in Self.schemas {
            #expect(index.contains("(\(schema).schema.json)"), "docs/schemas/README.md does not list \(schema)")
            let text = try String(contentsOf: CourseProcess.packageRoot.appendingPathComponent(page), encoding: .utf8)
            #expect(
                text.contains("(schemas/\(schema).schema.json)"), "\(page) does not link schemas/\(schema).schema.json")
        }
        let readme = try String(
            contentsOf: CourseProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/ci.md)") && readme.contains("(docs/schemas/)"))
    }

    /// Every object a schema describes closes its property list, and lists as required only
    /// properties it describes: otherwise an extra or a misspelt field would pass.
    @Test func everyObjectSchemaIsClosedAndItsRequiredFieldsExist() throws {
        for (schema, _) in Self.schemas {
            let url = SchemaValidator.schemasFolder.appendingPathComponent(schema + ".schema.json")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
            var objects = 0
            func visit(_ value: Any, _ place: String) {
                if let array = value as? [Any] {
                    for (index, item) in array.enumerated() { visit(item, "\(place)/\(index)") }
                    return
                }
                guard let node = value as? [String: Any] else { return }
                if let properties = node["properties"] as? [String: Any], !place.hasSuffix("/if") {
                    let isBranching = node["allOf"] != nil  // each branch's `then` closes it
                    if !isBranching {
                        objects += 1
                        #expect(node["additionalProperties"] as? Bool == false, "\(schema): \(place) is open")
                    }
                    let required = node["required"] as? [String] ?? []
                    #expect(Set(required).isSubset(of: properties.keys), "\(schema): \(place) requires \(required)")
                }
                for (key, child) in node where key != "properties" { visit(child, "\(place)/\(key)") }
                for (key, child) in node["properties"] as? [String: Any] ?? [:] {
                    visit(child, "\(place)/properties/\(key)")
                }
            }
            visit(root, "#")
            #expect(objects > 0, "\(schema) describes no object")
        }
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func everySchemaIsAValidDraft202012Schema() throws {
        let files = Self.schemas.map {
            SchemaValidator.schemasFolder.appendingPathComponent($0.schema + ".schema.json").path
        }
        let run = try CourseProcess.run(
            executable: URL(fileURLWithPath: try #require(PipTool.checkJSONSchema)),
            ["--check-metaschema"] + files)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    // MARK: course list --json, course check --format json

    @Test(.enabled(if: hasValidator, skipReason))
    func courseListMatchesItsSchema() throws {
        let content = try Self.output(["list", "Content", "--json"])
        // The format fixture uses every optional field: subtitle, context, reason, note, sourcesNote, targets, screenshots.
        let complete = try Self.output(["list", Self.fixture("Format/complete"), "--json"])
        for field in ["subtitle", "context", "reason", "note", "sourcesNote", "previewName", "screenshot"] {
            #expect(String(decoding: complete, as: UTF8.self).contains("\"\(field)\""), "the fixture lost its \(field)")
        }
        try SchemaValidator.expect(
            schema: "course-list", accepts: [("content", content), ("complete", complete)],
            rejects: [
                Mutation(
                    "card-without-hash", at: "course.lessons.0.cards.0.contentHash", .remove,
                    rejectedWith: "'contentHash' is a required property"),
                Mutation(
                    "lesson-count-as-text", at: "course.lessonCount", .set("1"),
                    rejectedWith: "is not of type 'integer'"),
                Mutation(
                    "hunk-line-as-number", at: "course.lessons.0.steps.1.content.blocks.5.change.hunks.0.lines.0.text",
                    .set(3), rejectedWith: "is not of type 'string'"),
                Mutation(
                    "unknown-step-field", at: "course.lessons.0.steps.0.estimatedMinutes", .set(5),
                    rejectedWith: "'estimatedMinutes' was unexpected"),
                Mutation(
                    "unknown-block-field", at: "course.lessons.0.steps.0.content.blocks.0.level", .set(1),
                    rejectedWith: "'level' was unexpected"),
            ], of: content)
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func checkOutputMatchesItsSchema() throws {
        let content = try Self.output(["check", "Content", "--format", "json"])
        let broken = try Self.output(["check", Self.fixture("Format/duplicate-ids"), "--format", "json"], status: 1)
        let clean = try Self.output(["check", Self.fixture("Check/valid"), "--format", "json"])
        #expect(String(decoding: broken, as: UTF8.self).contains("\"error\""))
        try SchemaValidator.expect(
            schema: "check", accepts: [("content", content), ("broken", broken), ("clean", clean)],
            rejects: [
                Mutation("no-rule", at: "0.rule", .remove, rejectedWith: "'rule' is a required property"),
                Mutation("line-as-text", at: "0.line", .set("9"), rejectedWith: "is not of type 'integer'"),
                Mutation("unknown-field", at: "0.snippet", .set("step 4"), rejectedWith: "'snippet' was unexpected"),
            ], of: broken)
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func gradeOutputMatchesItsSchema() throws {
        func grade(_ card: String, _ typed: String, status: Int32) throws -> Data {
            let run = try CourseProcess.run(
                ["grade", "Content", "--card", card, "--answer", "-", "--json"], input: typed)
            #expect(run.status == status, "\(run.standardError)")
            return Data(run.standardOutput.utf8)
        }
        let same = try grade("env-read-color-scheme", "@Environment(\\.colorScheme) var mode", status: 0)
        let error = try grade("env-try-size-and-dark", "TicketRow()\n.dynamicTypeSize(.large2)", status: 1)
        let compiles = try grade(
            "env-dismiss",
            "@Environment(\\.dismiss) var close\nvar body: some View { Button(\"Done\", action: { close() }) }",
            status: 0)
        #expect(String(decoding: compiles, as: UTF8.self).contains("\"compiles\""))
        try SchemaValidator.expect(
            schema: "grade", accepts: [("same", same), ("error", error), ("compiles", compiles)],
            rejects: [
                Mutation("no-verdict", at: "verdict", .remove, rejectedWith: "'verdict' is a required property"),
                Mutation("line-as-text", at: "messages.0.line", .set("1"), rejectedWith: "is not of type 'integer'"),
                Mutation("unknown-field", at: "seconds", .set(1), rejectedWith: "'seconds' was unexpected"),
            ], of: error)
    }

    // MARK: the review log and what is made of it

    /// A log written by the quiz itself, in line mode, over three study days of the built-in
    /// course: answers with their time and hash, an undo, a question's typed prediction, a lapse,
    /// a line cut short and the recovery marker the next quiz writes after it. Two lines are added
    /// by hand for what no quiz writes: an answer to a card the course no longer has, and one
    /// stored with an older content hash (a card edited since).
    struct StudiedLog {
        static let now = "2026-11-22T10:00:00Z"
        static let fragment = #"{"card":"env-"#

        var log: URL
        var lines: [String]

        init() throws {
            let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
            func quiz(_ now: String, _ options: [String], _ input: String) throws {
                let run = try CourseProcess.run(
                    ["quiz", "--log", log.path, "--now", now, "--no-fuzz"] + options,
                    input: input, environment: ["TZ": "UTC"])
                #expect(run.status == 0, "quiz at \(now): \(run.standardError)")
            }
            // Day 1: three new syntax cards, all Easy (one after an Again that is undone).
            try quiz("2026-11-01T10:00:00Z", ["--kind", "syntax", "--new-per-day", "3"], "\n4\n\n1\nu\n\n4\n\n4\nq\n")
            // A question, with a prediction typed before the answer is shown (the fourth new item of the day).
            try quiz(
                "2026-11-01T10:05:00Z", ["--kind", "question", "--new-per-day", "4"], "an environment value\n3\nq\n")
            // Day 20: the three cards are due; the first is forgotten (a lapse), the others kept.
            try quiz("2026-11-20T10:00:00Z", ["--kind", "syntax", "--new-per-day", "0"], "\n1\n\n3\n\n3\nq\n")
            // A crash in the middle of a write, then the next quiz repairs the end and answers.
            let handle = try FileHandle(forWritingTo: log)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(Self.fragment.utf8))
            try handle.close()
            try quiz("2026-11-21T10:00:00Z", ["--kind", "syntax", "--new-per-day", "1"], "\n3\nq\n")
            var text = try String(contentsOf: log, encoding: .utf8)
            let firstLine = Data(try #require(text.split(separator: "\n").first).utf8)
            let first = try #require(
                (try JSONSerialization.jsonObject(with: firstLine) as? [String: Any])?["card"] as? String)
            text += #"{"card":"a-card-since-removed","rating":"good","at":"2026-11-21T11:00:00Z"}"# + "\n"
            text +=
                #"{"card":"\#(first)","rating":"good","at":"2026-11-21T11:01:00Z","hash":"0000000000000000"}"# + "\n"
            try text.write(to: log, atomically: false, encoding: .utf8)
            self.log = log
            lines = text.split(separator: "\n").map(String.init)
        }

        /// Every line but the fragment the simulated crash left.
        var completeLines: [(name: String, json: Data)] {
            lines.enumerated().filter { $0.element != Self.fragment }
                .map { (name: "line-\($0.offset + 1)", json: Data($0.element.utf8)) }
        }

        func output(_ arguments: [String]) throws -> Data {
            try SchemaTests.output(arguments + ["--log", log.path, "--now", Self.now, "--no-fuzz", "--json"])
        }

        /// One studied log for the four tests below, which only read it: each sitting is a run of
        /// the quiz.
        static let shared: Result<StudiedLog, any Error> = Result { try StudiedLog() }
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func reviewLogLinesMatchTheirSchema() throws {
        let studied = try StudiedLog.shared.get()
        let objects = try studied.completeLines.map {
            try #require(try JSONSerialization.jsonObject(with: $0.json) as? [String: Any])
        }
        #expect(objects.contains { $0["type"] as? String == "undo" })
        #expect(objects.contains { $0["type"] as? String == "recovered" })
        #expect(objects.contains { $0["prediction"] != nil } && objects.contains { $0["ms"] != nil })
        let answer = Data(try #require(studied.lines.first).utf8)
        try SchemaValidator.expect(
            schema: "review-log-line", accepts: studied.completeLines,
            rejects: [
                Mutation("no-rating", at: "rating", .remove, rejectedWith: "'rating' is a required property"),
                Mutation("ms-as-text", at: "ms", .set("5200"), rejectedWith: "is not of type 'integer'"),
                Mutation("unknown-rating", at: "rating", .set("perfect"), rejectedWith: "is not one of"),
                Mutation("unknown-field", at: "device", .set("phone"), rejectedWith: "'device' was unexpected"),
            ], of: answer)
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func historyMatchesItsSchema() throws {
        let studied = try StudiedLog.shared.get()
        let history = try studied.output(["history"])
        let oneCard = try studied.output(["history", "env-read-color-scheme"])
        let replayed = try #require(try JSONSerialization.jsonObject(with: history) as? [[String: Any]])
        #expect(replayed.contains { $0["prediction"] != nil } && replayed.contains { $0["hash"] == nil })
        #expect(replayed.contains { $0["elapsed_days"] is Int } && replayed.contains { $0["step"] is NSNull })
        try SchemaValidator.expect(
            schema: "history", accepts: [("all", history), ("one-card", oneCard)],
            rejects: [
                Mutation("no-due", at: "0.due", .remove, rejectedWith: "'due' is a required property"),
                Mutation("line-as-text", at: "0.line", .set("1"), rejectedWith: "is not of type 'integer'"),
                Mutation("unknown-state", at: "0.state", .set("new"), rejectedWith: "is not one of"),
                Mutation("unknown-field", at: "0.lapses", .set(0), rejectedWith: "'lapses' was unexpected"),
            ], of: history)
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func historyOfCardsMatchesItsSchema() throws {
        let studied = try StudiedLog.shared.get()
        let cards = try studied.output(["history", "--cards"])
        let states = try #require(try JSONSerialization.jsonObject(with: cards) as? [[String: Any]])
        #expect(states.contains { ($0["lapses"] as? Int ?? 0) > 0 } && states.contains { $0["hash"] == nil })
        try SchemaValidator.expect(
            schema: "history-cards", accepts: [("cards", cards)],
            rejects: [
                Mutation("no-lapses", at: "0.lapses", .remove, rejectedWith: "'lapses' is a required property"),
                Mutation("answers-as-text", at: "0.answers", .set("1"), rejectedWith: "is not of type 'integer'"),
                Mutation("unknown-field", at: "0.rating", .set("good"), rejectedWith: "'rating' was unexpected"),
            ], of: cards)
    }

    @Test(.enabled(if: hasValidator, skipReason))
    func statsMatchItsSchema() throws {
        let studied = try StudiedLog.shared.get()
        // The card forgotten once is a leech from one lapse on.
        let stats = try studied.output(["stats", "--leech-threshold", "1"])
        let empty = try SchemaTests.output([
            "stats", "--log", temporaryFolder().appendingPathComponent("none.jsonl").path,
            "--now", StudiedLog.now, "--json",
        ])
        // The studied log fills every optional and every list: a retention rate, a lapsed topic,
        // an edited card, an orphaned id, a leech.
        let figures = try #require(try JSONSerialization.jsonObject(with: stats) as? [String: Any])
        let leeches = try #require(figures["leeches"] as? [[String: Any]])
        #expect(leeches.count == 1 && leeches.first?["lapses"] as? Int == 1, "\(leeches)")
        #expect((leeches.first?["location"] as? String)?.hasPrefix("Content/lesson-19/lesson.md:") == true)
        #expect((figures["retention"] as? [String: Any])?["rate"] is Double)
        #expect((figures["topicsWithMostLapses"] as? [Any])?.isEmpty == false)
        #expect((figures["editedSinceLastReview"] as? [String])?.count == 1)
        #expect(figures["orphanedIDs"] as? [String] == ["a-card-since-removed"])
        try SchemaValidator.expect(
            schema: "stats", accepts: [("studied", stats), ("no-log", empty)],
            rejects: [
                Mutation(
                    "no-total", at: "totalReviews", .remove, rejectedWith: "'totalReviews' is a required property"),
                Mutation("count-as-text", at: "forecast.0.count", .set("3"), rejectedWith: "is not of type 'integer'"),
                Mutation("rate-as-text", at: "retention.rate", .set("67%"), rejectedWith: "is not of type 'number'"),
                Mutation("unknown-field", at: "due.nextWeek", .set(4), rejectedWith: "'nextWeek' was unexpected"),
                Mutation("no-leeches", at: "leeches", .remove, rejectedWith: "'leeches' is a required property"),
                Mutation(
                    "leech-lapses-as-text", at: "leeches.0.lapses", .set("1"), rejectedWith: "is not of type 'integer'"),
                Mutation("leech-unknown-field", at: "leeches.0.file", .set("x"), rejectedWith: "'file' was unexpected"),
            ], of: stats)
    }
}
