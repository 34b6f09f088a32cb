import Foundation
import Testing

/// docs/architecture.md's table of rooms is the design; this suite holds the code to it. A room is
/// a folder of Sources/CourseKit (Review/ and Support/ hold rooms one level down). A room "uses"
/// another when one of its files names a type that the other declares at top level.
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

    // MARK: - Reading the design and the code

    struct SourceFile {
        var room: String
        var text: String
    }

    static let declarationsFolder = "Checking/Interface/Declarations/"

    static func sourceFiles() throws -> [SourceFile] {
        let sources = root.appendingPathComponent("Sources/CourseKit")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var files: [SourceFile] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            // The interface's declarations are other modules (Combine, SwiftUI), not part of the library:
            // Package.swift keeps them out of the target.
            guard !relative.hasPrefix(declarationsFolder) else { continue }
            let parts = relative.split(separator: "/").map(String.init)
            guard parts.count > 1 else { continue }
            let room =
                ["Review", "Support"].contains(parts[0]) && parts.count > 2
                ? parts[0] + "/" + parts[1] : parts[0]
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            files.append(SourceFile(room: room, text: stripCommentsAndStrings(text)))
        }
        return files
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

    /// Room → (used room → the type names that show it).
    static func uses() throws -> [String: [String: Set<String>]] {
        let files = try sourceFiles()
        var owners: [String: String] = [:]
        for file in files {
            for name in topLevelTypes(in: file.text) { owners[name] = file.room }
        }
        var uses: [String: [String: Set<String>]] = [:]
        for file in files {
            for (room, types) in usedRooms(in: file.text, room: file.room, owners: owners) {
                uses[file.room, default: [:]][room, default: []].formUnion(types)
            }
        }
        return uses
    }

    static func usedRooms(in text: String, room: String, owners: [String: String]) -> [String: Set<String>] {
        let code = stripCommentsAndStrings(text)
        // A nested type of this file (`enum Key` inside a parser) shadows another room's `Key`.
        let own = Set(topLevelTypes(in: code, nestedToo: true))
        var used: [String: Set<String>] = [:]
        for word in identifiers(in: code) where !own.contains(word) {
            guard let owner = owners[word], owner != room else { continue }
            used[owner, default: []].insert(word)
        }
        return used
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
