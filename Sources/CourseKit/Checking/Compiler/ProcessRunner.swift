import Foundation

/// Runs a program to completion and hands back its status and both output streams.
struct ProcessOutput: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum ProcessRunner {
    /// Both pipes are drained on their own threads so a chatty compiler never blocks on a full pipe.
    static func run(_ executable: URL, _ arguments: [String],
                    in directory: URL? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = CollectedData()
        let group = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                group.leave()
            }
        }
        process.waitUntilExit()
        group.wait()
        return ProcessOutput(status: process.terminationStatus,
                             standardOutput: String(decoding: collected.output, as: UTF8.self),
                             standardError: String(decoding: collected.error, as: UTF8.self))
    }
}

/// The two streams' bytes, written from two reader threads.
private final class CollectedData: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var output = Data()
    private(set) var error = Data()

    func set(_ data: Data, isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isError { error = data } else { output = data }
    }
}
