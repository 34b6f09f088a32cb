import Foundation
import Testing

@testable import CourseKit

/// `course check`'s parse is cached by the text of each file it writes: a second check of the same
/// snippets starts no compiler, and an edited snippet sends only its own file to the compiler.
@Suite("The parse, cached by file")
struct ParseCacheTests {
    /// A compiler that writes down each parse run's files (their names), then is the real one.
    struct CountingCompiler {
        let folder: URL
        let compiler: SwiftCompiler
        var log: URL { folder.appendingPathComponent("parses.log") }

        init(in folder: URL, real: SwiftCompiler) throws {
            self.folder = folder
            let script = folder.appendingPathComponent("swiftc")
            try """
            #!/bin/sh
            case " $* " in *" -parse "*)
                for a in "$@"; do case "$a" in @*) cat "${a#@}" | wc -l >> '\(folder.path)/parses.log' ;; esac; done ;;
            esac
            exec '\(real.executable.path)' "$@"

            """.write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            compiler = SwiftCompiler(executable: script)
        }

        /// Files per parse run so far.
        func runs() -> [Int] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
                Int($0.trimmingCharacters(in: .whitespaces)).map { $0 + 1 }
            }
        }
    }

    static func units(_ count: Int, broken: Set<Int> = [], edited: Int? = nil) -> CompilationBatch {
        var batch = CompilationBatch()
        for index in 0..<count {
            let body = broken.contains(index) ? "let x\(index): = 1" : "let x\(index) = \(index)"
            let text = "// unit \(index)\n" + body + (index == edited ? " // edited" : "") + "\n"
            let origin = CourseKit.SourceLocation(file: "lesson.md", line: 1_000 * index + 1, column: 1)
            batch.add(text, lineMap: .block(at: origin, prefixLines: 0, lineCount: 2))
        }
        return batch
    }

    @Test func aSecondParseOfTheSameTextsStartsNoCompilerAndAnEditParsesOneFile() throws {
        guard case .found(let real) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counting = try CountingCompiler(in: folder, real: real)
        let cache = CompilationBatch.Cache(
            results: TypecheckResultCache(folder: folder.appendingPathComponent("results")),
            compilerVersion: try real.version())

        let broken: Set<Int> = [3, 150]
        let first = try Self.units(400, broken: broken).parse(with: counting.compiler, scratch: folder, cache: cache)
        let files = counting.runs()
        #expect(files.count == 1 && files[0] > 400 / CompilationBatch.unitsPerFile, "runs: \(files)")
        #expect(first.indices.filter { !first[$0].isEmpty } == [3, 150])
        #expect(first[150].map(\.location.line) == [150_002])

        let again = try Self.units(400, broken: broken).parse(with: counting.compiler, scratch: folder, cache: cache)
        #expect(counting.runs() == files, "a parse of texts parsed before started the compiler")
        #expect(again == first)

        let edited = try Self.units(400, broken: broken, edited: 200).parse(
            with: counting.compiler, scratch: folder, cache: cache)
        #expect(counting.runs() == files + [1], "an edited unit is parsed in its own file's run alone")
        #expect(edited == first)

        // Without the cache, every file is parsed every time.
        _ = try Self.units(400, broken: broken).parse(with: counting.compiler, scratch: folder)
        #expect(counting.runs() == files + [1] + files)
    }
}
