import Foundation
import Testing

/// Mistakes the compiler hides where the code is a macro's argument (issue 44, item 3): a small
/// course checked by the built binary on the built-in interface (`CheckerSaysNoTests.course`).
@Suite("course check: the errors a #Preview body hides", .ownThreads)
struct HiddenErrorsCommandTests {
    /// A project whose preview makes a throwing store in a `do`/`catch`, with `try` (line 13), and one in
    /// a `@ViewBuilder` body of several statements (line 23).
    static let project = """
        import SwiftUI

        struct Store {
            init() throws {}
        }

        struct ContentView: View {
            var body: some View { Text("a") }
        }

        #Preview("Store") {
            do {
                let store = try Store()
                return ContentView()
            } catch {
                return Text("no store")
            }
        }

        #Preview { @MainActor in
            @Previewable @State var count = 0
            let label = "\\(count)"
            Text(label)
            ContentView()
        }

        """

    /// The errors `course check` reports, without the file's path.
    static func errors(_ result: CourseProcess.Result) -> [String] {
        result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { String($0.drop { $0 != ":" }) }
    }

    /// As written, both previews check clean under `--typecheck`.
    @Test func previewsThatXcodeBuildsCheckClean() throws {
        let (folder, _) = try CheckerSaysNoTests.course(start: Self.project, fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path, "--typecheck"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// A `try` left out in the preview's `do` is Xcode's error at its line and column, once.
    @Test func aMissingTryInAPreviewIsAnErrorAtItsLine() throws {
        let (folder, _) = try CheckerSaysNoTests.course(
            start: Self.project.replacingOccurrences(of: "= try Store()", with: "= Store()"),
            fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path])
        #expect(result.status == 1)
        #expect(
            Self.errors(result) == [
                ":13:21: error: the start project does not type-check: call can throw but is not marked "
                    + "with 'try' [step-typecheck]"
            ], "\(result.standardError)")
    }

    /// A wrong view in a preview is still one error at its line, not one more from the expansion.
    @Test func aWrongViewInAPreviewIsOneError() throws {
        let (folder, _) = try CheckerSaysNoTests.course(
            start: Self.project.replacingOccurrences(of: "Text(label)", with: "Text(label, size: 3)"),
            fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path])
        #expect(result.status == 1)
        let errors = Self.errors(result)
        #expect(errors.count == 1 && errors.first?.hasPrefix(":23:23:") == true, "\(result.standardError)")
    }
}
