import Foundation

@testable import CourseKit

/// The fixtures of the lesson format, found from this file's path (Tests/CourseKitTests/Fixtures/Format).
enum FormatFixtures {
    static var folder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Format").path
    }

    static func path(_ relative: String) -> String { folder + "/" + relative }

    static func complete() throws -> CourseReading {
        try CourseReader.read(folder: path("complete"))
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics of one rule, as `line:column` strings, to compare with what a fixture breaks.
    func positions(of rule: Diagnostic.Rule) -> [String] {
        filter { $0.rule == rule }.map { "\($0.location.line):\($0.location.column)" }
    }
}
