import Foundation
import Testing

/// `course lsp` through the built binary, talking to a scripted client (`LanguageClient`) as an
/// editor would: the protocol's manners (slice 1) and the diagnostics as the author types.
@Suite("course lsp: the language server, end to end", .ownThreads)
struct LanguageServerTests {
    /// A fresh copy of a course: the built-in one, or a fixture under Tests/CourseKitTests/Fixtures.
    static func copy(_ relative: String = "Content") throws -> URL {
        let copy = testProcessFolder.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: CourseProcess.packageRoot.appendingPathComponent(relative), to: copy)
        return copy.resolvingSymlinksInPath()
    }

    /// A fresh copy of the built-in course whose lesson 19 has three sources without a link, and so
    /// three warnings (`source-without-link`): every source of it that links to a page outside Apple's
    /// documentation loses its link. The built-in course itself has no warnings; these are made here
    /// so that the warnings an editor is sent can be tested. Returns the 0-based lines of the three.
    static func copyWithUnlinkedSources() throws -> (course: URL, lines: [Int]) {
        let course = try copy()
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        var lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        var unlinked: [Int] = []
        for (index, line) in lines.enumerated()
        where line.hasPrefix("- [") && line.hasSuffix(")") && !line.contains("developer.apple.com") {
            guard let close = line.range(of: "](") else { continue }
            lines[index] = "- " + line[line.index(line.startIndex, offsetBy: 3)..<close.lowerBound]
            unlinked.append(index)
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: lesson)
        return (course, unlinked)
    }

    static func code(_ response: [String: Any]) -> Int? { response[path: "error", "code"] as? Int }

    // MARK: - Manners

    @Test func initializeOffersUTF16ByDefaultAndUTF8WhenTheClientOffersIt() throws {
        let plain = try LanguageClient()
        let result = try plain.initialize()
        #expect(result[path: "capabilities", "positionEncoding"] as? String == "utf-16")
        #expect(result[path: "serverInfo", "name"] as? String == "course")
        #expect(plain.finish().status == 1)  // the input's end without shutdown

        let utf8 = try LanguageClient()
        #expect(
            try utf8.initialize(encodings: ["utf-32", "utf-8", "utf-16"])[path: "capabilities", "positionEncoding"]
                as? String == "utf-8")
        let other = try LanguageClient()
        #expect(
            try other.initialize(encodings: ["utf-32"])[path: "capabilities", "positionEncoding"] as? String == "utf-16"
        )
        _ = utf8.finish()
        _ = other.finish()
    }

    @Test func shutdownThenExitEndsWithZeroAndNothingButProtocolOnStandardOutput() throws {
        let client = try LanguageClient(arguments: ["lsp", "--stdio", "--no-compiler"])
        try client.initialize()
        let shutdown = try client.request("shutdown")
        #expect(shutdown.keys.contains("result") && shutdown["error"] == nil)
        // After shutdown, a request is refused, and exit ends the server with 0 before the input ends.
        #expect(
            Self.code(
                try client.request(
                    "textDocument/hover",
                    [
                        "textDocument": ["uri": "file:///x.md"],
                        "position": ["line": 0, "character": 0],
                    ])) == -32600)
        client.notify("exit")
        let (status, errors) = client.finish(closingInput: false)
        #expect(status == 0)
        #expect(errors == "")
        #expect(client.strayOutput == [])
    }

    @Test func exitWithoutShutdownIsOneAndSoIsTheInputEndingWithoutIt() throws {
        let client = try LanguageClient()
        try client.initialize()
        client.notify("exit")
        #expect(client.finish(closingInput: false).status == 1)

        let closing = try LanguageClient()
        try closing.initialize()
        try closing.request("shutdown")
        #expect(closing.finish().status == 0)  // the input's end after shutdown is a clean end too
    }

    @Test func aMalformedMessageGetsAnErrorAndTheServerGoesOn() throws {
        let client = try LanguageClient()
        // Before initialize: a request is refused with -32002.
        #expect(
            Self.code(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///x.md"]]))
                == -32002)
        try client.initialize()
        // A body that is not JSON: parse error, id null.
        client.writeRaw(Data("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8))
        let notJSON = try client.waitFor("the parse error") { $0["error"] != nil && $0["id"] is NSNull }
        #expect(Self.code(notJSON) == -32700)
        // A header without a length, then one with a length that is no number: each an error, and dropped.
        client.writeRaw(Data("Content-Type: text/plain\r\n\r\n".utf8))
        client.writeRaw(Data("Content-Length: lots\r\n\r\n".utf8))
        let noLength = try client.waitFor("the header error") {
            ($0["error"] as? [String: Any])?["message"] as? String == "a message's header has no Content-Length"
        }
        #expect(Self.code(noLength) == -32700)
        let badLength = try client.waitFor("the second header error") {
            (($0["error"] as? [String: Any])?["message"] as? String)?.contains("Content-Length is not a whole number")
                == true
        }
        #expect(Self.code(badLength) == -32700)
        // A header part longer than 4,096 bytes: its first 4,096 are dropped, then the rest is a header line without ':'.
        client.writeRaw(Data(String(repeating: "x", count: 5000).utf8) + Data("\r\n\r\n".utf8))
        let tooLong = try client.waitFor("the long header's error") {
            (($0["error"] as? [String: Any])?["message"] as? String)?.hasPrefix(
                "4096 bytes came without the empty line") == true
        }
        #expect(Self.code(tooLong) == -32700)
        _ = try client.waitFor("the rest of it") {
            (($0["error"] as? [String: Any])?["message"] as? String)?.hasPrefix("a header line without ':' ('xxx")
                == true
        }
        // JSON that is not a request: invalid request, answering its id.
        client.send(["id": 7, "method": "textDocument/hover"])
        let invalid = try client.waitFor("the invalid request") { ($0["id"] as? Int) == 7 }
        #expect(Self.code(invalid) == -32600)
        client.send(["jsonrpc": "2.0", "id": 8, "method": 42])
        #expect(Self.code(try client.waitFor("the bad method") { ($0["id"] as? Int) == 8 }) == -32600)
        // A method it does not know, and params that are not an object.
        #expect(Self.code(try client.request("workspace/symbolsOfMars", [:])) == -32601)
        client.send(["jsonrpc": "2.0", "id": 9, "method": "textDocument/hover", "params": "nope"])
        #expect(Self.code(try client.waitFor("the bad params") { ($0["id"] as? Int) == 9 }) == -32600)
        // And it still answers (`"params": null`, as some clients write it, is no params).
        client.send(["jsonrpc": "2.0", "id": 10, "method": "shutdown", "params": NSNull()])
        let shutdown = try client.waitFor("the shutdown") { ($0["id"] as? Int) == 10 }
        #expect(shutdown.keys.contains("result") && shutdown["error"] == nil)
        client.notify("exit")
        let (status, errors) = client.finish(closingInput: false)
        #expect(status == 0)
        #expect(errors == "")
        #expect(client.strayOutput == [])
    }

    // MARK: - Diagnostics as you type

    /// The built-in course's lesson 19 with three sources unlinked: its three warnings on open, with
    /// the rule as code and the hint in the message; an error at the line an edit breaks;
    /// cleared when fixed, and when closed.
    @Test func diagnosticsFollowTheEditorsText() throws {
        let (course, unlinked) = try Self.copyWithUnlinkedSources()
        #expect(unlinked.count == 3, "lesson 19's sources outside Apple's documentation: \(unlinked)")
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let uri = LanguageClient.uri(lesson)
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let client = try LanguageClient()
        try client.initialize()
        try client.open(lesson)
        let opened = try client.diagnostics(for: uri)
        #expect(client.lastVersion(of: uri) == 1)
        #expect(opened.map { $0["code"] as? String } == Array(repeating: "source-without-link", count: 3))
        #expect(opened.map { $0[path: "range", "start", "line"] as? Int } == unlinked)
        #expect(opened.allSatisfy { $0["severity"] as? Int == 2 && $0["source"] as? String == "course" })
        // The hint in the message itself, which every client shows (eglot and Neovim show no related
        // information).
        #expect(
            (opened.first?["message"] as? String)?.hasPrefix(
                "this source has no link\nhint: start the item with a Markdown link") == true)
        #expect(opened.allSatisfy { $0["relatedInformation"] == nil })

        // A diff whose removed line is not in the file any more: the editor's text, never saved.
        // The first line of the first diff of TripsApp.swift: no file has it any more.
        var edited = text.components(separatedBy: "\n")
        let fence = try #require(edited.firstIndex(of: "```diff file=Trips/TripsApp.swift change=edit"))
        edited[fence + 1] = " this line is in no file"
        client.change(lesson, text: edited.joined(separator: "\n"), version: 2)
        let afterEdit = try client.diagnostics(for: uri) { list in
            list.contains { $0["code"] as? String == "change-applies" }
        }
        let error = try #require(afterEdit.first { $0["code"] as? String == "change-applies" })
        #expect(error["severity"] as? Int == 1)
        #expect(error[path: "range", "start", "line"] as? Int == fence + 1)
        // The later change to the file, which needs this one, folded under it (issue 44, item 3).
        #expect(
            (error["message"] as? String)?.hasPrefix(
                "the lines this change replaces are not in 'Trips/TripsApp.swift' (1 later change to this file, "
                    + "which may need this one, did not apply either: lesson line ") == true)
        #expect((error["message"] as? String)?.contains(")\nhint: the closest lines start at ") == true)
        #expect(try String(contentsOf: lesson, encoding: .utf8) == text, "the server never writes to the course")

        // Fixed: back to the three warnings.
        client.change(lesson, text: text, version: 3)
        let fixed = try client.diagnostics(for: uri) { list in !list.contains { $0["severity"] as? Int == 1 } }
        #expect(fixed.count == 3)
        // Closed: cleared.
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri) { $0.isEmpty }.isEmpty)
        _ = client.finish()
    }

    /// A count's column in UTF-16 and in UTF-8: an attribute after an accented letter is one code
    /// unit earlier in UTF-16 than in bytes.
    @Test(arguments: ["utf-16", "utf-8"])
    func columnsFollowTheNegotiatedEncoding(encoding: String) throws {
        let course = try Self.copy()
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let marker = "<!-- card id=env-read-color-scheme kind=syntax topic=\"Environment\" -->"
        #expect(text.contains(marker))
        let line = "<!-- card id=env-read-color-scheme kind=syntax topic=\"Environmént\" bogus=1 -->"
        let before = line[..<(try #require(line.range(of: "bogus=")).lowerBound)]
        let column = encoding == "utf-8" ? before.utf8.count : before.utf16.count
        #expect(before.utf8.count == before.utf16.count + 1)
        let edited = text.replacingOccurrences(of: marker, with: line)
        let client = try LanguageClient()
        try client.initialize(encodings: encoding == "utf-8" ? ["utf-8", "utf-16"] : ["utf-16"])
        try client.open(lesson, text: edited)
        let diagnostics = try client.diagnostics(for: LanguageClient.uri(lesson))
        let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-attribute" })
        #expect(unknown[path: "range", "start", "character"] as? Int == column)
        _ = client.finish()
    }

    /// Lessons of one project are a chain: changing lesson 1's last change in the editor makes
    /// lesson 2's start folder stale, reported on that file though no editor has it open; a start
    /// file changed on disk is picked up when the client says so.
    @Test func laterLessonsAndFilesOnDiskAreCheckedAgain() throws {
        let course = try Self.copy("Tests/CourseKitTests/Fixtures/Chain/counter")
        let lesson1 = course.appendingPathComponent("lesson-1/lesson.md")
        let start2 = course.appendingPathComponent("lesson-2/start/App/Counter.swift")
        let client = try LanguageClient()
        try client.initialize()
        let text = try String(contentsOf: lesson1, encoding: .utf8)
        try client.open(lesson1)
        client.change(
            lesson1, text: text.replacingOccurrences(of: "+    var count = 10", with: "+    var count = 11"), version: 2
        )
        let stale = try client.diagnostics(for: LanguageClient.uri(start2)) { !$0.isEmpty }
        #expect(stale.map { $0["code"] as? String } == ["lesson-continuity"])
        #expect(stale.first?[path: "range", "start", "line"] as? Int == 1)
        client.change(lesson1, text: text, version: 3)
        #expect(try client.diagnostics(for: LanguageClient.uri(start2)) { $0.isEmpty }.isEmpty)

        // On disk: lesson 1's start file loses the line its first diff needs.
        let start1 = course.appendingPathComponent("lesson-1/start/App/Counter.swift")
        let startText = try String(contentsOf: start1, encoding: .utf8)
        try Data(startText.replacingOccurrences(of: "var count = 0", with: "var total = 0").utf8).write(to: start1)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": LanguageClient.uri(start1), "type": 2]]])
        let moved = try client.diagnostics(for: LanguageClient.uri(lesson1)) {
            $0.contains { $0["code"] as? String == "change-applies" }
        }
        #expect(!moved.isEmpty)
        _ = client.finish()
    }

    // MARK: - Outline and navigation

    /// Requests about one place of lesson 19 (0-based line and character).
    static func at(_ url: URL, line: Int, character: Int = 4) -> [String: Any] {
        ["textDocument": ["uri": LanguageClient.uri(url)], "position": ["line": line, "character": character]]
    }

    @Test func outlineDefinitionAndHoverOnLesson19() throws {
        let course = try Self.copy()
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        let data = testProcessFolder.appendingPathComponent("lsp-data-\(UUID().uuidString)")
        let client = try LanguageClient(environment: ["XDG_DATA_HOME": data.path])
        try client.initialize()
        try client.open(lesson)

        // The outline: six steps with their changes, then the cards and the questions.
        let outline = try #require(
            try client.request("textDocument/documentSymbol", ["textDocument": ["uri": LanguageClient.uri(lesson)]])[
                "result"] as? [[String: Any]])
        #expect(outline.map { $0["name"] as? String ?? "" }.filter { $0.hasPrefix("Step ") }.count == 6)
        let step2 = try #require(outline.first { ($0["name"] as? String)?.hasPrefix("Step 2:") == true })
        #expect(
            (step2["children"] as? [[String: Any]])?.map { $0["name"] as? String } == [
                "Trips/TripSummary.swift · step 2, change 1", "Trips/TripSummary.swift · step 2, change 2",
            ])
        let cards = try #require(
            outline.first { $0["name"] as? String == "Flashcards" }?["children"] as? [[String: Any]])
        #expect(cards.count == 21)
        #expect(cards.first?["name"] as? String == "env-read-color-scheme")
        #expect(cards.first?["detail"] as? String == "syntax · Environment")
        #expect((outline.first { $0["name"] as? String == "Questions" }?["children"] as? [[String: Any]])?.count == 11)

        // Definition on the first change of TripSummary.swift: the start folder's file.
        let append = try #require(lines.firstIndex(of: "```swift file=Trips/TripSummary.swift change=append"))
        let startFile = try #require(
            try client.request("textDocument/definition", Self.at(lesson, line: append, character: 20))["result"]
                as? [String: Any])
        #expect(
            startFile["uri"] as? String
                == LanguageClient.uri(course.appendingPathComponent("lesson-19/start/Trips/TripSummary.swift")))
        // On the next, which replaces the struct the append left: a snapshot outside the course, at the struct.
        let replace = try #require(
            lines.firstIndex(of: "```diff file=Trips/TripSummary.swift change=replace target=\"struct TripSummary\""))
        let snapshot = try #require(
            try client.request("textDocument/definition", Self.at(lesson, line: replace, character: 20))["result"]
                as? [String: Any])
        let snapshotURI = try #require(snapshot["uri"] as? String)
        let snapshotURL = try #require(URL(string: snapshotURI))
        #expect(!snapshotURL.path.hasPrefix(course.path))
        let snapshotText = try String(contentsOf: snapshotURL, encoding: .utf8)
        #expect(snapshotText.contains("#Preview(\"Largest text\")"))
        let targetLine = try #require(snapshot[path: "range", "start", "line"] as? Int)
        #expect(snapshotText.components(separatedBy: "\n")[targetLine] == "struct TripSummary: View {")

        // Hover on that change: the file after it, with the added line.
        let hover = try #require(
            try client.request("textDocument/hover", Self.at(lesson, line: replace + 3))[
                path: "result", "contents", "value"] as? String)
        #expect(hover.hasPrefix("`Trips/TripSummary.swift` after this change"))
        #expect(hover.contains("    @Environment(\\.dynamicTypeSize) private var typeSize\n"))
        #expect(
            try String(contentsOf: lesson, encoding: .utf8) == lines.joined(separator: "\n"),
            "the server never writes to the course")

        // Hover on a card: no log yet, then the state the log gives it.
        let card = try #require(lines.firstIndex { $0.contains("card id=env-read-color-scheme") })
        let before = try #require(
            try client.request("textDocument/hover", Self.at(lesson, line: card))[path: "result", "contents", "value"]
                as? String)
        #expect(before.contains("No review log yet"))
        let log = data.appendingPathComponent("course/swiftui-course/reviews.jsonl")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let records = [
            #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-01T09:00:00Z"}"#,
            #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-01T09:10:00Z"}"#,
            #"{"card":"env-read-color-scheme","rating":"again","at":"2026-11-20T09:00:00Z"}"#,
        ]
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: log)
        let after = try #require(
            try client.request("textDocument/hover", Self.at(lesson, line: card))[path: "result", "contents", "value"]
                as? String)
        #expect(after.contains("| due | state | stability | difficulty | reviews | lapses |"))
        #expect(after.contains("| relearning |"))
        #expect(after.hasSuffix("| 3 | 1 |"))
        _ = client.finish()
    }

    // MARK: - Completion and fixes

    /// The labels completion offers at the end of `line` (0-based) of the open document.
    static func labels(_ client: LanguageClient, _ url: URL, line: Int, text: String) throws -> [String] {
        let character = text.components(separatedBy: "\n")[line].utf16.count
        let result = try client.request("textDocument/completion", at(url, line: line, character: character))["result"]
        return (result as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    @Test func completionInInfoStringsAndCardMarkers() throws {
        let course = try Self.copy()
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        var lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        let replace = try #require(
            lines.firstIndex(of: "```diff file=Trips/TripSummary.swift change=replace target=\"struct TripSummary\""))
        let append = try #require(lines.firstIndex(of: "```swift file=Trips/Styles.swift change=append"))
        let marker = try #require(lines.firstIndex { $0.contains("card id=env-read-color-scheme") })
        let snippet = try #require(lines.firstIndex(of: "```swift check=fragment context=members"))
        lines[replace] = "```diff file=Trips/TripSummary.swift change=replace target=\"str"
        lines[append] = "```swift file=Trips/Styles.swift ch"
        lines[marker] = "<!-- card id=env-read-color-scheme kind=syntax topic="
        lines[snippet] = "```swift check=fragment context="
        let text = lines.joined(separator: "\n")
        let client = try LanguageClient()
        try client.initialize()
        try client.open(lesson, text: text)
        // target=: the declarations of TripSummary.swift as the change before left it.
        #expect(try Self.labels(client, lesson, line: replace, text: text) == ["\"struct TripSummary\""])
        #expect(try Self.labels(client, lesson, line: append, text: text) == ["change="])
        #expect(
            try Self.labels(client, lesson, line: snippet, text: text) == [
                "declarations", "members", "statements", "expression",
            ])
        // topic=: the topics the lesson uses, quoted where they hold a space.
        let topics = try Self.labels(client, lesson, line: marker, text: text)
        #expect(topics.contains("Environment") && topics.contains("\"Custom values\""))
        // Anywhere else: nothing.
        #expect(try Self.labels(client, lesson, line: 0, text: text) == [])
        _ = client.finish()
    }

    /// Applies LSP text edits (on distinct lines, as the server makes them) to `text`.
    static func apply(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for edit in edits.sorted(by: {
            ($0[path: "range", "start", "line"] as? Int ?? 0) > ($1[path: "range", "start", "line"] as? Int ?? 0)
        }) {
            let start = edit[path: "range", "start", "line"] as? Int ?? 0
            let end = edit[path: "range", "end", "line"] as? Int ?? 0
            let endCharacter = edit[path: "range", "end", "character"] as? Int ?? 0
            let newText = edit["newText"] as? String ?? ""
            let tail = String(lines[end].utf16.dropFirst(endCharacter)) ?? ""
            lines.replaceSubrange(start...end, with: (newText + tail).components(separatedBy: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    @Test func codeActionsAreEditsTheClientApplies() throws {
        let course = try Self.copy()
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let wrong = text.replacingOccurrences(of: "\ncards: 21\n", with: "\ncards: 22\n")
            .replacingOccurrences(of: "\nquestions: 11\n", with: "\nquestions: 3\n")
        let client = try LanguageClient()
        try client.initialize()
        try client.open(lesson, text: wrong)
        let counts = try client.diagnostics(for: LanguageClient.uri(lesson)) {
            $0.contains { $0["code"] as? String == "counts" }
        }
        .filter { $0["code"] as? String == "counts" }
        #expect(counts.count == 2)
        let actions = try #require(
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": LanguageClient.uri(lesson)],
                    "range": ["start": ["line": 9, "character": 0], "end": ["line": 9, "character": 0]],
                    "context": ["diagnostics": counts],
                ])["result"] as? [[String: Any]])
        let fix = try #require(
            actions.first { ($0["title"] as? String)?.hasPrefix("Set the front matter's counts") == true })
        #expect((fix["diagnostics"] as? [[String: Any]])?.count == 2)
        let edits = try #require(fix[path: "edit", "changes", LanguageClient.uri(lesson)] as? [[String: Any]])
        #expect(Self.apply(edits, to: wrong) == text)
        #expect(try String(contentsOf: lesson, encoding: .utf8) == text, "the server never writes to the course")
        _ = client.finish()
    }

    @Test func aStaleStartFolderIsRefreshedByAnEdit() throws {
        let course = try Self.copy("Tests/CourseKitTests/Fixtures/Chain/counter")
        let lesson1 = course.appendingPathComponent("lesson-1/lesson.md")
        let lesson2 = course.appendingPathComponent("lesson-2/lesson.md")
        let start2 = course.appendingPathComponent("lesson-2/start/App/Counter.swift")
        let before = try String(contentsOf: start2, encoding: .utf8)
        let client = try LanguageClient()
        try client.initialize()
        try client.open(
            lesson1,
            text: try String(contentsOf: lesson1, encoding: .utf8).replacingOccurrences(
                of: "+    var count = 10", with: "+    var count = 11"))
        try client.open(lesson2)
        _ = try client.diagnostics(for: LanguageClient.uri(start2)) { !$0.isEmpty }
        let actions = try #require(
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": LanguageClient.uri(lesson2)],
                    "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                    "context": ["diagnostics": [Any]()],
                ])["result"] as? [[String: Any]])
        let refresh = try #require(
            actions.first {
                ($0["title"] as? String)?.hasPrefix("Refresh lesson 2's start folder from where lesson 1 ended") == true
            })
        let edits = try #require(refresh[path: "edit", "changes", LanguageClient.uri(start2)] as? [[String: Any]])
        let refreshed = Self.apply(edits, to: before)
        #expect(refreshed == before.replacingOccurrences(of: "var count = 10", with: "var count = 11"))
        #expect(try String(contentsOf: start2, encoding: .utf8) == before, "the server never writes to the course")
        _ = client.finish()
    }

    // MARK: - The compiler's part

    /// A snippet that does not parse: the fast check cannot tell; on save, the compiler's part
    /// (parse only here, for speed) reports it in the background; fixed, it goes.
    @Test func theCompilersPartRunsOnSave() throws {
        let course = try Self.copy("Tests/CourseKitTests/Fixtures/Chain/counter")
        let lesson = course.appendingPathComponent("lesson-1/lesson.md")
        let uri = LanguageClient.uri(lesson)
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let broken = text.replacingOccurrences(
            of: "Every app keeps some state.\n",
            with: "Every app keeps some state.\n\n```swift check=fragment context=statements\nlet x = (1 +\n```\n")
        #expect(broken != text)
        let client = try LanguageClient(arguments: ["lsp", "--no-typecheck"])
        try client.initialize()
        try client.open(lesson, text: broken)
        client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        let parsed = try client.diagnostics(for: uri, timeout: 120) {
            $0.contains { $0["code"] as? String == "snippet-parse" }
        }
        let error = try #require(parsed.first { $0["code"] as? String == "snippet-parse" })
        #expect(error["severity"] as? Int == 1)
        let line = try #require(error[path: "range", "start", "line"] as? Int)
        // On the snippet's line, or where its code ends (the parser wanted more): inside the block.
        let snippet = try #require(broken.components(separatedBy: "\n").firstIndex(of: "let x = (1 +"))
        #expect(line == snippet || line == snippet + 1, "at line \(line); the snippet is at \(snippet)")
        client.change(lesson, text: text, version: 2)
        client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri, timeout: 120) { $0.isEmpty }.isEmpty)
        _ = client.finish()
    }

    /// A newer text cancels the compiler's part that runs: its compiler process is stopped, not
    /// left to finish. The compiler here is the real one behind a script that, for a type-check (or,
    /// in Swift 6 mode, a step project's run through the SIL passes),
    /// says it started, waits an hour (longer than any loaded run), and says it finished.
    @Test func aNewerTextStopsTheCompilerThatRuns() throws {
        let course = try Self.copy("Tests/CourseKitTests/Fixtures/Chain/counter")
        let lesson = course.appendingPathComponent("lesson-1/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        // A start project no earlier run has type-checked: no result in the cache to answer for it.
        let start = try #require(
            FileManager.default.enumerator(
                at: course.appendingPathComponent("lesson-1/start"),
                includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.first { $0.pathExtension == "swift" })
        try (try String(contentsOf: start, encoding: .utf8) + "// \(UUID().uuidString)\n").write(
            to: start, atomically: true, encoding: .utf8)
        // A toolchain folder of links to the real one, but for a slow `swiftc` (the check finds the
        // interface's macro plugins beside the compiler it runs).
        let which = try CourseProcess.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["which", "swiftc"])
        // The toolchain's own `swiftc` (a link whose name tells the driver what to be), in its `usr/bin`.
        let real = URL(fileURLWithPath: which.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
            .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc")
        let toolchain = course.appendingPathComponent("toolchain/usr")
        let bin = toolchain.appendingPathComponent("bin")
        let marks = course.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: toolchain.appendingPathComponent("lib"),
            withDestinationURL: real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "lib"))
        let script = """
            #!/bin/sh
            case " $* " in *" -typecheck "*|*" -emit-sil "*) echo $$ >> '\(marks.path)/started'; sleep 3600; echo $$ >> '\(marks.path)/finished' ;; esac
            exec '\(real.path)' "$@"

            """
        let swiftc = bin.appendingPathComponent("swiftc")
        try script.write(to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        let client = try LanguageClient(arguments: ["lsp"], environment: ["COURSE_SWIFTC": swiftc.path])
        // Ended at once: the newer text's own compile, after the pause, would wait its hour too.
        defer { client.process.terminate() }
        try client.initialize()
        try client.open(lesson, text: text)
        client.notify("textDocument/didSave", ["textDocument": ["uri": LanguageClient.uri(lesson)]])
        let started = marks.appendingPathComponent("started")
        func pids() -> [pid_t] {
            ((try? String(contentsOf: started, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
        }
        let deadline = Date().addingTimeInterval(120)
        while pids().isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let running = try #require(pids().first, "no type-check started")
        client.change(lesson, text: text + "\n", version: 2)
        // Stopped within a few seconds (the server asks every 10 ms), not after its minute.
        let stopped = Date().addingTimeInterval(30)
        while kill(running, 0) == 0, Date() < stopped { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(running, 0) != 0, "the compiler process \(running) still runs after a newer text")
        #expect(!FileManager.default.fileExists(atPath: marks.appendingPathComponent("finished").path))
    }
}
