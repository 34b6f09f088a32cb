/// Spreads review intervals a little so that cards learned together don't stay due together.
///
/// The range is py-fsrs 6.3.2's (`_get_fuzz_range`): intervals under 2.5 days are left alone; above,
/// the interval may move by 1 day plus 15 % of the part between 2.5 and 7 days, 10 % of the part
/// between 7 and 20, and 5 % of the part beyond 20; never below 2 days nor above the maximum.
///
/// py-fsrs draws from Python's unseeded global RNG. Here the draw is deterministic, as in Anki
/// (which seeds from card id + review count), so that replaying a log always gives the same due
/// dates and the interval shown on a button is the one the answer gets:
///
///     seed = FNV-1a-64(UTF-8 bytes of the card id) XOR (reviewCount × 0x9E3779B97F4A7C15)
///     u    = (SplitMix64(seed) >> 11) / 2^53            — uniform in [0, 1)
///
/// where `reviewCount` counts the card's reviews including the one being scheduled.
enum Fuzz {
    static func interval(days: Int, maximumInterval: Int, cardID: String, reviewCount: Int) -> Int {
        interval(
            days: days, maximumInterval: maximumInterval,
            draw: unitRandom(cardID: cardID, reviewCount: reviewCount))
    }

    /// py-fsrs's `_get_fuzzed_interval` with `random()` returning `u`.
    static func interval(days: Int, maximumInterval: Int, draw u: Double) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let (low, high) = range(days: days, maximumInterval: maximumInterval)
        let fuzzed = (u * Double(high - low + 1) + Double(low)).rounded(.toNearestOrEven)
        return min(Int(fuzzed), maximumInterval)
    }

    /// The smallest and largest fuzzed interval py-fsrs allows for `days`.
    ///
    /// Before its +1 quirk: like py-fsrs, a draw near 1 can round to `high + 1`.
    static func range(days: Int, maximumInterval: Int) -> (Int, Int) {
        let interval = Double(days)
        var delta = 1.0
        delta += 0.15 * max(min(interval, 7.0) - 2.5, 0.0)
        delta += 0.1 * max(min(interval, 20.0) - 7.0, 0.0)
        delta += 0.05 * max(interval - 20.0, 0.0)
        var low = Int((interval - delta).rounded(.toNearestOrEven))
        var high = Int((interval + delta).rounded(.toNearestOrEven))
        low = max(2, low)
        high = min(high, maximumInterval)
        low = min(low, high)
        return (low, high)
    }

    static func unitRandom(cardID: String, reviewCount: Int) -> Double {
        // Through the contiguous UTF-8 (the replay hashes an id per answer; the `utf8` view's
        // index-by-index walk was a tenth of a 100,000-answer replay).
        let hash = cardID.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(Array(cardID.utf8))
        var generator = SplitMix64(seed: hash ^ (UInt64(truncatingIfNeeded: reviewCount) &* 0x9E37_79B9_7F4A_7C15))
        return Double(generator.next() >> 11) * 0x1.0p-53
    }

    private static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
