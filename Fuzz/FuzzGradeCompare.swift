// The `grade-compare` target: typed code compared with a card's answer (Grading/AnswerComparison)
// and the verdict rendered as `course grade` prints it (Grading/GradeText).
//
// The input is typed code, an answer and a prompt, separated by NUL bytes (one part: typed and
// answer alike). Invariants: no trap; a text is the same as itself; a comparison is `same` exactly
// when it reports no difference; every difference says what differs, and its span lies inside its
// text, at the line and column where its text stands; the rendered text holds no control
// character but newline (nothing typed reaches a terminal raw).

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
