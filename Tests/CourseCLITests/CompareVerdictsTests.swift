import Foundation
import Testing

/// `Scripts/compare-verdicts`, the macOS workflow's comparison of the real SDK's verdicts with the
/// interface's, run as the workflow runs it: on recorded verdict files (Fixtures/Verdicts), on
/// damaged ones, and on what `course check --verdicts` really writes.
@Suite("Scripts/compare-verdicts", .ownThreads)
struct CompareVerdictsTests {
    static let script = CourseProcess.packageRoot.appendingPathComponent("Scripts/compare-verdicts").path
    static let recorded = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Verdicts")

    /// The script through `python3` (on the PATH on macOS and in the Linux workflow), standard
    /// output and standard error together.
    static func compare(_ first: String, _ second: String, in folder: URL = recorded) throws -> (
        status: Int32, output: String
    ) {
        try ExternalTool.run("python3", [script, first, second], in: folder)
    }

    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init)
    }

    @Test func recordedVerdictsThatAgreePass() throws {
        let run = try Self.compare("agree-sdk.json", "agree-interface.json")
        #expect(run.status == 0, "\(run.output)")
        #expect(
            Self.lines(run.output) == [
                "compare-verdicts: sdk against interface: 5 compared, 5 agree, 0 disagree; notes: 0 not type-checked, 0 in one file only"
            ])
    }

    @Test func recordedVerdictsThatDisagreeFailListingEachOne() throws {
        let run = try Self.compare("disagree-sdk.json", "disagree-interface.json")
        #expect(run.status == 1, "\(run.output)")
        #expect(
            Self.lines(run.output) == [
                "disagreement: Content/lesson-19/lesson.md:412: snippet (step 6): sdk accepts, interface rejects: "
                    + "value of type 'some View' has no member 'scrollDismissesKeyboard'",
                "disagreement: Content/lesson-19/lesson.md:804: snippet (card env-read-color-scheme): interface accepts, sdk rejects: "
                    + "value of type 'Text' has no member 'monospacedDigits'",
                "disagreement: Content/lesson-19/lesson.md: project at step 7: sdk accepts, interface rejects: "
                    + "cannot find 'ContentUnavailableView' in scope; extra argument 'description' in call",
                "compare-verdicts: sdk against interface: 5 compared, 2 agree, 3 disagree; notes: 0 not type-checked, 0 in one file only",
            ])
        // The files in the other order: the same disagreements, each run still named by what it ran against.
        let swapped = try Self.compare("disagree-interface.json", "disagree-sdk.json")
        #expect(swapped.status == 1)
        #expect(Self.lines(swapped.output).filter { $0.hasPrefix("disagreement: ") }.count == 3)
        #expect(swapped.output.contains("snippet (step 6): sdk accepts, interface rejects: "), "\(swapped.output)")
        #expect(
            swapped.output.hasSuffix(
                "interface against sdk: 5 compared, 2 agree, 3 disagree; notes: 0 not type-checked, 0 in one file only\n"
            ))
    }

    /// An item either run did not type-check, or that one file lacks, is a note: the job passes.
    @Test func itemsNotTypeCheckedOrInOneFileOnlyAreNotesNotFailures() throws {
        let run = try Self.compare("not-checked-sdk.json", "not-checked-interface.json")
        #expect(run.status == 0, "\(run.output)")
        #expect(
            Self.lines(run.output) == [
                "note: Content/lesson-19/lesson.md:530: snippet (step 9): accepted by sdk; "
                    + "not type-checked by interface: import MapKit (not in this SDK)",
                "note: Content/lesson-19/lesson.md:1190: snippet (question q-half-migrated): "
                    + "not type-checked by either: fragments that use names nothing defines",
                "note: Content/lesson-19/lesson.md:1415: snippet (card filter-cases): not type-checked by either: fragments of switch cases",
                "note: Content/lesson-19/lesson.md:1602: snippet (card env-dismiss): only in sdk, not in interface",
                "note: Content/lesson-19/lesson.md:1720: snippet (card env-layout-by-text-size): rejected by sdk: "
                    + "cannot infer contextual base in reference to member 'sizeCategory'; "
                    + "not type-checked by interface: fragments that use names nothing defines",
                "note: Content/lesson-19/lesson.md:1644: snippet (card env-dismiss-action): only in interface, not in sdk",
                "compare-verdicts: sdk against interface: 2 compared, 2 agree, 0 disagree; notes: 4 not type-checked, 2 in one file only",
            ])
    }

    /// A file that cannot be read or is not a verdicts file: exit status 2 and one sentence naming
    /// the file (and where it can, the item and the field), never Python's traceback.
    @Test func unreadableAndMalformedFilesAreNamedWithExitStatus2() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = Self.recorded.appendingPathComponent("agree-sdk.json").path
        let item = #"{"detail":[],"file":"a.md","kind":"snippet","line":3,"owner":"step 1","verdict":"accepted"}"#
        let cases: [(name: String, text: String?, message: String)] = [
            ("missing.json", nil, "compare-verdicts: missing.json: cannot be read: No such file or directory"),
            (
                "cut.json", #"{"against":"sdk","items":["#,
                "compare-verdicts: cut.json:1:27: not JSON: Expecting value; write it with course check --verdicts"
            ),
            (
                "list.json", "[]",
                #"compare-verdicts: list.json: not a verdicts file (no "items"); write it with course check --verdicts"#
            ),
            (
                "v2.json", #"{"against":"sdk","items":[],"version":2}"#,
                "compare-verdicts: v2.json: verdicts version 2, this script reads version 1; compare files of the same course version"
            ),
            (
                "against.json", #"{"against":"mac","items":[],"version":1}"#,
                #"compare-verdicts: against.json: "against" is "mac", not "interface" or "sdk""#
            ),
            (
                "no-line.json",
                #"{"against":"sdk","items":[{"detail":[],"file":"a.md","kind":"snippet","owner":"step 1","verdict":"accepted"}],"version":1}"#,
                #"compare-verdicts: no-line.json: item 1: "line" is missing"#
            ),
            (
                "text-line.json",
                #"{"against":"sdk","items":[{"detail":[],"file":"a.md","kind":"snippet","line":"3","owner":"step 1","verdict":"accepted"}],"version":1}"#,
                #"compare-verdicts: text-line.json: item 1: "line" is "3", not a whole number"#
            ),
            (
                "twice.json", #"{"against":"sdk","items":[\#(item),\#(item)],"version":1}"#,
                "compare-verdicts: twice.json: item 2: the same snippet as item 1 (a.md:3: snippet (step 1))"
            ),
        ]
        for (name, text, message) in cases {
            if let text { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            let run = try Self.compare(name, good, in: folder)
            #expect(run.status == 2 && run.output == message + "\n", "\(name): \(run.status) \(run.output)")
        }
        // Either file: the second is read as carefully as the first.
        let second = try Self.compare(good, "v2.json", in: folder)
        #expect(
            second.status == 2 && second.output.hasPrefix("compare-verdicts: v2.json: verdicts version 2"),
            "\(second.output)")
        let usage = try ExternalTool.run("python3", [Self.script, good], in: folder)
        #expect(
            usage.status == 2 && usage.output == "usage: compare-verdicts SDK.json INTERFACE.json\n", "\(usage.output)")
    }

    /// Text from a verdicts file (compiler messages, paths, owners from a lesson) is shown inert, as
    /// `course` shows it: no escape sequence or bidi override reaches the terminal raw.
    @Test func textFromTheFilesReachesTheTerminalInert() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ against: String, _ verdict: String) -> String {
            #"{"against":"\#(against)","items":[{"detail":["no member \u001b]0;owned\u0007 \u202Eevil"],"#
                + #""file":"a\u001b[2J.md","kind":"snippet","line":3,"owner":"card x\u009b","verdict":"\#(verdict)"}],"version":1}"#
        }
        try file("sdk", "accepted").write(
            to: folder.appendingPathComponent("sdk.json"), atomically: true, encoding: .utf8)
        try file("interface", "rejected").write(
            to: folder.appendingPathComponent("interface.json"), atomically: true, encoding: .utf8)
        let run = try Self.compare("sdk.json", "interface.json", in: folder)
        #expect(run.status == 1)
        #expect(
            Self.lines(run.output).first
                == "disagreement: a\u{241B}[2J.md:3: snippet (card x<U+009B>): sdk accepts, interface rejects: no member \u{241B}]0;owned\u{2407} <U+202E>evil",
            "\(run.output)")
        #expect(
            !run.output.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E
            })
        // JSON can spell half a surrogate pair, which no UTF-8 output can hold: shown, not a crash.
        try file("interface", "rejected").replacingOccurrences(of: #"\u202Eevil"#, with: #"\ud800half"#)
            .write(to: folder.appendingPathComponent("interface.json"), atomically: true, encoding: .utf8)
        let half = try Self.compare("sdk.json", "interface.json", in: folder)
        #expect(half.status == 1 && half.output.contains("\u{2407} <U+D800>half\n"), "\(half.output)")
    }

    /// What `course check --verdicts` really writes, on a small course of Foundation-only code, is
    /// read by the script: the default run against the `--interface` run agrees on every item (on
    /// Linux both use the interface; on macOS with Xcode the first uses the real SDK).
    @Test func realVerdictsFromCourseCheckAreReadAndAgree() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = folder.appendingPathComponent("course")
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("lesson-1/start/Tally"), withIntermediateDirectories: true)
        try """
        ---
        id: verdicts-test
        title: Verdicts
        lessons: 1
        ---

        # Verdicts

        ## Lessons

        - [Lesson 1: Tally](lesson-1/lesson.md)

        """.write(to: course.appendingPathComponent("course.md"), atomically: true, encoding: .utf8)
        try """
        ---
        lesson: 1
        title: Tally
        part: 1
        part-title: First steps
        minutes: 5
        project: Tally
        start: start
        cards: 0
        syntax-cards: 0
        trick-cards: 0
        questions: 0
        ---

        # Lesson 1: Tally

        ## Step 1: Count up

        ```swift file=Tally/Tally.swift change=append
        extension Tally {
            mutating func add() { count += 1 }
        }
        ```

        ```swift check=file
        import Foundation

        let total = [1, 2, 3].reduce(0, +)
        print(String(total))
        ```

        ```swift check=fails expect="cannot convert value of type 'String' to specified type 'Int'"
        let count: Int = "one"
        ```

        """.write(to: course.appendingPathComponent("lesson-1/lesson.md"), atomically: true, encoding: .utf8)
        try "struct Tally {\n    var count = 0\n}\n"
            .write(
                to: course.appendingPathComponent("lesson-1/start/Tally/Tally.swift"), atomically: true, encoding: .utf8
            )

        // Each check with a cache of its own (nothing cached from the other), the modules shared.
        let first = try CourseProcess.run(
            ["check", "course", "--verdicts", "default.json"], directory: folder,
            environment: try cacheHomeSharingInterfaceModules(in: folder))
        #expect(first.status == 0, "\(first.standardError)")
        let forced = try CourseProcess.run(
            ["check", "course", "--interface", "--verdicts", "interface.json"], directory: folder,
            environment: try cacheHomeSharingInterfaceModules(in: folder))
        #expect(forced.status == 0, "\(forced.standardError)")

        // The file holds the course's three kinds of verdict, as docs/checks.md describes them.
        let written = try String(contentsOf: folder.appendingPathComponent("interface.json"), encoding: .utf8)
        let lesson = #""file":"course/lesson-1/lesson.md""#
        #expect(
            Self.lines(written) == [
                #"{"against":"interface","items":["#,
                #"{"detail":[],\#(lesson),"kind":"snippet","line":25,"owner":"step 1","verdict":"accepted"},"#,
                #"{"detail":["cannot convert value of type 'String' to specified type 'Int'"],\#(lesson),"kind":"snippet","line":32,"owner":"step 1","verdict":"rejected"},"#,
                #"{"detail":[],\#(lesson),"kind":"step","line":1,"owner":"step 0","verdict":"accepted"},"#,
                #"{"detail":[],\#(lesson),"kind":"step","line":1,"owner":"step 1","verdict":"accepted"}"#,
                #"],"version":1}"#,
            ])

        let itself = try Self.compare("interface.json", "interface.json", in: folder)
        #expect(itself.status == 0, "\(itself.output)")
        #expect(
            itself.output.hasSuffix(
                ": 4 compared, 4 agree, 0 disagree; notes: 0 not type-checked, 0 in one file only\n"),
            "\(itself.output)")
        let both = try Self.compare("default.json", "interface.json", in: folder)
        #expect(both.status == 0, "\(both.output)")
        #expect(
            both.output.hasSuffix(": 4 compared, 4 agree, 0 disagree; notes: 0 not type-checked, 0 in one file only\n"),
            "\(both.output)")
        #if !os(macOS)
            #expect(
                try String(contentsOf: folder.appendingPathComponent("default.json"), encoding: .utf8) == written,
                "without a real SDK, the default run uses the interface too")
        #endif
    }
}
