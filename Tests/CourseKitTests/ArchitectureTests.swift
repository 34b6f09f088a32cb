import Foundation
import Testing

/// docs/architecture.md's table of rooms is the design; this suite holds the code to it. A room is
/// a folder of Sources/CourseKit (Review/ and Support/ hold rooms one level down). A room "uses"
/// another when one of its files names a type that the other declares at top level, calls a free
/// function of the other's, or a member the other adds to a type (`functionOwners`).
@Suite("Architecture: the rooms of Sources/CourseKit and what each may use")
struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyRoomIsInTheTableAndEveryRowIsARoom() throws {
        let table = try Self.allowedUses()
        let rooms = Set(try Self.sourceFiles().map(\.room))
        #expect(rooms.subtracting(table.keys).sorted() == [], "folders missing from docs/architecture.md")
        #expect(Set(table.keys).subtracting(rooms).sorted() == [], "rows of docs/architecture.md with no folder")
    }

    /// A row lists exactly the rooms its room uses: none it does not use (a stale row reads as a
    /// design the code does not have), and only rooms there are.
    @Test func everyRoomARowListsIsUsed() throws {
        let table = try Self.allowedUses()
        let uses = try Self.uses()
        var unused: [String] = []
        for (room, allowed) in table.sorted(by: { $0.key < $1.key }) {
            let used = Set((uses[room] ?? [:]).keys)
            for other in allowed.subtracting(used).sorted() {
                unused.append(
                    table[other] == nil
                        ? "\(room) lists \(other), which is no room" : "\(room) lists \(other) but uses nothing of it")
            }
        }
        #expect(unused == [])
    }

    /// The rooms come from the folders, so that a new folder without a row fails the first test:
    /// a folder of Sources/CourseKit is a room, Review/ and Support/ hold rooms one level down.
    @Test func aRoomIsItsFolder() {
        #expect(Self.room(of: "LanguageServer/Server.swift") == "LanguageServer")
        #expect(Self.room(of: "Checking/Rules/Rule.swift") == "Checking")
        #expect(Self.room(of: "Grading/Sub/Deeper/X.swift") == "Grading")
        #expect(Self.room(of: "Review/ReviewLog/LogLock.swift") == "Review/ReviewLog")
        #expect(Self.room(of: "Support/NewKind/X.swift") == "Support/NewKind")
        #expect(Self.room(of: "SomeNewRoom/X.swift") == "SomeNewRoom")
        #expect(Self.room(of: "Loose.swift") == nil)
    }

    /// A command's file parses its options, calls the library and maps what comes back to an exit
    /// status; the work is in the library. So no file of Sources/course/Commands is long.
    @Test func everyCommandFileIsShort() throws {
        let folder = Self.root.appendingPathComponent("Sources/course/Commands")
        var long: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if lines > Self.longestCommandFile { long.append("\(name): \(lines) lines") }
        }
        #expect(long == [], "longer than \(Self.longestCommandFile) lines: move the work into the library")
    }

    static let longestCommandFile = 150

    /// The grader keeps only what is its own (the comparison, a gap's place, columns in characters)
    /// and reaches the checker through a narrow edge: the options, the token scan its comparison
    /// reads, and the type-check engine's entry for one answer (`AnswerTypechecker`).
    @Test func gradingReachesAtMostThreeNamesOfChecking() throws {
        let names = try Self.uses()["Grading"]?["Checking"] ?? []
        #expect(names.count <= 3, "Grading uses \(names.sorted())")
        #expect(names.count >= 1, "the grader type-checks through the engine")
    }

    /// No function of the checker or the grader is longer than a screen (docs/architecture.md).
    @Test func noFunctionOfCheckingOrGradingIsLong() throws {
        var long: [String] = []
        for room in ["Checking", "Grading"] {
            let folder = Self.root.appendingPathComponent("Sources/CourseKit/\(room)")
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                for (name, lines) in Self.functionLengths(in: text) where lines > Self.longestFunction {
                    long.append("\(room)/\(relative): \(name), \(lines) lines")
                }
            }
        }
        #expect(long.sorted() == [], "longer than \(Self.longestFunction) lines: split it")
    }

    static let longestFunction = 80

    @Test func aLongFunctionIsFound() {
        let body = Array(repeating: "    let x = \"}\" // }", count: 81).joined(separator: "\n")
        let lengths = Self.functionLengths(
            in:
                "protocol P {\n    func g()\n    var v: Int { get }\n}\nstruct A {\n    func f(\n        a: Int\n    ) {\n\(body)\n    }\n    init() {}\n}\n"
        )
        #expect(lengths.map(\.name) == ["func f(", "init() {}"])
        #expect(lengths.map(\.lines) == [85, 1])
    }

    /// Each function and initializer of `text` that has a body (its first line, trimmed) with how
    /// many lines it takes, from its first line to its closing brace.
    static func functionLengths(in text: String) -> [(name: String, lines: Int)] {
        let lines = blankCommentsAndStrings(text).split(separator: "\n", omittingEmptySubsequences: false)
        var result: [(name: String, lines: Int)] = []
        for (start, line) in lines.enumerated() {
            let words = line.split(whereSeparator: { " (<:{".contains($0) })
            guard words.contains("func") || words.contains("init") || words.contains("subscript") else { continue }
            var depth = 0
            var opened = false
            let indent = { (line: Substring) in line.prefix { $0 == " " }.count }
            search: for end in start..<lines.count {
                // A requirement without a body: the next line is no longer the declaration's.
                if !opened, end > start, !lines[end].allSatisfy(\.isWhitespace), indent(lines[end]) <= indent(line),
                    !lines[end].drop(while: { $0 == " " }).hasPrefix(")")
                {
                    break
                }
                for character in lines[end] {
                    if character == "{" {
                        depth += 1
                        opened = true
                    } else if character == "}" {
                        depth -= 1
                    }
                    if opened, depth == 0 {
                        result.append((line.trimmingCharacters(in: .whitespaces), end - start + 1))
                        break search
                    }
                }
            }
        }
        return result
    }

    /// `text` with its comments and string literals blanked, its lines where they were.
    static func blankCommentsAndStrings(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        func blank(_ count: Int) {
            for character in rest.prefix(count) { output.append(character == "\n" ? "\n" : " ") }
            rest = rest.dropFirst(count)
        }
        while let first = rest.first {
            if rest.hasPrefix("//") {
                blank(rest.prefix { $0 != "\n" }.count)
            } else if rest.hasPrefix("/*") {
                blank(
                    (rest.range(of: "*/").map { rest.distance(from: rest.startIndex, to: $0.upperBound) }) ?? rest.count
                )
            } else if rest.hasPrefix("\"\"\"") {
                let after = rest.dropFirst(3)
                blank(
                    after.range(of: "\"\"\"").map { rest.distance(from: rest.startIndex, to: $0.upperBound) }
                        ?? rest.count)
            } else if first == "\"" {
                var length = 1
                var index = rest.index(after: rest.startIndex)
                while index < rest.endIndex, rest[index] != "\"", rest[index] != "\n" {
                    let step = rest[index] == "\\" ? 2 : 1
                    length += step
                    index = rest.index(index, offsetBy: step, limitedBy: rest.endIndex) ?? rest.endIndex
                }
                blank(min(length + 1, rest.count))
            } else {
                output.append(first)
                rest = rest.dropFirst()
            }
        }
        return output
    }

    /// The tree under "The repository" names every top-level folder of the repository (and
    /// `Sources/`'s two) and no folder that is not there.
    @Test func theRepositorysTreeIsTheFoldersThatExist() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The repository\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let named = Set(
            block.split(separator: "\n").compactMap { line -> String? in
                guard let first = line.split(separator: " ").first, !line.hasPrefix(" ") else { return nil }
                return String(first).hasSuffix("/") ? String(first.dropLast()) : String(first)
            })
        let fileManager = FileManager.default
        for name in named {
            #expect(fileManager.fileExists(atPath: Self.root.appendingPathComponent(name).path), "\(name) is not there")
        }
        // Folders only; hidden ones (.build, .git, .ci, .github) are named below or not ours.
        let topLevel = try fileManager.contentsOfDirectory(atPath: Self.root.path)
            .filter { !$0.hasPrefix(".") }
            .filter {
                var isFolder: ObjCBool = false
                return fileManager.fileExists(atPath: Self.root.appendingPathComponent($0).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
        let sources = try fileManager.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path).map
        { "Sources/\($0)" }
        for folder in topLevel.filter({ $0 != "Sources" }) + sources {
            #expect(named.contains(folder), "\(folder) is missing from docs/architecture.md's tree")
        }
        #expect(named.contains(".ci/run") && named.contains(".github/workflows"))
    }

    @Test func noRoomUsesARoomItsRowDoesNotList() throws {
        let table = try Self.allowedUses()
        let uses = try Self.uses()
        var offences: [String] = []
        for (room, used) in uses.sorted(by: { $0.key < $1.key }) {
            let allowed = table[room] ?? []
            for (other, types) in used.sorted(by: { $0.key < $1.key }) where !allowed.contains(other) {
                offences.append("\(room) uses \(other): \(types.sorted().prefix(5).joined(separator: ", "))")
            }
        }
        #expect(offences == [])
    }

    /// The public surface is on purpose: the library's public top-level types are exactly those
    /// docs/architecture.md lists under "The public surface".
    @Test func thePublicTypesAreTheDocumentedOnes() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "## The public surface")).upperBound
        // The list's items: lines from "- " to the next item or the end.
        let items = doc[section...].split(separator: "\n").drop { !$0.hasPrefix("- ") }.joined(separator: "\n")
        let listed = Set(
            items.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 && !$0.element.contains(" ") && $0.element.first?.isUppercase == true }
                .map { String($0.element) })
        var declared: Set<String> = []
        for file in try Self.sourceFiles() {
            for line in file.text.split(separator: "\n") where line.hasPrefix("public ") {
                declared.formUnion(Self.topLevelTypes(in: String(line)))
            }
        }
        #expect(declared.subtracting(listed).sorted() == [], "public but not listed")
        #expect(listed.subtracting(declared).sorted() == [], "listed but not public")
    }

    /// The check itself can fail: a room that names a type of a room it may not use is caught.
    @Test func aForbiddenUseIsFound() throws {
        let owners = ["Scheduler": "Review/Scheduling", "MarkdownNode": "Markdown"]
        let used = Self.usedRooms(
            in: "let s = Scheduler(settings) // MarkdownNode in a comment\nlet t = \"MarkdownNode\"",
            room: "Support/JSON", owners: owners)
        #expect(used == ["Review/Scheduling": ["Scheduler"]])
    }

    /// So is a use through a free function or a member one room adds to another's type, which
    /// names no type of the room; a name two rooms declare, or a method of the room's own, is not.
    @Test func aUseByFunctionIsFound() {
        let used = Self.usedRooms(
            in:
                "let n = nearest(word, among: words)\nlet cards = log.replayCards(with: s)\nlet m = x.nearest\nreplayCards()",
            room: "Grading", owners: [:], functions: ["nearest": "Parsing"],
            members: ["replayCards": "Review/LogReplay"])
        #expect(used == ["Parsing": ["nearest()"], "Review/LogReplay": [".replayCards"]])
        let files = [
            SourceFile(room: "Parsing", text: "func nearest(_ a: String) -> String? { nil }\nfunc shared() {}"),
            SourceFile(room: "Model", text: "struct Course {\n    func shared() {}\n}"),
            SourceFile(room: "Review/LogReplay", text: "extension Course {\n    func replayed() {}\n}"),
        ]
        let owners = Self.functionOwners(files, typeOwners: ["Course": "Model"])
        #expect(owners.free == ["nearest": "Parsing"])
        #expect(owners.members == ["replayed": "Review/LogReplay"])
    }

    // MARK: - Reading the design and the code

    struct SourceFile {
        var room: String
        var text: String
    }

    static func sourceFiles() throws -> [SourceFile] { try allSourceFiles.get() }

    /// Read once for the suite's tests.
    static let allSourceFiles = Result { () throws -> [SourceFile] in try readSourceFiles() }

    static func readSourceFiles() throws -> [SourceFile] {
        let sources = root.appendingPathComponent("Sources/CourseKit")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var files: [SourceFile] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            guard let room = room(of: relative) else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            files.append(SourceFile(room: room, text: stripCommentsAndStrings(text)))
        }
        return files
    }

    /// The room of the file at `relative` (a path under Sources/CourseKit): its first folder, or
    /// its first two under Review/ and Support/; nil for a file outside any folder.
    static func room(of relative: String) -> String? {
        let parts = relative.split(separator: "/").map(String.init)
        guard parts.count > 1 else { return nil }
        return ["Review", "Support"].contains(parts[0]) && parts.count > 2 ? parts[0] + "/" + parts[1] : parts[0]
    }

    /// Room → rooms it may use, from the table under "## Rooms and what each may use".
    static func allowedUses() throws -> [String: Set<String>] {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = doc.range(of: "## Rooms and what each may use") else { return [:] }
        var table: [String: Set<String>] = [:]
        for line in doc[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, !cells[1].isEmpty, cells[1] != "room", !cells[1].hasPrefix("---") else { continue }
            table[cells[1]] = Set(
                cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty })
        }
        return table
    }

    /// Room → (used room → the names that show it: types, `name()` for a free function, `.name`
    /// for a member one room adds to another's type).
    static func uses() throws -> [String: [String: Set<String>]] { try allUses.get() }

    /// Read once for the suite's tests.
    static let allUses = Result { () throws -> [String: [String: Set<String>]] in try findUses() }

    static func findUses() throws -> [String: [String: Set<String>]] {
        let files = try sourceFiles()
        var owners: [String: String] = [:]
        for file in files {
            for name in topLevelTypes(in: file.text) { owners[name] = file.room }
        }
        let functions = functionOwners(files, typeOwners: owners)
        var uses: [String: [String: Set<String>]] = [:]
        for file in files {
            for (room, names) in usedRooms(
                in: file.text, room: file.room, owners: owners, functions: functions.free, members: functions.members)
            {
                uses[file.room, default: [:]][room, default: []].formUnion(names)
            }
        }
        return uses
    }

    /// Free functions any room may use without its row listing their room (docs/architecture.md
    /// says so in the room's row): `plural`, a count with its noun.
    static let freeForEveryRoom: Set<String> = ["plural"]

    /// What a room declares besides types that another room can use: its free functions
    /// (`func nearest(…)` at the top of a file) and the members it adds to another room's type
    /// (`extension ReviewLog { func replayCards(…) }`). A name is kept only when no other room
    /// declares a function, property or case of that name, since a use of it could not say which.
    static func functionOwners(_ files: [SourceFile], typeOwners: [String: String]) -> (
        free: [String: String], members: [String: String]
    ) {
        var declaredIn: [String: Set<String>] = [:]
        var free: [String: String] = [:]
        var members: [String: String] = [:]
        let modifiers: Set<String> = [
            "public", "internal", "package", "static", "mutating", "nonisolated", "override", "final", "lazy",
            "private", "fileprivate",
        ]
        for file in files {
            var extended: String?
            for line in file.text.split(separator: "\n") {
                let indent = line.prefix(while: { $0 == " " }).count
                var words = line.split(whereSeparator: { " (:<={".contains($0) }).map(String.init)[...]
                if indent == 0, !line.hasPrefix("}") {
                    extended = nil
                    if let index = words.firstIndex(of: "extension"), index < words.endIndex - 1 {
                        extended = words[index + 1]
                    }
                }
                var isPrivate = false
                while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                    isPrivate = isPrivate || first == "private" || first == "fileprivate"
                    words = words.dropFirst()
                }
                guard let kind = words.first, ["func", "var", "let", "case"].contains(kind), words.count > 1 else {
                    continue
                }
                let name = words[words.startIndex + 1]
                declaredIn[name, default: []].insert(file.room)
                guard !isPrivate, kind == "func" || kind == "var" else { continue }
                if indent == 0, kind == "func" {
                    free[name] = file.room
                } else if indent == 4, let extended, let owner = typeOwners[extended], owner != file.room {
                    members[name] = file.room
                }
            }
        }
        let unique = { (name: String, _: String) in declaredIn[name]?.count == 1 }
        return (free.filter(unique).filter { !freeForEveryRoom.contains($0.key) }, members.filter(unique))
    }

    static func usedRooms(
        in text: String, room: String, owners: [String: String], functions: [String: String] = [:],
        members: [String: String] = [:]
    ) -> [String: Set<String>] {
        let code = stripCommentsAndStrings(text)
        // A nested type of this file (`enum Key` inside a parser) shadows another room's `Key`.
        let own = Set(topLevelTypes(in: code, nestedToo: true))
        var used: [String: Set<String>] = [:]
        for word in identifiers(in: code) where !own.contains(word) {
            guard let owner = owners[word], owner != room else { continue }
            used[owner, default: []].insert(word)
        }
        for occurrence in calls(in: code) {
            if occurrence.afterDot, let owner = members[occurrence.name], owner != room {
                used[owner, default: []].insert("." + occurrence.name)
            } else if !occurrence.afterDot, occurrence.beforeParenthesis, let owner = functions[occurrence.name],
                owner != room
            {
                used[owner, default: []].insert(occurrence.name + "()")
            }
        }
        return used
    }

    /// Every identifier that starts lower-case, with whether a dot comes just before it (`x.name`)
    /// and a parenthesis just after it (`name(`). The library's names are ASCII.
    static func calls(in text: String) -> [(name: String, afterDot: Bool, beforeParenthesis: Bool)] {
        var result: [(name: String, afterDot: Bool, beforeParenthesis: Bool)] = []
        let bytes = Array(text.utf8)
        func isPart(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F
        }
        var index = 0
        while index < bytes.count {
            guard isPart(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isPart(bytes[index]) { index += 1 }
            guard bytes[start] >= 0x61, bytes[start] <= 0x7A else { continue }
            let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            let beforeParenthesis = index < bytes.count && bytes[index] == UInt8(ascii: "(")
            result.append((String(decoding: bytes[start..<index], as: UTF8.self), afterDot, beforeParenthesis))
        }
        return result
    }

    /// Types declared at the start of a line (or, with `nestedToo`, anywhere), after attributes and
    /// modifiers.
    static func topLevelTypes(in text: String, nestedToo: Bool = false) -> [String] {
        let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "package", "final", "indirect"]
        let kinds: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String] = []
        for line in text.split(separator: "\n") where nestedToo || !(line.first?.isWhitespace ?? true) {
            var words = line.drop(while: \.isWhitespace).split(whereSeparator: {
                $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" || $0 == "="
            })
            .map(String.init)[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                words = words.dropFirst()
            }
            guard let kind = words.first, kinds.contains(kind), words.count > 1 else { continue }
            names.append(words[words.startIndex + 1])
        }
        return names
    }

    static func identifiers(in text: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, first.isUppercase { result.insert(current) }
                current = ""
            }
        }
        if let first = current.first, first.isUppercase { result.insert(current) }
        return result
    }

    /// Comments and string literals hold prose, not uses.
    static func stripCommentsAndStrings(_ text: String) -> String {
        var output = ""
        var iterator = Array(text.unicodeScalars)[...]
        while let scalar = iterator.first {
            if scalar == "/", iterator.dropFirst().first == "/" {
                while let next = iterator.first, next != "\n" { iterator = iterator.dropFirst() }
            } else if scalar == "/", iterator.dropFirst().first == "*" {
                iterator = iterator.dropFirst(2)
                while !iterator.isEmpty, !(iterator.first == "*" && iterator.dropFirst().first == "/") {
                    iterator = iterator.dropFirst()
                }
                iterator = iterator.dropFirst(2)
            } else if scalar == "\"", iterator.dropFirst().first == "\"", iterator.dropFirst(2).first == "\"" {
                iterator = iterator.dropFirst(3)
                while !iterator.isEmpty, !iterator.starts(with: ["\"", "\"", "\""]) {
                    iterator = iterator.dropFirst(iterator.first == "\\" ? 2 : 1)
                }
                iterator = iterator.dropFirst(3)
                output.unicodeScalars.append(" ")
            } else if scalar == "\"" {
                iterator = iterator.dropFirst()
                while let next = iterator.first, next != "\"", next != "\n" {
                    iterator = iterator.dropFirst(next == "\\" ? 2 : 1)
                }
                iterator = iterator.dropFirst()
                output.unicodeScalars.append(" ")
            } else {
                output.unicodeScalars.append(scalar)
                iterator = iterator.dropFirst()
            }
        }
        return output
    }
}
