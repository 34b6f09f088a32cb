import Foundation
import Testing

@Suite("course: help, version and usage errors", .ownThreads)
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
        for name in ["quiz", "stats", "history", "list", "check", "new", "markdown", "render", "export", "snapshot"] {
            #expect(result.standardOutput.contains("\n  \(name) "), "course --help lists \(name)")
        }
    }

    @Test func helpForOneCommandShowsItsOptions() throws {
        let result = try CourseProcess.run(["help", "check"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: course check"))
        #expect(result.standardOutput.contains("--format"))
    }

    @Test func unknownOptionOfACommandNamesTheNearestOne() throws {
        let result = try CourseProcess.run(["list", "--jsn"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("unknown option '--jsn' for 'list'. Did you mean '--json'?"))
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
