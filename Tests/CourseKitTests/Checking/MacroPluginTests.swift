import Foundation
import Testing

@testable import CourseKit

/// The compiler's plugin protocol as `course-macro-plugin` speaks it: framing, the messages read
/// and written, the answers, and serving over file descriptors. The compiler's side is exercised
/// end to end in CourseCLITests' MacroPluginCompilerTests.
@Suite("Macros: the compiler's plugin protocol")
struct MacroPluginTests {
    // MARK: - Framing

    @Test func aFrameIsItsLengthLittleEndianThenItsBytes() {
        #expect(PluginFrameReader.frame([7, 8, 9]) == [3, 0, 0, 0, 0, 0, 0, 0, 7, 8, 9])
        #expect(PluginFrameReader.frame(Array(repeating: 1, count: 258)).prefix(8) == [2, 1, 0, 0, 0, 0, 0, 0])
    }

    @Test func messagesArriveWholeHoweverTheBytesAreSplit() throws {
        let messages: [[UInt8]] = [Array("{\"a\":1}".utf8), [], Array(repeating: 0x41, count: 300)]
        let stream = messages.flatMap(PluginFrameReader.frame)
        for pieceSize in [1, 3, 8, 9, 1000] {
            var reader = PluginFrameReader()
            var read: [[UInt8]] = []
            var offset = 0
            while offset < stream.count {
                reader.append(Array(stream[offset..<min(offset + pieceSize, stream.count)]))
                offset += pieceSize
                while let message = try reader.next() { read.append(message) }
            }
            #expect(read == messages, "pieces of \(pieceSize) bytes")
            try reader.finish()
        }
    }

    @Test func anInputEndingInsideAMessageIsAnError() throws {
        var header = PluginFrameReader()
        header.append([5, 0, 0])
        #expect(throws: MacroPluginFailure(.malformedInput, "the input ended 3 bytes into a message's 8-byte length")) {
            try header.finish()
        }
        var body = PluginFrameReader()
        body.append(PluginFrameReader.frame(Array("{\"x\":2}".utf8)).dropLast(2))
        #expect(try body.next() == nil)
        #expect(throws: MacroPluginFailure(.malformedInput, "the input ended 5 bytes into a message of 7 bytes")) {
            try body.finish()
        }
    }

    @Test func aLengthBeyondTheLimitIsRefusedAtOnce() {
        var reader = PluginFrameReader()
        reader.append([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: MacroPluginFailure.self) { try reader.next() }
    }

    // MARK: - Messages

    /// What Swift 6.3.1 sent for `@Entry var x: Int = 3` in `extension EnvironmentValues` (its long
    /// `staticBuildConfiguration` shortened).
    static let attachedMessage = #"""
        {"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":{"column":30,"fileID":"a/a.swift",
        "fileName":"a.swift","line":5,"offset":91},"source":"\n    @Entry "},"declSyntax":{"kind":"declaration",
        "location":{"column":30,"fileID":"a/a.swift","fileName":"a.swift","line":5,"offset":91},
        "source":"\n    @Entry var x: Int = 3"},"discriminator":"$s7SwiftUI17EnvironmentValuesV1aE1x5EntryfMa_",
        "lexicalContext":[{"kind":"declaration","location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},
        "source":"\n\nextension EnvironmentValues {}"}],"macro":{"moduleName":"SwiftUIMacros","name":"Entry ",
        "typeName":"EntryMacro"},"macroRole":"accessor","staticBuildConfiguration":"{\"attributes\":[]}"}}
        """#

    @Test func anAttachedMacroMessageIsReadWithEveryField() throws {
        let message = try HostMessage(json: Array(Self.attachedMessage.utf8))
        guard case .expandAttachedMacro(let request) = message else {
            Issue.record("read as \(message)")
            return
        }
        #expect(request.macro == MacroReference(moduleName: "SwiftUIMacros", typeName: "EntryMacro", name: "Entry "))
        #expect(request.role == .accessor)
        #expect(request.discriminator == "$s7SwiftUI17EnvironmentValuesV1aE1x5EntryfMa_")
        #expect(request.syntax.source == "\n    @Entry var x: Int = 3")
        #expect(
            request.syntax.location
                == MacroSourceLocation(
                    fileID: "a/a.swift", fileName: "a.swift", offset: 91,
                    line: 5, column: 30))
        #expect(request.attribute?.kind == "attribute")
        #expect(request.parentDeclaration == nil && request.extendedType == nil && request.conformanceList == nil)
        #expect(request.lexicalContext.map(\.source) == ["\n\nextension EnvironmentValues {}"])
    }

    @Test func aFreestandingMacroMessageIsRead() throws {
        let text = #"""
            {"expandFreestandingMacro":{"discriminator":"d","lexicalContext":[],"macro":{"moduleName":"PreviewsMacros",
            "name":"Preview","typeName":"SwiftUIView"},"macroRole":"declaration","syntax":{"kind":"expression",
            "location":{"column":2,"fileID":"e/e.swift","fileName":"e.swift","line":2,"offset":16},
            "source":"\n\n#Preview {\n    Text(\"a\")\n}"}}}
            """#
        guard case .expandFreestandingMacro(let request) = try HostMessage(json: Array(text.utf8)) else {
            Issue.record("not read as a freestanding expansion")
            return
        }
        #expect(request.role == .declaration)
        #expect(request.attribute == nil)
        #expect(request.syntax.source.hasSuffix("Text(\"a\")\n}"))
        guard case .expansion(let source, let diagnostics) = MacroPlugin.reply(to: Array(text.utf8)) else {
            Issue.record("no expansion")
            return
        }
        #expect(diagnostics.isEmpty && source?.contains("#sourceLocation(file: \"e.swift\", line: 5)") == true)
    }

    @Test func theCapabilityIsAnsweredWithProtocolVersion7() throws {
        let reply = MacroPlugin.reply(to: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        #expect(reply == .capability(protocolVersion: 7))
        #expect(
            try JSONValue.parse(String(decoding: reply.bytes, as: UTF8.self))
                == JSONValue.parse(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#))
        // An older or newer compiler, or none said: the plugin says what it speaks.
        #expect(MacroPlugin.reply(to: Array(#"{"getCapability":{}}"#.utf8)) == .capability(protocolVersion: 7))
    }

    @Test func anExpansionIsWrittenAsTheCompilerReadsIt() throws {
        let diagnostic = MacroDiagnostic(message: "m", severity: .warning, fileName: "f.swift", offset: 12)
        let written = try JSONValue.parse(
            String(
                decoding: PluginReply.expansion(source: "get {}", diagnostics: [diagnostic]).bytes,
                as: UTF8.self))
        #expect(
            written
                == (try JSONValue.parse(
                    #"""
                    {"expandMacroResult":{"expandedSource":"get {}","diagnostics":[{"message":"m","severity":"warning",
                    "position":{"fileName":"f.swift","offset":12},"highlights":[],"notes":[],"fixIts":[]}]}}
                    """#)))
        // No expansion: the member is left out, as Swift's encoder leaves out a nil.
        #expect(
            PluginReply.expansion(source: nil, diagnostics: []).json
                == (try JSONValue.parse(#"{"expandMacroResult":{"diagnostics":[]}}"#)))
    }

    /// Every malformed message gets an expansion result holding one error that says what is wrong
    /// (the compiler waits for an answer to each message, so none goes unanswered).
    @Test(arguments: [
        ("{\"getCapability\":", "the message is not JSON"),
        ("[1]", "a message is an object with one member"),
        ("{\"getCapability\":{},\"expandAttachedMacro\":{}}", "a message is an object with one member"),
        ("{\"expandAttachedMacro\":{}}", "'expandAttachedMacro.macro' must be an object"),
        (
            "{\"expandFreestandingMacro\":{\"macro\":{\"moduleName\":\"M\",\"typeName\":\"T\",\"name\":\"n\"},\"discriminator\":\"d\",\"syntax\":{\"kind\":\"expression\",\"source\":\"\",\"location\":{\"fileID\":\"\",\"fileName\":\"\",\"offset\":\"1\",\"line\":1,\"column\":1}}}}",
            "'expandFreestandingMacro.syntax.location.offset' must be a whole number"
        ),
        (
            "{\"getCapability\":{\"capability\":{\"protocolVersion\":6.5}}}",
            "'getCapability.capability.protocolVersion' must be a whole number"
        ),
        (
            "{\"expandFreestandingMacro\":{\"macro\":{\"moduleName\":\"M\",\"typeName\":\"T\",\"name\":\"n\"},\"discriminator\":\"d\",\"syntax\":{}}}",
            "'expandFreestandingMacro.syntax.location' must be an object"
        ),
        (
            "{\"expandFreestandingMacro\":{\"macro\":{\"moduleName\":\"M\",\"typeName\":\"T\",\"name\":\"n\"},\"discriminator\":\"d\",\"syntax\":{\"kind\":\"expression\",\"source\":\"\",\"location\":{\"fileID\":\"\",\"fileName\":\"\",\"offset\":1,\"line\":1,\"column\":1}},\"lexicalContext\":[3]}}",
            "'expandFreestandingMacro.lexicalContext[0]' must be an object"
        ),
        (
            "{\"expandAttachedMacro\":{\"macro\":{\"moduleName\":\"M\",\"typeName\":\"T\",\"name\":\"n\"},\"macroRole\":7}}",
            "'expandAttachedMacro.macroRole' must be a string"
        ),
    ])
    func aMalformedMessageIsAnsweredWithAnError(text: String, expected: String) {
        guard case .expansion(nil, let diagnostics) = MacroPlugin.reply(to: Array(text.utf8)),
            let diagnostic = diagnostics.first, diagnostics.count == 1
        else {
            Issue.record("not answered with one error")
            return
        }
        #expect(diagnostic.severity == .error)
        #expect(
            diagnostic.message.hasPrefix("course-macro-plugin could not read the compiler's message: " + expected),
            "\(diagnostic.message)")
    }

    @Test func anUnknownMessageOrMacroOrALibraryIsAnsweredWithAnError() throws {
        #expect(
            MacroPlugin.reply(to: Array(#"{"expandBodyMacro":{}}"#.utf8))
                == .expansion(
                    source: nil,
                    diagnostics: [
                        .unplaced(
                            "course-macro-plugin does not know the compiler's message 'expandBodyMacro' (it speaks protocol version 7)"
                        )
                    ]))
        #expect(
            MacroPlugin.reply(to: Array(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"M"}}"#.utf8))
                == .libraryLoaded(
                    false,
                    diagnostics: [
                        .unplaced("course-macro-plugin loads no plugin library ('/x.so'); it serves its own macros")
                    ]))
        // A macro it does not serve: an error at the attribute's `@` (offset 91 + 5 bytes of "\n    ").
        let other = Self.attachedMessage.replacingOccurrences(of: "\"EntryMacro\"", with: "\"ObservableMacro\"")
        guard case .expansion(nil, let diagnostics) = MacroPlugin.reply(to: Array(other.utf8)) else {
            Issue.record("not answered with an error")
            return
        }
        #expect(
            diagnostics == [
                MacroDiagnostic(
                    message:
                        "course-macro-plugin has no macro SwiftUIMacros.ObservableMacro; it serves SwiftUIMacros.EntryMacro, PreviewsMacros.SwiftUIView, PreviewsMacros.Previewable, SwiftDataMacros.PersistentModelMacro, SwiftDataMacros.QueryMacro, SwiftDataMacros.SchemaAnnotationMacro, SwiftDataMacros.ModelActorMacro, TipKitMacros.RuleMacro, TipKitMacros.ParameterMacro",
                    severity: .error, fileName: "a.swift", offset: 96)
            ])
    }

    // MARK: - Serving

    @Test func servingAnswersEveryMessageInOrderUntilTheInputEnds() throws {
        let messages = [#"{"getCapability":{"capability":{"protocolVersion":7}}}"#, Self.attachedMessage, "not json"]
        let (replies, failure) = try Self.serve(messages.flatMap { PluginFrameReader.frame(Array($0.utf8)) })
        #expect(failure == nil)
        #expect(replies.count == 3)
        #expect(replies.first == .capability(protocolVersion: 7))
        #expect(replies.dropFirst().first == MacroPlugin.reply(to: Array(Self.attachedMessage.utf8)))
        guard case .expansion(nil, let diagnostics)? = replies.last else {
            Issue.record("the last message was not answered with an error")
            return
        }
        #expect(diagnostics.first?.message.contains("not JSON") == true)
    }

    @Test func servingStopsWithTheReasonWhenTheInputEndsInsideAMessage() throws {
        let bytes = PluginFrameReader.frame(Array(#"{"getCapability":{}}"#.utf8)) + [9, 0, 0, 0, 0, 0, 0, 0, 0x7B]
        let (replies, failure) = try Self.serve(bytes)
        #expect(replies == [.capability(protocolVersion: 7)])
        #expect(failure == MacroPluginFailure(.malformedInput, "the input ended 1 byte into a message of 9 bytes"))
        #expect(
            failure?.errorDescription
                == "the input ended 1 byte into a message of 9 bytes (serving the compiler as course-macro-plugin)")
    }

    @Test func thePluginIsKnownByTheNameItWasStartedUnder() {
        #expect(MacroPlugin.isStarted(as: ["/home/a/.cache/course/course-macro-plugin"]))
        #expect(MacroPlugin.isStarted(as: ["course-macro-plugin"]))
        #expect(!MacroPlugin.isStarted(as: ["/usr/local/bin/course"]))
        #expect(!MacroPlugin.isStarted(as: ["/x/course-macro-plugin/course", "check"]))
        #expect(!MacroPlugin.isStarted(as: []))
        #expect(
            MacroPlugin.compilerArguments(plugin: "/p/course-macro-plugin") == [
                "-load-plugin-executable", "/p/course-macro-plugin#SwiftUIMacros",
                "-load-plugin-executable", "/p/course-macro-plugin#PreviewsMacros",
                "-load-plugin-executable", "/p/course-macro-plugin#SwiftDataMacros",
                "-load-plugin-executable", "/p/course-macro-plugin#TipKitMacros",
            ])
    }

    @Test func installingMakesAHardLinkAndKeepsItForTheSameBinary() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let binary = folder + "/course"
        try Data("binary one".utf8).write(to: URL(fileURLWithPath: binary))
        let installed = try MacroPlugin.install(in: folder, executable: binary)
        #expect(installed == folder + "/course-macro-plugin")
        let attributes = try FileManager.default.attributesOfItem(atPath: installed)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(
            attributes[.systemFileNumber] as? Int
                == (try FileManager.default.attributesOfItem(atPath: binary))[.systemFileNumber] as? Int)
        #expect(try MacroPlugin.install(in: folder, executable: binary) == installed)
        // A new binary in its place (a new file, as a build or an install makes): the plugin follows.
        try FileManager.default.removeItem(atPath: binary)
        try Data("binary two".utf8).write(to: URL(fileURLWithPath: binary))
        _ = try MacroPlugin.install(in: folder, executable: binary)
        #expect(FileManager.default.contents(atPath: installed) == Data("binary two".utf8))
        // Nothing left behind under a temporary name.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["course", "course-macro-plugin"])
    }

    @Test func installingOnAnotherFileSystemCopies() throws {
        // /dev/shm is a tmpfs on Linux: no hard link reaches it from the temporary folder's disk.
        guard FileManager.default.fileExists(atPath: "/dev/shm") else { return }
        let source = try Self.temporaryFolder()
        let target = "/dev/shm/course-plugin-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: source)
            try? FileManager.default.removeItem(atPath: target)
        }
        let binary = source + "/course"
        try Data("a binary".utf8).write(to: URL(fileURLWithPath: binary))
        let installed = try MacroPlugin.install(in: target, executable: binary)
        #expect(FileManager.default.contents(atPath: installed) == Data("a binary".utf8))
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        #expect(try MacroPlugin.install(in: target, executable: binary) == installed)
    }

    @Test func installingWhereNothingCanBeWrittenSaysSo() throws {
        #expect(throws: MacroPluginFailure.self) {
            try MacroPlugin.install(in: "/nonexistent/folder", executable: "/bin/sh")
        }
        #expect(throws: MacroPluginFailure(.io, "cannot read the course binary '/nonexistent/course'")) {
            try MacroPlugin.install(in: "/tmp", executable: "/nonexistent/course")
        }
    }

    // MARK: - Helpers

    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("macro-plugin-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Serves `input` through pipes, as the compiler would, and reads the answers back.
    static func serve(_ input: [UInt8]) throws -> (replies: [PluginReply], failure: MacroPluginFailure?) {
        let inPipe = Pipe()
        let outPipe = Pipe()
        // The input fits in the pipe's buffer for these tests; write it all, then end it.
        inPipe.fileHandleForWriting.write(Data(input))
        try inPipe.fileHandleForWriting.close()
        var failure: MacroPluginFailure?
        do {
            try MacroPlugin.serve(
                input: inPipe.fileHandleForReading.fileDescriptor,
                output: outPipe.fileHandleForWriting.fileDescriptor)
        } catch {
            failure = error
        }
        try outPipe.fileHandleForWriting.close()
        var reader = PluginFrameReader()
        reader.append(Array(Descriptor.readToEnd(outPipe.fileHandleForReading.fileDescriptor)))
        var replies: [PluginReply] = []
        while let frame = try reader.next() {
            replies.append(try reply(String(decoding: frame, as: UTF8.self)))
        }
        return (replies, failure)
    }

    /// An answer read back from its JSON (the shapes this plugin writes).
    static func reply(_ text: String) throws -> PluginReply {
        let json = try JSONValue.parse(text)
        if let version = json["getCapabilityResult"]?["capability"]?["protocolVersion"]?.number {
            return .capability(protocolVersion: Int(version))
        }
        guard let result = json["expandMacroResult"], case .array(let list)? = result["diagnostics"] else {
            throw PluginMessageError(message: "not an answer: \(text)")
        }
        let diagnostics = list.map {
            MacroDiagnostic(
                message: $0["message"]?.string ?? "",
                severity: MacroDiagnostic.Severity(rawValue: $0["severity"]?.string ?? "") ?? .note,
                fileName: $0["position"]?["fileName"]?.string ?? "",
                offset: Int($0["position"]?["offset"]?.number ?? -1))
        }
        return .expansion(source: result["expandedSource"]?.string, diagnostics: diagnostics)
    }
}
