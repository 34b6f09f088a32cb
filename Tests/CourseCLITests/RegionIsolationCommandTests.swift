import Foundation
import Testing

/// Region isolation's errors, which the compiler gives only after the type-check, in its SIL passes
/// (issue 44, item 5): a small course in Swift 6 language mode checked by the built binary on the
/// built-in interface (`CheckerSaysNoTests.course`).
@Suite("course check: a value sent to another task and used after", .ownThreads)
struct RegionIsolationCommandTests {
    /// A view that sends a non-Sendable counter to a detached task and then uses it (line 13).
    static let project = """
        import SwiftUI

        final class Counter {
            var count = 0
        }

        struct ContentView: View {
            var body: some View { Text("a") }

            func count() async {
                let counter = Counter()
                Task.detached { counter.count += 1 }
                counter.count += 1
            }
        }

        """

    /// Sent and used after: Xcode's error at the `Task.detached` call, once.
    @Test func aValueUsedAfterItWasSentIsAnErrorAtItsLine() throws {
        let (folder, _) = try CheckerSaysNoTests.course(start: Self.project, fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path])
        #expect(result.status == 1)
        #expect(
            HiddenErrorsCommandTests.errors(result) == [
                ":12:14: error: the start project does not type-check: sending value of non-Sendable type "
                    + "'() async -> ()' risks causing data races [#SendingRisksDataRace] [step-typecheck]"
            ], "\(result.standardError)")
    }

    /// Sent and never used again: no race, the project checks clean under `--typecheck`.
    @Test func aValueSentAndNotUsedAfterChecksClean() throws {
        let (folder, _) = try CheckerSaysNoTests.course(
            start: Self.project.replacingOccurrences(of: "        counter.count += 1\n", with: ""),
            fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path, "--typecheck"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// The same passes find a function that can end without returning its value, at its end.
    @Test func aMissingReturnIsAnErrorAtTheFunctionsEnd() throws {
        let (folder, _) = try CheckerSaysNoTests.course(
            start: Self.project.replacingOccurrences(
                of: "    func count() async {",
                with:
                    "    func total(_ more: Bool) -> Int {\n        if more { return 1 }\n    }\n\n    func count() async {"
            ),
            fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path])
        #expect(
            HiddenErrorsCommandTests.errors(result).first
                == ":12:5: error: the start project does not type-check: missing return in instance method "
                + "expected to return 'Int' [step-typecheck]", "\(result.standardError)")
    }
}
