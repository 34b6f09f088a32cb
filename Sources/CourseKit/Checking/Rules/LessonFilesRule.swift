import Foundation

/// Lesson files: the manifest and the lesson files in the course folder agree.
///
/// Every lesson the manifest names exists, and no lesson file in the course folder is left out of
/// the manifest (it would never be shown, studied or checked).
///
/// Check: a manifest link to a missing file (unless the reader reported it already), and a file
/// with lesson front matter that the manifest does not name, are errors.
struct LessonFilesRule: CheckRule {
    let id = Diagnostic.Rule.lessonFiles
    let summary = "every lesson the manifest names exists, and every lesson file is named in the manifest"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        let prefix = context.folder.hasSuffix("/") ? context.folder : context.folder + "/"
        let named = Set(course.lessonFiles.compactMap { ContainedPath.normalized($0) })
        var diagnostics: [Diagnostic] = []
        let readerReported = context.readerDiagnostics.contains { $0.rule == .missingLessonFile }
        if !readerReported {
            for file in course.lessonFiles where !FileManager.default.fileExists(atPath: prefix + file) {
                diagnostics.append(
                    error(
                        "the manifest names '\(file)', which does not exist", at: course.location,
                        hint: "write the lesson, or remove its link from course.md"))
            }
        }
        for file in context.lessonFilesOnDisk {
            let relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
            guard let path = ContainedPath.normalized(relative), !named.contains(path) else { continue }
            diagnostics.append(
                error(
                    "this lesson is not named in the manifest, so no command shows it",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "add '- [Lesson N: Title](\(path))' to the list in course.md"))
        }
        return diagnostics
    }

    /// Markdown files under `folder` whose front matter has a `lesson:` key, as `folder/…` paths.
    static func lessonFiles(in folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = base.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension == "md" {
            guard let text = try? String(contentsOf: url, encoding: .utf8), hasLessonFrontMatter(text) else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            found.append((folder.hasSuffix("/") ? folder : folder + "/") + relative)
        }
        return found.sorted()
    }

    private static func hasLessonFrontMatter(_ text: String) -> Bool {
        let lines = SourceText(file: "", text: String(text.prefix(4096))).lines
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else { return false }
        for line in lines.dropFirst() {
            if line.trimmingCharacters(in: .whitespaces) == "---" { return false }
            if line.hasPrefix("lesson:") { return true }
        }
        return false
    }
}
