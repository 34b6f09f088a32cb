/// The name of a file kept beside a review log.
///
/// `<log>.<label>-<UTC time to the second>` — `reviews.jsonl.bak-20261130T101500Z`, `log repair`'s
/// backup; `reviews.jsonl.rescued-…`, the copy a quiz saves of a log whose path no longer leads to
/// a file — with `-2`, `-3`, … after it when that name is taken (`attempt`).
enum BesideLog {
    static func name(_ path: String, _ label: String, at time: Timestamp, attempt: Int = 1) -> String {
        let second = Timestamp(microseconds: time.microseconds / 1_000_000 * 1_000_000)
        let stamp = ISO8601.format(second).filter { $0 != "-" && $0 != ":" }
        return "\(path).\(label)-\(stamp)" + (attempt > 1 ? "-\(attempt)" : "")
    }
}
