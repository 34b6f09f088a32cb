import Foundation
import Testing

@testable import CourseKit

@Suite struct UnifiedDiffTests {
    /// Applies `patch` with real `git apply` in a scratch folder holding `old` at `path`.
    func applyWithGit(_ patch: String, path: String, old: String?) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let old { try Data(old.utf8).write(to: file) }
        try Data(patch.utf8).write(to: folder.appendingPathComponent("change.patch"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "apply", "change.patch"]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git apply refused:\n\(patch)")
        return (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
    }

    static let base = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"

    static let cases: [(String?, String?)] = [
        (
            base,
            base.replacingOccurrences(of: "line 5\n", with: "line five\nline 5b\n")
                .replacingOccurrences(of: "line 25\n", with: "")
        ),
        (base, "new first\n" + base + "new last\n"),
        (base, String(base.dropLast())),
        ("a\nb", "a\nb\n"),
        ("a\nb", "a\nc"),
        (nil, "struct New {}\n"),
        ("gone\n", nil),
        ("", "x\n"),
        ("x\ny\n", ""),
        // git splits lines at "\n" only: a "\r\n" file's "\r"s are part of its lines.
        ("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n"),
        ("a\r\nb", "a\r\nb\r\n"),
    ]

    @Test(arguments: cases.indices)
    func gitApplyYieldsTheNewText(_ index: Int) throws {
        let (old, new) = Self.cases[index]
        let patch = UnifiedDiff.patch(path: "Sources/App/File.swift", old: old, new: new)
        #expect(!patch.isEmpty)
        #expect(try applyWithGit(patch, path: "Sources/App/File.swift", old: old) == new)
    }

    @Test func hunksShowThreeLinesOfContext() {
        let patch = UnifiedDiff.patch(
            path: "f", old: Self.base,
            new: Self.base.replacingOccurrences(of: "line 10\n", with: "ten\n"))
        #expect(patch.contains("@@ -7,7 +7,7 @@\n line 7\n line 8\n line 9\n-line 10\n+ten\n line 11\n"))
        #expect(UnifiedDiff.patch(path: "f", old: "same", new: "same") == "")
    }
}
