/// A message from the compiler to its macro plugin.
///
/// The shapes of swift-syntax's `HostToPluginMessage` (PluginMessages.swift in swift-syntax's
/// SwiftCompilerPluginMessageHandling), in Swift's JSON encoding of an enum with associated values:
/// `{"caseName": {"label": value, …}}`.
enum HostMessage: Sendable, Equatable {
    /// `getCapability`: the compiler's protocol version (7 for Swift 6.x); the plugin answers with its own.
    case getCapability(protocolVersion: Int?)
    /// `expandFreestandingMacro`: `#Preview { … }` and the like.
    case expandFreestandingMacro(MacroExpansionRequest)
    /// `expandAttachedMacro`: `@Entry var …`; once for each of the macro's roles.
    case expandAttachedMacro(MacroExpansionRequest)
    /// `loadPluginLibrary`: asked only of a plugin that says it has the feature; this one does not.
    case loadPluginLibrary(libraryPath: String, moduleName: String)
    /// A message of a later protocol, by its name.
    case unknown(String)
}

/// What the compiler asks to expand, with the source it gives.
///
/// One syntax node's text (with its leading trivia) and where that text starts in its file.
struct MacroExpansionRequest: Sendable, Equatable {
    var macro: MacroReference
    var role: MacroRole?
    var discriminator: String
    /// A freestanding macro: the expansion itself (`#Preview(…) { … }`).
    ///
    /// An attached macro: the declaration it is attached to (`declSyntax`), its attributes
    /// included.
    var syntax: MacroSyntax
    /// Attached macros only: the attribute (`@Entry`).
    var attribute: MacroSyntax?
    /// Attached member, member-attribute and extension roles: the declaration holding the member.
    var parentDeclaration: MacroSyntax?
    /// Extension role: the extended type.
    var extendedType: MacroSyntax?
    /// Extension role: the protocols asked for.
    var conformanceList: MacroSyntax?
    /// The declarations and closures around the expansion, innermost first; sent by Swift 6 compilers.
    ///
    /// With their members left out (`extension EnvironmentValues {}`).
    var lexicalContext: [MacroSyntax]
}

/// The macro as the interface declares it.
///
/// `#externalMacro(module: moduleName, type: typeName)`, and the name it is used by (the compiler
/// sends `"Entry "`, with a space).
struct MacroReference: Sendable, Equatable {
    var moduleName: String
    var typeName: String
    var name: String
}

/// A macro's role (swift-syntax's `PluginMessage.MacroRole`).
///
/// Kept as the compiler wrote it, so a role of a later protocol is read and answered instead of
/// failing the message.
struct MacroRole: Sendable, Hashable, CustomStringConvertible {
    var name: String

    static let expression = MacroRole(name: "expression")
    static let declaration = MacroRole(name: "declaration")
    static let accessor = MacroRole(name: "accessor")
    static let peer = MacroRole(name: "peer")
    static let member = MacroRole(name: "member")
    static let `extension` = MacroRole(name: "extension")

    var description: String { name }
}

/// A syntax node as the compiler sends it (`PluginMessage.Syntax`).
struct MacroSyntax: Sendable, Equatable {
    /// declaration, statement, expression, type, pattern or attribute.
    var kind: String
    var source: String
    var location: MacroSourceLocation
}

/// Where a node's text starts (`PluginMessage.SourceLocation`).
///
/// `offset` in UTF-8 bytes, `line` and `column` from 1. Nodes of the lexical context come without
/// one (empty names, zeros).
struct MacroSourceLocation: Sendable, Equatable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int
}

/// Why a message could not be read: a sentence naming the field.
struct PluginMessageError: Error, Sendable, Equatable {
    var message: String
}

extension HostMessage {
    /// Reads one message's JSON.
    init(json bytes: [UInt8]) throws(PluginMessageError) {
        let parsed = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try JSONValue.parse(buffer) }
        }
        let value: JSONValue
        switch parsed {
        case .success(let parsed): value = parsed
        case .failure(let error):
            throw PluginMessageError(message: "the message is not JSON: \(error.message) (at byte \(error.offset))")
        }
        guard case .object(let members) = value, members.count == 1, let kind = members.first else {
            throw PluginMessageError(message: "a message is an object with one member, named for its kind")
        }
        let fields = MessageFields(kind.value, path: kind.key)
        switch kind.key {
        case "getCapability":
            let capability = try fields.optionalObject("capability")
            self = .getCapability(protocolVersion: try capability?.optionalInteger("protocolVersion"))
        case "expandFreestandingMacro":
            self = .expandFreestandingMacro(
                MacroExpansionRequest(
                    macro: try fields.macro(), role: try fields.optionalString("macroRole").map(MacroRole.init),
                    discriminator: try fields.string("discriminator"), syntax: try fields.syntax("syntax"),
                    attribute: nil, parentDeclaration: nil, extendedType: nil, conformanceList: nil,
                    lexicalContext: try fields.syntaxList("lexicalContext")))
        case "expandAttachedMacro":
            self = .expandAttachedMacro(
                MacroExpansionRequest(
                    macro: try fields.macro(), role: MacroRole(name: try fields.string("macroRole")),
                    discriminator: try fields.string("discriminator"), syntax: try fields.syntax("declSyntax"),
                    attribute: try fields.syntax("attributeSyntax"),
                    parentDeclaration: try fields.optionalSyntax("parentDeclSyntax"),
                    extendedType: try fields.optionalSyntax("extendedTypeSyntax"),
                    conformanceList: try fields.optionalSyntax("conformanceListSyntax"),
                    lexicalContext: try fields.syntaxList("lexicalContext")))
        case "loadPluginLibrary":
            self = .loadPluginLibrary(
                libraryPath: try fields.string("libraryPath"),
                moduleName: try fields.string("moduleName"))
        default:
            self = .unknown(kind.key)
        }
    }
}

/// The members of one object of a message, read with errors that name where they are.
///
/// Such as `expandAttachedMacro.declSyntax.location.offset`. Members the plugin does not use are
/// ignored, as Swift's decoder ignores them.
private struct MessageFields {
    let members: [JSONValue.Member]
    let path: String

    init(_ value: JSONValue, path: String) {
        if case .object(let members) = value { self.members = members } else { self.members = [] }
        self.path = path
    }

    /// The value of `key`, nil when absent or null (an optional left out).
    func value(_ key: String) -> JSONValue? {
        guard let value = members.last(where: { $0.key == key })?.value else { return nil }
        if case .null = value { return nil }
        return value
    }

    func missing(_ key: String, _ what: String) -> PluginMessageError {
        PluginMessageError(message: "'\(path).\(key)' must be \(what)")
    }

    func string(_ key: String) throws(PluginMessageError) -> String {
        guard let string = try optionalString(key) else { throw missing(key, "a string") }
        return string
    }

    func optionalString(_ key: String) throws(PluginMessageError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let string) = value else { throw missing(key, "a string") }
        return string
    }

    func integer(_ key: String) throws(PluginMessageError) -> Int {
        guard let number = try optionalInteger(key) else { throw missing(key, "a whole number") }
        return number
    }

    func optionalInteger(_ key: String) throws(PluginMessageError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 else {
            throw missing(key, "a whole number")
        }
        return Int(number)
    }

    func object(_ key: String) throws(PluginMessageError) -> MessageFields {
        guard let object = try optionalObject(key) else { throw missing(key, "an object") }
        return object
    }

    func optionalObject(_ key: String) throws(PluginMessageError) -> MessageFields? {
        guard let value = value(key) else { return nil }
        guard case .object = value else { throw missing(key, "an object") }
        return MessageFields(value, path: path + "." + key)
    }

    func macro() throws(PluginMessageError) -> MacroReference {
        let macro = try object("macro")
        return MacroReference(
            moduleName: try macro.string("moduleName"), typeName: try macro.string("typeName"),
            name: try macro.string("name"))
    }

    func syntax(_ key: String) throws(PluginMessageError) -> MacroSyntax {
        try Self.syntax(try object(key))
    }

    func optionalSyntax(_ key: String) throws(PluginMessageError) -> MacroSyntax? {
        guard let object = try optionalObject(key) else { return nil }
        return try Self.syntax(object)
    }

    /// An array of syntax nodes; absent (an older compiler) is empty.
    func syntaxList(_ key: String) throws(PluginMessageError) -> [MacroSyntax] {
        guard let value = value(key) else { return [] }
        guard case .array(let elements) = value else { throw missing(key, "an array") }
        var nodes: [MacroSyntax] = []
        for (index, element) in elements.enumerated() {
            guard case .object = element else { throw missing("\(key)[\(index)]", "an object") }
            nodes.append(try Self.syntax(MessageFields(element, path: "\(path).\(key)[\(index)]")))
        }
        return nodes
    }

    private static func syntax(_ fields: MessageFields) throws(PluginMessageError) -> MacroSyntax {
        let location = try fields.object("location")
        return MacroSyntax(
            kind: try fields.string("kind"), source: try fields.string("source"),
            location: MacroSourceLocation(
                fileID: try location.string("fileID"), fileName: try location.string("fileName"),
                offset: try location.integer("offset"), line: try location.integer("line"),
                column: try location.integer("column")))
    }
}
