import Foundation
import Testing

@testable import CourseKit

/// The language server's check as the author types (`KeptCourseCheck`) against a whole check of
/// the same texts and disk (`LanguageServer.check`, what `course check --no-compiler` finds): the
/// same diagnostics after every edit of a random sequence, in the editor's texts and on disk; and
/// only the edited lesson read again.
@Suite("A check that keeps the lessons between checks")
struct KeptCourseCheckTests {
    /// A fresh copy of Fixtures/Chain/thirty (30 lessons of one project, a chain).
    static func thirty() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Chain/thirty"), to: copy)
        return URL(fileURLWithPath: copy.resolvingSymlinksInPath().standardizedFileURL.path)
    }

    static func lessonPath(_ folder: URL, _ number: Int) -> String {
        folder.appendingPathComponent(String(format: "lesson-%02d/lesson.md", number)).path
    }

    /// The kept check's diagnostics by file, as the server publishes them.
    static func byFile(_ found: KeptCourseCheck.Found) -> [String: [Diagnostic]] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in found.diagnostics {
            byFile[URL(fileURLWithPath: diagnostic.location.file).standardized.path, default: []].append(diagnostic)
        }
        return byFile
    }

    @Test func aChangeInOneLessonReadsAndReplaysThatLessonOnly() throws {
        let folder = try Self.thirty()
        defer { try? FileManager.default.removeItem(at: folder) }
        var kept = KeptCourseCheck(folder: folder.path)
        let first = kept.check(texts: [:])
        #expect(first.work.read.count == 30 && first.work.replayed.count == 30)
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        // Nothing changed: nothing read again.
        #expect(kept.check(texts: [:]).work == KeptCourseCheck.Work(lessons: 30))

        let lesson30 = Self.lessonPath(folder, 30)
        let text30 = try String(contentsOfFile: lesson30, encoding: .utf8)
        var texts = [lesson30: text30.replacingOccurrences(of: "ends at 30", with: "ends at thirty")]
        let edited = kept.check(texts: texts)
        #expect(edited.work.read == [lesson30] && edited.work.replayed == [lesson30])

        // Lesson 10's last change ends elsewhere: lesson 11's start folder is stale, though only
        // lesson 10 is read again.
        let lesson10 = Self.lessonPath(folder, 10)
        let text10 = try String(contentsOfFile: lesson10, encoding: .utf8)
        texts[lesson10] = text10.replacingOccurrences(of: "+    var count = 10\n", with: "+    var count = 100\n")
        let chained = kept.check(texts: texts)
        #expect(chained.work.read == [lesson10] && chained.work.replayed == [lesson10])
        let stale = folder.appendingPathComponent("lesson-11/start/App/Counter.swift").path
        #expect(Self.byFile(chained)[stale]?.map(\.rule) == [.lessonContinuity])
    }

    /// Random edits of the 30-lesson chain — in the editor's texts and on disk — and after each one
    /// the kept check finds exactly what a whole check finds. Each round of twelve steps makes every
    /// kind of edit once, in a random order, on random lessons: two rounds a seed (a whole check of
    /// 30 lessons after each step is what this test costs).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func afterEveryEditTheSameDiagnosticsAsAWholeCheck(seed: UInt64) throws {
        let folder = try Self.thirty()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        var texts: [String: String] = [:]
        var kept = KeptCourseCheck(folder: folder.path)
        let manifest = folder.appendingPathComponent("course.md").path
        var differing: [String] = []
        var round: [Int] = []
        for step in 0..<24 {
            if round.isEmpty {
                round = Array(0..<12)
                for index in stride(from: 11, to: 0, by: -1) { round.swapAt(index, pick(index + 1)) }
            }
            let kind = round.removeLast()
            let number = 1 + pick(30)
            let path = Self.lessonPath(folder, number)
            let text = try texts[path] ?? String(contentsOfFile: path, encoding: .utf8)
            let startFile = folder.appendingPathComponent(String(format: "lesson-%02d/start/App/Counter.swift", number))
            var edit = ""
            switch kind {
            case 0:
                edit = "the last change of lesson \(number) ends elsewhere"
                texts[path] = text.replacingOccurrences(
                    of: "+    var count = \(number)\n", with: "+    var count = \(pick(40))\n")
            case 1:
                edit = "lesson \(number)'s diff removes a line that is not there"
                texts[path] = text.replacingOccurrences(of: "-    var count = ", with: "-    var total = ")
            case 2:
                let other = 1 + pick(30)
                edit = "lesson \(number)'s card takes lesson \(other)'s id"
                texts[path] = text.replacingOccurrences(of: "id=count-\(number) ", with: "id=count-\(other) ")
            case 3:
                edit = "lesson \(number) takes another number"
                texts[path] = text.replacingOccurrences(of: "lesson: \(number)\n", with: "lesson: \(1 + pick(31))\n")
            case 4:
                edit = "lesson \(number) promises two cards"
                texts[path] = text.replacingOccurrences(of: "cards: 1\nsyntax", with: "cards: 2\nsyntax")
            case 5:
                edit = "lesson \(number) is as on disk again (closed in the editor)"
                texts[path] = nil
            case 6:
                edit = "lesson \(number)'s start file changes on disk"
                try Data("struct Counter {\n    var count = \(pick(40))\n}\n".utf8).write(to: startFile)
            case 7:
                edit = "lesson \(number)'s start folder gains a file on disk"
                try Data("struct Extra {}\n".utf8).write(
                    to: startFile.deletingLastPathComponent().appendingPathComponent("Extra\(pick(3)).swift"))
            case 8:
                edit = "lesson \(number)'s file changes on disk"
                let disk = try String(contentsOfFile: path, encoding: .utf8)
                try Data(disk.replacingOccurrences(of: "minutes: 5\n", with: "minutes: 5\nbogus: \(pick(9))\n").utf8)
                    .write(to: URL(fileURLWithPath: path))
            case 9:
                edit = "a lesson file the manifest does not name comes and goes"
                let extra = folder.appendingPathComponent("extra.md")
                if FileManager.default.fileExists(atPath: extra.path) {
                    try FileManager.default.removeItem(at: extra)
                } else {
                    try Data("---\nlesson: 31\n---\n".utf8).write(to: extra)
                }
            case 10:
                edit = "the manifest drops lesson \(number)'s link, or has them all again"
                let disk = try String(contentsOfFile: manifest, encoding: .utf8)
                texts[manifest] =
                    texts[manifest] == nil
                    ? disk.components(separatedBy: "\n").filter { !$0.contains(String(format: "lesson-%02d/", number)) }
                        .joined(separator: "\n") : nil
            default:
                edit = "lesson \(number)'s question loses its sources"
                texts[path] = text.replacingOccurrences(of: "**Where this comes from:**", with: "")
            }
            let whole = LanguageServer.check(folder: folder.path, texts: texts).diagnostics
            let found = kept.check(texts: texts)
            if Self.byFile(found) != whole { differing.append("step \(step): \(edit)") }
        }
        #expect(differing.isEmpty, "the kept check differs from a whole check after: \(differing)")
    }
}
