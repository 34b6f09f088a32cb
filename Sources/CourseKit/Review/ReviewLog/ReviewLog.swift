import Foundation

/// The learner's review history.
///
/// A JSON Lines file, one answer per line, only ever appended to (see docs/review-log.md). Every
/// card's state is the replay of it through the scheduler.
public struct ReviewLog: Sendable {
    public var path: String
    /// The answers still in effect (those not undone), in the order of replay.
    ///
    /// By `at`, answers with the same `at` by `id` (those without one, written before ids, first
    /// and in the order of the file) — so that however the lines of two logs were interleaved, the
    /// order is the same.
    public internal(set) var reviews: [ReviewRecord]
    /// The answers cancelled by an `undo` line, in the order they were undone.
    public internal(set) var undone: [ReviewRecord]
    /// The lines that were skipped or changed nothing, by line.
    ///
    /// A damaged line, a conflict marker, a line cut short, a second copy of a record, an undo of
    /// nothing: they don't stop the replay, and the learner should hear of them.
    public internal(set) var problems: [LogProblem]
    /// The line and time of each undo read, for `futureDated(at:)`.
    var undoTimes: [(line: Int32, at: Timestamp)] = []

    /// Each problem as `file:line: warning: …`, every one of them.
    ///
    /// `LogProblem.warnings` limits them for a terminal.
    public var warnings: [String] { problems.map { $0.warning(path: path) } }

    /// How far apart two machines' clocks may be.
    ///
    /// A record dated later than now by no more than this is taken as written now (the writer moves
    /// its next record past it); one dated later still is dated in the future — a clock that was
    /// wrong — and takes no part in the cards' states until its time comes (`asOf(_:)`;
    /// docs/review-log.md, "The clock").
    public static let clockTolerance = TimeSpan.minutes(1)

    /// The last instant that is not in the future at `now`: `now` plus the tolerance.
    public static func horizon(at now: Timestamp) -> Timestamp { now + clockTolerance }

    /// The log as it stands at `now`.
    ///
    /// Without the answers dated in the future (more than the tolerance after `now`), which count
    /// from their time on. The answers are in time order, so those are the last ones; the log
    /// itself, not a copy, when there are none (nearly always).
    public func asOf(_ now: Timestamp) -> ReviewLog {
        let horizon = Self.horizon(at: now)
        guard let last = reviews.last, last.at > horizon else { return self }
        var low = 0
        var high = reviews.count - 1
        while low < high {
            let middle = (low + high) / 2
            if reviews[middle].at > horizon { high = middle } else { low = middle + 1 }
        }
        var present = self
        present.reviews.removeSubrange(low...)
        present.cardNumbers.removeSubrange(low...)
        return present
    }

    /// The answers (in effect or undone) and undos dated in the future at `now`, by line.
    ///
    /// What `quiz`, `stats` and `history` warn about and `log check` lists.
    public func futureDated(at now: Timestamp) -> [LogProblem] {
        let horizon = Self.horizon(at: now)
        var future: [(line: Int, at: Timestamp)] = []
        for record in reviews.reversed() {
            guard record.at > horizon else { break }
            future.append((record.line, record.at))
        }
        for record in undone where record.at > horizon { future.append((record.line, record.at)) }
        for undo in undoTimes where undo.at > horizon { future.append((Int(undo.line), undo.at)) }
        return future.sorted { $0.line < $1.line }.map { LogProblem.futureDated(line: $0.line, at: $0.at, now: now) }
    }

    /// The problems and the records dated in the future at `now`, by line: what a reader warns of.
    public func problems(at now: Timestamp) -> [LogProblem] {
        let future = futureDated(at: now)
        return future.isEmpty ? problems : (problems + future).sorted { $0.line < $1.line }
    }

    /// `$XDG_DATA_HOME/course/<course-id>/reviews.jsonl`, or `~/.local/share/course/…`.
    ///
    /// Nil when the id is not a safe name (docs/format.md), which could lead out of that folder.
    public static func defaultPath(
        courseID: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard SafeName.problem(courseID) == nil else { return nil }
        return UserFolders.data(environment: environment) + "/\(courseID)/reviews.jsonl"
    }

    /// The file it was read from, as it was then; nil when there was none (or for bytes parsed).
    var identity: FileIdentity?

    /// Numbers of the cards (`cardIDs`) of `reviews`, one per review, for the replay.
    var cardNumbers: [Int32] = []
    var cardIDs: [String] = []

    init(path: String, reviews: [ReviewRecord], undone: [ReviewRecord], problems: [LogProblem]) {
        self.path = path
        self.reviews = reviews
        self.undone = undone
        self.problems = problems
    }
}
