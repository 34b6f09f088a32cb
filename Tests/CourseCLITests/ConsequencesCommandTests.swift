import Foundation
import Testing

/// One mistake, one error (issue 44, item 3): what follows from a mistake is folded under it, and
/// the error a `return` hides is found; through the built binary, on the built-in interface.
@Suite("course check: one mistake, one error", .ownThreads)
struct ConsequencesCommandTests {
    /// `course check` of a one-lesson course whose start project is `start` (`ContentView.swift`)
    /// and `files`: its result, and the errors it reports without the file's path.
    static func check(
        start: String, files: [String: String] = [:]
    ) throws -> (result: CourseProcess.Result, errors: [String]) {
        let (folder, _) = try CheckerSaysNoTests.course(start: start, fragments: ["Text(\"card\")"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("lesson-1/start/App")
        for (name, text) in files { try Data(text.utf8).write(to: app.appendingPathComponent(name)) }
        let result = try CourseProcess.run(["check", folder.path])
        return (result, HiddenErrorsCommandTests.errors(result))
    }

    /// A trip whose `city` is declared with a misspelt type, and two other files that use trips.
    static let trip = """
        import Foundation

        struct Trip: Identifiable, Hashable, Codable {
            let id: Int
            var city: Strng
            var nights: Int
        }

        """

    static let files = [
        "TripRow.swift": """
        import SwiftUI

        struct TripRow: View {
            @Binding var trip: Trip

            var body: some View {
                Text(trip.city)
                    .accessibilityLabel(trip.city)
            }
        }

        """,
        "TripList.swift": """
        import SwiftUI

        struct TripList: View {
            @State private var trips: [Trip] = []

            var body: some View {
                List($trips) { $trip in
                    TripRow(trip: $trip)
                }
            }
        }

        """,
    ]

    /// Lesson 19's `LocalizdeStringKey`: one error, at the misspelt type, saying how many follow.
    @Test func aMisspeltTypeInADeclarationIsOneError() throws {
        let (result, errors) = try Self.check(start: Self.trip, files: Self.files)
        #expect(result.status == 1)
        #expect(errors.count == 1, "\(result.standardError)")
        #expect(
            errors.first?.hasPrefix(
                ":5:15: error: the start project does not type-check: cannot find type 'Strng' in scope") == true,
            "\(result.standardError)")
        #expect(errors.first?.contains("more errors follow from it, folded: at ") == true, "\(result.standardError)")
    }

    /// A `@Model` left out: one error about what `Book` lacks, not one at each use.
    @Test func aConformanceLeftOutIsOneError() throws {
        let project = """
            import SwiftUI
            import SwiftData

            final class Book {
                var title: String = ""
                init(title: String) { self.title = title }
            }

            struct ContentView: View {
                @Query private var books: [Book]
                @Query(sort: \\Book.title) private var sorted: [Book]
                var body: some View {
                    List {
                        ForEach(books) { book in
                            Text(book.title)
                        }
                    }
                }
            }

            """
        let (result, errors) = try Self.check(start: project)
        #expect(result.status == 1)
        #expect(errors.count == 1, "\(result.standardError)")
        #expect(
            errors.first?.hasPrefix(
                ":10:5: error: the start project does not type-check: type 'Book' does not conform to protocol "
                    + "'PersistentModel' (2 more errors follow from it") == true, "\(result.standardError)")
    }

    /// One broken line of a diff in lesson 19: one error at it, not the later change to the same file
    /// that needs it, nor the cards and questions judged against a project without it.
    @Test func aBrokenDiffLineIsOneError() throws {
        let course = try LanguageServerTests.copy()
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let broken = try #require(lines.firstIndex(of: " struct TripsApp: App {"))
        lines[broken] = " struct TripsApp: Ap {"
        try Data(lines.joined(separator: "\n").utf8).write(to: lesson)
        let result = try CourseProcess.run(["check", course.path])
        #expect(result.status == 1)
        let reported = result.standardError.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        #expect(reported.count == 1, "\(result.standardError)")
        #expect(
            reported.first?.contains(
                "lesson.md:\(broken + 1):1: error: the lines this change replaces are not in 'Trips/TripsApp.swift' "
                    + "(1 later change to this file, which may need this one, did not apply either: lesson line ")
                == true, "\(result.standardError)")
        #expect(result.standardError.contains("fragments whose project did not replay"), "\(result.standardError)")
    }

    /// A store whose `find` a button's action misspells.
    static let store = """
        import SwiftUI

        struct Store {
            var items: [String] = []
            func find(_ name: String) -> Int? { nil }
        }


        """

    /// A `Button`'s action with `guard … else { return }` and a misspelt member: the compiler says
    /// only that a `return` is in a `ViewBuilder`'s body; the error is the member, at its line.
    @Test func theErrorAReturnHidesIsReportedAtItsLine() throws {
        let project =
            Self.store + """
                struct ContentView: View {
                    @State private var store = Store()
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            Text("a")
                            Button("Add") {
                                guard let index = store.fnd("x") else { return }
                                count = index
                            }
                        }
                    }
                }

                """
        let (result, errors) = try Self.check(start: project)
        #expect(result.status == 1)
        #expect(errors.count == 1, "\(result.standardError)")
        #expect(errors.first?.hasPrefix(":15:41: error: ") == true, "\(result.standardError)")
        #expect(errors.first?.contains("no dynamic member 'fnd'") == true, "\(result.standardError)")
        // As written, it checks clean: the plain closure is only for finding an error.
        let clean = try Self.check(start: project.replacingOccurrences(of: "store.fnd(", with: "store.find("))
        #expect(clean.result.status == 0, "\(clean.result.standardError)")
    }

    /// The same in a card's fragment: the error is the member, at its line in the lesson.
    @Test func theErrorAReturnHidesInAFragmentIsReportedAtItsLine() throws {
        let project =
            Self.store + """
                struct ContentView: View {
                    var body: some View { Text("Trips") }
                }

                """
        let fragment = """
            struct CounterView: View {
                @State private var store = Store()
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Add") {
                            guard let index = store.fnd("x") else { return }
                            count = index
                        }
                    }
                }
            }
            """
        func check(_ fragment: String) throws -> (result: CourseProcess.Result, errors: [String], first: Int) {
            let (folder, lines) = try CheckerSaysNoTests.course(start: project, fragments: [fragment])
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try CourseProcess.run(["check", folder.path])
            return (result, HiddenErrorsCommandTests.errors(result), lines[0])
        }
        let (result, errors, first) = try check(fragment)
        #expect(result.status == 1)
        #expect(errors.count == 1, "\(result.standardError)")
        // The `fnd` of the fragment's seventh line, column 41 (the lesson's lines, as written).
        #expect(errors.first?.hasPrefix(":\(first + 6):41: error: ") == true, "\(result.standardError)")
        #expect(errors.first?.contains("member 'fnd'") == true, "\(result.standardError)")
        #expect(result.standardError.contains("explicit 'return'") == false, "\(result.standardError)")
        let clean = try check(fragment.replacingOccurrences(of: "store.fnd(", with: "store.find("))
        #expect(clean.result.status == 0, "\(clean.result.standardError)")
    }
}
