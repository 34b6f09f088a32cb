/// A JSON-RPC 2.0 message as a server receives one.
///
/// A request (it has an id and wants one response), a notification (no id, no response) or a
/// response to a request the server sent.
enum JSONRPCMessage: Sendable, Equatable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: JSONValue, result: JSONValue?, error: JSONValue?)

    /// Reads one message's body.
    ///
    /// A body that is not JSON is a parse error; JSON that is not a message (no `jsonrpc: "2.0"`, a
    /// method that is not a string, an id that is neither a number nor a string) is an invalid
    /// request, with the id when one can be read, so that the error answers it.
    package static func read(_ body: [UInt8]) -> Result<JSONRPCMessage, JSONRPCError> {
        let parsed = body.withUnsafeBytes { bytes in
            Result { () throws(JSONSyntaxError) in try JSONValue.parse(bytes) }
        }
        let value: JSONValue
        switch parsed {
        case .success(let success): value = success
        case .failure(let error):
            return .failure(
                JSONRPCError(.parseError, "the message is not JSON: \(error.message) (byte \(error.offset))"))
        }
        guard case .object = value else {
            return .failure(JSONRPCError(.invalidRequest, "a message is a JSON object, not \(value.kindName)"))
        }
        let id = value["id"]
        let validID: JSONValue? =
            switch id {
            case .number?, .string?: id
            case nil, .null?: nil
            default: nil
            }
        func invalid(_ message: String) -> Result<JSONRPCMessage, JSONRPCError> {
            .failure(JSONRPCError(.invalidRequest, message, id: validID))
        }
        guard value["jsonrpc"] == .string("2.0") else { return invalid("a message needs \"jsonrpc\": \"2.0\"") }
        if let id, validID == nil, id != .null { return invalid("an id is a number or a string, not \(id.kindName)") }
        // `"params": null` is read as no params, as some clients write it.
        let params = value["params"] == .null ? nil : value["params"]
        if let params {
            switch params {
            case .object, .array: break
            default: return invalid("params are an object or an array, not \(params.kindName)")
            }
        }
        guard let method = value["method"] else {
            guard let validID else { return invalid("a message needs a method, or an id and a result or error") }
            let result = value["result"]
            let error = value["error"]
            guard (result == nil) != (error == nil) else {
                return invalid("a response has either a result or an error")
            }
            return .success(.response(id: validID, result: result, error: error))
        }
        guard case .string(let name) = method else { return invalid("a method is a string, not \(method.kindName)") }
        if let validID { return .success(.request(id: validID, method: name, params: params)) }
        return .success(.notification(method: name, params: params))
    }

    /// A response's body: `result` for `id`.
    package static func result(_ result: JSONValue, id: JSONValue) -> [UInt8] {
        JSONValue.object([
            .init(key: "jsonrpc", value: .string("2.0")), .init(key: "id", value: id),
            .init(key: "result", value: result),
        ]).compactBytes
    }

    /// An error response's body (`id` null when the request's could not be read).
    package static func error(_ error: JSONRPCError, id: JSONValue?) -> [UInt8] {
        var fields: [JSONValue.Member] = [
            .init(key: "code", value: .number(Double(error.code.rawValue))),
            .init(key: "message", value: .string(error.message)),
        ]
        if let data = error.data { fields.append(.init(key: "data", value: data)) }
        return JSONValue.object([
            .init(key: "jsonrpc", value: .string("2.0")), .init(key: "id", value: id ?? .null),
            .init(key: "error", value: .object(fields)),
        ]).compactBytes
    }

    /// A notification's body (or a request's, with `id`), as the server sends one.
    static func outgoing(method: String, params: JSONValue, id: JSONValue? = nil) -> [UInt8] {
        var fields: [JSONValue.Member] = [.init(key: "jsonrpc", value: .string("2.0"))]
        if let id { fields.append(.init(key: "id", value: id)) }
        fields += [.init(key: "method", value: .string(method)), .init(key: "params", value: params)]
        return JSONValue.object(fields).compactBytes
    }
}

/// A JSON-RPC error: its code, a sentence, and the id of the request it answers when known.
struct JSONRPCError: Error, Sendable, Equatable {
    package enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        /// LSP: a request before `initialize`.
        case serverNotInitialized = -32002
        /// LSP: a request after `shutdown`, or one the server could not finish.
        case requestFailed = -32803
        /// LSP: a request the client cancelled.
        case requestCancelled = -32800
    }

    package var code: Code
    package var message: String
    package var id: JSONValue?
    package var data: JSONValue?

    package init(_ code: Code, _ message: String, id: JSONValue? = nil, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.id = id
        self.data = data
    }
}

extension JSONValue {
    /// What kind of value it is, for a message: `a string`, `an array`.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
