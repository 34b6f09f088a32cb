import Foundation
import Testing

@testable import CourseKit

@Suite("Type-check: which compiler runs a check makes")
struct TypecheckRunTests {
    /// A step that changes no code has the project of the step before it: the compiler sees that
    /// project once, even with no cached results (the two runs would otherwise go at once, on both
    /// cores), and both steps count as type-checked.
    @Test func aProjectTwoStepsShareIsTypeCheckedOnce() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let noCodeStep = StatedEdit.replace(
            "## Flashcards", with: "## Step 3: Run it\n\nRun the app and tap.\n\n## Flashcards")
        try CheckFixtures.withValid(changedBy: [noCodeStep], named: "no-code-step") { folder in
            let cache = try CheckFixtures.cacheSharingInterfaceModules(
                in: URL(fileURLWithPath: folder).deletingLastPathComponent())
            let (result, runs) = try Self.checkWritingDownRuns(folder: folder, compiler: compiler, cacheFolder: cache)
            #expect(runs.count == Set(runs).count, "a run with the same files as another: \(runs)")
            #expect(result.typecheckedProjects == 4)
        }
    }

    /// Two whole files for the fixture's step 1, new to the results cache at each test run.
    static var declaringFiles: String {
        let run = UUID().uuidString
        return """
            A whole file:

            ```swift check=file
            import SwiftUI
            // run \(run)

            extension EnvironmentValues {
                @Entry var tint = "blue"
            }

            struct ContentView: View {
                @Environment(\\.tint) private var tint
                var body: some View { Text(tint) }
            }
            ```

            Another, with names of the same spelling:

            ```swift check=file
            import SwiftUI
            // run \(run)

            extension EnvironmentValues {
                @Entry var tint = 3
            }

            @MainActor
            struct ContentView: View {
                @Environment(\\.tint) private var tint
                var body: some View { Text("\\(tint)") }
            }
            ```

            A whole file:
            """
    }

    /// Whole files that only declare share one compiler run, each file's names its own (both
    /// declare a `ContentView` and an `@Entry` spelt alike, of other types), and each is counted as
    /// type-checked.
    @Test func wholeFilesThatOnlyDeclareShareOneRun() throws {
        guard
            let (result, runs) = try Self.checkWritingDownRuns(
                changedBy: .replace("A whole file:", with: Self.declaringFiles), named: "shared-whole-files")
        else { return }
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.typeChecked == result.snippets.parsed)
        // One run has the two files, and none has either again (alone, as `main.swift`).
        let marked = runs.filter { $0.contains("*") }
        #expect(marked.count == 1, "\(runs)")
        #expect(marked.first?.components(separatedBy: "*").count == 3, "\(runs)")
        #expect(marked.first?.components(separatedBy: " snippet-").count == 3, "\(runs)")
    }

    /// A whole file the shared run says anything about is judged by a run of its own, as if it had
    /// never shared one: the message is the one it gets alone, at the lesson's line.
    @Test func aSharedWholeFileWithAMistakeIsJudgedAlone() throws {
        let mistaken = Self.declaringFiles.replacingOccurrences(of: "Text(\"\\(tint)\")", with: "Text(tnt)")
        guard
            let (result, runs) = try Self.checkWritingDownRuns(
                changedBy: .replace("A whole file:", with: mistaken), named: "shared-whole-file-mistake")
        else { return }
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(result.diagnostics)")
        // The fixture's line "A whole file:" became the text of `mistaken`.
        let fixture = try String(contentsOfFile: CheckFixtures.path("valid") + "/lesson-1/lesson.md", encoding: .utf8)
        let replaced = try #require(
            fixture.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "A whole file:" })
        let within = try #require(
            mistaken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Text(tnt)") })
        #expect(errors.first?.location.line == replaced + within + 1)
        #expect(errors.first?.message.contains("cannot find 'tnt' in scope") == true, "\(errors)")
        #expect(runs.contains { $0.components(separatedBy: "*").count == 3 }, "shared first: \(runs)")
        // Then alone, as `main.swift`, a module of its own.
        #expect(
            runs.contains {
                $0.hasPrefix(" main.swift:") && $0.hasSuffix("*") && $0.components(separatedBy: ".swift:").count == 2
            },
            "\(runs)")
    }

    /// An elided expected failure for the fixture's step 1, with a `Badge` view of its own
    /// (`expect`: its stated message).
    static func elidedFailure(run: String, expect: String) -> String {
        """
        An elided mistake:

        ```swift check=fails expect="\(expect)"
        import SwiftUI
        // run \(run)

        struct Badge: View {
            let count: Int = "three"
            var body: some View { Text("badge") }
        }
        …
        ```

        This does not parse:
        """
    }

    /// An elided expected failure that can keep its names to itself goes into the run of the
    /// cards' fragments (a `fileprivate` line before its `Badge`), and says its message there.
    @Test func anElidedExpectedFailureGoesWithTheCardsFragments() throws {
        let failure = Self.elidedFailure(
            run: UUID().uuidString,
            expect: "cannot convert value of type 'String' to specified type 'Int'")
        guard
            let (result, runs) = try Self.checkWritingDownRuns(
                changedBy: .replace("This does not parse:", with: failure), named: "shared-failure")
        else { return }
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.typeChecked == result.snippets.parsed)
        let marked = runs.filter { $0.contains("*") }
        #expect(marked.count == 1, "\(runs)")
        #expect((marked.first?.components(separatedBy: " fragment-").count ?? 0) >= 3, "with a card's: \(runs)")
    }

    /// One whose stated message the shared run does not say goes again beside the finished project,
    /// as written: that run decides, and the error is the expected failure rule's, at its fence.
    @Test func anElidedExpectedFailureThatDoesNotSayItsMessageIsJudgedAsWritten() throws {
        let failure = Self.elidedFailure(run: UUID().uuidString, expect: "cannot convert value of type 'Int'")
        guard
            let (result, runs) = try Self.checkWritingDownRuns(
                changedBy: .replace("This does not parse:", with: failure), named: "shared-failure-differs")
        else { return }
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(result.diagnostics)")
        #expect(errors.first?.rule == .snippetExpectedFailure, "\(errors)")
        let marked = runs.filter { $0.contains("*") }
        #expect(marked.count == 2, "shared, then beside the project: \(runs)")
        #expect(marked.last.map { $0.components(separatedBy: " fragment-").count == 2 } == true, "\(runs)")
    }

    /// The question's answer of the fixture with `fragments` after it, each a fragment's code.
    static func answer(with fragments: [String]) -> StatedEdit {
        let fences = fragments.map { "```swift check=fragment\n\($0)\n```" }
        let answer = "The view that declares it; the other gets a binding."
        return .replace(answer, with: ([answer] + fences).joined(separator: "\n\n"))
    }

    /// The cards' run checks the fragments whole (`-primary-file`), and the finished project's
    /// files only as far as the fragments need them: what the compiler says about those is for
    /// the steps' runs to report.
    @Test func theCardsRunChecksTheFragmentsWholeAndNotTheProject() throws {
        let fragment = "// run \(UUID().uuidString)\nfunc doubled() -> Int { Counter().count * 2 }"
        guard
            let (result, runs) = try Self.checkWritingDownRuns(
                changedBy: Self.answer(with: [fragment]), named: "cards-run-primaries")
        else { return }
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.typeChecked == result.snippets.parsed)
        let cards = try #require(runs.first { $0.contains("*") }, "\(runs)")
        // "name:checksum size" per file, then its marks.
        let words = cards.split(separator: " ")
        let files = stride(from: 0, to: words.count - 1, by: 2).map { "\(words[$0]) \(words[$0 + 1])" }
        let fragments = files.filter { $0.hasPrefix("fragment-") }
        #expect(fragments.count == 2, "the card's and the question's: \(cards)")
        #expect(fragments.allSatisfy { $0.hasSuffix("!") }, "\(cards)")
        let project = files.filter { $0.hasPrefix("main.swift:") || $0.hasPrefix("Counter.swift:") }
        #expect(project.count == 2, "\(cards)")
        #expect(project.allSatisfy { !$0.hasSuffix("!") }, "\(cards)")
    }

    /// A fragment that declares a type the finished project declares too (`Counter`) does so as
    /// when the run checked every file whole: the project's declaration gives way, so the
    /// question's other fragment uses the fragment's `Counter`, and neither is an error.
    @Test func aFragmentThatRedeclaresAProjectTypeIsJudgedAsBefore() throws {
        try Self.expectRedeclarationTakesOver(
            "struct Counter {\n    var label = \"taps\"\n}", usedBy: "func title() -> String { Counter().label }",
            named: "cards-run-redeclares")
    }

    /// The same for a member: a fragment's extension that declares the project's `count` again
    /// (no top-level name in common) takes it over, as when every file was checked whole.
    @Test func aFragmentThatRedeclaresAProjectMemberIsJudgedAsBefore() throws {
        try Self.expectRedeclarationTakesOver(
            "extension Counter {\n    var count: String { \"none\" }\n}",
            usedBy: "func shown() -> String { Counter().count }", named: "cards-run-redeclares-member")
    }

    /// The question's answer with a fragment `redeclaring` a name of the project, and one `using`
    /// that name as the fragment declares it: neither is an error, and both count as type-checked.
    static func expectRedeclarationTakesOver(_ redeclaring: String, usedBy using: String, named name: String) throws {
        let run = "// run \(UUID().uuidString)\n"
        guard
            let (result, _) = try checkWritingDownRuns(
                changedBy: answer(with: [run + redeclaring, run + using]), named: name)
        else { return }
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.typeChecked == result.snippets.parsed, "\(result.snippets)")
    }

    /// The fixture `valid` changed by `edit`, checked as `checkWritingDownRuns(folder:compiler:)`
    /// does; nil (an issue recorded) without a compiler.
    static func checkWritingDownRuns(changedBy edit: StatedEdit, named name: String) throws -> (CheckResult, [String])?
    {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return nil
        }
        return try CheckFixtures.withValid(changedBy: [edit], named: name) {
            try checkWritingDownRuns(folder: $0, compiler: compiler)
        }
    }

    /// Checks `folder` with a compiler that writes down each type-check's files (name and
    /// checksum; a `*` after a file with a line `// run …`, then a `!` after one it checks whole
    /// as a `-primary-file`), then is the real one (its `lib/` too, for the macro plugin's server), and
    /// `course` as the macro plugin: the result and a line per run. The cache is the user's (the
    /// interface's modules built once), or `cacheFolder`.
    static func checkWritingDownRuns(
        folder: String, compiler: SwiftCompiler,
        cacheFolder: String? = nil
    ) throws -> (CheckResult, [String]) {
        let tools = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("tools")
        let log = tools.appendingPathComponent("typechecks.log")
        let script = tools.appendingPathComponent("usr/bin/swiftc")
        try FileManager.default.createDirectory(
            at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        #!/bin/sh
        case " $* " in *" -typecheck "*)
            line=""; primary=""
            for a in "$@"; do case "$a" in
                -primary-file) primary="!" ;;
                *.swift)
                    mark=""; if grep -q '^// run ' "$a"; then mark="*"; fi
                    line="$line ${a##*/}:$(cksum < "$a")$mark$primary"; primary="" ;;
                esac; done
            echo "$line" >> '\(log.path)' ;;
        esac
        exec '\(compiler.executable.path)' "$@"

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try FileManager.default.createSymbolicLink(
            at: tools.appendingPathComponent("usr/lib"),
            withDestinationURL: compiler.toolchainFolder.appendingPathComponent("lib"))
        let reading = try CourseReader.read(folder: folder)
        let result = try CourseCheck.run(
            folder: folder, course: reading.course, readerDiagnostics: reading.diagnostics,
            options: CheckOptions(
                swiftcPath: script.path,
                macroPlugin: InterfaceCoverageTests.courseBinary.path,
                cacheFolder: cacheFolder))
        let runs = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        return (result, runs)
    }
}
