import Foundation
import Testing

/// The daily-study keys on a real terminal (issue 15): `e` edits the card in the learner's editor,
/// leeches are flagged and studied with `--leeches`, tall cards scroll, and on a question's front
/// every key typed is the prediction, commands going through Esc.
extension QuizTmuxTests {
    /// The built-in course copied to a temporary folder, so an edit touches only the copy.
    func copiedCourse() throws -> URL {
        let folder = try temporaryFolder()
        let course = folder.appendingPathComponent("course")
        try FileManager.default.copyItem(at: CourseProcess.packageRoot.appendingPathComponent("Content"), to: course)
        return course
    }

    /// A card's heading line and content hash, as `course list --json` reads the course now.
    func listed(_ card: String, in course: URL) throws -> (line: Int, hash: String)? {
        let result = try CourseProcess.run(["list", course.path, "--json"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let lessons = (json["course"] as? [String: Any])?["lessons"] as? [[String: Any]] ?? []
        for lesson in lessons {
            for item in (lesson["cards"] as? [[String: Any]] ?? []) + (lesson["questions"] as? [[String: Any]] ?? [])
            where item["id"] as? String == card {
                let line = (item["location"] as? [String: Any])?["line"] as? Int ?? 0
                return (line, item["contentHash"] as? String ?? "")
            }
        }
        return nil
    }

    /// An "editor" called `vi` (so it is given `+LINE FILE`) that records its arguments and makes
    /// the edit of its turn to the file, then exits, as a learner would after saving.
    func editorScript(in folder: URL, edits: [String]) throws -> URL {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let arguments = folder.appendingPathComponent("editor-arguments")
        let cases = edits.enumerated().map { "  \($0.offset + 1)) expression='\($0.element)' ;;" }.joined(
            separator: "\n")
        let terminal = folder.appendingPathComponent("editor-terminal")
        let script = """
            #!/bin/sh
            printf '%s\\n' "$*" >> '\(arguments.path)'
            stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' ' >> '\(terminal.path)'
            echo >> '\(terminal.path)'
            turn=$(wc -l < '\(arguments.path)' | tr -d ' ')
            case $turn in
            \(cases)
              *) exit 0 ;;
            esac
            sed "$expression" "$2" > "$2.new" && mv "$2.new" "$2"
            """
        let url = bin.appendingPathComponent("vi")
        try script.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    @Test func eOpensTheEditorAtTheCardAndShowsItAsEdited() async throws {
        let tmux = try #require(Self.tmux)
        let course = try copiedCourse()
        let folder = course.deletingLastPathComponent()
        let log = folder.appendingPathComponent("reviews.jsonl")
        let heading = try #require(try listed("env-read-color-scheme", in: course)).line
        let editor = try editorScript(
            in: folder,
            edits: [
                "s/Find out, in a view, whether the screen is currently dark/Tell, in a view, whether the screen is dark right now/",
                "s/<!-- card id=env-read-color-scheme /<!-- card id=env-read-color-scheme bogus=1 /",
                "s/ bogus=1//",
                "s/<!-- card id=env-layout-by-text-size /<!-- card id=env-layout-renamed /",
            ])
        // VISUAL, split as a shell would, wins over EDITOR.
        let session = try await startQuiz(
            tmux, log: log,
            environment: "TERM=xterm-256color EDITOR=nano VISUAL=\"'\(editor.path)'\"",
            options: "'\(course.path)'")
        defer { session.close() }

        var screen = try await session.waitFor(
            "Space/Enter show the answer · t type the answer · u undo · e edit · q quit")
        #expect(screen.contains("env-read-color-scheme") && screen.contains("Find out, in a view"), "\(screen)")

        // On the front: the edit is shown at once, the screen is the quiz's again.
        try await session.keys("e")
        screen = try await session.waitFor("Edited env-read-color-scheme: shown as it reads now.")
        #expect(screen.contains("Tell, in a view, whether the screen is dark right now"), "\(screen)")
        #expect(!screen.contains("Find out, in a view"))
        #expect(try await session.display("#{alternate_on}") == "1")
        let lessonPath = course.appendingPathComponent("lesson-19/lesson.md").path
        let calls = {
            try String(contentsOf: folder.appendingPathComponent("editor-arguments"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
        }
        #expect(try calls() == ["+\(heading) \(lessonPath)"])

        // On the back: a lesson that no longer reads keeps the last good version on screen.
        try await session.keys("Space")
        _ = try await session.waitFor("4 Easy")
        try await session.keys("e")
        screen = try await session.waitFor("The lesson no longer reads:")
        // The place is a long path that the quiz breaks where the window ends: read it unbroken.
        #expect(
            screen.replacingOccurrences(of: "\n", with: "").contains("\(lessonPath):\(heading + 1):"),
            "the message names the error's place:\n\(screen)")
        #expect(screen.contains("Tell, in a view") && screen.contains("4 Easy"), "\(screen)")
        try await session.keys("e")  // mended: the card reads as before the breakage
        screen = try await session.waitFor("env-read-color-scheme is unchanged.")
        try await session.keys("3")
        screen = try await session.waitFor("env-layout-by-text-size")

        // An edit that changes the card's id takes it out of the sitting.
        try await session.keys("e")
        screen = try await session.waitFor("env-layout-by-text-size is no longer in the course")
        #expect(screen.contains("leaves this sitting."), "\(screen)")
        #expect(!screen.contains("· env-layout-by-text-size "), "the next card is shown:\n\(screen)")
        try await session.keys("q")
        screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 0"), "\(screen)")
        #expect(try calls().count == 4)
        // The editor had the terminal in its normal mode (line editing and echo on), not raw.
        let modes = try String(contentsOf: folder.appendingPathComponent("editor-terminal"), encoding: .utf8)
        #expect(modes.split(separator: "\n") == Array(repeating: "icanon echo ", count: 4), "\(modes)")

        // The log holds the one answer, and nothing else: its hash is the edited card's.
        let lines = try logObjects(log)
        #expect(lines.count == 1)
        #expect(
            lines.first?["card"] as? String == "env-read-color-scheme" && lines.first?["rating"] as? String == "good")
        let edited = try #require(try listed("env-read-color-scheme", in: course))
        let original = try #require(
            try listed("env-read-color-scheme", in: CourseProcess.packageRoot.appendingPathComponent("Content")))
        #expect(lines.first?["hash"] as? String == edited.hash)
        #expect(edited.hash != original.hash)
    }

    /// Ctrl-C in an editor that ends on SIGINT (a GUI editor's wait wrapper, `code --wait`) is the
    /// editor's: it ends the editor, and the quiz takes the screen back and goes on.
    @Test func ctrlCInAnEditorThatEndsOnItEndsOnlyTheEditor() async throws {
        let tmux = try #require(Self.tmux)
        let course = try copiedCourse()
        let folder = course.deletingLastPathComponent()
        let log = folder.appendingPathComponent("reviews.jsonl")
        // A stand-in for a wait wrapper: it waits for the editor to close, and SIGINT ends it at once.
        // It waits for as long as the test may take (an hour): a wrapper that ended by itself after
        // 30 s ended before a loaded run's test had seen it start, and the quiz went on without it.
        // Were it to end by itself, it would leave `closed` behind (the test's last check).
        let editor = folder.appendingPathComponent("wait-wrapper")
        try """
        #!/bin/sh
        echo "Waiting for your editor to close the file..."
        sleep 3600
        echo closed >> '\(folder.path)/closed'
        """.write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let session = try await startQuiz(
            tmux, log: log, environment: "TERM=xterm-256color VISUAL='\(editor.path)'",
            options: "'\(course.path)'")
        defer { session.close() }
        try await session.waitFor("Space/Enter show the answer · t type the answer · u undo · e edit · q quit")
        let quiz = try await foreground(session)
        // Three times over: the signal would reach the quiz at about the time the editor ends.
        for turn in 1...3 {
            try await session.keys("e")
            try await waitForEditor("Waiting for your editor to close the file", times: turn, quiz: quiz, session)
            try await session.keys("C-c")
            let screen = try await session.waitUntil { $0.contains("quiz exited") || $0.contains("is unchanged") }
            #expect(
                screen.contains("env-read-color-scheme is unchanged (the editor exited with status 130)."), "\(screen)")
            #expect(try await session.display("#{alternate_on}") == "1")
            guard !screen.contains("quiz exited") else {
                Issue.record("Ctrl-C in the editor ended the quiz:\n\(screen)")
                return
            }
        }
        try await session.keys("Space")
        _ = try await session.waitFor("4 Easy")
        try await session.keys("3")
        _ = try await session.waitFor("env-layout-by-text-size")
        #expect(try logObjects(log).map { $0["rating"] as? String } == ["good"])
        // Ctrl-C on the quiz's own screen still ends it.
        try await session.keys("C-c")
        let screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 130"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("closed").path))
    }

    /// The editor runs as a job of its own on the terminal: when it suspends itself (Ctrl-Z in vi),
    /// the quiz stops with it, as the job the learner started, and `fg` gives the editor back.
    @Test func anEditorSuspendedStopsTheQuizAsOneJobAndFgResumesIt() async throws {
        let tmux = try #require(Self.tmux)
        let course = try copiedCourse()
        let folder = course.deletingLastPathComponent()
        let editor = folder.appendingPathComponent("suspending-editor")
        try """
        #!/bin/sh
        echo "The editor suspends itself."
        kill -TSTP $$
        echo "The editor goes on; Enter closes it."
        read line
        """.write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        // A shell with job control, as the learner's.
        let session = try await Session(
            tmux: tmux, command: "env -i PATH=/usr/bin:/bin TERM=xterm-256color bash --norc --noprofile -i")
        defer { session.close() }
        try await session.keys(
            "-l",
            "VISUAL='\(editor.path)' '\(CourseProcess.binary.path)' quiz '\(course.path)' "
                + "--log '\(folder.path)/reviews.jsonl' --now 2026-11-30T10:00:00Z --no-fuzz")
        try await session.keys("Enter")
        _ = try await session.waitFor("Space/Enter show the answer · t type the answer · u undo · e edit · q quit")
        try await session.keys("e")
        var screen = try await session.waitFor("Stopped")
        #expect(screen.contains("The editor suspends itself."), "\(screen)")
        try await session.keys("fg", "Enter")
        screen = try await session.waitFor("The editor goes on; Enter closes it.")
        try await session.keys("Enter")
        screen = try await session.waitFor("env-read-color-scheme is unchanged.")
        #expect(try await session.display("#{alternate_on}") == "1")
        try await session.keys("q")
        screen = try await session.waitFor("Nothing scheduled yet.")
        try await session.keys("-l", "echo \"quiz exited $?\"")
        try await session.keys("Enter")
        #expect(try await session.waitFor("quiz exited 0").contains("quiz exited 0"))
    }

    @Test func aLeechSaysSoInTheHeaderAndLeechesStudiesOnlyThem() async throws {
        let tmux = try #require(Self.tmux)
        let log = try leechLog()
        var session = try await startQuiz(tmux, log: log, options: "--kind syntax --topic Environment --new-per-day 0")
        var screen = try await session.waitFor("Space/Enter show the answer")
        #expect(screen.contains("env-read-color-scheme · leech (8 lapses)"), "\(screen)")
        try await session.keys("q")
        _ = try await session.waitFor("quiz exited")
        session.close()

        // Not due an hour after its last answer, but --leeches shows it; nothing else.
        session = try await startQuiz(tmux, log: log, options: "--leeches --now 2026-11-09T10:10:00Z")
        defer { session.close() }
        screen = try await session.waitFor("Space/Enter show the answer")
        #expect(screen.contains("env-read-color-scheme · leech (8 lapses)"), "\(screen)")
        try await session.keys("Space")
        _ = try await session.waitFor("4 Easy")
        try await session.keys("4")
        screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 0") && screen.contains("Reviewed 1 item"), "\(screen)")
        let last = try #require(try logObjects(log).last)
        #expect(last["card"] as? String == "env-read-color-scheme" && last["rating"] as? String == "easy")
        #expect(last["at"] as? String == "2026-11-09T10:10:00Z")
    }

    @Test func aTallCardScrollsAndTheGradesStayOnScreen() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log, rows: 14)
        defer { session.close() }
        _ = try await session.waitFor("Space/Enter show the answer")
        try await session.keys("Space")
        // Right after the reveal the answer's start is in view, the prompt above it scrolled away.
        var screen = try await session.waitFor("to scroll")
        let position = /lines (\d+)–(\d+) of (\d+) · ↑\/↓ j\/k PgUp\/PgDn Home\/End to scroll/
        func shown(_ screen: String) -> (first: Int, last: Int, total: Int)? {
            screen.firstMatch(of: position).map { (Int($0.1)!, Int($0.2)!, Int($0.3)!) }
        }
        let revealed = try #require(shown(screen), "\(screen)")
        #expect(revealed.first > 1 && revealed.total > revealed.last - revealed.first + 1, "\(screen)")
        #expect(screen.contains("@Environment(\\.colorScheme)") && !screen.contains("Find out, in a view"), "\(screen)")
        #expect(screen.contains("1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d"))

        try await session.keys("Home")
        screen = try await session.waitFor("lines 1–")
        #expect(screen.contains("Find out, in a view") && screen.contains("4 Easy 8d"), "\(screen)")
        try await session.keys("j")
        screen = try await session.waitFor("lines 2–")
        try await session.keys("Down")
        screen = try await session.waitFor("lines 3–")
        try await session.keys("k")
        screen = try await session.waitFor("lines 2–")
        try await session.keys("End")
        // "of N ·" is on the screen before End too: wait for the last line itself.
        screen = try await session.waitUntil { shown($0)?.last == revealed.total }
        #expect(shown(screen)?.last == revealed.total, "\(screen)")
        #expect(screen.contains("it is not the way to set it.") && screen.contains("4 Easy 8d"), "\(screen)")
        try await session.keys("PPage")
        screen = try await session.waitUntil { (shown($0)?.last ?? revealed.total) < revealed.total }
        #expect((shown(screen)?.last ?? revealed.total) < revealed.total, "\(screen)")
        try await session.keys("NPage")
        screen = try await session.waitUntil { shown($0)?.last == revealed.total }
        #expect(shown(screen)?.last == revealed.total, "\(screen)")
        #expect(try logObjects(log).isEmpty, "scrolling answers nothing")
        try await session.keys("3")
        _ = try await session.waitFor("env-layout-by-text-size")
        #expect(try logObjects(log).map { $0["rating"] as? String } == ["good"])
        try await session.keys("q")
        #expect(try await session.waitFor("quiz exited").contains("quiz exited 0"))
    }

    @Test func onAQuestionEveryKeyIsTextAndCommandsGoThroughEscape() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log, options: "--kind question")
        defer { session.close() }
        var screen = try await session.waitFor(
            "Type your prediction · Enter show the answer · Esc, then q quit · u undo · e edit")
        // q, u, e, j, k and Space as the first letters: text, not commands.
        try await session.keys("-l", "quick undo; every jk")
        screen = try await session.waitFor("Your prediction: quick undo; every jk_")
        #expect(screen.contains("Enter show the answer · Backspace edit · Esc clear"), "\(screen)")
        try await session.keys("Escape")
        screen = try await session.waitFor("Your prediction: _")
        #expect(screen.contains("Type your prediction"), "Esc cleared the prediction:\n\(screen)")
        try await session.keys("Escape")
        _ = try await session.waitFor("Command: q quit · u undo · e edit")
        try await session.keys("u")
        screen = try await session.waitFor("Nothing to undo in this session.")
        try await session.keys("-l", "u then q")
        _ = try await session.waitFor("Your prediction: u then q_")
        try await session.keys("Enter")
        screen = try await session.waitFor("Answer:")
        #expect(screen.contains("Your prediction: u then q"), "\(screen)")
        // On the back, single keys are commands again.
        try await session.keys("3")
        _ = try await session.waitFor("Type your prediction")
        try await session.keys("Escape")
        _ = try await session.waitFor("Command:")
        try await session.keys("q")
        screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 0"), "\(screen)")
        let lines = try logObjects(log)
        #expect(lines.map { $0["prediction"] as? String } == ["u then q"])
        #expect(lines.map { $0["rating"] as? String } == ["good"])
    }
}
