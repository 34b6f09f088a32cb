/// `course log check`: every problem of a review log, by line.
///
/// As docs/review-log.md ("Damaged lines") has them: the lines the readers skip or that change
/// nothing (`ReviewLog.problems`: unreadable lines, conflict markers, lines cut short, second
/// copies of a record, undos of nothing), the records dated in the future at `now` (which the
/// readers warn of), and the records out of order, which the readers replay in time order without a
/// word.
package enum LogCheck {
    /// The problems of the log whose whole file is `buffer`, by line, at `now`.
    package static func problems(_ buffer: UnsafeRawBufferPointer, path: String, now: Timestamp) -> [LogProblem] {
        let read = ReviewLog.parse(buffer, path: path).problems(at: now)
        let order = outOfOrder(buffer, reported: Set(read.map(\.line)))
        guard !order.isEmpty else { return read }
        return (read + order).sorted { $0.line < $1.line }
    }

    /// What `course log check` prints for the `problems` of the log at `path`, a line each.
    ///
    /// One per problem (`FILE:LINE: error: … [kind]`) and what to do, or that there is none.
    package static func report(_ problems: [LogProblem], path: String) -> [String] {
        guard !problems.isEmpty else { return ["\(path): no problems"] }
        var summary =
            "\(plural(problems.count, "problem")) in \(path); course log repair --log \(LogProblem.shellWord(path)) drops the damaged lines and puts the records in time order, keeping the old log as a backup"
        if problems.contains(where: { $0.kind == .futureDated }) {
            summary +=
                "; it keeps the records dated in the future, which count from their time on (set the clock of the machine that wrote them right)"
        }
        return problems.map { "\(path):\($0.line): error: \($0.message) [\($0.kind.rawValue)]" } + [summary]
    }

    /// The records older than the one before them from the same writer.
    ///
    /// Which writer appended a line is not written in it, so the rule is: two records with an `id`
    /// on consecutive lines (blank lines aside) were appended by one writer, one after the other —
    /// a quiz writes nothing else between its records, while anything between two lines (a conflict
    /// marker, a line without an id, a `recovered` marker, a line already reported) may be the seam
    /// between two writers' lines. A writer never appends a record older than the line before it
    /// without a `recovered` marker between them (`ReviewLogWriter`: a record at its own time after
    /// one dated in the future, a record of a sitting written again into a log that replaced the
    /// one it held), so the second must not be older than the first. A merge by `course log merge`
    /// is in time order; a conflict resolved by hand by deleting the markers joins two writers'
    /// lines, and its seam is reported.
    static func outOfOrder(_ buffer: UnsafeRawBufferPointer, reported: Set<Int>) -> [LogProblem] {
        var problems: [LogProblem] = []
        var previous: (at: Timestamp, line: Int)?
        var parsed = LogLineParser.Line()
        ReviewLog.forEachLine(of: buffer) { number, text, _ in
            guard !reported.contains(number), (try? LogLineParser.parse(text, into: &parsed)) != nil,
                parsed[.id] != nil, let at = parsed[.at]?.time
            else {
                previous = nil
                return
            }
            if let before = previous, at < before.at {
                problems.append(
                    LogProblem(
                        line: number, kind: .outOfOrder,
                        message:
                            "a record older (\(ISO8601.format(at))) than the one before it on line \(before.line) (\(ISO8601.format(before.at))), "
                            + "which the same writer appended: a writer never appends a record older than the line before it"
                    ))
            }
            previous = (at, number)
        }
        return problems
    }
}
