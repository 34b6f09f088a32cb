// The `macro-plugin` target: what `course-macro-plugin` reads from the compiler (Checking/Macros).
// Each input is read three ways:
// - as one message's JSON (`MacroPlugin.reply(to:)`, the decoding of every message kind);
// - as the byte stream of standard input (`PluginFrameReader`), cut into pieces of sizes taken
//   from the input's first byte, each whole message answered;
// - as the source of a declaration that `@Entry` is attached to, and of the extension around it
//   (`EntryMacro`, over `SwiftTokenScan` and `VariableDeclaration`), in both roles;
// - as the declaration SwiftData's `@Model`, `@ModelActor` and `@Query` are attached to, and as
//   `@Query`'s attribute (`TypeDeclaration`, `PersistentModelMacro`, `ModelActorMacro`, `QueryMacro`).
//
// Invariants: no trap; every message gets exactly one answer, whose JSON our reader reads back as
// one of the three answers the protocol has, with no Swift debug text in it; the stream's messages
// are the same however the bytes are cut, and a stream that stops inside a message is an error,
// one that stops between messages is not; the tokens of a source are in order, inside it and not
// empty; an `@Entry` diagnostic points into the declaration, and an expansion names its key; a
// SwiftData diagnostic points into the declaration or its attribute, an extension extends the type
// the compiler named, and a query's peer is its storage (or nothing, on no property).

func fuzzMacroPlugin(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let bytes = Array(input)
        try checkAnswer(MacroPlugin.reply(to: bytes))
        try checkStream(bytes)
        try checkEntry(String(decoding: bytes, as: UTF8.self))
        try checkSwiftData(String(decoding: bytes, as: UTF8.self))
    }
}

private func checkAnswer(_ reply: PluginReply) throws(SkipInput) {
    let text = String(decoding: reply.bytes, as: UTF8.self)
    let json: JSONValue
    do throws(JSONSyntaxError) {
        json = try JSONValue.parse(text)
    } catch {
        try expect(false, "the answer is not JSON (\(error.message)): \(text)")
        return
    }
    guard case .object(let members) = json, members.count == 1, let kind = members.first?.key else {
        try expect(false, "the answer is not one member: \(text)")
        return
    }
    try expect(
        ["getCapabilityResult", "expandMacroResult", "loadPluginLibraryResult"].contains(kind), "answer \(kind)")
    try expect(!looksLikeDebugText(text), "debug text in \(text)")
}

private func checkStream(_ bytes: [UInt8]) throws(SkipInput) {
    /// The messages and the end's error, the bytes given in pieces of `size`.
    func read(pieces size: Int) throws(SkipInput) -> (messages: [[UInt8]], failure: MacroPluginFailure?) {
        var reader = PluginFrameReader()
        var messages: [[UInt8]] = []
        var offset = 0
        do throws(MacroPluginFailure) {
            while offset < bytes.count {
                reader.append(Array(bytes[offset..<min(offset + size, bytes.count)]))
                offset += size
                while let message = try reader.next() { messages.append(message) }
            }
            try reader.finish()
            return (messages, nil)
        } catch {
            try expect(!error.description.isEmpty && !looksLikeDebugText(error.description), "failure: \(error)")
            return (messages, error)
        }
    }
    let whole = try read(pieces: max(bytes.count, 1))
    let cut = try read(pieces: Int(bytes.first ?? 0) % 13 + 1)
    try expect(
        whole.messages == cut.messages && whole.failure == cut.failure,
        "\(whole.messages.count) messages at once, \(cut.messages.count) in pieces")
    // Framed again, the messages read back as they were, with nothing left over.
    let again = whole.messages.flatMap(PluginFrameReader.frame)
    var reader = PluginFrameReader()
    reader.append(again)
    var readAgain: [[UInt8]] = []
    var failure: MacroPluginFailure?
    do throws(MacroPluginFailure) {
        while let message = try reader.next() { readAgain.append(message) }
        try reader.finish()
    } catch {
        failure = error
    }
    try expect(
        failure == nil && readAgain == whole.messages,
        "framed again: \(readAgain.count) of \(whole.messages.count) messages, \(String(describing: failure))")
    for message in whole.messages.prefix(4) { try checkAnswer(MacroPlugin.reply(to: message)) }
}

private func checkEntry(_ source: String) throws(SkipInput) {
    let scan = SwiftTokenScan(source)
    var end = 0
    for token in scan.tokens {
        try expect(
            token.range.lowerBound >= end && !token.range.isEmpty && token.range.upperBound <= scan.bytes.count,
            "token \(token.range) after \(end) of \(scan.bytes.count)")
        end = token.range.upperBound
    }
    let location = MacroSourceLocation(fileID: "M/f.swift", fileName: "f.swift", offset: 1000, line: 3, column: 1)
    let contexts = [source, "extension FocusedValues {}", "extension Transaction {}"]
    for (index, context) in contexts.enumerated() {
        let declaration = index == 0 ? "@Entry var value = 1" : source
        for role in [MacroRole.peer, .accessor] {
            let request = MacroExpansionRequest(
                macro: MacroReference(moduleName: "SwiftUIMacros", typeName: "EntryMacro", name: "Entry "), role: role,
                discriminator: "d", syntax: MacroSyntax(kind: "declaration", source: declaration, location: location),
                attribute: MacroSyntax(kind: "attribute", source: "@Entry", location: location), parentDeclaration: nil,
                extendedType: nil, conformanceList: nil,
                lexicalContext: [MacroSyntax(kind: "declaration", source: context, location: location)])
            let result = EntryMacro.expand(request)
            for diagnostic in result.diagnostics {
                try expect(
                    diagnostic.offset >= 1000 && diagnostic.offset <= 1000 + declaration.utf8.count,
                    "diagnostic at \(diagnostic.offset) for \(declaration.utf8.count) bytes")
                try expect(!looksLikeDebugText(diagnostic.message), "debug text: \(diagnostic.message)")
            }
            if role == .peer, let expansion = result.source {
                try expect(expansion.hasPrefix("private struct __Key_"), "peer: \(expansion)")
            }
            try expect(
                result.source != nil || !result.diagnostics.isEmpty || role == .accessor,
                "the peer role gave neither an expansion nor a reason")
        }
    }
}

private func checkSwiftData(_ source: String) throws(SkipInput) {
    let location = MacroSourceLocation(fileID: "M/f.swift", fileName: "f.swift", offset: 1000, line: 3, column: 1)
    let conformances = "struct Placeholder: Observable, PersistentModel, ModelActor {}"
    let declarations = [(source, "@Query"), ("@Query var trips: [Trip]", source)]
    for (declaration, attribute) in declarations {
        for role in [MacroRole.member, .extension, .accessor, .peer] {
            let request = MacroExpansionRequest(
                macro: MacroReference(moduleName: "SwiftDataMacros", typeName: "QueryMacro", name: "Query"), role: role,
                discriminator: "d", syntax: MacroSyntax(kind: "declaration", source: declaration, location: location),
                attribute: MacroSyntax(kind: "attribute", source: attribute, location: location),
                parentDeclaration: nil,
                extendedType: MacroSyntax(kind: "type", source: "Outer.Trip", location: location),
                conformanceList: role == .member || role == .extension
                    ? MacroSyntax(kind: "declaration", source: conformances, location: location) : nil,
                lexicalContext: [MacroSyntax(kind: "declaration", source: source, location: location)])
            let size = max(declaration.utf8.count, attribute.utf8.count)
            for result in [
                PersistentModelMacro.expand(request), ModelActorMacro.expand(request), QueryMacro.expand(request),
            ] {
                for diagnostic in result.diagnostics {
                    try expect(
                        diagnostic.offset >= 1000 && diagnostic.offset <= 1000 + size,
                        "diagnostic at \(diagnostic.offset) for \(size) bytes")
                    try expect(!looksLikeDebugText(diagnostic.message), "debug text: \(diagnostic.message)")
                }
                if role == .extension, let expansion = result.source, !expansion.isEmpty {
                    try expect(expansion.hasPrefix("extension Outer.Trip: "), "extension: \(expansion)")
                }
            }
            if role == .peer, let peer = QueryMacro.expand(request).source {
                try expect(peer.isEmpty || peer.hasPrefix("var _"), "peer: \(peer)")
            }
        }
    }
}
