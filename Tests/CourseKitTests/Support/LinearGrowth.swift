import Testing

@testable import CourseKit

/// Expects `work(n)` — a count of operations, never a time — to grow linearly: at 4n at most 4.5
/// times what it is at n (a quadratic algorithm does 16 times as much).
func expectLinearGrowth(
    from n: Int, _ what: Comment, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ work: (Int) throws -> Int
) rethrows {
    let small = try work(n)
    let large = try work(4 * n)
    #expect(small >= n, "\(what): too little counted to tell", sourceLocation: sourceLocation)
    #expect(
        Double(large) <= 4.5 * Double(small),
        "\(what): \(small) steps at n = \(n), \(large) at 4n (×\(Double(large) / Double(max(small, 1))))",
        sourceLocation: sourceLocation)
}

/// The steps `body` counts in the counter it is given.
func counting(_ body: (WorkCounter) throws -> Void) rethrows -> Int {
    let work = WorkCounter()
    try body(work)
    return work.count
}
