import Foundation

/// The project as a step leaves it (`snapshot`) against the folder an author edited.
///
/// Which files changed and what each is to become, or why the format cannot say it.
///
/// Trailing spaces and tabs, and the empty lines at a file's end, are normalised before comparing:
/// a line the author did not touch keeps the project's own text, a line they wrote is taken
/// without its trailing spaces, and a file ends in one newline. Indenting with tabs where the
/// project indents with spaces (or the other way round) is reported, not converted.
struct ProjectComparison {
    /// A file of the project that changed: nil `old` for a new one.
    struct ChangedFile: Equatable {
        var path: String
        var old: String?
        /// What the file must be after the step: the author's text, normalised.
        var new: String
    }

    var changed: [ChangedFile] = []
    /// What the format cannot express, each a sentence naming the file and what to do instead.
    var problems: [String] = []

    /// Names in the edited folder that are never compared.
    ///
    /// Xcode's and SwiftPM's own files (docs/format.md, "Authoring with the app"). Hidden names
    /// (`.DS_Store`, `.build`, `.swiftpm`) are never read at all.
    static let ignoredNames: Set<String> = [".DS_Store", "xcuserdata", ".build", ".swiftpm", "build"]
    static let ignoredSuffixes = [".xcodeproj"]

    static func isIgnored(_ path: String) -> Bool {
        path.split(separator: "/").contains { name in
            ignoredNames.contains(String(name)) || ignoredSuffixes.contains { name.hasSuffix($0) }
        }
    }

    /// `files`: the project's text files after the step before.
    ///
    /// `others`: its files that are not text (by path, with their bytes); `edited`: every file of
    /// the edited folder, by path; `projectFolder`: the folder (`Trips/`, or empty for the whole
    /// folder) whose files a step may change.
    init(files: [String: String], others: [String: Data], edited: [String: Data], projectFolder: String) {
        var spacesInProject = 0
        var tabsInProject = 0
        for (path, text) in files where path.hasSuffix(".swift") {
            let style = Self.indentation(LineDiff.split(text)[...])
            spacesInProject += style.spaces
            tabsInProject += style.tabs
        }
        let deleted = Set(files.keys).union(others.keys).subtracting(edited.keys)
        var newTexts: [String: String] = [:]
        for (path, bytes) in edited.sorted(by: { $0.key < $1.key }) {
            let oldText = files[path]
            if let other = others[path] {
                if other != bytes {
                    problems.append(
                        "'\(path)' is not a text file and it changed: the lesson format has no change for it; "
                            + "change it in the lesson's start folder if every step is to have it, or put it back")
                }
                continue
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                problems.append(
                    "'\(path)' is \(oldText == nil ? "a new file" : "a file") that is not UTF-8 text: "
                        + "the lesson format has no change for it; add it to the start folder instead, or remove it")
                continue
            }
            let normalised = Self.normalised(text)
            if let oldText, Self.normalised(oldText) == normalised { continue }
            guard path.hasPrefix(projectFolder) else {
                problems.append(
                    "'\(path)' is outside the project's folder '\(projectFolder)': code changes are made to the "
                        + "project's files; move it into '\(projectFolder)', or \(oldText == nil ? "remove it" : "put it back as it was")"
                )
                continue
            }
            guard path.hasSuffix(".swift") else {
                problems.append(
                    "'\(path)' is \(oldText == nil ? "a new file" : "a file") that is not Swift source and it "
                        + (oldText == nil ? "is new" : "changed") + ": record only Swift files; "
                        + (oldText == nil ? "remove it (put such a file in the start folder)" : "put it back as it was")
                )
                continue
            }
            let lines = LineDiff.split(normalised)
            let target: String
            if let oldText {
                let oldLines = LineDiff.split(oldText)
                // Lines the author did not touch keep the project's text, trailing spaces and all.
                var merged: [String] = []
                var added: [String] = []
                for line in LineDiff.lines(from: oldLines.map(Self.trimmed), to: lines) {
                    switch line {
                    case .same(let o, _): merged.append(oldLines[o])
                    case .removed: break
                    case .added(let n):
                        merged.append(lines[n])
                        added.append(lines[n])
                    }
                }
                target = merged.isEmpty ? "" : merged.joined(separator: "\n") + "\n"
                if let problem = Self.indentationProblem(
                    path, lines: added[...], spaces: spacesInProject, tabs: tabsInProject)
                {
                    problems.append(problem)
                    continue
                }
            } else {
                target = normalised
                if let problem = Self.indentationProblem(
                    path, lines: lines[...], spaces: spacesInProject, tabs: tabsInProject)
                {
                    problems.append(problem)
                    continue
                }
            }
            newTexts[path] = target
            changed.append(ChangedFile(path: path, old: oldText, new: target))
        }
        for path in deleted.sorted() {
            let old = files[path].map(Self.normalised)
            let renamed = old.flatMap { old in newTexts.first { $0.value == old && files[$0.key] == nil }?.key }
            if let renamed {
                problems.append(
                    "'\(path)' was renamed to '\(renamed)': the lesson format has no change for renaming a file; "
                        + "keep the old name, or create the new file in one step and empty the old one with an edit")
            } else {
                problems.append(
                    "'\(path)' is in the project after the step before but not in the edited folder: the lesson "
                        + "format has no change for deleting a file; put it back (an edit may empty it)")
            }
        }
    }

    /// The text normalised for comparison.
    ///
    /// Trailing spaces and tabs cut from every line, the empty lines at its end dropped, and one
    /// newline at its end (none for an empty text).
    static func normalised(_ text: String) -> String {
        var lines = LineDiff.split(text).map(trimmed)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// A line without the spaces, tabs and carriage returns at its end.
    static func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.unicodeScalars.last, last == " " || last == "\t" || last == "\r" {
            line = Substring(line.unicodeScalars.dropLast())
        }
        return String(line)
    }

    /// How many lines start with a space, and how many with a tab.
    private static func indentation(_ lines: ArraySlice<String>) -> (spaces: Int, tabs: Int) {
        var spaces = 0
        var tabs = 0
        for line in lines {
            if line.hasPrefix(" ") { spaces += 1 }
            if line.hasPrefix("\t") { tabs += 1 }
        }
        return (spaces, tabs)
    }

    private static func indentationProblem(_ path: String, lines: ArraySlice<String>, spaces: Int, tabs: Int) -> String?
    {
        let written = indentation(lines)
        if written.tabs > 0, spaces > 0, tabs == 0 {
            return "'\(path)' indents \(plural(written.tabs, "line")) with tabs where the project indents with spaces: "
                + "indent with spaces (Xcode: Settings ▸ Text Editing ▸ Indentation ▸ Prefer Indent Using: Spaces) and record again"
        }
        if written.spaces > 0, tabs > 0, spaces == 0 {
            return
                "'\(path)' indents \(plural(written.spaces, "line")) with spaces where the project indents with tabs: "
                + "indent with tabs and record again"
        }
        return nil
    }
}
