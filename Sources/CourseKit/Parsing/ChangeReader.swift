/// The attributes and the diff of a code change (docs/format.md, "Code changes").
extension LessonParser {
    mutating func readChange(
        _ attributes: AttributeList, text: Substring, textStart: SourcePosition,
        language: String, code: String, location: SourceLocation,
        codeLocation: SourceLocation
    ) -> CodeChange {
        let fence = SourcePosition(line: location.line, column: location.column)
        func at(_ key: String) -> SourcePosition {
            attributes.attribute(key).map { positionOfByte($0.offset, in: text, startingAt: textStart) } ?? fence
        }
        let file = attributes["file"] ?? ""
        if file.isEmpty {
            error(
                "'file' is empty", at: at("file"),
                hint: "name the file, relative to the start folder: file=Trips/TripsApp.swift",
                rule: .badAttribute)
        }
        checkPath(
            file, key: "file=", relativeTo: "the start folder", at: at("file"), example: "file=Trips/TripsApp.swift")
        var kind: CodeChange.Kind = language == "diff" ? .edit : .append
        if let value = attributes["change"] {
            if let known = CodeChange.Kind(rawValue: value) {
                kind = known
            } else {
                error(
                    "'\(value)' is not a kind of change", at: at("change"),
                    hint: "use change=create, append, replace or edit", rule: .badAttribute)
            }
        } else {
            error(
                "a code change needs 'change='", at: fence,
                hint: "add change=create, append (swift blocks), replace or edit (diff blocks)",
                rule: .missingAttribute)
        }
        if kind.isDiff != (language == "diff") {
            let wanted = kind.isDiff ? "a ```diff block" : "the file's language (```swift)"
            error(
                "change=\(kind.rawValue) is written as \(wanted), not ```\(language)", at: fence,
                hint: kind.isDiff
                    ? "show the change as diff lines: ' ' unchanged, '-' removed, '+' added"
                    : "a diff block takes change=replace or change=edit",
                rule: .badAttribute)
        }
        let target = readTarget(attributes, kind: kind, at: at, fence: fence)
        let hunks = kind.isDiff && language == "diff" ? readHunks(code, startingAt: codeLocation, fence: fence) : []
        return CodeChange(
            kind: kind, file: file, language: language, code: code, target: target,
            hunks: hunks, location: location, codeLocation: codeLocation)
    }

    private mutating func readTarget(
        _ attributes: AttributeList, kind: CodeChange.Kind,
        at: (String) -> SourcePosition, fence: SourcePosition
    ) -> ChangeTarget? {
        let declaration = attributes["target"]
        let preview = attributes["preview"]
        guard kind == .replace else {
            for key in ["target", "preview"] where attributes[key] != nil {
                error(
                    "'\(key)' goes only with change=replace", at: at(key),
                    hint: "remove it, or make this change=replace", rule: .badAttribute)
            }
            return nil
        }
        switch (declaration, preview) {
        case (nil, nil):
            error(
                "change=replace needs 'target=' or 'preview='", at: fence,
                hint: "say what is replaced: target=\"struct TripSummary\", preview=1 or preview=\"Landscape\"",
                rule: .missingAttribute)
            return nil
        case (.some, .some):
            error(
                "give either 'target=' or 'preview=', not both", at: at("preview"),
                hint: "a change replaces one declaration", rule: .badAttribute)
            return nil
        case (let declaration?, nil):
            let target = ChangeTarget(declaration: declaration)
            if target.declarationParts == nil {
                error(
                    "target=\"\(declaration)\" is not a keyword and a name", at: at("target"),
                    hint:
                        "write it as in the code: target=\"struct TripSummary\", target=\"extension EnvironmentValues\"",
                    rule: .badAttribute)
            }
            return target
        case (nil, let preview?):
            if let position = Int(preview) {
                if position < 1 {
                    error(
                        "previews count from 1", at: at("preview"), hint: "preview=1 is the first preview",
                        rule: .badAttribute)
                }
                return ChangeTarget(previewPosition: position)
            }
            return ChangeTarget(previewName: preview)
        }
    }

    /// Diff lines into hunks; `@@` lines separate hunks.
    ///
    /// An empty block (no line at all, not even an empty one) has no hunk, and is said to be empty
    /// at its opening `fence`.
    private mutating func readHunks(_ code: String, startingAt start: SourceLocation, fence: SourcePosition)
        -> [DiffHunk]
    {
        var hunks: [DiffHunk] = []
        var lines: [DiffLine] = []
        var hunkStart = start.line
        func close() {
            if !lines.isEmpty {
                hunks.append(DiffHunk(lines: lines, location: source.location(line: hunkStart, column: start.column)))
            }
            lines = []
        }
        let body = code.hasSuffix("\n") ? code.dropLast() : code[...]
        for (offset, text) in (code.isEmpty ? [] : LineEnds.lines(of: body)).enumerated() {
            let line = start.line + offset
            if text.hasPrefix("@@") {
                close()
                hunkStart = line + 1
                continue
            }
            if lines.isEmpty { hunkStart = line }
            switch text.first {
            case nil: lines.append(DiffLine(.context, ""))
            case " ": lines.append(DiffLine(.context, String(text.dropFirst())))
            case "-": lines.append(DiffLine(.removed, String(text.dropFirst())))
            case "+": lines.append(DiffLine(.added, String(text.dropFirst())))
            default:
                error(
                    "a diff line starts with ' ', '-' or '+', not '\(text.first!)'",
                    at: SourcePosition(line: line, column: start.column),
                    hint: "indent unchanged lines by one space; there are no ---/+++ headers", rule: .badDiff)
            }
        }
        close()
        for hunk in hunks where !hunk.lines.contains(where: { $0.kind != .added }) {
            error(
                "this diff has only added lines, so nothing says where they go",
                at: SourcePosition(line: hunk.location.line, column: hunk.location.column),
                hint: "add unchanged lines (starting with a space) around the added ones, or use change=append",
                rule: .badDiff)
        }
        if hunks.isEmpty {
            error("this diff is empty", at: fence, hint: "show the lines removed and added", rule: .badDiff)
        }
        return hunks
    }
}
