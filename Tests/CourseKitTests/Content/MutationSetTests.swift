import CourseKit
import Foundation
import Testing

/// The mutation set of lesson 19 (`Benchmarks/mutations/mutants.json`, run by
/// `Benchmarks/mutations/run.py`; docs/checks.md, "Mutation testing") kept honest without a compiler:
/// each mutant still fits the lesson as it is — its text occurs exactly once, inside the kind of
/// block it claims — and the set still has what it promises: at least four mutants of every class,
/// at least half of them in code changes, some in fragments and some in expected failures. Running
/// the mutants themselves takes minutes of compiling, so it is not part of the suite.
@Suite struct MutationSetTests {
    /// The package: the folder holding `Content/`.
    static let packageRoot = URL(fileURLWithPath: Lesson19ContentTests.contentFolder).deletingLastPathComponent()

    struct MutationSet: Decodable {
        var version: Int
        var lesson: String
        var classes: [String: String]
        var mutants: [Mutant]
    }

    struct Mutant: Decodable {
        struct Place: Decodable {
            var file: String?
            var text: String
        }
        var id: String
        var `class`: String
        var `in`: String
        var file: String?
        var replace: String
        var with: String
        var at: Place?
        var why: String
    }

    /// The kinds of block a mutant may edit, as `in` names them.
    static let places = ["change", "fragment", "fails", "file"]

    private func mutationSet() throws -> MutationSet {
        let url = Self.packageRoot.appendingPathComponent("Benchmarks/mutations/mutants.json")
        return try JSONDecoder().decode(MutationSet.self, from: Data(contentsOf: url))
    }

    private func text(of file: String) throws -> String {
        try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Content").appendingPathComponent(file), encoding: .utf8
        )
    }

    @Test func everyMutantFitsTheLessonAsItIs() throws {
        let set = try mutationSet()
        #expect(set.version == 1)
        #expect(Set(set.mutants.map(\.id)).count == set.mutants.count, "two mutants share an id")
        for mutant in set.mutants {
            let file = mutant.file ?? set.lesson
            let original = try text(of: file)
            #expect(set.classes[mutant.class] != nil, "\(mutant.id): no class '\(mutant.class)'")
            #expect(Self.places.contains(mutant.in), "\(mutant.id): 'in' is '\(mutant.in)', not one of \(Self.places)")
            #expect(mutant.replace != mutant.with, "\(mutant.id): the edit changes nothing")
            #expect(!mutant.why.isEmpty, "\(mutant.id): says not what it is")
            // The text occurs exactly once, so the edit is the one the mutant means.
            let mutated = try original.replacingTheOnly(
                mutant.replace, with: mutant.with, what: "\(mutant.id): its text")
            if let at = mutant.at {
                let atText = at.file.map { try? text(of: $0) } ?? mutated
                let count = (atText ?? "").components(separatedBy: at.text).count - 1
                #expect(count == 1, "\(mutant.id): its 'at' text occurs \(count) times in the mutated file, not once")
            }
        }
    }

    /// `in` is checked against the lesson as the reader reads it: the edited lines lie inside one
    /// code change or one snippet, fences included (a `compiler` block counts as part of an expected
    /// failure).
    @Test func everyMutantIsInTheBlockItNames() throws {
        let set = try mutationSet()
        let reading = try CourseReader.read(folder: Self.packageRoot.appendingPathComponent("Content").path)
        let lesson = try #require(reading.course.lessons.first { $0.file.hasSuffix("/" + set.lesson) })
        let original = try text(of: set.lesson)
        // Each block: its opening and closing fence lines, and what `in` calls it.
        var blocks: [(first: Int, last: Int, place: String)] = []
        for change in lesson.changes {
            blocks.append((change.location.line, change.codeLocation.line + Self.lineCount(change.code), "change"))
        }
        for (_, snippet) in lesson.snippetsWithOwners {
            let place: String? =
                switch snippet.check {
                case .file: "file"
                case .fragment: "fragment"
                case .fails: "fails"
                case .none: snippet.language == "compiler" ? "fails" : nil
                }
            guard let place else { continue }
            blocks.append((snippet.location.line, snippet.codeLocation.line + Self.lineCount(snippet.code), place))
        }
        for mutant in set.mutants where (mutant.file ?? set.lesson) == set.lesson {
            guard let range = original.range(of: mutant.replace) else { continue }  // the test above says so
            let first = original[..<range.lowerBound].filter { $0 == "\n" }.count + 1
            let last = first + mutant.replace.filter { $0 == "\n" }.count
            let holding = blocks.filter { $0.first <= first && last <= $0.last }.map(\.place)
            #expect(
                holding == [mutant.in],
                "\(mutant.id): lines \(first)–\(last) lie in \(holding), not in one '\(mutant.in)' block")
        }
    }

    @Test func theSetHasWhatItPromises() throws {
        let set = try mutationSet()
        for (id, title) in set.classes {
            let count = set.mutants.filter { $0.class == id }.count
            #expect(count >= 4, "\(title): \(count) mutants, fewer than 4")
        }
        let inChanges = set.mutants.filter { $0.in == "change" }.count
        #expect(
            2 * inChanges >= set.mutants.count,
            "\(inChanges) of \(set.mutants.count) mutants in code changes, fewer than half")
        #expect(set.mutants.contains { $0.in == "fragment" }, "no mutant in a fragment")
        #expect(set.mutants.contains { $0.in == "fails" }, "no mutant in an expected failure")
    }

    /// The lines of a block's code (its final newline ends the last line, it does not start another).
    static func lineCount(_ code: String) -> Int {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return code.hasSuffix("\n") ? lines.count - 1 : lines.count
    }
}
