/// The answers in effect of each card as a stack, for undos.
///
/// By answer, the index of the same card's previous answer in effect when it was read (-1: none);
/// by card number, its latest. Answers are linked when an undo needs them (`catchUp`), each once.
struct UndoLinks {
    private var previous: [Int32] = []
    private var latest: [Int32] = []

    /// Links the answers of `cardNumbers` read since the last call (none of them undone yet).
    mutating func catchUp(_ cardNumbers: [Int32], work: WorkCounter?) {
        work?.add(cardNumbers.count - previous.count)
        for index in previous.count..<cardNumbers.count {
            let card = Int(cardNumbers[index])
            while latest.count <= card { latest.append(-1) }
            previous.append(latest[card])
            latest[card] = Int32(index)
        }
    }

    /// Takes the card's latest answer off its stack: that answer's index, or nil if it has none.
    mutating func pop(card: Int) -> Int? {
        guard card < latest.count, latest[card] >= 0 else { return nil }
        let index = Int(latest[card])
        latest[card] = previous[index]
        return index
    }

    /// Forgets the last answer (popped, and taken out of the log).
    mutating func removeLast() { previous.removeLast() }
}
