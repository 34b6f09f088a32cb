import Foundation

/// `course lsp`: a language server for the Markdown files of a course.
///
/// Over JSON-RPC with LSP's framing (`MessageFrameReader`). It reads messages from standard input
/// until `exit` or the end of the input and writes only protocol to standard output. A message it
/// cannot read gets a JSON-RPC error and the server goes on.
///
/// Requests are answered on the reading thread, in order; the checks behind the diagnostics run on
/// a queue of their own, `debounce` after the last change of a document, and are published only
/// when no newer text arrived meanwhile. The server never writes to the course.
package final class LanguageServer: Sendable {
    /// How the conversation ended, which the executable turns into an exit status.
    package enum Ending: Sendable, Equatable {
        /// `exit` after `shutdown` (or the input's end after `shutdown`).
        case afterShutdown
        /// `exit` without `shutdown`, or the input's end without it (the client went away).
        case withoutShutdown
        /// Standard input or output failed (the reason, in the system's words).
        case failed(String)
    }

    enum Phase: Sendable { case waiting, running, shutDown }

    /// A document the client has open: its text and version, and the course it belongs to.
    struct Document: Sendable {
        var uri: String
        var path: String
        var text: String
        var version: Int
        /// The folder holding `course.md` above the document (nil for a file of no course).
        var courseFolder: String?
    }

    struct State: Sendable {
        var phase = Phase.waiting
        var encoding = PositionEncoding.utf16
        var documents: [String: Document] = [:]
        /// Counts every text and every file change; a check publishes only if it is still current.
        var generation = 0
        /// Per course folder, what the last check found.
        ///
        /// The course read, and the paths it left diagnostics on.
        var courses: [String: CheckedCourse] = [:]
        /// Documents the client closed: no diagnostics for them until they are opened again.
        var closed: Set<String> = []
        /// Per course folder, the last compile's own findings by file, moved with the edits since.
        var compilerFindings: [String: [String: [Diagnostic]]] = [:]
        var outputFailure: String?
        var watchesFiles = false
        /// How much the server tells of its work in `$/logTrace` (LSP's `TraceValue`).
        var trace = Trace.off
    }

    /// LSP's `TraceValue`.
    ///
    /// `off` (nothing), `messages` (what each check did again), `verbose` (and how long it took).
    enum Trace: String, Sendable {
        case off, messages, verbose
    }

    let state = Locked(State())
    let debounce: DispatchTimeInterval
    /// How long typing pauses before the compiler's part runs.
    let pause: DispatchTimeInterval
    /// How `course check` runs for the compiler's part; nil: the server does not run the compiler.
    let compiler: CheckOptions?
    let version: String
    private let output: @Sendable ([UInt8]) -> Int32?
    /// The read-only copies go-to-definition opens, in a folder of this server's own.
    let snapshots = SnapshotFolder()
    let checks = DispatchQueue(label: "course.lsp.checks")
    /// Per course folder, what its checks as the author types keep between them; used on `checks` only.
    let kept = Locked<[String: KeptCourseCheck]>([:])
    let compiles = DispatchQueue(label: "course.lsp.compiler")

    /// A server that writes its messages with `output`.
    ///
    /// - Parameters:
    ///   - version: The version it reports to the client.
    ///   - compiler: How `course check` runs for the compiler's part; nil: the compiler does not run.
    ///   - debounce: How long the checks as the author types wait for more changes.
    ///   - pause: How long typing pauses before the compiler's part runs.
    ///   - output: Writes a whole frame and returns the `errno` of a failure (nil when written).
    package init(
        version: String, compiler: CheckOptions? = nil, debounce: DispatchTimeInterval = .milliseconds(30),
        pause: DispatchTimeInterval = .seconds(1), output: @escaping @Sendable ([UInt8]) -> Int32?
    ) {
        self.version = version
        self.compiler = compiler
        self.debounce = debounce
        self.pause = pause
        self.output = output
    }

    /// Serves the client on `input` and `output` (descriptors) until `exit` or the input's end.
    ///
    /// `compiler` as for `init`. The server's snapshot folder is `Scratch`'s: SIGTERM, SIGINT and
    /// SIGHUP remove it (`Scratch.endOnSignals`, which the executable sets up) before the process ends.
    package static func serve(
        input: Int32, output: Int32, version: String, compiler: CheckOptions?
    ) -> Ending {
        let server = LanguageServer(version: version, compiler: compiler) { bytes in
            Descriptor.writeAll(bytes, to: output)
        }
        defer { server.snapshots.remove() }
        var reader = MessageFrameReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed("cannot read standard input: \(FileProblem.systemMessage(errno))")
            }
            if count == 0 { return server.ending(exit: false) }
            chunk.withUnsafeBytes { reader.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            while true {
                let body: [UInt8]
                do throws(FrameError) {
                    guard let next = try reader.next() else { break }
                    body = next
                } catch {
                    server.send(JSONRPCMessage.error(JSONRPCError(.parseError, error.description), id: nil))
                    continue
                }
                if server.receive(body) { return server.ending(exit: true) }
                if let failure = server.state.withLock({ $0.outputFailure }) { return .failed(failure) }
            }
        }
    }

    private func ending(exit: Bool) -> Ending {
        state.withLock { state in
            if let failure = state.outputFailure { return .failed(failure) }
            return state.phase == .shutDown ? .afterShutdown : .withoutShutdown
        }
    }

    /// Handles one message's body; true when it was `exit`.
    func receive(_ body: [UInt8]) -> Bool {
        switch JSONRPCMessage.read(body) {
        case .failure(let error):
            send(JSONRPCMessage.error(error, id: error.id))
        case .success(.response):
            break  // The answer to `client/registerCapability`: nothing to do.
        case .success(.notification(let method, let params)):
            if method == "exit" { return true }
            notify(method, params)
        case .success(.request(let id, let method, let params)):
            switch answer(method, params) {
            case .success(let result): send(JSONRPCMessage.result(result, id: id))
            case .failure(let error): send(JSONRPCMessage.error(error, id: id))
            }
        }
        return false
    }

    /// Writes one message's body, framed; the first failure is kept and ends the serving.
    func send(_ body: [UInt8]) {
        state.withLock { write(body, state: &$0) }
    }

    /// `send`, for a caller holding the state's lock.
    func write(_ body: [UInt8], state: inout State) {
        guard state.outputFailure == nil else { return }
        if let failure = output(MessageFrameReader.frame(body)) {
            state.outputFailure = "cannot write standard output: " + Descriptor.reason(failure)
        }
    }

    func sendNotification(_ method: String, _ params: JSONValue) {
        send(JSONRPCMessage.outgoing(method: method, params: params))
    }

    // MARK: - Requests

    private func answer(_ method: String, _ params: JSONValue?) -> Result<JSONValue, JSONRPCError> {
        let phase = state.withLock { $0.phase }
        switch (phase, method) {
        case (.waiting, "initialize"):
            return .success(initialize(params))
        case (.waiting, _):
            return .failure(
                JSONRPCError(.serverNotInitialized, "the server is not initialized yet: send 'initialize' first"))
        case (_, "initialize"):
            return .failure(JSONRPCError(.invalidRequest, "the server is initialized already"))
        case (.shutDown, _):
            return .failure(JSONRPCError(.invalidRequest, "the server is shut down: only 'exit' is left"))
        case (.running, "shutdown"):
            state.withLock { $0.phase = .shutDown }
            snapshots.remove()
            return .success(.null)
        case (.running, _):
            guard let handler = Self.requests[method] else {
                return .failure(JSONRPCError(.methodNotFound, "'\(method)' is not a request this server answers"))
            }
            guard case .object? = params else {
                return .failure(JSONRPCError(.invalidParams, "'\(method)' needs its params as an object"))
            }
            if let problem = ProtocolNumbers.problem(in: params) { return .failure(problem) }
            return handler(self, params ?? .null)
        }
    }

    /// The requests a running server answers, by method.
    static let requests: [String: @Sendable (LanguageServer, JSONValue) -> Result<JSONValue, JSONRPCError>] = [
        "textDocument/documentSymbol": { $0.documentSymbols($1) },
        "textDocument/definition": { $0.definition($1) },
        "textDocument/hover": { $0.hover($1) },
        "textDocument/completion": { $0.completion($1) },
        "textDocument/codeAction": { $0.codeActions($1) },
    ]

    private func initialize(_ params: JSONValue?) -> JSONValue {
        let encoding = PositionEncoding.negotiated(params?["capabilities"])
        let watches =
            params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        let trace = params?["trace"]?.string.flatMap(Trace.init(rawValue:)) ?? .off
        state.withLock { state in
            state.phase = .running
            state.encoding = encoding
            state.watchesFiles = watches
            state.trace = trace
        }
        let capabilities: JSONValue = .object([
            .init(key: "positionEncoding", value: .string(encoding.rawValue)),
            .init(
                key: "textDocumentSync",
                value: .object([
                    .init(key: "openClose", value: .bool(true)),
                    .init(key: "change", value: .number(2)),
                    .init(key: "save", value: .object([.init(key: "includeText", value: .bool(false))])),
                ])),
            .init(key: "documentSymbolProvider", value: .bool(true)),
            .init(key: "definitionProvider", value: .bool(true)),
            .init(key: "hoverProvider", value: .bool(true)),
            .init(
                key: "completionProvider",
                value: .object([
                    .init(key: "triggerCharacters", value: .array([.string("="), .string(" ")]))
                ])),
            .init(
                key: "codeActionProvider",
                value: .object([
                    .init(key: "codeActionKinds", value: .array([.string("quickfix")]))
                ])),
        ])
        return .object([
            .init(key: "capabilities", value: capabilities),
            .init(
                key: "serverInfo",
                value: .object([
                    .init(key: "name", value: .string("course")),
                    .init(key: "version", value: .string(version)),
                ])),
        ])
    }

    // MARK: - Notifications

    private func notify(_ method: String, _ params: JSONValue?) {
        guard state.withLock({ $0.phase == .running }) else { return }
        // A notification has no id to answer: the error goes with a null id, and nothing of it is done.
        if method.hasPrefix("textDocument/") || method.hasPrefix("workspace/"),
            let problem = ProtocolNumbers.problem(in: params)
        {
            send(JSONRPCMessage.error(problem, id: nil))
            return
        }
        switch method {
        case "initialized":
            registerFileWatching()
        case "$/setTrace":
            if let trace = params?["value"]?.string.flatMap(Trace.init(rawValue:)) {
                state.withLock { $0.trace = trace }
            }
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string,
                let path = Self.path(ofURI: uri)
            else { return }
            let version = item["version"]?.number.flatMap(ProtocolNumbers.integer) ?? 0
            let document = Document(
                uri: uri, path: path, text: text, version: version,
                courseFolder: Self.courseFolder(containing: path))
            state.withLock { state in
                state.documents[uri] = document
                state.closed.remove(path)
                state.generation += 1
            }
            scheduleCheck(of: document.courseFolder)
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.string,
                case .array(let changes)? = params?["contentChanges"]
            else { return }
            let folder: String?? = state.withLock { state in
                guard var document = state.documents[uri],
                    let text = TextLines.applying(changes, to: document.text, state.encoding)
                else { return nil }
                document.text = text
                document.version =
                    params?["textDocument"]?["version"]?.number.flatMap(ProtocolNumbers.integer)
                    ?? document.version + 1
                state.documents[uri] = document
                if let folder = document.courseFolder, let kept = state.compilerFindings[folder]?[document.path] {
                    state.compilerFindings[folder]?[document.path] = Self.moving(kept, through: changes)
                }
                state.generation += 1
                return .some(document.courseFolder)
            }
            if let folder { scheduleCheck(of: folder) }
        case "textDocument/didSave":
            guard let uri = params?["textDocument"]?["uri"]?.string else { return }
            let folder = state.withLock { state in
                state.generation += 1
                return state.documents[uri]?.courseFolder
            }
            scheduleCheck(of: folder, compileDelay: .milliseconds(0))
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string else { return }
            let closed = state.withLock { state -> Document? in
                guard let document = state.documents.removeValue(forKey: uri) else { return nil }
                state.closed.insert(document.path)
                state.generation += 1
                return document
            }
            guard let closed else { return }
            publish(uri: uri, [])
            scheduleCheck(of: closed.courseFolder)
        case "workspace/didChangeWatchedFiles":
            let folders = state.withLock { state in
                state.generation += 1
                return Set(state.documents.values.compactMap(\.courseFolder))
            }
            for folder in folders { scheduleCheck(of: folder) }
        default:
            break  // `$/cancelRequest`, and any other notification: nothing to do.
        }
    }

    /// Asks a client that can to tell the server of every file that changes on disk.
    private func registerFileWatching() {
        guard state.withLock({ $0.watchesFiles }) else { return }
        let watcher: JSONValue = .object([.init(key: "globPattern", value: .string("**/*"))])
        let registration: JSONValue = .object([
            .init(key: "id", value: .string("course-watched-files")),
            .init(key: "method", value: .string("workspace/didChangeWatchedFiles")),
            .init(key: "registerOptions", value: .object([.init(key: "watchers", value: .array([watcher]))])),
        ])
        send(
            JSONRPCMessage.outgoing(
                method: "client/registerCapability",
                params: .object([.init(key: "registrations", value: .array([registration]))]),
                id: .string("course-register-watching")))
    }

    // MARK: - Files

    /// The path of a `file:` URI, percent-decoded and standardized; nil for any other scheme.
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file:` URI of a path.
    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The nearest folder at or above `path`'s folder that holds `course.md`.
    static func courseFolder(containing path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(CourseReader.manifestName).path) {
                return folder.standardizedFileURL.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }
}
