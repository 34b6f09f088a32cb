import Foundation

/// One run of the type-checker.
///
/// Files that make one module, each with a map back to where its lines are written (a lesson, a
/// start project's file), and what the compiler said about them.
struct TypecheckJob: Sendable {
    struct File: Sendable {
        /// The file's path inside the job's folder (a project file keeps its own).
        var name: String
        var text: String
        var lineMap: LineMap
        /// Whether the run is for its messages.
        ///
        /// In a run with such files only they are type-checked whole (`-primary-file`), with what
        /// `checkedWhole` adds; the others (the finished project beside a lesson's fragments) are
        /// context: parsed, their declarations resolved as far as the checked files use them. A run
        /// without primary files checks every file whole.
        var isPrimary = false
    }

    /// A diagnostic of the run, carried back to the file it is about.
    struct Message: Sendable, Equatable {
        /// Index into `files`; nil for a message about no file of the job.
        var file: Int?
        var finding: CompilationBatch.Finding
    }

    var files: [File]

    /// How much text the run type-checks, in UTF-8 bytes: what its time is guessed from.
    var textSize: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// The key of its results.
    ///
    /// The environment's and every file's name (marked when primary) and text. Two jobs with the
    /// same key get the same messages from the compiler (each places them through its own files).
    func key(environmentKey: String) -> String {
        ContentHash.of(
            ([environmentKey] + files.flatMap { [($0.isPrimary ? "-primary-file " : "") + $0.name, $0.text] })
                .joined(separator: "\u{1}"))
    }

    /// What the compiler said about `files` (of the job whose key is `key`).
    ///
    /// From `cache` when the same files were type-checked in the same environment before.
    func rawMessages(
        key: String, compiler: SwiftCompiler, environment: TypecheckEnvironment,
        cache: TypecheckResultCache?, scratch: URL
    ) throws -> [TypecheckResultCache.RawMessage] {
        if let cached = cache?.load(key) { return cached }
        let raw = try compile(compiler: compiler, environment: environment, scratch: scratch)
        cache?.store(raw, for: key)
        return raw
    }

    /// The compiler's messages placed where their lines are written.
    ///
    /// A message in a macro's expansion is placed where the macro is used (the compiler's note "in
    /// expansion of macro …" names that place).
    ///
    /// A use of an API the interface marks for the course's platform (newer, deprecated,
    /// unavailable: `InterfaceAvailability`) has the SDK's message at that place, or none where the
    /// code around excuses it.
    func messages(_ raw: [TypecheckResultCache.RawMessage]) -> [Message] {
        raw.compactMap { raw in
            let text = raw.file.flatMap { files.indices.contains($0) ? files[$0].text : nil }
            guard let message = InterfaceAvailability.reported(raw, in: text) else { return nil }
            guard let index = message.file, files.indices.contains(index) else {
                return Message(
                    file: nil,
                    finding: CompilationBatch.Finding(
                        severity: message.severity, message: message.message,
                        location: files.first?.lineMap.fallback ?? SourceLocation(file: "", line: 1, column: 1),
                        isExact: false, generatedLine: message.line, generatedColumn: message.column))
            }
            let (location, isExact) = files[index].lineMap.location(line: message.line, column: message.column)
            return Message(
                file: index,
                finding: CompilationBatch.Finding(
                    severity: message.severity, message: message.message, location: location, isExact: isExact,
                    generatedLine: message.line, generatedColumn: message.column))
        }
    }

    private func compile(
        compiler: SwiftCompiler, environment: TypecheckEnvironment,
        scratch: URL
    ) throws -> [TypecheckResultCache.RawMessage] {
        let folder = scratch.appendingPathComponent("typecheck-\(UUID().uuidString)")
        var urls: [URL] = []
        var indexByPath: [String: Int] = [:]
        // `#if os(iOS)` and its kin as Xcode takes them for the course, lines and columns kept.
        let conditions = environment.buildConditions
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = conditions.map { ConditionalDirectives.resolved(file.text, under: $0) } ?? file.text
            try text.write(to: url, atomically: false, encoding: .utf8)
            urls.append(url)
            indexByPath[url.standardizedFileURL.path] = index
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = { (path: String) in indexByPath[URL(fileURLWithPath: path).standardizedFileURL.path] }
        var checked = Self.checkedWhole(files)
        while true {
            // Every file checked whole: a whole-module check, without `-primary-file`.
            let primaries = checked.count == files.count ? [] : Set(checked.map { urls[$0] })
            let run = try compiler.typecheck(urls, primaries: primaries, in: environment).checkedForCrash()
            let clashing = primaries.isEmpty ? [] : Self.contextInClashes(run.messages, checked: checked, files: index)
            if clashing.isEmpty { return Self.placed(run.messages, files: index) }
            checked.formUnion(clashing)
        }
    }

    /// The files type-checked whole.
    ///
    /// The primary ones, and every other file that declares a top-level name another file declares
    /// too; every file when none is primary. Of two declarations of one name the compiler takes the
    /// first it checks for the invalid redeclaration, and the code around then uses the other: with
    /// both checked, in the files' order, that is the one a whole-module check takes (the
    /// project's, before the fragments).
    static func checkedWhole(_ files: [File]) -> Set<Int> {
        let primary = files.indices.filter { files[$0].isPrimary }
        guard !primary.isEmpty else { return Set(files.indices) }
        let names = files.map { NearName.declaredAtTopLevel(in: [$0.text]) }
        var declaring: [String: Int] = [:]
        for fileNames in names { for name in fileNames { declaring[name, default: 0] += 1 } }
        return Set(primary).union(files.indices.filter { names[$0].contains { declaring[$0, default: 0] > 1 } })
    }

    /// Files not checked whole (`checked`) that a clash the compiler reports is about.
    ///
    /// The error's or its notes' ("previously declared here", "found this candidate"). Checked
    /// whole too, they take part in the clash as in a whole-module check (`checkedWhole`).
    static func contextInClashes(_ messages: [CompilerMessage], checked: Set<Int>, files index: (String) -> Int?)
        -> Set<Int>
    {
        var found = Set<Int>()
        for (position, message) in messages.enumerated() where message.severity == .error && isClash(message.message) {
            let notes = messages[(position + 1)...].prefix { $0.severity == .note }
            for place in [message] + notes {
                if let file = index(place.file), !checked.contains(file) { found.insert(file) }
            }
        }
        return found
    }

    /// A message about two declarations of one name.
    ///
    /// A redeclaration, or a use the compiler cannot tell between them.
    static func isClash(_ message: String) -> Bool {
        message.hasPrefix("invalid redeclaration") || message.contains("is ambiguous for type lookup")
            || message.hasPrefix("ambiguous use of")
    }

    /// Errors and warnings with the file they are about.
    ///
    /// One in a file of no job (a macro's expansion buffer) takes the place of the first following
    /// note that is in a job's file.
    static func placed(_ messages: [CompilerMessage], files index: (String) -> Int?) -> [TypecheckResultCache
        .RawMessage]
    {
        var result: [TypecheckResultCache.RawMessage] = []
        for (position, message) in messages.enumerated()
        where message.severity == .error || message.severity == .warning {
            if let file = index(message.file), message.line > 0 {
                result.append(
                    .init(
                        file: file, line: message.line, column: message.column,
                        severity: message.severity, message: message.message))
                continue
            }
            let notes = messages[(position + 1)...].prefix { $0.severity == .note }
            if let note = notes.first(where: { index($0.file) != nil && $0.line > 0 }), let file = index(note.file) {
                // The compiler also checks a property's initializer where it is written: an error
                // there and its echo in the expansion (an `@Entry` key's default) are one mistake.
                let echoed = result.contains {
                    $0.file == file && $0.line == note.line && $0.severity == message.severity
                }
                if !echoed {
                    result.append(
                        .init(
                            file: file, line: note.line, column: note.column,
                            severity: message.severity, message: message.message))
                }
            } else {
                result.append(
                    .init(
                        file: nil, line: message.line, column: message.column,
                        severity: message.severity, message: message.message))
            }
        }
        return result
    }
}

/// What earlier type-checks said, by the key of their files and environment, in the user's cache.
///
/// A lesson checked again with one step changed runs the compiler for that step only.
/// `CompilationBatch` keeps its parses here too, by the text of each file it parses.
struct TypecheckResultCache: Sendable {
    /// Its folder in the cache folder.
    static let folderName = "results"

    struct RawMessage: Sendable, Equatable {
        var file: Int?
        var line: Int
        var column: Int
        var severity: CompilerMessage.Severity
        var message: String
    }

    var folder: URL

    /// A line per message: file index (or `-`), line, column, severity, message, tab-separated.
    func load(_ key: String) -> [RawMessage]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key).path),
            let text = String(validating: data, as: UTF8.self), text.hasPrefix(Self.header)
        else { return nil }
        var messages: [RawMessage] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let number = Int(fields[1]), let column = Int(fields[2]),
                let severity = CompilerMessage.Severity(rawValue: String(fields[3]))
            else { return nil }
            messages.append(
                RawMessage(
                    file: Int(fields[0]), line: number, column: column, severity: severity,
                    message: String(fields[4])))
        }
        return messages
    }

    func store(_ messages: [RawMessage], for key: String) {
        var text = Self.header + "\n"
        for message in messages {
            let clean = message.message.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(
                of: "\n", with: " ")
            text +=
                "\(message.file.map(String.init) ?? "-")\t\(message.line)\t\(message.column)\t\(message.severity.rawValue)\t\(clean)\n"
        }
        CacheFolder.make(folder)
        let temporary = folder.appendingPathComponent("\(key).\(UUID().uuidString).tmp")
        guard (try? text.write(to: temporary, atomically: false, encoding: .utf8)) != nil else { return }
        if (try? FileManager.default.moveItem(at: temporary, to: folder.appendingPathComponent(key))) == nil {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    static let header = "course-typecheck-results 1"
}
