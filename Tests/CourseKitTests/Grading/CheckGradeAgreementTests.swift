import Foundation
import Testing

@testable import CourseKit

/// `course grade` and `course check` judge code by one engine: every snippet of lesson 19 and of the
/// checker's fixtures, typed as the answer to a card whose context is the snippet's (its step's
/// project for a step's fragment, the lesson's finished project otherwise), gets the messages that
/// `course check` gives the snippet itself — at the same lines and columns of the lesson.
@Suite("Grading: an answer gets the messages course check gives the snippet", .serialized)
struct CheckGradeAgreementTests {
    /// The fixtures: lesson 19, the checker's `valid` and `counts`, and each rule's fixture that
    /// type-checks.
    static func courses() throws -> [(name: String, edits: [StatedEdit])] {
        [("valid", []), ("counts", CheckRuleFixtureTests.cases.first { $0.breaks == .counts }?.edits ?? [])]
            + CheckRuleFixtureTests.cases.filter { $0.typecheck }.map { ($0.breaks.rawValue, $0.edits) }
    }

    @Test(.enabled(if: TypedAnswerSetTests.hasCompiler, "no swiftc")) func lesson19() throws {
        let compared = try Self.expectAgreement(folder: "Content")
        #expect(compared >= 40, "snippets compared")
    }

    @Test(.enabled(if: TypedAnswerSetTests.hasCompiler, "no swiftc")) func theCheckersFixtures() throws {
        var compared = 0
        for (name, edits) in try Self.courses() {
            compared += try CheckFixtures.withValid(changedBy: edits, named: "agreement-\(name)") {
                try Self.expectAgreement(folder: $0)
            }
        }
        #expect(compared >= 20, "snippets compared")
    }

    /// Checks the course in `folder`, then types every snippet the check type-checked as its own
    /// answer: the same messages, each at the same place. Returns how many snippets were compared.
    static func expectAgreement(folder: String) throws -> Int {
        let reading = try CourseReader.read(folder: folder)
        let course = try #require(reading.course)
        let options = CheckOptions(macroPlugin: InterfaceCoverageTests.courseBinary.path)
        let checked = try CourseCheck.checked(
            folder: folder, course: course, readerDiagnostics: reading.diagnostics, options: options,
            prepared: CourseCheck.Prepared(folder: folder, lessons: course.lessons))
        let snippets = try #require(checked.context.compiled?.snippets)
        let typechecker = AnswerTypechecker(course: course, folder: folder, options: options)
        /// Per snippet the check type-checked: what it is, what the check says, what the grader says.
        let results = Locked([Int: (snippet: String, check: [String], grade: [String])]())
        DispatchQueue.concurrentPerform(iterations: snippets.count) { index in
            let snippet = snippets[index]
            guard case .ran(let errors, let warnings)? = snippet.typecheck,
                let lesson = course.lessons.firstIndex(where: { $0.file == snippet.snippet.location.file })
            else { return }
            let verdict = typechecker.typecheck(
                snippet.snippet.code, answering: snippet.snippet, lesson: lesson)
            let grade: [String]
            switch verdict {
            case .compiled(let messages): grade = messages.map { Self.said($0, answering: snippet.snippet) }.sorted()
            case .notCompiled(let note): grade = ["not compiled: \(note ?? "")"]
            }
            let name = "\(folder): \(snippet.owner.description) at line \(snippet.snippet.location.line)"
            results.withLock { $0[index] = (name, (errors + warnings).map(Self.said).sorted(), grade) }
        }
        let compared = results.withLock { $0 }
        for (_, result) in compared.sorted(by: { $0.key < $1.key }) {
            #expect(result.grade == result.check, "\(result.snippet)")
        }
        return compared.count
    }

    /// A message of `course check`, said as a place in the lesson (its column when the compiler
    /// pointed into the snippet) and its text, with the fragment's wrapper named as the grader
    /// names it.
    static func said(_ finding: CompilationBatch.Finding) -> String {
        let text = finding.message.replacingOccurrences(
            of: "type '__CourseCheckFragment[0-9]+'", with: "the type the answer is placed in",
            options: .regularExpression
        ).replacingOccurrences(
            of: "'__CourseCheckFragment[0-9]+'", with: "the type the answer is placed in", options: .regularExpression)
        let column = finding.isExact ? "\(finding.location.column)" : "-"
        return "\(finding.location.line):\(column): \(finding.severity.rawValue): \(text)"
    }

    /// A message of the answer, placed where its line and column are in the lesson's snippet (the
    /// typed code is the snippet's code, which has no gap markers: the lesson's column is after them).
    static func said(_ message: AnswerTypechecker.Message, answering snippet: Snippet) -> String {
        let start = snippet.codeLocation
        let line = start.line + message.line - 1
        let column = message.byteColumn.map { column in
            "\(snippet.lessonPlace(of: SourceLocation(file: start.file, line: line, column: start.column + column - 1)).column)"
        }
        return "\(message.line > 0 ? line : 0):\(column ?? "-"): \(message.severity): \(message.text)"
    }
}
