import Foundation
import Testing

@testable import CourseKit

/// Issue 44, item 7: a message about a macro's expansion is placed at the code that was expanded,
/// also when the expansion is inside another's (the compiler's expansion files name their origin).
@Suite("Messages in macro expansions placed at the expanded code")
struct ExpansionPlacementTests {
    /// Two expansion files as the compiler writes them: `@ObservationTracked`'s peer inside
    /// `@Observable`'s member attribute, each ending with where its code comes from.
    static func expansions(project: String) throws -> (folder: URL, outer: String, inner: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "expansions-\(UUID().uuidString)/swift-generated-sources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outer = folder.appendingPathComponent("@__swiftmacro_1X5StoreC5count10ObservablefMr_.swift").path
        let inner = folder.appendingPathComponent("@__swiftmacro_1X5StoreC5count18ObservationTrackedfMp_.swift").path
        try Data("@ObservationTracked\n\n// original-source-range: \(project):5:5-5:5\n".utf8)
            .write(to: URL(fileURLWithPath: outer))
        try Data(
            "@ObservationIgnored\nprivate  var _count: Int = 1\n\n// original-source-range: \(project):5:26-5:26\n".utf8
        )
        .write(to: URL(fileURLWithPath: inner))
        return (folder.deletingLastPathComponent(), outer, inner)
    }

    @Test func anErrorInANestedExpansionIsAtTheExpandedLine() throws {
        let project = "/work/a:b/Store.swift"
        let (folder, outer, inner) = try Self.expansions(project: project)
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = [
            CompilerMessage(file: inner, line: 2, column: 28, severity: .error, message: "some error"),
            CompilerMessage(
                file: outer, line: 1, column: 1, severity: .note,
                message: "in expansion of macro 'ObservationTracked' on property 'count' here"),
        ]
        let placed = TypecheckJob.placed(messages) { $0 == project ? 0 : nil }
        #expect(placed == [.init(file: 0, line: 5, column: 5, severity: .error, message: "some error")])
    }

    /// The same mistake reported where it is written and again in the expansion is one message,
    /// whichever the compiler names first.
    @Test(arguments: [false, true])
    func anEchoInTheExpansionIsDropped(echoFirst: Bool) throws {
        let project = "/p/Store.swift"
        let (folder, outer, inner) = try Self.expansions(project: project)
        defer { try? FileManager.default.removeItem(at: folder) }
        let direct = [CompilerMessage(file: project, line: 5, column: 22, severity: .error, message: "mistake")]
        let echo = [
            CompilerMessage(file: inner, line: 2, column: 28, severity: .error, message: "mistake"),
            CompilerMessage(
                file: outer, line: 1, column: 1, severity: .note, message: "in expansion of macro 'X' here"),
        ]
        let placed = TypecheckJob.placed(echoFirst ? echo + direct : direct + echo) { $0 == project ? 0 : nil }
        #expect(placed == [.init(file: 0, line: 5, column: 22, severity: .error, message: "mistake")])
    }

    /// An expansion file that names no origin (or is gone) leaves the message unplaced, as before.
    @Test func anExpansionWithoutAnOriginIsUnplaced() {
        let messages = [
            CompilerMessage(
                file: "/nowhere/@__swiftmacro_1X1Y.swift", line: 2, column: 1, severity: .error, message: "m")
        ]
        let placed = TypecheckJob.placed(messages) { _ in nil }
        #expect(placed == [.init(file: nil, line: 2, column: 1, severity: .error, message: "m")])
    }
}
