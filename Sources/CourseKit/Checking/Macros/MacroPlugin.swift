import Foundation

/// `course` as the compiler's macro plugin, for the macros of the interface, without swift-syntax.
///
/// SwiftUI's `@Entry`, `#Preview`, `@Previewable`; SwiftData's `@Model`, `@Query` and the rest; TipKit's
/// `#Rule` and `@Parameter`.
///
/// `swiftc -load-plugin-executable PATH#MODULE` starts PATH, with no arguments and an empty
/// environment, whenever a file uses a macro that a declaration implements with
/// `#externalMacro(module: "MODULE", type: …)`, and talks to it over its standard input and output
/// (`PluginFrameReader`: a length, then JSON). PATH is the `course` binary under the name
/// `executableName` (a hard link or a copy, `install`), which sees that name as `argv[0]` and serves
/// until its input ends.
package enum MacroPlugin {
    /// The name `course` serves macros under.
    ///
    /// The checker puts the binary under it (`install`); the executable looks for it.
    static let executableName = "course-macro-plugin"

    /// The protocol version spoken.
    ///
    /// swift-syntax's `PluginMessage.PROTOCOL_VERSION_NUMBER` of the messages read and written here
    /// (7 since Swift 6.0).
    static let protocolVersion = 7

    /// Every macro served, by the module and type the interface's `#externalMacro` names.
    static let expansions: [any MacroExpansion.Type] = [
        EntryMacro.self, PreviewMacro.self, PreviewableMacro.self, PersistentModelMacro.self, QueryMacro.self,
        SchemaAnnotationMacro.self, ModelActorMacro.self, RuleMacro.self, ParameterMacro.self,
    ]

    /// The modules to load the plugin for, each once, in the table's order.
    package static var modules: [String] {
        var seen: Set<String> = []
        return expansions.map { $0.moduleName }.filter { seen.insert($0).inserted }
    }

    /// The compiler's arguments that make the plugin at `path` (the link) serve every module.
    package static func compilerArguments(plugin path: String) -> [String] {
        modules.flatMap { ["-load-plugin-executable", "\(path)#\($0)"] }
    }

    /// Whether a process started with `arguments` (its `argv`, the program first) is the plugin.
    package static func isStarted(as arguments: [String]) -> Bool {
        guard let program = arguments.first else { return false }
        return program.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) == executableName
    }

    /// Serves the compiler.
    ///
    /// Reads messages from `input` and answers each on `output`, until the input ends. A message
    /// that cannot be read gets an answer that says why (the compiler reports it at the macro);
    /// bytes that cannot be taken apart into messages, or a failing read or write, end the serving
    /// with the reason. Never ends the process.
    package static func serve(input: Int32, output: Int32) throws(MacroPluginFailure) {
        var reader = PluginFrameReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw MacroPluginFailure(
                    .io, "cannot read the compiler's messages: \(FileProblem.systemMessage(errno))")
            }
            if count == 0 {
                try reader.finish()
                return
            }
            chunk.withUnsafeBytes { reader.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            while let message = try reader.next() {
                try write(PluginFrameReader.frame(reply(to: message).bytes), to: output)
            }
        }
    }

    /// The answer to one message's JSON.
    static func reply(to message: [UInt8]) -> PluginReply {
        do throws(PluginMessageError) {
            return reply(to: try HostMessage(json: message))
        } catch {
            return .expansion(
                source: nil,
                diagnostics: [
                    .unplaced("\(executableName) could not read the compiler's message: \(error.message)")
                ])
        }
    }

    static func reply(to message: HostMessage) -> PluginReply {
        switch message {
        case .getCapability:
            return .capability(protocolVersion: protocolVersion)
        case .expandFreestandingMacro(let request), .expandAttachedMacro(let request):
            guard
                let expansion = expansions.first(where: {
                    $0.moduleName == request.macro.moduleName && $0.typeName == request.macro.typeName
                })
            else {
                let served = expansions.map { "\($0.moduleName).\($0.typeName)" }.joined(separator: ", ")
                return .expansion(
                    source: nil,
                    diagnostics: [
                        .error(
                            "\(executableName) has no macro \(request.macro.moduleName).\(request.macro.typeName); it serves \(served)",
                            atUseOf: request)
                    ])
            }
            let result = expansion.expand(request)
            return .expansion(source: result.source, diagnostics: result.diagnostics)
        case .loadPluginLibrary(let path, _):
            return .libraryLoaded(
                false,
                diagnostics: [
                    .unplaced("\(executableName) loads no plugin library ('\(path)'); it serves its own macros")
                ])
        case .unknown(let kind):
            return .expansion(
                source: nil,
                diagnostics: [
                    .unplaced(
                        "\(executableName) does not know the compiler's message '\(kind)' (it speaks protocol version \(protocolVersion))"
                    )
                ])
        }
    }

    private static func write(_ bytes: [UInt8], to output: Int32) throws(MacroPluginFailure) {
        guard let failure = Descriptor.writeAll(bytes, to: output) else { return }
        throw MacroPluginFailure(.io, "cannot answer the compiler: \(Descriptor.reason(failure))")
    }

    /// Puts the `course` binary at `executable` into `folder` under the plugin's name.
    ///
    /// Returns the path to give the compiler. The compiler starts a plugin by its real path (a
    /// symbolic link resolved: the program would see `course` as its name), so the name must be the
    /// file's own: a hard link, or where none can be made (another file system) a copy.
    ///
    /// An entry there already for the same binary (the same file, or a copy of the same bytes) is
    /// kept; anything else is replaced atomically (made under a temporary name, then renamed over
    /// it), so checks running at once never see it missing or half-written.
    package static func install(in folder: String, executable: String) throws(MacroPluginFailure) -> String {
        let path = (folder as NSString).appendingPathComponent(executableName)
        let files = FileManager.default
        guard let source = try? files.attributesOfItem(atPath: executable) else {
            throw MacroPluginFailure(.io, "cannot read the course binary '\(executable)'")
        }
        if let existing = try? files.attributesOfItem(atPath: path) {
            if existing[.systemNumber] as? Int == source[.systemNumber] as? Int,
                existing[.systemFileNumber] as? Int == source[.systemFileNumber] as? Int
            {
                return path
            }
            if existing[.size] as? Int == source[.size] as? Int,
                let copy = files.contents(atPath: path), copy == files.contents(atPath: executable)
            {
                return path
            }
        }
        let temporary = (folder as NSString).appendingPathComponent(
            ".\(executableName)-\(getpid())-\(UUID().uuidString)")
        func failure(_ reason: String) -> MacroPluginFailure {
            unlink(temporary)
            return MacroPluginFailure(.io, "cannot put the plugin at '\(path)': \(reason)")
        }
        if link(executable, temporary) != 0 {
            do {
                try files.copyItem(atPath: executable, toPath: temporary)
            } catch {
                throw failure(FileProblem.reason(of: error) ?? "the copy failed")
            }
            guard chmod(temporary, 0o755) == 0 else { throw failure(FileProblem.systemMessage(errno)) }
        }
        guard rename(temporary, path) == 0 else { throw failure(FileProblem.systemMessage(errno)) }
        return path
    }
}

extension MacroPluginFailure: LocalizedError {
    package var errorDescription: String? { "\(description) (serving the compiler as \(MacroPlugin.executableName))" }
}
