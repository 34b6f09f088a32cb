import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished program printed (standard output and error together, in order) and its status.
struct ProcessOutput: Sendable {
    var status: Int32
    var output: String
}

/// What a finished program wrote to its standard output and to its standard error, and its status.
package struct ProcessStreams: Sendable {
    package var status: Int32
    package var output: String
    package var errors: String
}

/// Runs a program to completion with `posix_spawn` and `waitpid`, its output going to a file.
///
/// Foundation's `Process` costs about 0.2 s per run on Linux (its monitoring run loop notices the
/// exit late), which is most of `course check`'s budget; the compiler runs at most a few times.
package enum ProcessRunner {
    package struct SpawnFailure: LocalizedError, CustomStringConvertible {
        package var executable: String
        /// The system's `errno`: why the program could not be started.
        package var code: Int32
        package var description: String { "cannot run \(executable): \(reason)" }
        package var errorDescription: String? { description }
        /// Why, in the system's words.
        package var reason: String { FileProblem.systemMessage(code) }
    }

    /// The program was stopped because `isCancelled` said so while it ran.
    struct Cancelled: Error {}

    /// Runs `executable` to its end, or kills it and throws `Cancelled` when `isCancelled` says so.
    ///
    /// `isCancelled`, when given, is asked every 10 ms while it runs. Its output file and the
    /// program are `Scratch`'s while it runs. `environment`: variables set for it on top of this
    /// process's.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        isCancelled: (@Sendable () -> Bool)? = nil
    ) throws -> ProcessOutput {
        let outputFile = temporaryFile("out")
        return try Scratch.using([outputFile]) { () throws -> ProcessOutput in
            let pid = try spawn(executable, arguments, output: outputFile.path, errors: nil, environment: environment)
            let status = try wait(pid, isCancelled: isCancelled)
            return ProcessOutput(status: exitStatus(status), output: read(outputFile))
        }
    }

    /// Runs `executable` to its end, its standard output and standard error kept apart.
    ///
    /// For a program whose output is an answer, such as git's, and whose errors are a message.
    package static func runApart(_ executable: URL, _ arguments: [String]) throws(SpawnFailure) -> ProcessStreams {
        let outputFile = temporaryFile("out")
        let errorsFile = temporaryFile("err")
        return try Scratch.using([outputFile, errorsFile]) { () throws(SpawnFailure) -> ProcessStreams in
            let pid = try spawn(executable, arguments, output: outputFile.path, errors: errorsFile.path)
            let status = wait(pid)
            return ProcessStreams(status: exitStatus(status), output: read(outputFile), errors: read(errorsFile))
        }
    }

    /// Waits for `pid` to end and reaps it: its `waitpid` status.
    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        Scratch.ended(pid)
        return status
    }

    /// `wait`, or kills, reaps and throws `Cancelled` when `isCancelled` says so.
    ///
    /// `isCancelled` is asked every 10 ms while the program runs; killing it kills its process
    /// group.
    private static func wait(_ pid: pid_t, isCancelled: (@Sendable () -> Bool)?) throws -> Int32 {
        guard let isCancelled else { return wait(pid) }
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid || (done == -1 && errno != EINTR) { break }
            if isCancelled() {
                kill(-pid, SIGKILL)
                _ = wait(pid)
                throw Cancelled()
            }
            usleep(10_000)
        }
        Scratch.ended(pid)
        return status
    }

    /// Starts `executable` with no input, its standard output to the file at `output`.
    ///
    /// Its standard error goes to `errors` (to `output` as well when nil), and no other file of
    /// this process's open (`SpawnSettings`); this process's environment with `environment` set on
    /// top.
    private static func spawn(
        _ executable: URL, _ arguments: [String],
        output: String, errors: String?, environment: [String: String] = [:]
    ) throws(SpawnFailure) -> pid_t {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var variables: [UnsafeMutablePointer<CChar>?] = []
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            merged.merge(environment) { $1 }
            variables = merged.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { for variable in variables { free(variable) } }
        var pid = pid_t()
        Scratch.starting()
        // A process group of its own, which `Scratch` kills whole (the driver's frontends too), and
        // the signals' default actions (this process ignores those it handles).
        let code = SpawnSettings.with(flags: Int32(POSIX_SPAWN_SETPGROUP), freshSignals: true) { actions, attributes in
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            if let errors {
                posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            } else {
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            }
            if variables.isEmpty { return posix_spawn(&pid, executable.path, &actions, &attributes, argv, environ) }
            return posix_spawn(&pid, executable.path, &actions, &attributes, argv, variables)
        }
        Scratch.started(code == 0 ? pid : nil)
        guard code == 0 else { throw SpawnFailure(executable: executable.path, code: code) }
        return pid
    }

    private static func temporaryFile(_ ending: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("course-process-\(UUID().uuidString).\(ending)")
    }

    private static func read(_ file: URL) -> String {
        String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    }

    /// The exit code of a normal exit, or 128 + the signal number, as shells report it.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
