import Foundation

import enum CourseKit.Descriptor

/// A scripted LSP client: starts `course lsp` as a subprocess, writes framed JSON-RPC messages to
/// its standard input and reads every frame of its standard output on a thread of its own. Anything
/// on standard output that is not a well-formed frame of JSON is recorded as `strayOutput`.
final class LanguageClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let lock = NSCondition()
    private var received: [[String: Any]] = []
    private var ended = false
    private(set) var strayOutput: [String] = []
    private var errorData = Data()
    private var nextID = 1

    /// The compiler's part is left out unless `arguments` say otherwise: the tests of the rest do
    /// not wait for it, nor let it compete with them for the machine.
    init(arguments: [String] = ["lsp", "--no-compiler"], directory: URL? = nil, environment: [String: String] = [:])
        throws
    {
        process.executableURL = CourseProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? CourseProcess.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let reading = Thread { [self] in readFrames() }
        reading.start()
        let errorReading = Thread { [self] in
            let data = Descriptor.readToEnd(errors.fileHandleForReading.fileDescriptor)
            lock.lock()
            errorData = data
            lock.unlock()
        }
        errorReading.start()
    }

    private func readFrames() {
        var buffer = Data()
        let handle = output.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)) else {
                    lock.lock()
                    strayOutput.append(header)
                    lock.unlock()
                    buffer = Data(buffer[headerEnd.upperBound...])
                    continue
                }
                guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                lock.lock()
                if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                    received.append(message)
                } else {
                    strayOutput.append(String(decoding: body, as: UTF8.self))
                }
                lock.broadcast()
                lock.unlock()
            }
        }
        lock.lock()
        if !buffer.isEmpty { strayOutput.append(String(decoding: buffer, as: UTF8.self)) }
        ended = true
        lock.broadcast()
        lock.unlock()
    }

    /// Writes raw bytes to the server's standard input.
    func writeRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        writeRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response (the whole message: `result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: [String: Any]? = nil, timeout: TimeInterval = 60) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return try waitFor(timeout: timeout, "the response to \(method)") {
            ($0["id"] as? Int) == id && $0["method"] == nil
        }
    }

    /// `initialize` (offering `encodings` when given) then `initialized`; the result.
    @discardableResult
    func initialize(encodings: [String]? = nil, rootURI: String? = nil) throws -> [String: Any] {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        var params: [String: Any] = ["processId": NSNull(), "capabilities": capabilities]
        if let rootURI { params["rootUri"] = rootURI }
        let response = try request("initialize", params)
        notify("initialized")
        return response["result"] as? [String: Any] ?? [:]
    }

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// The first message received (from the start, in order) that `matches` and was not taken
    /// before; waits for one up to `timeout`.
    func waitFor(timeout: TimeInterval = 60, _ what: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any]
    {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) {
                return received.remove(at: index)
            }
            if ended {
                throw Timeout(
                    description: "no \(what): the server ended (stderr: \(String(decoding: errorData, as: UTF8.self)))")
            }
            if !lock.wait(until: deadline), !received.contains(where: matches) {
                throw Timeout(description: "no \(what) within \(timeout) s")
            }
        }
    }

    /// The next `publishDiagnostics` for `uri` (waiting for one that `matches`); its diagnostics.
    func diagnostics(
        for uri: String, timeout: TimeInterval = 60,
        where matches: @escaping ([[String: Any]]) -> Bool = { _ in true }
    ) throws -> [[String: Any]] {
        let message = try waitFor(timeout: timeout, "diagnostics for \(uri)") { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
                let list = params["diagnostics"] as? [[String: Any]]
            else { return false }
            return matches(list)
        }
        lock.lock()
        versions[uri] = (message["params"] as? [String: Any])?["version"] as? Int
        lock.unlock()
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    private var versions: [String: Int?] = [:]

    /// The document version the last diagnostics taken for `uri` were about (nil: none given).
    func lastVersion(of uri: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return versions[uri] ?? nil
    }

    /// Closes the server's standard input and waits for it to end; its status and standard error.
    func finish(closingInput: Bool = true) -> (status: Int32, errors: String) {
        if closingInput { try? input.fileHandleForWriting.close() }
        process.waitUntilExit()
        lock.lock()
        while !ended { lock.wait() }
        lock.unlock()
        Thread.sleep(forTimeInterval: 0.05)
        lock.lock()
        defer { lock.unlock() }
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// Every message received and not taken yet.
    var unread: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    static func uri(_ url: URL) -> String { url.standardizedFileURL.absoluteString }

    func open(_ url: URL, text: String? = nil, version: Int = 1) throws {
        let text = try text ?? String(contentsOf: url, encoding: .utf8)
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": Self.uri(url), "languageId": "markdown",
                    "version": version, "text": text,
                ]
            ])
    }

    func change(_ url: URL, text: String, version: Int) {
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri(url), "version": version],
                "contentChanges": [["text": text]],
            ])
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `self["a"]["b"]…` through nested objects.
    subscript(path keys: String...) -> Any? {
        var value: Any? = self
        for key in keys { value = (value as? [String: Any])?[key] }
        return value
    }
}
