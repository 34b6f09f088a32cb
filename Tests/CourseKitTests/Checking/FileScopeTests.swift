import Testing

@testable import CourseKit

@Suite("Type-check: whole files that can share a module")
struct FileScopeTests {
    @Test func eachTopLevelDeclarationGetsAFileprivateLineAfterItsAttributes() throws {
        let scope = try #require(
            FileScope.of(
                """
                import SwiftUI

                @MainActor
                @Observable
                final class TripStore {
                    var trips: [String] = []
                }

                extension EnvironmentValues {
                    @Entry var tint = "blue"
                }

                private struct Hidden {}

                struct ContentView: View {
                    var body: some View { Text("Hi") }
                }

                #Preview("Trips") {
                    ContentView()
                }
                """))
        #expect(scope.imports == ["import SwiftUI"])
        #expect(scope.insertedBefore == [4, 8, 14])
        #expect(scope.text.contains("@Observable\nfileprivate\nfinal class TripStore {"))
        #expect(scope.text.contains("\nfileprivate\nextension EnvironmentValues {"))
        #expect(scope.text.contains("\nprivate struct Hidden {}"))
        #expect(!scope.text.contains("fileprivate\nprivate"))
        #expect(scope.text.contains("\nfileprivate\nstruct ContentView: View {"))
        #expect(scope.text.contains("\n#Preview(\"Trips\") {"))
    }

    /// Lines of the original keep their numbers through the map, and their columns.
    @Test func theLineMapSkipsTheInsertedLines() throws {
        let scope = try #require(FileScope.of("import SwiftUI\nstruct A {}\n\nstruct B {\n    var x = 1\n}\n"))
        #expect(scope.insertedBefore == [1, 3])
        let map = scope.lineMap(
            LineMap.block(at: SourceLocation(file: "l.md", line: 10, column: 1), prefixLines: 0, lineCount: 7))
        // Generated: 1 import, 2 fileprivate, 3 struct A, 4 blank, 5 fileprivate, 6 struct B, 7 var x.
        #expect(map.location(line: 1, column: 1).location.line == 10)
        #expect(map.location(line: 3, column: 8).location == SourceLocation(file: "l.md", line: 11, column: 8))
        #expect(map.location(line: 6, column: 1).location.line == 13)
        #expect(map.location(line: 7, column: 5).location == SourceLocation(file: "l.md", line: 14, column: 5))
        #expect(map.location(line: 2, column: 1).isExact == false)
        // A map of two segments, each split where a line goes in.
        let wrapped = LineMap(
            segments: [
                LineMap.Segment(lines: 1..<3, origin: SourceLocation(file: "l.md", line: 10, column: 1)),
                LineMap.Segment(lines: 3..<8, origin: SourceLocation(file: "l.md", line: 20, column: 1)),
            ],
            fallback: SourceLocation(file: "l.md", line: 1, column: 1))
        let shifted = scope.lineMap(wrapped)
        #expect(shifted.segments.map(\.lines) == [1..<2, 3..<4, 4..<5, 6..<10])
        #expect(shifted.segments.map(\.origin.line) == [10, 11, 20, 21])
    }

    /// What a file cannot keep to itself, it does not share a module with.
    @Test(arguments: [
        ("top-level code", "import SwiftUI\nprint(1)\n"),
        ("a top-level variable", "let answer = 42\n"),
        (
            "an @main type",
            "import SwiftUI\n@main\nstruct TripsApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n"
        ),
        ("a wider access level", "public struct A {}\n"),
        ("a conformance in an extension", "struct A {}\nextension A: Identifiable {\n    var id: Int { 1 }\n}\n"),
        ("a constrained extension", "extension Array where Element == Int {\n    var total: Int { 0 }\n}\n"),
        ("an operator", "struct V {}\nfunc + (a: V, b: V) -> V { a }\n"),
        ("an #if", "#if os(iOS)\nstruct A {}\n#endif\n"),
        ("an attribute on its declaration's line", "@MainActor struct A {}\n"),
        ("a declaration over two lines", "struct A:\n    Equatable {}\n"),
        ("an unbalanced brace", "struct A {\n"),
    ])
    func aFileThatCannotHideItsNamesSharesNothing(_ what: String, _ source: String) {
        #expect(FileScope.of(source) == nil, "\(what)")
    }

    /// A brace, a keyword or `@main` in a string or a comment is no code.
    @Test func stringsAndCommentsAreNoItems() throws {
        let scope = try #require(
            FileScope.of(
                """
                // @main print(1)
                /* struct X { */
                struct A {
                    let text = "} print(1) {"
                }
                """))
        #expect(scope.insertedBefore == [2])
    }
}
