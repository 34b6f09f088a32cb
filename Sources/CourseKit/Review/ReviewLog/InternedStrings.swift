extension ReviewLog {
    /// Ids and hashes, which repeat from line to line, made once each.
    ///
    /// The cards numbered for the replay.
    struct InternedStrings: LogLineParser.Strings {
        var cards = StringTable()
        var hashes = StringTable()
        /// The number of the card whose id was made last.
        var lastCard = 0
        /// By card number, the number of the hash read last with the card (-1: none yet).
        var hashOfCard: [Int32] = []

        mutating func string(
            _ text: LogLineParser.Text, _ type: LogValueType, of line: borrowing LogLineParser.Line,
            in bytes: UnsafeRawBufferPointer
        ) -> String {
            switch type {
            case .id:
                let card = line.withUTF8(text, in: bytes) { cards.intern($0) }
                lastCard = card.number
                return card.string
            case .hash:
                // A card's hash is nearly always the one of its previous answer: compared with
                // that first, it is found without hashing.
                return line.withUTF8(text, in: bytes) { text in
                    if lastCard < hashOfCard.count, hashOfCard[lastCard] >= 0,
                        hashes.equals(Int(hashOfCard[lastCard]), text)
                    {
                        return hashes.strings[Int(hashOfCard[lastCard])]
                    }
                    let hash = hashes.intern(text)
                    if lastCard >= hashOfCard.count {
                        hashOfCard += repeatElement(-1, count: lastCard + 1 - hashOfCard.count)
                    }
                    hashOfCard[lastCard] = Int32(hash.number)
                    return hash.string
                }
            default:
                return line.string(text, in: bytes)
            }
        }
    }
}
