/// The parse plan's two passes (`SnippetParsePlan`) as rounds.
///
/// Where each piece of a fragment parses, so that it is type-checked in that context.
extension TypecheckRound {
    /// Every snippet's pieces parsed in their likeliest context (or the one the author named).
    ///
    /// In one batch with the plan's project files.
    static let parseInLikeliestContexts = TypecheckRound(name: "parse in the likeliest contexts", kind: .parse) {
        progress in
        var parse = progress.parse
        var batch = progress.plan.projectBatch
        parse.addFirstPass(to: &batch)
        return firstParse(batch, parse: parse, recordsProjects: true)
    }

    /// A typed answer with a syntax error in its guessed context, parsed as `course check` parses it.
    ///
    /// The context it was guessed to be in is `answerInLikeliestContexts`'s; nothing for one whose
    /// context the card names, or that has no syntax error (the plan would take its guess too).
    static let parseAfterSyntaxError = TypecheckRound(name: "parse after a syntax error", kind: .parse) {
        progress in
        let syntaxErrors = progress.plan.snippets.indices.filter { index in
            progress.plan.snippets[index].snippet.context == nil
                && progress.said(index).contains(where: \.isSyntaxError)
        }
        guard !syntaxErrors.isEmpty else { return RoundWork() }
        var parse = progress.parse
        var batch = CompilationBatch()
        parse.addFirstPass(to: &batch, only: Set(syntaxErrors))
        return firstParse(batch, parse: parse, recordsProjects: false)
    }

    /// The pieces that parsed in no first context, parsed in every other one of theirs.
    static let parseInOtherContexts = TypecheckRound(name: "parse in the other contexts", kind: .parse) {
        progress in
        var parse = progress.parse
        var batch = CompilationBatch()
        let first = parse.addSecondPass(to: &batch)
        guard !batch.units.isEmpty else { return RoundWork() }
        return RoundWork(parses: [batch]) { progress, output in
            progress.parse = parse
            progress.parse.record(output.parses.first ?? [], attemptsFrom: first)
            progress.takeParsedPieces()
        }
    }

    private static func firstParse(_ batch: CompilationBatch, parse: SnippetParsePlan, recordsProjects: Bool)
        -> RoundWork
    {
        RoundWork(parses: [batch]) { progress, output in
            let results = output.parses.first ?? []
            progress.parse = parse
            progress.parse.record(results)
            progress.takeParsedPieces()
            if recordsProjects { progress.projectParse = results }
        }
    }
}

extension TypecheckProgress {
    /// Each parsed snippet's pieces in the contexts they parsed in.
    mutating func takeParsedPieces() {
        let parsed = parse.typecheckPieces
        for index in parse.parsedSnippets { pieces[index] = parsed[index] }
    }
}
