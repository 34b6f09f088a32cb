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

    /// Writes the files into `scratch` and parses them in one process; returns each unit's errors
    /// and warnings (notes are dropped). A diagnostic without a file is thrown as a compiler failure.
    func parse(with compiler: SwiftCompiler, scratch: URL) throws -> [[Finding]] {
        guard !units.isEmpty else { return [] }
        let folder = scratch.appendingPathComponent("parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [URL] = []
        var indexByName: [String: Int] = [:]
        for (index, unit) in units.enumerated() {
            let name = "u\(index).swift"
            let file = folder.appendingPathComponent(name)
            try unit.text.write(to: file, atomically: false, encoding: .utf8)
            files.append(file)
            indexByName[name] = index
        }
        var results = Array(repeating: [Finding](), count: units.count)
        for message in try compiler.parse(files, scratch: folder).checkedForCrash().messages where message.severity != .note {
            let name = URL(fileURLWithPath: message.file).lastPathComponent
            guard let index = indexByName[name] else {
                throw CompilerFailure(message: "\(message.file):\(message.line): \(message.message)")
            }
            if units[index].allowsTopLevelCode && Self.topLevelCodeMessages.contains(message.message) { continue }
            let (location, isExact) = units[index].lineMap.location(line: message.line, column: message.column)
            results[index].append(Finding(severity: message.severity, message: message.message,
                                          location: location, isExact: isExact,
                                          generatedLine: message.line, generatedColumn: message.column))
        }
        return results
    }
}

/// The compiler failed in a way that says nothing about the input (a crash, a bad flag).
public struct CompilerFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { "swiftc failed: \(message)" }
}
