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
    }

    private(set) var units: [Unit] = []

    /// Adds a file and returns its index in the results.
    @discardableResult
    mutating func add(_ text: String, lineMap: LineMap, allowsTopLevelCode: Bool = true) -> Int {
        units.append(Unit(text: text, lineMap: lineMap, allowsTopLevelCode: allowsTopLevelCode))
        return units.count - 1
    }

    /// Units per generated file: a shared file costs far less than a file each (creating a file
    /// takes about a millisecond here), and a bound keeps one unforeseen leak from hiding much.
    static let unitsPerFile = 64

    /// Where a unit sits in a generated file: its first line there, and how many lines it has.
    private struct Placement {
        var unit: Int
        var firstLine: Int
        var lineCount: Int
    }

    /// Writes the units into `scratch` and parses them in one process; returns each unit's errors
    /// and warnings (notes are dropped). A diagnostic without a file is thrown as a compiler failure.
    ///
    /// Units share files, each inside its own `#if true … #endif`, which the parser closes off:
    /// an unclosed brace is reported at the unit's `#endif` and goes no further. A unit that ends
    /// inside a block comment or a multi-line string would swallow the next one, so it gets a file
    /// of its own.
    func parse(with compiler: SwiftCompiler, scratch: URL) throws -> [[Finding]] {
        guard !units.isEmpty else { return [] }
        let folder = scratch.appendingPathComponent("parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [URL] = []
        var placements: [String: [Placement]] = [:]
        var shared: [Int] = []
        func write(_ members: [Int], wrapped: Bool) throws {
            let name = "f\(files.count).swift"
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
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: false, encoding: .utf8)
            files.append(file)
            placements[name] = placed
        }
        for index in units.indices {
            if SwiftBracketScan(Array(units[index].text.utf8)).isSelfContained {
                shared.append(index)
                if shared.count == Self.unitsPerFile {
                    try write(shared, wrapped: true)
                    shared = []
                }
            } else {
                try write([index], wrapped: false)
            }
        }
        if !shared.isEmpty { try write(shared, wrapped: true) }

        var results = Array(repeating: [Finding](), count: units.count)
        for message in try compiler.parse(files, scratch: folder).checkedForCrash().messages
        where message.severity != .note {
            let name = URL(fileURLWithPath: message.file).lastPathComponent
            guard let placed = placements[name],
                let placement = placed.last(where: { $0.firstLine <= message.line }) ?? placed.first
            else {
                throw CompilerFailure(message: "\(message.file):\(message.line): \(message.message)")
            }
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
        return results
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
