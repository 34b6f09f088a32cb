import Foundation

/// Type-checks whole-file snippets whose imports this compiler's SDK provides, one compiler process
/// per snippet (each is its own module), as many at once as there are cores.
enum SnippetTypechecker {
    enum Outcome: Sendable, Equatable {
        case notRun(reason: String)
        case ran(errors: [CompilationBatch.Finding], warnings: [CompilationBatch.Finding])
    }

    static let fragmentReason = "fragments"

    static func missingModuleReason(_ module: String) -> String {
        "import \(module) (not in this SDK)"
    }

    static func run(_ snippets: [SnippetToCheck], compiler: SwiftCompiler, scratch: URL) throws -> [Outcome] {
        var outcomes = Array(repeating: Outcome.notRun(reason: fragmentReason), count: snippets.count)
        let wholeFiles = snippets.indices.filter { snippets[$0].form == .file }
        let wanted = wholeFiles.reduce(into: Set<String>()) { $0.formUnion(snippets[$1].importedModules) }
        let missing = try compiler.missingModules(wanted, scratch: scratch)
        var runnable: [Int] = []
        for index in wholeFiles {
            if let module = snippets[index].importedModules.intersection(missing).sorted().first {
                outcomes[index] = .notRun(reason: missingModuleReason(module))
            } else {
                runnable.append(index)
            }
        }
        let indices = runnable
        let results = Locked<[Result<Outcome, Error>?]>(Array(repeating: nil, count: indices.count))
        DispatchQueue.concurrentPerform(iterations: indices.count) { slot in
            let snippet = snippets[indices[slot]]
            let result = Result {
                try typecheck(snippet, name: "t\(indices[slot])", compiler: compiler, scratch: scratch)
            }
            results.withLock { $0[slot] = result }
        }
        let finished = results.withLock { $0 }
        for (slot, index) in runnable.enumerated() {
            outcomes[index] = try finished[slot]?.get() ?? .notRun(reason: fragmentReason)
        }
        return outcomes
    }

    private static func typecheck(_ snippet: SnippetToCheck, name: String, compiler: SwiftCompiler,
                                  scratch: URL) throws -> Outcome {
        let folder = scratch.appendingPathComponent("typecheck-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("main.swift")
        try snippet.code.write(to: file, atomically: false, encoding: .utf8)
        let lineCount = LineEnds.count(in: snippet.code.utf8) + 1
        let map = LineMap.block(at: snippet.location, prefixLines: 0, lineCount: lineCount)
        let findings = try compiler.typecheck(file).checkedForCrash().messages.compactMap { message -> CompilationBatch.Finding? in
            guard message.severity == .error || message.severity == .warning, message.line > 0 else { return nil }
            let (location, isExact) = map.location(line: message.line, column: message.column)
            return CompilationBatch.Finding(severity: message.severity, message: message.message,
                                            location: location, isExact: isExact,
                                            generatedLine: message.line, generatedColumn: message.column)
        }
        return .ran(errors: findings.filter { $0.severity == .error },
                    warnings: findings.filter { $0.severity == .warning })
    }
}
