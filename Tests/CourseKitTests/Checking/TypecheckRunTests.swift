@testable import CourseKit
import Foundation
import Testing

@Suite("Type-check: which compiler runs a check makes")
struct TypecheckRunTests {
    /// A step that changes no code has the project of the step before it: the compiler sees that
    /// project once, even with no cache (the two runs would otherwise go at once, on both cores),
    /// and both steps count as type-checked.
    @Test func aProjectTwoStepsShareIsTypeCheckedOnce() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let noCodeStep = StatedEdit.replace("## Flashcards", with: "## Step 3: Run it\n\nRun the app and tap.\n\n## Flashcards")
        try CheckFixtures.withValid(changedBy: [noCodeStep], named: "no-code-step") { folder in
            // A compiler that writes down each type-check's files (name and checksum), then is the
            // real one.
            let tools = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("tools")
            let log = tools.appendingPathComponent("typechecks.log")
            let script = tools.appendingPathComponent("usr/bin/swiftc")
            try FileManager.default.createDirectory(at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
            try """
                #!/bin/sh
                case " $* " in *" -typecheck "*)
                    line=""
                    for a in "$@"; do case "$a" in *.swift) line="$line ${a##*/}:$(cksum < "$a")" ;; esac; done
                    echo "$line" >> '\(log.path)' ;;
                esac
                exec '\(compiler.executable.path)' "$@"

                """.write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

            let reading = try CourseReader.read(folder: folder)
            let result = try CourseCheck.run(folder: folder, course: reading.course, readerDiagnostics: reading.diagnostics,
                                             options: CheckOptions(swiftcPath: script.path, usesCache: false))
            let runs = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
            #expect(runs.count == Set(runs).count, "a run with the same files as another: \(runs)")
            #expect(result.typecheckedProjects == 4)
        }
    }
}
