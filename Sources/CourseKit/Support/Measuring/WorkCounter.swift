/// Counts the steps of an algorithm whose growth matters, for a test that it is linear.
///
/// The undos of a log replay, a word wrap, an attribute list: the count at 4n is about 4 times the
/// count at n (operations, not wall time). Passed in by tests; nil, it costs a branch.
final class WorkCounter {
    private(set) var count = 0

    func add(_ steps: Int = 1) { count += steps }
}
