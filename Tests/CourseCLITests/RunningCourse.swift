import Foundation

/// A `course` process that keeps running while a test talks to it line by line, for tests that
/// must act between answers (kill it, start a second quiz beside it).
final class RunningCourse: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var collected = Data()
    private var collectedErrors = Data()

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = CourseProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = CourseProcess.packageRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.collected.append(data) }
            if data.isEmpty { self?.ended(handle) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.collectedErrors.append(data) }
            if data.isEmpty { self?.ended(handle) }
        }
        try process.run()
    }

    /// The pipes read to their end (standard output's, standard error's).
    private var endedHandles: Set<ObjectIdentifier> = []

    /// A pipe's end was read: no more to collect from it.
    private func ended(_ handle: FileHandle) {
        handle.readabilityHandler = nil
        _ = lock.withLock { endedHandles.insert(ObjectIdentifier(handle)) }
    }

    var standardOutput: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }
    var standardError: String { lock.withLock { String(decoding: collectedErrors, as: UTF8.self) } }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until standard output (`inErrors`: standard error) contains `text` `count` times; false
    /// after `timeout` seconds. (What a process wrote before it ended may still be on its way.)
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, inErrors: Bool = false, timeout: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if (inErrors ? standardError : standardOutput).components(separatedBy: text).count - 1 >= count {
                return true
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    func kill(_ signal: Int32 = SIGKILL) {
        Foundation.kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }

    /// Closes standard input, waits for the process to end and for what it wrote to be read
    /// (30 s at most: a program it started may hold the pipes open); its exit status.
    func closeInputAndWait() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let deadline = Date().addingTimeInterval(30)
        while lock.withLock({ endedHandles.count }) < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.terminationStatus
    }
}

/// A fresh temporary folder for a test's review log, in the test process's own folder
/// (`testProcessFolder`), which goes when the process ends: many tests leave theirs to it.
func temporaryFolder() throws -> URL {
    let url = testProcessFolder.appendingPathComponent("course-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// One folder in the temporary folder for everything this test process's tests make there, removed
/// (with what is still in it) when the process exits: a test that fails half-way, or whose
/// programs outlive it (a tmux server, a killed `course`), leaves nothing in the temporary folder.
let testProcessFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "course-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testProcessFolder) }
    return url
}()

/// The review log's lines as JSON objects.
func logObjects(_ url: URL) throws -> [[String: Any]] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
}

/// Log lines in which `card` is learned on 2026-11-01 and then forgotten `lapses` times: Again in
/// review, then Good after the relearning step, on each following day.
func lapsingLogLines(_ card: String, lapses: Int) -> [String] {
    var lines = [#"{"card":"\#(card)","rating":"easy","at":"2026-11-01T09:00:00Z"}"#]
    for day in 0..<lapses {
        let date = String(format: "2026-11-%02d", 2 + day)
        lines.append(#"{"card":"\#(card)","rating":"again","at":"\#(date)T09:00:00Z"}"#)
        lines.append(#"{"card":"\#(card)","rating":"good","at":"\#(date)T09:10:00Z"}"#)
    }
    return lines
}

/// A log in which `env-read-color-scheme` lapsed eight times (a leech; last answered 2026-11-09
/// 09:10) and `objects-by-type` lapsed three times.
func leechLog() throws -> URL {
    let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
    let lines = lapsingLogLines("env-read-color-scheme", lapses: 8) + lapsingLogLines("objects-by-type", lapses: 3)
    try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
    return log
}
