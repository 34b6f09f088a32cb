import Foundation
import Testing

/// Inputs shaped to make a quadratic algorithm crawl (a course or a log is a CI input): each goes
/// through the command that reads it and comes out right. That they take linear time is counted
/// by the unit tests (work at n against 4n), never timed here.
@Suite("Large inputs: many undos, long words, many attributes", .ownThreads)
struct LargeInputTests {
    let folder: URL

    init() throws { folder = try temporaryFolder() }

    private var environment: [String: String] {
        ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "TZ": "UTC"]
    }

    /// A copy of the complete fixture course, with `replace` applied to its lesson.
    private func course(_ replace: (String) -> String) throws -> URL {
        let fixture = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Format/complete")
        let copy = folder.appendingPathComponent("course")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let lesson = copy.appendingPathComponent("lesson-1/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let changed = replace(text)
        #expect(changed != text)
        try changed.write(to: lesson, atomically: true, encoding: .utf8)
        return copy
    }

    /// 100,000 answers to one card, 100,000 to others, then 100,000 undos of the first card's
    /// (about 90 s before; each undo searched back past all the other answers).
    @Test func manyUndosBehindManyOtherAnswers() throws {
        let n = 100_000
        let at = #","at":"2026-11-30T10:00:00Z"}"#
        var text = String(repeating: #"{"card":"x","rating":"good""# + at + "\n", count: n)
        text.reserveCapacity(text.utf8.count * 3 + 20 * n)
        for index in 0..<n { text += #"{"card":"other-\#(index)","rating":"good""# + at + "\n" }
        text += String(repeating: #"{"type":"undo","card":"x""# + at + "\n", count: n)
        let log = folder.appendingPathComponent("undos.jsonl").path
        try text.write(toFile: log, atomically: false, encoding: .utf8)
        let history = try CourseProcess.run(["history", "x", "--log", log], environment: environment)
        #expect(history.status == 0, "\(history.standardError)")
        #expect(history.standardOutput == "No answers for card 'x' in \(log).\n")
    }

    /// An 80 KB word in a card's prompt (11 s before), and an 80 KB typed prediction: cut into
    /// lines of the screen's width.
    @Test func aLongWordInACardAndALongPredictionAreWrapped() throws {
        let word = String(repeating: "abcdefghij", count: 8_000)
        let path = try course {
            $0.replacingOccurrences(
                of: "Declare a count that the view owns and can change.",
                with: "Declare \(word) a count.")
        }.path
        let log = folder.appendingPathComponent("reviews.jsonl").path
        let arguments = ["quiz", path, "--log", log, "--now", "2026-11-30T10:00:00Z"]
        let card = try CourseProcess.run(arguments + ["--kind", "syntax"], input: "\nq\n", environment: environment)
        #expect(card.status == 0, "\(card.standardError)")
        let lines = card.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.filter { $0.hasPrefix("abcdefghij") }
        #expect(cut.count == 1_000 && cut.allSatisfy { $0.count == 80 } && cut.joined() == word)

        let prediction = String(repeating: "xyz", count: 27_000)
        let question = try CourseProcess.run(
            arguments + ["--kind", "question"], input: prediction + "\ngood\nq\n",
            environment: environment)
        #expect(question.status == 0, "\(question.standardError)")
        let shown = question.standardOutput.components(separatedBy: "Your prediction:\n").dropFirst().first ?? ""
        let predictionLines = shown.split(separator: "\n").prefix { $0.allSatisfy { "xyz".contains($0) } }
        #expect(predictionLines.count == (prediction.count + 79) / 80 && predictionLines.joined() == prediction)
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains(#""prediction":"\#(prediction)""#))
    }

    /// 10,000 attributes on one fence (3 s before, 73 s with 40,000): each unknown one reported at
    /// its own column.
    @Test func anInfoStringWithManyAttributesIsCheckedAttributeByAttribute() throws {
        let n = 10_000
        let attributes = (0..<n).map { "k\($0)=v" }.joined(separator: " ")
        let opening = "```swift check=fragment context=expression"
        let path = try course {
            $0.replacingOccurrences(of: opening + "\nCounter()", with: opening + " " + attributes + "\nCounter()")
        }.path
        let result = try CourseProcess.run(["check", path, "--no-compiler"], environment: environment)
        #expect(result.status == 1)
        let unknown = result.standardError.split(separator: "\n").filter { $0.contains("unknown attribute 'k") }
        #expect(unknown.count == n)
        let column = opening.utf8.count + 2
        #expect(
            unknown.first?.hasSuffix(":\(column): error: unknown attribute 'k0' on a swift block [unknown-attribute]")
                == true)
        let last = column + attributes.utf8.count - "k\(n - 1)=v".utf8.count
        #expect(
            unknown.last?.contains(":\(last): error: unknown attribute 'k\(n - 1)'") == true, "\(unknown.last ?? "")")
    }
}
