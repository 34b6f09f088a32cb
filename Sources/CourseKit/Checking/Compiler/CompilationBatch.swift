import Foundation

/// Files to hand to one `swiftc -parse` run, each with a map back to its origin.
///
/// Every check that needs the parser adds its files here and gets its own results back by index,
/// so a whole `course check` costs one compiler process (two when fragments need a second try).
struct CompilationBatch {
    struct Unit {
        var text: String
        var lineMap: LineMap
        /// A script or `main.swift`: statements at the top level are fine. The files of one
        /// compiler run form one module, where only a `main.swift` may have them, so the
        /// compiler's complaint about them is dropped for such units.
        var allowsTopLevelCode: Bool
    }

    /// What the parser says about top-level code outside `main.swift`.
    static let topLevelCodeMessages: Set<String> = [
        "expressions are not allowed at the top level", "statements are not allowed at the top level",
    ]

    /// A compiler diagnostic carried back to the place it is about.
    struct Finding: Sendable, Hashable {
        var severity: CompilerMessage.Severity
        var message: String
        var location: SourceLocation
        /// False when the compiler pointed at wrapper text; the location is then the nearest line.
        var isExact: Bool
        /// The line and column in the generated file, for messages about whole project files.
        var generatedLine: Int
        var generatedColumn: Int
        /// For a name the compiler cannot find in a file that imports a module no interface
        /// declares (`TypecheckSetup.withoutInterface`): that module. The finding is then no error
        /// but a remark: what it is about was not type-checked.
        var withoutInterface: String? = nil
        /// Where the errors that follow from this one are: folded under it (`Consequences`).
        var folded: [SourceLocation] = []
    }

    private(set) var units: [Unit] = []

    /// Adds a file and returns its index in the results.
    @discardableResult
    mutating func add(_ text: String, lineMap: LineMap, allowsTopLevelCode: Bool = true) -> Int {
        units.append(Unit(text: text, lineMap: lineMap, allowsTopLevelCode: allowsTopLevelCode))
        return units.count - 1
    }

    /// Adds `other`'s files after these; returns what to add to an index of `other`'s to make it
    /// one of this batch's.
    mutating func append(_ other: CompilationBatch) -> Int {
        let offset = units.count
        units += other.units
        return offset
    }

    /// At most this many units share a generated file: creating a file takes about a millisecond
    /// here, and a bound keeps one unforeseen leak from hiding much.
    static let unitsPerFile = 64

    /// A shared file also ends after a unit whose text hashes to 0 modulo this (about 32 units a
    /// file): where files end depends on the units' texts, not their count, so that a unit edited,
    /// added or removed changes its own file and no other, and the rest come from the cache.
    static let boundaryModulus: UInt64 = 32

    /// Earlier parses by the text of the generated file, and the compiler's version line.
    struct Cache {
        var results: TypecheckResultCache
        var compilerVersion: String

        /// Changes when the way units are written into files changes.
        static let convention = "parse 1"

        func key(_ text: String) -> String {
            ContentHash.of(compilerVersion, Self.convention, text)
        }
    }

    /// Where a unit sits in a generated file: its first line there, and how many lines it has.
    private struct Placement {
        var unit: Int
        var firstLine: Int
        var lineCount: Int
    }

    /// One generated file: its text and the units in it.
    private struct GeneratedFile {
        var text: String
        var placements: [Placement]
    }

    /// Writes the units into `scratch` and parses them in one process; returns each unit's errors
    /// and warnings (notes are dropped). A diagnostic without a file is thrown as a compiler failure.
    /// With a `cache`, a file whose text was parsed before by the same compiler is not parsed
    /// again (no process at all when none is new).
    ///
    /// Units share files, each inside its own `#if true … #endif`, which the parser closes off:
    /// an unclosed brace is reported at the unit's `#endif` and goes no further. A unit that ends
    /// inside a block comment or a multi-line string would swallow the next one, so it gets a file
    /// of its own.
    func parse(with compiler: SwiftCompiler, scratch: URL, cache: Cache? = nil) throws -> [[Finding]] {
        guard !units.isEmpty else { return [] }
        let generated = generatedFiles()
        var messagesByFile = [[TypecheckResultCache.RawMessage]?](repeating: nil, count: generated.count)
        var keys: [String?] = Array(repeating: nil, count: generated.count)
        if let cache {
            for (index, file) in generated.enumerated() {
                keys[index] = cache.key(file.text)
                messagesByFile[index] = keys[index].flatMap(cache.results.load)
            }
        }
        let toParse = generated.indices.filter { messagesByFile[$0] == nil }
        if !toParse.isEmpty {
            let folder = scratch.appendingPathComponent("parse-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var urls: [URL] = []
            var fileIndex: [String: Int] = [:]
            for index in toParse {
                let name = "f\(index).swift"
                let url = folder.appendingPathComponent(name)
                try generated[index].text.write(to: url, atomically: false, encoding: .utf8)
                urls.append(url)
                fileIndex[name] = index
                messagesByFile[index] = []
            }
            for message in try compiler.parse(urls, scratch: folder).checkedForCrash().messages
            where message.severity != .note {
                guard let index = fileIndex[URL(fileURLWithPath: message.file).lastPathComponent] else {
                    throw CompilerFailure(message: "\(message.file):\(message.line): \(message.message)")
                }
                messagesByFile[index]?.append(
                    TypecheckResultCache.RawMessage(
                        file: 0, line: message.line, column: message.column, severity: message.severity,
                        message: message.message))
            }
            if let cache {
                for index in toParse {
                    if let key = keys[index], let messages = messagesByFile[index] {
                        cache.results.store(messages, for: key)
                    }
                }
            }
        }

        var results = Array(repeating: [Finding](), count: units.count)
        for (file, messages) in zip(generated, messagesByFile) {
            for message in messages ?? [] {
                guard
                    let placement = file.placements.last(where: { $0.firstLine <= message.line })
                        ?? file.placements.first
                else { continue }
                let unit = units[placement.unit]
                if unit.allowsTopLevelCode && Self.topLevelCodeMessages.contains(message.message) { continue }
                let line = message.line - placement.firstLine + 1
                let (location, isExact) = unit.lineMap.location(line: line, column: message.column)
                results[placement.unit].append(
                    Finding(
                        severity: message.severity, message: message.message,
                        location: location, isExact: isExact,
                        generatedLine: line, generatedColumn: message.column))
            }
        }
        return results
    }

    /// The files the units are written into, in order: self-contained units share files (see
    /// `unitsPerFile`, `boundaryModulus`), any other has one of its own.
    private func generatedFiles() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var shared: [Int] = []
        func write(_ members: [Int], wrapped: Bool) {
            var text = ""
            var line = 1
            var placed: [Placement] = []
            for index in members {
                // Lines as the compiler counts them (a lone "\r" ends one too), the last one ended.
                let last = units[index].text.utf8.last
                let body = last == 0x0A || last == 0x0D ? units[index].text : units[index].text + "\n"
                let count = LineEnds.count(in: body.utf8)
                placed.append(Placement(unit: index, firstLine: line + (wrapped ? 1 : 0), lineCount: count))
                text += wrapped ? "#if true\n" + body + "#endif\n" : body
                line += count + (wrapped ? 2 : 0)
            }
            files.append(GeneratedFile(text: text, placements: placed))
        }
        for index in units.indices {
            if SwiftBracketScan(Array(units[index].text.utf8)).isSelfContained {
                shared.append(index)
                if shared.count == Self.unitsPerFile || Self.endsFile(units[index].text) {
                    write(shared, wrapped: true)
                    shared = []
                }
            } else {
                write([index], wrapped: false)
            }
        }
        if !shared.isEmpty { write(shared, wrapped: true) }
        return files
    }

    /// Whether a shared file ends after a unit of this text.
    private static func endsFile(_ text: String) -> Bool {
        ContentHash.value(of: text) % boundaryModulus == 0
    }
}

/// The compiler failed in a way that says nothing about the input (a crash, a bad flag).
struct CompilerFailure: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var description: String { "swiftc failed: \(message)" }
}

extension CompilerFailure: LocalizedError {
    package var errorDescription: String? { description }
}
