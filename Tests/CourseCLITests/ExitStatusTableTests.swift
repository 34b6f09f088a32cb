import Foundation
import Testing

@testable import course

/// README's table of exit statuses and `ExitStatus` are one fact: every status the tool can return
/// has a row, and every row is a status the tool returns.
@Suite(.ownThreads) struct ExitStatusTableTests {
    @Test func readmeListsExactlyTheStatusesOfExitStatus() throws {
        let readme = try String(
            contentsOf: CourseProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Exit statuses"))
        var documented: [String] = []
        for line in readme[section.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, first.first?.isNumber ?? false else { continue }
            documented.append(first)
        }
        let codes = ExitStatus.documented.map { status -> String in
            if case .signal = status { return "128 + n" }
            return String(status.code)
        }
        #expect(documented == codes)
    }
}
