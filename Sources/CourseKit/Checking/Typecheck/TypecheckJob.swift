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
    /// Whether the run also goes through the mandatory SIL passes in Swift 6 language mode.
    ///
    /// For the errors they report (region isolation's "sending … risks causing data races"): a
    /// step's project, once (`TypecheckRound.stepProjects`).
    var diagnosesRaces = false

    /// How much text the run type-checks, in UTF-8 bytes: what its time is guessed from.
    var textSize: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// The key of its results.
    ///
    /// The environment's and every file's name (marked when primary) and text. Two jobs with the
    /// same key get the same messages from the compiler (each places them through its own files).
    func key(environmentKey: String) -> String {
        ContentHash.of(
            ([environmentKey] + (diagnosesRaces ? ["-emit-sil"] : [])
                + files.flatMap { [($0.isPrimary ? "-primary-file " : "") + $0.name, $0.text] })
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
            let run = try compiler.typecheck(
                urls, primaries: primaries, in: environment, temporaryFolder: folder,
                throughSIL: diagnosesRaces && environment.settings.swiftVersion == "6"
            ).checkedForCrash()
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
    /// One in a macro's expansion is placed at the code that was expanded (`expandedPlace`), once:
    /// the compiler also checks a property's initializer where it is written, so an error there and
    /// its echo in the expansion (an `@Entry` key's default, an `@Observable` class's stored
    /// property) are one mistake, at its line.
    static func placed(_ messages: [CompilerMessage], files index: (String) -> Int?) -> [TypecheckResultCache
        .RawMessage]
    {
        let reported = messages.indices.filter { messages[$0].severity == .error || messages[$0].severity == .warning }
        let direct = Set(
            reported.compactMap { position -> String? in
                let message = messages[position]
                guard let file = index(message.file), message.line > 0 else { return nil }
                return "\(file) \(message.line) \(message.severity.rawValue)"
            })
        var origins = ExpansionOrigins()
        var expanded = Set<String>()
        var result: [TypecheckResultCache.RawMessage] = []
        for position in reported {
            let message = messages[position]
            if let file = index(message.file), message.line > 0 {
                result.append(
                    .init(
                        file: file, line: message.line, column: message.column,
                        severity: message.severity, message: message.message))
                continue
            }
            let notes = Array(messages[(position + 1)...].prefix { $0.severity == .note })
            guard let place = expandedPlace(of: message, notes: notes, files: index, origins: &origins) else {
                result.append(
                    .init(
                        file: nil, line: message.line, column: message.column,
                        severity: message.severity, message: message.message))
                continue
            }
            let key = "\(place.file) \(place.line) \(message.severity.rawValue)"
            guard !direct.contains(key), expanded.insert(key).inserted else { continue }
            result.append(
                .init(
                    file: place.file, line: place.line, column: place.column,
                    severity: message.severity, message: message.message))
        }
        return result
    }

    /// Where in a job's file the code is whose expansion `message` is about.
    ///
    /// The place the notes "in expansion of macro … here" name, followed out of any expansion they
    /// are in (a macro's expansion inside another's: `@ObservationTracked` inside `@Observable`'s),
    /// else the place of the expansion `message` is in, else the first note in a job's file.
    static func expandedPlace(
        of message: CompilerMessage, notes: [CompilerMessage], files index: (String) -> Int?,
        origins: inout ExpansionOrigins
    ) -> (file: Int, line: Int, column: Int)? {
        let expansions = notes.filter { $0.message.hasPrefix("in expansion of macro") }
        for place in expansions + [message] {
            if let found = origins.place(file: place.file, line: place.line, column: place.column, files: index) {
                return found
            }
        }
        guard let note = notes.first(where: { index($0.file) != nil && $0.line > 0 }), let file = index(note.file)
        else { return nil }
        return (file, note.line, note.column)
    }
}

/// The places macro expansions come from.
///
/// The compiler writes an expansion its messages name to a file (`@__swiftmacro_….swift`) whose
/// last line says where the expanded code is (`// original-source-range:
/// /path/Trip.swift:5:26-5:26`), a file of the job or another expansion.
struct ExpansionOrigins {
    private var read: [String: (file: String, line: Int, column: Int)?] = [:]

    /// `file`:`line`:`column` in a job's file: itself, or where the expansion it is in comes from.
    mutating func place(file: String, line: Int, column: Int, files index: (String) -> Int?) -> (
        file: Int, line: Int, column: Int
    )? {
        var current = (file: file, line: line, column: column)
        // An expansion inside another's comes from a place in that one: a few levels at most.
        for _ in 0..<8 {
            if let job = index(current.file), current.line > 0 { return (job, current.line, current.column) }
            guard let origin = origin(of: current.file) else { return nil }
            current = origin
        }
        return nil
    }

    /// The start of the range an expansion's file says its code comes from; nil for another file.
    mutating func origin(of path: String) -> (file: String, line: Int, column: Int)? {
        guard URL(fileURLWithPath: path).lastPathComponent.hasPrefix("@__swiftmacro_") else { return nil }
        if let known = read[path] { return known }
        let marker = "// original-source-range: "
        var found: (file: String, line: Int, column: Int)?
        if let data = FileManager.default.contents(atPath: path),
            let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last(where: { $0.hasPrefix(marker) }
            )
        {
            // `path:line:column-line:column`; the path may hold colons.
            let parts = line.dropFirst(marker.count).split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 4, let number = Int(parts[parts.count - 3]),
                let column = Int(parts[parts.count - 2].prefix { $0 != "-" })
            {
                found = (parts.dropLast(3).joined(separator: ":"), number, column)
            }
        }
        read[path] = found
        return found
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

    static let header = "course-typecheck-results 2"
}
