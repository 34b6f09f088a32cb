/// Counts the steps of an algorithm whose growth matters — the undos of a log replay, a word wrap,
/// an attribute list — so that a test can check that it is linear: the count at 4n is about 4
/// times the count at n (operations, not wall time). Passed in by tests; nil, it costs a branch.
final class WorkCounter {
    private(set) var count = 0

    func add(_ steps: Int = 1) { count += steps }
}
