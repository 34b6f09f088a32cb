import Foundation

extension LanguageServer {
    /// The document a request names.
    ///
    /// The client's text when it is open, else the file as it is on disk (an outline asked for a
    /// file the editor has not opened, as a file tree or a picker does). An error when it is
    /// neither open nor a readable text file.
    func documentOrFile(_ params: JSONValue) -> Result<Document, JSONRPCError> {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return .failure(JSONRPCError(.invalidParams, "the request names no textDocument.uri"))
        }
        if let document = state.withLock({ $0.documents[uri] }) { return .success(document) }
        guard let path = Self.path(ofURI: uri) else {
            return .failure(JSONRPCError(.invalidParams, "'\(uri)' is not open and is not a file: URI"))
        }
        // A regular file only (a named pipe would hang the server), as UTF-8.
        guard let bytes = (try? RegularFile.contents(path)) ?? nil, let text = String(validating: bytes, as: UTF8.self)
        else {
            return .failure(
                JSONRPCError(.invalidParams, "'\(uri)' is not open, and cannot be read from disk as UTF-8 text"))
        }
        return .success(
            Document(uri: uri, path: path, text: text, version: 0, courseFolder: Self.courseFolder(containing: path)))
    }
}
