/// A message from the plugin to the compiler.
///
/// The shapes of swift-syntax's `PluginToHostMessage`, in Swift's JSON encoding of an enum
/// (`{"caseName": {"label": value, …}}`, an absent optional left out).
enum PluginReply: Sendable, Equatable {
    /// `getCapabilityResult`: the protocol version this plugin speaks, and no optional features.
    case capability(protocolVersion: Int)
    /// `expandMacroResult`: the expansion's Swift text (nil: no expansion) and what to report.
    case expansion(source: String?, diagnostics: [MacroDiagnostic])
    /// `loadPluginLibraryResult`: a library was (not) loaded.
    case libraryLoaded(Bool, diagnostics: [MacroDiagnostic])

    var json: JSONValue {
        switch self {
        case .capability(let version):
            return .object([
                Self.member(
                    "getCapabilityResult",
                    .object([
                        Self.member("capability", .object([Self.member("protocolVersion", .number(Double(version)))]))
                    ]))
            ])
        case .expansion(let source, let diagnostics):
            var members: [JSONValue.Member] = []
            if let source { members.append(Self.member("expandedSource", .string(source))) }
            members.append(Self.member("diagnostics", .array(diagnostics.map(\.json))))
            return .object([Self.member("expandMacroResult", .object(members))])
        case .libraryLoaded(let loaded, let diagnostics):
            return .object([
                Self.member(
                    "loadPluginLibraryResult",
                    .object([
                        Self.member("loaded", .bool(loaded)),
                        Self.member("diagnostics", .array(diagnostics.map(\.json))),
                    ]))
            ])
        }
    }

    /// The message's JSON text, as the compiler reads it.
    var bytes: [UInt8] { Array(json.text().utf8) }

    static func member(_ key: String, _ value: JSONValue) -> JSONValue.Member {
        JSONValue.Member(key: key, value: value)
    }
}

/// A diagnostic for the compiler to report (`PluginMessage.Diagnostic`).
///
/// A message at a place in a file, given as the file's name as the compiler sent it and a UTF-8
/// offset into that file. This plugin sends no highlights, notes or fix-its.
struct MacroDiagnostic: Sendable, Equatable {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    var message: String
    var severity: Severity
    var fileName: String
    var offset: Int

    /// An error at no place (the compiler shows `<unknown>:0`).
    ///
    /// For a message too broken to say which macro it is about.
    static func unplaced(_ message: String) -> MacroDiagnostic {
        MacroDiagnostic(message: message, severity: .error, fileName: "", offset: 0)
    }

    /// An error at the macro's use: the attribute of an attached macro, the `#` of a freestanding one.
    static func error(_ message: String, atUseOf request: MacroExpansionRequest) -> MacroDiagnostic {
        let node = request.attribute ?? request.syntax
        let firstToken = SwiftTokenScan(node.source).tokens.first?.range.lowerBound ?? 0
        return MacroDiagnostic(
            message: message, severity: .error, fileName: node.location.fileName,
            offset: node.location.offset + firstToken)
    }

    /// An error at the name of the property an attached macro is on.
    static func error(
        _ message: String, atNameOf variable: VariableDeclaration, in request: MacroExpansionRequest
    ) -> MacroDiagnostic {
        let location = request.syntax.location
        return MacroDiagnostic(
            message: message, severity: .error, fileName: location.fileName,
            offset: location.offset + variable.nameOffset)
    }

    var json: JSONValue {
        .object([
            PluginReply.member("message", .string(message)),
            PluginReply.member("severity", .string(severity.rawValue)),
            PluginReply.member(
                "position",
                .object([
                    PluginReply.member("fileName", .string(fileName)),
                    PluginReply.member("offset", .number(Double(offset))),
                ])),
            PluginReply.member("highlights", .array([])),
            PluginReply.member("notes", .array([])),
            PluginReply.member("fixIts", .array([])),
        ])
    }
}
