// The `lsp` target: what `course lsp` reads from the editor (Support/JSONRPC, LanguageServer).
// Each input is read as the byte stream of standard input:
// - cut into pieces of sizes taken from the input's first byte, by `MessageFrameReader`: the bodies
//   and the header errors are the same however the bytes are cut;
// - each body read as a JSON-RPC message (`JSONRPCMessage.read`): an error names no Swift debug text;
// - the whole stream given to a `LanguageServer` (its checks put off beyond the run) whose answers
//   are collected: every frame it writes is JSON-RPC 2.0 that our reader reads back, with no Swift
//   debug text, and every request with an id (a valid one, or one the error can answer) gets one answer.

import Foundation

func fuzzLanguageServer(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let bytes = Array(input)
        let whole = frames(bytes, pieces: max(bytes.count, 1))
        let cut = frames(bytes, pieces: Int(bytes.first ?? 1) % 17 + 1)
        try expect(
            whole.bodies == cut.bodies && whole.errors == cut.errors, "the messages depend on how the bytes are cut")
        for error in whole.errors { try expect(!looksLikeDebugText(error), "frame error: \(error)") }
        for body in whole.bodies {
            if case .failure(let error) = JSONRPCMessage.read(body) {
                try expect(
                    !error.message.isEmpty && !looksLikeDebugText(error.message), "message error: \(error.message)")
            }
        }
        try serve(whole.bodies)
    }
}

private func frames(_ bytes: [UInt8], pieces size: Int) -> (bodies: [[UInt8]], errors: [String]) {
    var reader = MessageFrameReader()
    var bodies: [[UInt8]] = []
    var errors: [String] = []
    var offset = 0
    while offset < bytes.count {
        reader.append(Array(bytes[offset..<min(offset + size, bytes.count)]))
        offset += size
        while true {
            do throws(FrameError) {
                guard let body = try reader.next() else { break }
                bodies.append(body)
            } catch {
                errors.append(error.description)
            }
        }
    }
    return (bodies, errors)
}

private func serve(_ bodies: [[UInt8]]) throws(SkipInput) {
    let written = Locked<[[UInt8]]>([])
    let server = LanguageServer(version: "fuzz", debounce: .seconds(86_400)) { frame in
        written.withLock { $0.append(frame) }
        return nil
    }
    defer { server.snapshots.remove() }
    var requests: [JSONValue] = []
    for body in bodies {
        switch JSONRPCMessage.read(body) {
        case .success(.request(let id, _, _)): requests.append(id)
        // An invalid request is answered by its id.
        case .failure(let error): if let id = error.id { requests.append(id) }
        default: break
        }
        if server.receive(body) { break }
    }
    var answered: [JSONValue] = []
    for frame in written.withLock({ $0 }) {
        var reader = MessageFrameReader()
        reader.append(frame)
        let body: [UInt8]?
        do throws(FrameError) { body = try reader.next() } catch { body = nil }
        guard let body else {
            try expect(false, "the server wrote a frame its own reader cannot read")
            return
        }
        let text = String(decoding: body, as: UTF8.self)
        let parsed = Result { () throws(JSONSyntaxError) in try JSONValue.parse(text) }
        guard case .success(let message) = parsed else {
            try expect(false, "the server wrote a body that is not JSON: \(text)")
            return
        }
        try expect(message["jsonrpc"] == .string("2.0"), "no jsonrpc 2.0 in \(text)")
        try expect(!looksLikeDebugText(text), "debug text in \(text)")
        if message["method"] == nil, let id = message["id"], id != .null { answered.append(id) }
    }
    // A request after `exit` is not read; every one before it is answered once.
    try expect(
        answered.count <= requests.count && Set(answered).isSubset(of: Set(requests))
            && answered.count == Set(answered).count || Set(requests).count < requests.count,
        "answers \(answered) for requests \(requests)")
}
