// The `grade-compare` target: typed code compared with a card's answer (Grading/AnswerComparison)
// and the verdict rendered as `course grade` prints it (Grading/GradeText).
//
// The input is typed code, an answer and a prompt, separated by NUL bytes (one part: typed and
// answer alike). Invariants: no trap; a text is the same as itself; a comparison is `same` exactly
// when it reports no difference; every difference says what differs, and its span lies inside its
// text, at the line and column where its text stands; the rendered text holds no control
// character but newline (nothing typed reaches a terminal raw). The lines a card gives
// (`GivenContext`) and the roots written into environment key paths (`EnvironmentKeyPaths`) are read
// from the same input: every message is placed back at a line of what was typed, at a column ≥ 1.

func fuzzGradeCompare(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let parts = input.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let typed = parts[0]
        let answer = parts.count > 1 ? parts[1] : typed
        let prompt = parts.count > 2 ? parts[2] : ""
        try expect(
            AnswerComparison.compare(typed: answer, answer: answer, prompt: prompt).isSame, "a text differs from itself"
        )
        let comparison = AnswerComparison.compare(typed: typed, answer: answer, prompt: prompt)
        try expect(
            comparison.isSame == comparison.differences.isEmpty,
            "same \(comparison.isSame) with \(comparison.differences.count) differences")
        for difference in comparison.differences {
            try expect(!difference.what.isEmpty, "a difference that does not say what differs")
            for (span, text) in [(difference.typed, typed), (difference.answer, answer)] {
                guard let span else { continue }
                let lines = LineEnds.lines(of: text)
                try expect(span.line >= 1 && span.line <= lines.count, "line \(span.line) of \(lines.count)")
                let line = Array(String(lines[span.line - 1]))
                try expect(span.column >= 1 && span.column <= line.count + 1, "column \(span.column) of \(line.count)")
            }
        }
        try fuzzGivenContext(typed: typed, answer: answer, prompt: prompt)
        try fuzzEnvironmentKeyPaths(typed)
        let verdict = GradeResult(
            verdict: comparison.isSame ? .same : .different, compiled: false,
            messages: [GradeResult.Message(line: 1, column: 1, severity: "error", message: typed)],
            differences: comparison.differences)
        let shown = GradeText.render(verdict, typed: typed, answer: answer)
        try expect(
            !shown.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            },
            "a control character reaches the terminal")
    }
}

/// The lines an answer gives, put before what was typed and every message placed back in it.
private func fuzzGivenContext(typed: String, answer: String, prompt: String) throws(SkipInput) {
    for isFragment in [true, false] {
        guard let given = GivenContext(answer: answer, prompt: prompt, isFragment: isFragment, typed: typed) else {
            continue
        }
        let text = given.text(typed)
        try expect(text.hasSuffix(typed), "the typed code is not at the end")
        let typedLines = LineEnds.lines(of: typed).count
        let textLines = LineEnds.lines(of: text).count
        for line in 0...textLines {
            let placed = given.placed(GradeResult.Message(line: line, column: 1, severity: "error", message: ""))
            try expect(placed.line >= 0 && placed.line <= typedLines, "line \(line) placed at \(placed.line)")
        }
    }
}

/// Key paths' roots written in, and every message at a column of the code as typed.
private func fuzzEnvironmentKeyPaths(_ typed: String) throws(SkipInput) {
    var messages: [AnswerTypechecker.Message] = []
    let lines = LineEnds.lines(of: typed)
    for (index, line) in lines.enumerated().prefix(64) {
        for column in 1...(line.utf8.count + 1) where column <= 256 {
            messages.append(.init(line: index + 1, byteColumn: column, severity: "error", text: "has no member 'x'"))
        }
    }
    if let rooted = EnvironmentKeyPaths(typed) {
        // Searched and compared as bytes: String's `contains` and `replacingOccurrences` match whole
        // characters, and a `.` with a combining mark after it (`\.` + U+0CD6) is one character
        // that `written` does not end with.
        let written = Array(("\\" + EnvironmentKeyPaths.root + ".").utf8)
        let text = Array(rooted.text.utf8)
        try expect(text.firstRange(of: written) != nil, "no root written in")
        if Array(typed.utf8).firstRange(of: written) == nil {
            let back = text.replacing(written, with: Array("\\.".utf8))
            try expect(back == Array(typed.utf8), "more than roots written in")
        }
        for message in messages {
            let placed = rooted.placed(message)
            try expect((placed.byteColumn ?? 1) >= 1, "column \(placed.byteColumn ?? 0)")
        }
    }
    for placed in EnvironmentKeyPaths.atTheirMembers(messages, in: typed) {
        try expect((placed.byteColumn ?? 1) >= 1, "column \(placed.byteColumn ?? 0)")
    }
}
