/// One card's stability and difficulty as its answers come in, in any `MemoryNumber`.
///
/// The walk the scheduler takes with each answer, and the fit and its score take through a card's
/// history.
struct CardPath<N: MemoryNumber> {
    var stability: N
    var difficulty: N

    init(stability: N, difficulty: N) {
        self.stability = stability
        self.difficulty = difficulty
    }

    init(first rating: Rating, model: MemoryFormulas<N>) {
        stability = model.initialStability(rating)
        difficulty = model.initialDifficulty(rating)
    }

    /// Applies an answer.
    ///
    /// Returns the retrievability it was predicted with when it is a long-term review (a whole day
    /// or more after the previous answer), nil otherwise.
    mutating func answer(_ rating: Rating, elapsedDays: Int, model: MemoryFormulas<N>) -> N? {
        var predicted: N?
        if elapsedDays < 1 {
            stability = model.shortTermStability(stability, rating)
        } else {
            let r = model.retrievability(stability: stability, elapsedDays: elapsedDays)
            stability = model.longTermStability(stability, difficulty, r, rating)
            predicted = r
        }
        difficulty = model.nextDifficulty(difficulty, rating)
        return predicted
    }
}
