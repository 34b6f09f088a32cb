import Foundation
import Testing

/// Numbers a client sends that do not fit LSP's 32-bit `integer` and `uinteger` (`1e300`, `-1e30`,
/// `0.5`, `-1`), through the binary: each message that holds one is refused with InvalidParams
/// (-32602, naming the field), never a crash, and the server goes on.
@Suite("course lsp: numbers out of range", .ownThreads)
struct LanguageServerNumberTests {
    /// The next error with a null id (the answer to a notification that could not be done).
    static func nullIDError(_ client: LanguageClient) throws -> [String: Any] {
        try client.waitFor(timeout: 60, "an error for a notification") {
            $0["error"] != nil && ($0["id"] == nil || $0["id"] is NSNull)
        }
    }

    @Test func aVersionOrAPositionOutOfRangeIsInvalidParamsNotACrash() throws {
        let course = try LanguageServerTests.copy()
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let uri = LanguageClient.uri(lesson)
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let client = try LanguageClient()
        try client.initialize()

        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1e300, "text": text]])
        var error = try Self.nullIDError(client)
        #expect(error[path: "error", "code"] as? Int == -32602)
        #expect(
            (error[path: "error", "message"] as? String)?.hasPrefix("'params.textDocument.version' is 1e+300") == true,
            "\(error)")
        // Not opened: a request on it is refused as for any document not open.
        try client.open(lesson, version: 2)
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": -1e30], "contentChanges": [["text": "# Changed\n"]]])
        error = try Self.nullIDError(client)
        #expect(error[path: "error", "code"] as? Int == -32602)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 3],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 0, "character": -1], "end": ["line": 0, "character": 0]],
                        "text": "x",
                    ]
                ],
            ])
        error = try Self.nullIDError(client)
        #expect(
            (error[path: "error", "message"] as? String)?.contains("contentChanges[0].range.start.character") == true)

        for position in [
            ["line": 1e300, "character": 0], ["line": 0, "character": 0.5], ["line": 4294967296.0, "character": 0],
        ] {
            let answer = try client.request(
                "textDocument/hover", ["textDocument": ["uri": uri], "position": position])
            #expect(answer[path: "error", "code"] as? Int == -32602, "\(answer)")
        }
        // The text is the one opened: the refused changes did nothing, and the server answers.
        let outline = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect((outline["result"] as? [[String: Any]])?.isEmpty == false, "\(outline)")
        try client.request("shutdown")
        client.notify("exit")
        let (status, errors) = client.finish(closingInput: false)
        #expect(status == 0, "\(errors)")
    }
}
