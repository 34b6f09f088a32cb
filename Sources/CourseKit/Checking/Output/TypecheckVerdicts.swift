import Foundation

/// What the type-check decided about every snippet and every step's project.
///
/// `course check --verdicts FILE` writes it, so that two runs (the real SDK and the interface, on
/// macOS) can be compared snippet by snippet (`Scripts/compare-verdicts`).
package struct TypecheckVerdicts: Sendable, Equatable {
    package enum Verdict: String, Sendable, Equatable {
        case accepted, rejected
        case notTypeChecked = "not-type-checked"
    }

    package struct Item: Sendable, Equatable {
        /// `snippet` or `step`.
        package var kind: String
        package var file: String
        package var line: Int
        /// The snippet's owner (`card env-read`) or `step 3` (`step 0`: the start project).
        package var owner: String
        package var verdict: Verdict
        /// Why it was not type-checked, or the first errors.
        package var detail: [String]
    }

    /// `interface` or `sdk`.
    package var against: String
    package var items: [Item]

    package static let version = 1

    /// `{"version":1,"against":…,"items":[{…}]}`, one item a line, keys sorted.
    package var json: String {
        func quoted(_ text: String) -> String {
            let data =
                (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]))
                ?? Data("[\"\"]".utf8)
            return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
        }
        let lines = items.map { item in
            "{\"detail\":[\(item.detail.map(quoted).joined(separator: ","))],\"file\":\(quoted(item.file)),"
                + "\"kind\":\(quoted(item.kind)),\"line\":\(item.line),\"owner\":\(quoted(item.owner)),"
                + "\"verdict\":\(quoted(item.verdict.rawValue))}"
        }
        return "{\"against\":\(quoted(against)),\"items\":[\n" + lines.joined(separator: ",\n")
            + "\n],\"version\":\(Self.version)}\n"
    }
}

extension TypecheckVerdicts {
    /// Writes the JSON to `path`, a new file or one `--verdicts` wrote before (never another file).
    package func write(to path: String) throws {
        try Output.file(path, mark: Array("{\"against\":".utf8))
        try AtomicFile.write(Data(json.utf8), to: path)
    }

    /// The verdicts of a check whose type-check ran.
    static func of(_ context: CheckContext) -> TypecheckVerdicts? {
        guard let compiled = context.compiled, compiled.typecheck != nil else { return nil }
        let course = context.typechecked
        let checkedSteps = course?.checkedSteps ?? []
        guard !checkedSteps.isEmpty || !compiled.snippets.isEmpty else { return nil }
        var items = compiled.snippets.map(item)
        for (index, replay) in context.replays.enumerated() where index < checkedSteps.count {
            for step in [0] + replay.lesson.steps.map(\.number) {
                let errors = (course?.steps[index] ?? []).filter { $0.step == step && $0.finding.severity == .error }
                let checked = checkedSteps[index].contains(step)
                items.append(
                    Item(
                        kind: "step", file: replay.lesson.file, line: 1, owner: "step \(step)",
                        verdict: !checked ? .notTypeChecked : errors.isEmpty ? .accepted : .rejected,
                        detail: errors.prefix(3).map(\.finding.message)))
            }
        }
        return TypecheckVerdicts(against: course?.usesInterface == true ? "interface" : "sdk", items: items)
    }

    /// A snippet's verdict: accepted or rejected with its first errors, or not type-checked with why.
    private static func item(_ checked: CheckedSnippet) -> Item {
        let verdict: Verdict
        let detail: [String]
        switch checked.typecheck {
        case .ran(let errors, _)?:
            verdict = errors.isEmpty ? .accepted : .rejected
            detail = errors.prefix(3).map(\.message)
        case .notRun(let reason)?:
            verdict = .notTypeChecked
            detail = [reason]
        case nil:
            verdict = .notTypeChecked
            detail = ["not type-checked"]
        }
        return Item(
            kind: "snippet", file: checked.snippet.location.file, line: checked.snippet.location.line,
            owner: checked.owner.description, verdict: verdict, detail: detail)
    }
}
