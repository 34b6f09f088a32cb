import Foundation
import Testing

@testable import CourseKit

@Suite("Support/Process and Support/Concurrency: a child process's output, work in parts at once")
struct ProcessAndPartsTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func runMixesOutputAndErrorsInOrder() throws {
        let run = try ProcessRunner.run(Self.shell, ["-c", "echo one; echo two >&2; exit 3"])
        #expect(run.status == 3)
        #expect(run.output == "one\ntwo\n")
    }

    @Test func runApartKeepsOutputAndErrorsApart() throws {
        let run = try ProcessRunner.runApart(Self.shell, ["-c", "echo one; echo two >&2; echo three; exit 4"])
        #expect(run.status == 4)
        #expect(run.output == "one\nthree\n")
        #expect(run.errors == "two\n")
    }

    /// A file this process has open without close-on-exec (as Foundation's atomic write leaves its
    /// temporary file while it writes) is not open in a program it starts: a compiler would hold it
    /// for its whole run, and running that file would fail with "Text file busy". Standard input,
    /// output and error are the ones the runner set.
    @Test func aChildHasOnlyItsStandardFilesOpen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inherited-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor > 2)
        defer {
            close(descriptor)
            unlink(path)
        }
        #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0)
        let probe = "if [ -e /dev/fd/\(descriptor) ]; then echo open; else echo closed; fi; echo out; echo err >&2"
        let apart = try ProcessRunner.runApart(Self.shell, ["-c", probe])
        #expect(apart.output == "closed\nout\n" && apart.errors == "err\n", "\(apart)")
        let mixed = try ProcessRunner.run(Self.shell, ["-c", probe])
        #expect(mixed.output == "closed\nout\nerr\n", "\(mixed.output)")
        // The editor's way: on the terminal, no file actions of its own but this one.
        #expect(try TerminalProgram.run(["sh", "-c", "[ ! -e /dev/fd/\(descriptor) ]"]) == 0)
    }

    @Test func aSignalIsReportedAsAShellReportsIt() throws {
        let run = try ProcessRunner.runApart(Self.shell, ["-c", "kill -KILL $$"])
        #expect(run.status == 128 + SIGKILL)
    }

    @Test func aProgramThatIsNotThereSaysWhyInTheSystemsWords() {
        #expect(throws: ProcessRunner.SpawnFailure.self) {
            try ProcessRunner.runApart(URL(fileURLWithPath: "/no/such/program"), [])
        }
        do {
            _ = try ProcessRunner.runApart(URL(fileURLWithPath: "/no/such/program"), [])
        } catch {
            #expect(error.description == "cannot run /no/such/program: No such file or directory")
        }
    }

    @Test(arguments: [0, 1, 2, 7])
    func partsComeBackInOrder(_ count: Int) {
        #expect(Parallel.map(parts: count) { $0 * $0 } == (0..<count).map { $0 * $0 })
    }

    @Test func alongsideGivesBothResults() {
        let (beside, here) = Parallel.alongside({ (1...1000).reduce(0, +) }) { "here" }
        #expect(beside == 500_500)
        #expect(here == "here")
    }

    @Test func writeAllWritesEverythingAndSaysWhyItStopped() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = [UInt8](repeating: 7, count: 10_000)
        #expect(Descriptor.writeAll(bytes, to: ends[1]) == nil)
        close(ends[1])
        var read: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = Foundation.read(ends[0], &buffer, buffer.count), count > 0 { read += buffer[..<count] }
        close(ends[0])
        #expect(read == bytes)
        #expect(Descriptor.writeAll([1], to: -1) == EBADF)
        #expect(Descriptor.reason(EBADF) == "Bad file descriptor")
        #expect(Descriptor.reason(0) == "nothing could be written")
    }
}
