import Foundation

/// The modules Swift code names for import: what decides which of the interface's modules a course
/// needs built (`InterfaceModules.plan`), and in which order (a module is built after those its own
/// files import).
///
/// Read from tokens (`SwiftTokenScan`), so an `import` in a comment or a string does not count:
/// `import SwiftUI`, `@_exported import UIKit`, `@preconcurrency import Combine`, `public import
/// Charts`, `import struct MapKit.MKMapItem` (the module before the dot), and `canImport(PhotosUI)`
/// (a course's `#if canImport(X)` sees `X` only where it is built). An `import` inside `#if` counts
/// whichever branch it is in: one module too many is built, never one too few.
enum InterfaceImports {
    /// The kinds of a scoped import: `import struct MapKit.MKMapItem`.
    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]

    /// The modules `text` imports or asks about with `canImport`.
    ///
    /// Kept for the process (`modulesOfText`): every check plans the embedded interface's modules
    /// from the same texts.
    static func modules(in text: String) -> Set<String> {
        guard text.holds("import") || text.holds("canImport") else { return [] }
        return modulesOfText.value(for: text) { modulesRead(in: text) }
    }

    /// The modules read so far in this process, by text.
    private static let modulesOfText = ProcessMemo<String, Set<String>>()

    /// `modules(in:)`, read.
    private static func modulesRead(in text: String) -> Set<String> {
        let scan = SwiftTokenScan(text)
        let tokens = scan.tokens
        var found = Set<String>()
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let word = scan.text(token)
            var next = index + 1
            if word == "import" {
                if next < tokens.count, tokens[next].kind == .identifier, importKinds.contains(scan.text(tokens[next]))
                {
                    next += 1
                }
            } else if word == "canImport", next < tokens.count, scan.isPunctuation(tokens[next], "(") {
                next += 1
            } else {
                continue
            }
            if next < tokens.count, tokens[next].kind == .identifier { found.insert(scan.name(tokens[next])) }
        }
        return found
    }

    /// Every module the course's Swift imports: its snippets (cards, questions, sections, steps),
    /// its code changes, its lessons' start projects and `declarations/` files; `nil` for no course
    /// (every module is then built). The course's own `interface/` files are the interface's
    /// (`InterfaceModules.plan` follows their imports).
    static func ofCourse(_ course: Course?, folder: String) -> Set<String>? {
        guard let course else { return nil }
        var texts: [String] = []
        var folders = Set<String>()
        var found = Set<String>()
        for lesson in course.lessons {
            let snippets = lesson.snippetsWithOwners.map(\.snippet).filter(\.isSwift)
            texts += snippets.map(\.code)
            // A fragment is type-checked in a file that imports SwiftUI (`SnippetFiles`),
            // and so may be an expected failure with `…` or `context=`.
            if snippets.contains(where: { $0.check == .fragment || $0.check == .fails }) { found.insert("SwiftUI") }
            texts += lesson.changes.map(\.code)
            folders.insert(lesson.startPath)
            folders.insert(
                URL(fileURLWithPath: lesson.file).deletingLastPathComponent()
                    .appendingPathComponent(TypecheckLesson.declarationsFolderName).path)
        }
        for text in texts { found.formUnion(modules(in: text)) }
        for path in folders.sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                let files = try? ProjectReplay.files(
                    in: URL(fileURLWithPath: path), inside: URL(fileURLWithPath: folder))
            else { continue }
            for (name, text) in files where name.hasSuffix(".swift") { found.formUnion(modules(in: text)) }
        }
        return found
    }
}
