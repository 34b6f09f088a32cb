/// The files of a type-check's runs.
///
/// A fragment wrapped so that it can share a module, a whole file as a module of its own or one of
/// several, a project's files, and the run of fragments beside a finished project.
enum SnippetFiles {
    /// A fragment's parts in the contexts they parsed in, named so that fragments can share a run.
    ///
    /// Nil for switch cases, which have no value to switch on.
    ///
    /// Declarations stay at the top level; a type's members go into one struct on the main actor
    /// (where views live; a `View` when they include a `body`), and statements and expressions into
    /// methods of that struct, so that a part after `…` sees the members shown before it.
    static func fragment(
        _ pieces: [(piece: SnippetPiece, context: SnippetContext)], at location: SourceLocation, number: Int
    ) -> TypecheckJob.File? {
        if pieces.contains(where: { $0.context == .switchCases }) { return nil }
        var wrapper = FragmentWrapper(location: location)
        for (piece, context) in pieces where context == .file {
            wrapper.add("", piece, "")
        }
        for (offset, (piece, context)) in pieces.enumerated() where context == .enumCases {
            wrapper.add("enum \(holder(number))Cases\(offset) {\n", piece, "}\n")
        }
        let inside = pieces.enumerated().filter {
            $0.element.context == .members || $0.element.context == .statements || $0.element.context == .expression
        }
        for (place, group) in holderGroups(inside).enumerated() {
            let isView = group.filter { $0.element.context == .members }.map(\.element.piece.text).joined()
                .contains("var body:")
            let name = holder(number) + (place == 0 ? "" : "View\(place + 1)")
            wrapper.addLines("@MainActor\nstruct \(name)\(isView ? ": View" : "") {\n")
            for (offset, (piece, context)) in group {
                let startsWithDot = piece.text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).hasPrefix(".")
                switch context {
                case .members:
                    wrapper.add("", piece, "")
                case .expression:
                    // A modifier chain with no view: on an empty one, named on the wrapper's line.
                    wrapper.add("func __part\(offset)() {\n_ =\(startsWithDot ? " EmptyView()" : "")\n", piece, "}\n")
                default:
                    wrapper.add("func __part\(offset)() {\(startsWithDot ? "_ = EmptyView()" : "")\n", piece, "}\n")
                }
            }
            wrapper.addLines("}\n")
        }
        return TypecheckJob.File(
            name: "fragment-\(number).swift", text: wrapper.text,
            lineMap: LineMap(segments: wrapper.segments, fallback: location))
    }

    /// A fragment's part with its number among the parts.
    private typealias NumberedPart = (offset: Int, element: (piece: SnippetPiece, context: SnippetContext))

    /// The parts that go into one type each, in order.
    ///
    /// One type, but for a part of a type's members that declares a name a part before it in the
    /// same type declares: it starts a type of its own, with what follows it (the other half of an
    /// answer, `@Environment(TripStore.self) private var store` in a view further down from the one
    /// with `@State private var store`).
    private static func holderGroups(_ parts: [NumberedPart]) -> [[NumberedPart]] {
        var groups: [[NumberedPart]] = []
        var declared: Set<String> = []
        for part in parts {
            let names =
                part.element.context == .members
                ? NearName.declaredAtTopLevel(in: [part.element.piece.text]) : []
            if groups.isEmpty || !names.isDisjoint(with: declared) {
                groups.append([])
                declared = []
            }
            declared.formUnion(names)
            groups[groups.count - 1].append(part)
        }
        return groups
    }

    /// The type `fragment` places fragment `number`'s members and statements in.
    static func holder(_ number: Int) -> String { "__CourseCheckFragment\(number)" }

    /// A fragment's text as it grows, with where each piece's lines came from.
    private struct FragmentWrapper {
        let location: SourceLocation
        var text = "import SwiftUI\n"
        var line = 2
        var segments: [LineMap.Segment] = []

        mutating func add(_ prefix: String, _ piece: SnippetPiece, _ suffix: String) {
            let body = piece.text.hasSuffix("\n") ? piece.text : piece.text + "\n"
            let prefixLines = LineEnds.count(in: prefix.utf8)
            segments.append(
                LineMap.Segment(
                    lines: line + prefixLines..<line + prefixLines + piece.lineCount,
                    origin: location.movedDown(piece.firstLine)))
            addLines(prefix + body + suffix)
        }

        mutating func addLines(_ whole: String) {
            text += whole
            line += LineEnds.count(in: whole.utf8)
        }
    }

    /// A whole-file snippet as the file of a module of its own.
    ///
    /// `main.swift` (top-level code allowed) unless it has an `@main` type.
    static func wholeFile(_ snippet: SnippetToCheck) -> TypecheckJob.File {
        let lineCount = LineEnds.count(in: snippet.code.utf8) + 1
        let name = snippet.code.contains("@main") ? "snippet.swift" : "main.swift"
        return TypecheckJob.File(
            name: name, text: snippet.code,
            lineMap: LineMap.block(at: snippet.location, prefixLines: 0, lineCount: lineCount))
    }

    /// A whole-file snippet in a module shared with others (`FileScope`).
    ///
    /// Named for its snippet, never `main.swift`.
    static func sharedFile(_ snippet: SnippetToCheck, scope: FileScope, number: Int) -> TypecheckJob.File {
        TypecheckJob.File(
            name: "snippet-\(number).swift", text: scope.text, lineMap: scope.lineMap(wholeFile(snippet).lineMap))
    }

    /// A file with its names kept to itself (`FileScope`), where it can keep them.
    static func keptToItself(_ file: TypecheckJob.File) -> (file: TypecheckJob.File, imports: [String])? {
        guard let scope = FileScope.of(file.text) else { return nil }
        return (
            TypecheckJob.File(name: file.name, text: scope.text, lineMap: scope.lineMap(file.lineMap)), scope.imports
        )
    }

    /// The Swift files of a project version as files of a run (`project/<path>`).
    static func project(_ version: LessonReplayRecord.ProjectVersion) -> [TypecheckJob.File] {
        version.files.map { TypecheckJob.File(name: "project/" + $0.path, text: $0.text, lineMap: $0.lineMap) }
    }

    /// `files` as what a run beside a finished project is for.
    ///
    /// Checked whole, the project's files only as far as they need (`TypecheckJob.File.isPrimary`).
    static func primary(_ files: [TypecheckJob.File]) -> [TypecheckJob.File] {
        files.map {
            var file = $0
            file.isPrimary = true
            return file
        }
    }

    /// The run of fragments `checked` beside a finished project, the checked files primary.
    ///
    /// The project is context (not checked whole); without a project, the checked files alone,
    /// whole. `context`: files beside the project that are not checked whole (an answer's run has
    /// the lesson's declarations so: the typed file's messages are the same, and the run is
    /// shorter).
    static func besideProject(
        _ checked: [TypecheckJob.File], project: LessonReplayRecord.ProjectVersion?, context: [TypecheckJob.File] = []
    ) -> TypecheckJob {
        guard let project else { return TypecheckJob(files: context + checked) }
        return TypecheckJob(files: Self.project(project) + context + primary(checked))
    }
}
