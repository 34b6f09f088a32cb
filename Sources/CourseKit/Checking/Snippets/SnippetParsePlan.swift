/// Parses every snippet's pieces with the compiler, trying other contexts only where needed.
///
/// First pass: each piece in its likeliest context, all in the shared batch. Second pass (only if
/// a fragment's piece failed): that piece in every other context, again in one batch. A piece is
/// fine if any context parses it; otherwise its errors are those of its likeliest context.
struct SnippetParsePlan {
    private struct Attempt {
        var snippet: Int
        var piece: Int
        var context: SnippetContext
        var unit: Int
        var errors: [CompilationBatch.Finding] = []
    }

    private let snippets: [SnippetToCheck]
    private let pieces: [[SnippetPiece]]
    private var attempts: [Attempt] = []

    init(_ snippets: [SnippetToCheck]) {
        self.snippets = snippets
        pieces = snippets.map { snippet in
            switch snippet.form {
            case .file:
                [
                    SnippetPiece(
                        text: snippet.code, firstLine: 0,
                        lineCount: LineEnds.count(in: snippet.code.utf8) + 1)
                ]
            case .fragment:
                SnippetPiece.pieces(of: snippet.code)
            }
        }
    }

    private func contexts(snippet: Int, piece: Int) -> [SnippetContext] {
        if snippets[snippet].form == .file { return [.file] }
        if let named = snippets[snippet].context { return [named] }
        return SnippetContext.candidates(for: pieces[snippet][piece].text)
    }

    private func add(_ snippet: Int, _ piece: Int, _ context: SnippetContext, to batch: inout CompilationBatch)
        -> Attempt
    {
        let part = pieces[snippet][piece]
        let origin = snippets[snippet].location.movedDown(part.firstLine)
        let map = LineMap.block(at: origin, prefixLines: context.prefixLineCount, lineCount: part.lineCount)
        let unit = batch.add(context.wrap(part.text), lineMap: map)
        return Attempt(snippet: snippet, piece: piece, context: context, unit: unit)
    }

    /// Adds each piece of every snippet (of `only` when given) in its likeliest context.
    mutating func addFirstPass(to batch: inout CompilationBatch, only: Set<Int>? = nil) {
        for snippet in pieces.indices where only?.contains(snippet) ?? true {
            for piece in pieces[snippet].indices {
                attempts.append(add(snippet, piece, contexts(snippet: snippet, piece: piece)[0], to: &batch))
            }
        }
    }

    /// Records the results of the batch that held the attempts from `attemptsFrom` on.
    mutating func record(_ results: [[CompilationBatch.Finding]], attemptsFrom: Int = 0) {
        for index in attempts.indices.dropFirst(attemptsFrom) {
            attempts[index].errors = results[attempts[index].unit].filter { $0.severity == .error }
        }
    }

    /// Adds the other contexts of every failed piece; returns the index of the first new attempt.
    mutating func addSecondPass(to batch: inout CompilationBatch) -> Int {
        let first = attempts.count
        for attempt in attempts where !attempt.errors.isEmpty {
            for context in contexts(snippet: attempt.snippet, piece: attempt.piece).dropFirst() {
                attempts.append(add(attempt.snippet, attempt.piece, context, to: &batch))
            }
        }
        return first
    }

    /// Each snippet's parse errors.
    ///
    /// For every piece that no context accepts, the errors it gives in its likeliest context (the
    /// one a reader would assume, so the message makes sense).
    var parseErrors: [[CompilationBatch.Finding]] {
        var result = Array(repeating: [CompilationBatch.Finding](), count: snippets.count)
        var best: [Int: [Int: [CompilationBatch.Finding]]] = [:]
        for attempt in attempts {
            let current = best[attempt.snippet]?[attempt.piece]
            if current == nil || attempt.errors.isEmpty {
                best[attempt.snippet, default: [:]][attempt.piece] = attempt.errors
            }
        }
        for (snippet, byPiece) in best {
            result[snippet] = byPiece.sorted { $0.key < $1.key }.flatMap(\.value)
        }
        return result
    }

    /// For each snippet with errors, the context its errors were reported in.
    ///
    /// Its first failing piece's likeliest: to tell the author how the fragment was read.
    var reportedContexts: [SnippetContext?] {
        let errors = parseErrors
        return snippets.indices.map { snippet in
            guard !errors[snippet].isEmpty else { return nil }
            let failing = attempts.filter { $0.snippet == snippet && !$0.errors.isEmpty }.map(\.piece).min()
            return failing.map { contexts(snippet: snippet, piece: $0)[0] }
        }
    }

    /// The snippets whose pieces were parsed.
    var parsedSnippets: Set<Int> { Set(attempts.map(\.snippet)) }

    /// Each snippet's pieces, each with the context it parsed in (the likeliest when none did).
    ///
    /// For the type-check to compile them in the same place.
    var typecheckPieces: [[(piece: SnippetPiece, context: SnippetContext)]] {
        snippets.indices.map { snippet in
            pieces[snippet].indices.map { piece in
                let tried = attempts.filter { $0.snippet == snippet && $0.piece == piece }
                let context =
                    tried.first(where: { $0.errors.isEmpty })?.context
                    ?? contexts(snippet: snippet, piece: piece)[0]
                return (pieces[snippet][piece], context)
            }
        }
    }
}
