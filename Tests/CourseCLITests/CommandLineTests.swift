import Foundation
import Testing

@Suite("course: help, version and usage errors")
struct CommandLineTests {
    @Test func versionPrintsTheVersion() throws {
        let result = try CourseProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("course "))
    }

    @Test func helpListsCommands() throws {
        let result = try CourseProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: course <command>"))
    }

    @Test func unknownCommandExits64WithASuggestion() throws {
        let result = try CourseProcess.run(["hepl"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("unknown command 'hepl'"))
    }

    @Test func unknownTopLevelOptionExits64() throws {
        let result = try CourseProcess.run(["--verison"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Did you mean '--version'?"))
    }
}
