// The `git-rules` target: a `.gitignore` or `.gitattributes` as `course log setup-git` reads it and
// adds to it (`GitRulesFile`), on the input as either file.
//
// Invariants: the file's bytes are kept, the lines go after them (a file is never replaced, whatever
// its encoding); every line asked for is read back from the result; a line is added only when it
// was not read before, and only once; adding to the result adds nothing (so a second run of
// setup-git changes nothing).

/// The lines `setup-git` adds, and one with words apart that `.gitattributes` reads as one rule.
private let linesToAdd: [(GitRulesFile.Kind, [String])] = [
    (.ignore, ["*.lock", "*.bak-*"]),
    (.attributes, ["*.jsonl merge=course-log", "*.md text"]),
]

func fuzzGitRules(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let bytes = Array(input)
        for (kind, lines) in linesToAdd {
            let before = Set(GitRulesFile.rules(in: bytes, kind: kind))
            let (result, added) = GitRulesFile.adding(lines, to: bytes, kind: kind)
            try expect(result.starts(with: bytes), "the file's bytes were not kept (\(kind))")
            let expected = lines.filter { !before.contains(GitRulesFile.rule(Array($0.utf8)[...], kind: kind) ?? []) }
            try expect(added == expected, "added \(added), not \(expected) (\(kind))")
            try expect(
                added.isEmpty == (result == bytes), "the file changed without a line added, or the reverse (\(kind))")
            let after = Set(GitRulesFile.rules(in: result, kind: kind))
            for line in lines {
                try expect(
                    after.contains(GitRulesFile.rule(Array(line.utf8)[...], kind: kind) ?? []),
                    "'\(line)' not read back (\(kind))")
            }
            try expect(before.isSubset(of: after), "a rule of the file is no longer read (\(kind))")
            let again = GitRulesFile.adding(lines, to: result, kind: kind)
            try expect(again.added.isEmpty && again.bytes == result, "added again: \(again.added) (\(kind))")
        }
    }
}
