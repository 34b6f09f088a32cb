/// `course history --cards`: one row per card, its state after the whole log.
package enum CardsReport {
    /// Every card's state as JSON, retrievability as of `now`.
    ///
    /// `[{"card":…,"state":…,"step":…,"stability":…,"difficulty":…,"due":…,"last_review":…,
    /// "retrievability":…,"answers":…,"lapses":…,"hash":…}, …]`.
    package static func json(_ cards: [ReplayedCard], scheduler: Scheduler, now: Timestamp) -> [UInt8] {
        let out = ByteBuffer(capacity: cards.count * 256 + 16)
        out.append(UInt8(ascii: "["))
        for (index, card) in cards.enumerated() {
            let memory = card.memory
            out.append(literal: index == 0 ? "\n" : ",\n")
            out.append(literal: #"{"card":"#)
            JSONText.appendString(card.card, to: out)
            HistoryReport.appendMemory(memory, to: out)
            out.append(literal: #","last_review":""#)
            ISO8601.append(memory.lastReview, to: out)
            out.append(literal: #"","retrievability":"#)
            out.append(jsonNumber: scheduler.retrievability(memory, at: now))
            out.append(literal: #","answers":"#)
            out.append(integer: memory.reviewCount)
            out.append(literal: #","lapses":"#)
            out.append(integer: memory.lapses)
            if let hash = card.contentHash {
                out.append(literal: #","hash":"#)
                JSONText.appendString(hash, to: out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(literal: cards.isEmpty ? "]\n" : "\n]\n")
        return out.bytes
    }

    /// A table of the cards, a row a line.
    ///
    /// Card, state, step, stability, difficulty, recall probability now, answers, lapses, due; the
    /// card id, the one cell from the log, made inert, so a row is one line whatever it holds.
    package static func table(_ cards: [ReplayedCard], scheduler: Scheduler, now: Timestamp) -> String {
        let cardWidth = min(max(cards.map(\.card.count).max() ?? 4, 4), 32)
        let header = [
            "CARD".padded(toWidth: cardWidth), "STATE     ", "STEP", "STABILITY", "DIFFICULTY", "     R",
            "ANSWERS", "LAPSES", "DUE",
        ]
        var lines = [header.joined(separator: "  ")]
        for card in cards {
            let memory = card.memory
            let dueIn = memory.due - now
            let due =
                ISO8601.format(memory.due) + (dueIn.microseconds <= 0 ? " (due)" : " (in \(dueIn.compactDescription))")
            lines.append(
                [
                    InertText.line(card.card).padded(toWidth: cardWidth), memory.state.rawValue.padded(toWidth: 10),
                    (memory.step.map(String.init) ?? "—").leftPadded(toWidth: 4),
                    HistoryReport.fixed(memory.stability, 2).leftPadded(toWidth: 9),
                    HistoryReport.fixed(memory.difficulty, 2).leftPadded(toWidth: 10),
                    HistoryReport.percent(scheduler.retrievability(memory, at: now)).leftPadded(toWidth: 6),
                    String(memory.reviewCount).leftPadded(toWidth: 7), String(memory.lapses).leftPadded(toWidth: 6),
                    due,
                ].joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
