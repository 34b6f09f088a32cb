import Foundation

/// The numbers `course stats` shows.
///
/// Where the cards stand, what falls due, how well the learner remembers, when they studied, which
/// topics they keep forgetting, and what changed in the course since it was studied. Computed from
/// the course's items and the answers in effect (undone ones removed, and those dated after now by
/// more than the clocks' tolerance), replayed through the scheduler.
package struct CourseStats: Sendable, Equatable, Codable {
    package struct Counts: Sendable, Equatable, Codable {
        package var new = 0, learning = 0, review = 0, relearning = 0

        package init(new: Int = 0, learning: Int = 0, review: Int = 0, relearning: Int = 0) {
            (self.new, self.learning, self.review, self.relearning) = (new, learning, review, relearning)
        }
    }

    package struct Due: Sendable, Equatable, Codable {
        package var now = 0, today = 0, tomorrow = 0

        package init(now: Int = 0, today: Int = 0, tomorrow: Int = 0) {
            (self.now, self.today, self.tomorrow) = (now, today, tomorrow)
        }
    }

    package struct DayCount: Sendable, Equatable, Codable {
        /// The study day's local date, `yyyy-MM-dd`.
        package var date: String
        package var count: Int

        package init(date: String, count: Int) {
            (self.date, self.count) = (date, count)
        }
    }

    package struct Retention: Sendable, Equatable, Codable {
        /// First review of the day of cards in review state, last 30 days.
        package var reviews: Int
        package var passed: Int
        /// passed / reviews; nil with no reviews.
        package var rate: Double?
        package var desired: Double
    }

    package struct TopicLapses: Sendable, Equatable, Codable {
        package var topic: String
        package var lapses: Int
        package var cards: Int

        package init(topic: String, lapses: Int, cards: Int) {
            (self.topic, self.lapses, self.cards) = (topic, lapses, cards)
        }
    }

    /// A topic's answers given by typing (docs/quiz.md, "Answering by typing"), by verdict.
    ///
    /// *Right* is `same` or `compiles` (the compiler accepted it); *wrong* is `error`; `different`
    /// (not compiled: no compiler to ask) is neither, and is left out of the rate.
    package struct TopicTyped: Sendable, Equatable, Codable {
        package var topic: String
        /// Every answer given by typing, whatever its verdict (one a later version adds too).
        package var answers: Int
        package var same: Int, compiles: Int, error: Int, different: Int
        /// `same` + `compiles`.
        package var right: Int
        /// right / (right + error); nil when none was compiled.
        package var rate: Double?

        /// A topic's counts by verdict; `answers`, `right` and `rate` follow from them.
        ///
        /// - Parameters:
        ///   - topic: The topic.
        ///   - same: Answers the same as the card's.
        ///   - compiles: Answers the compiler accepted.
        ///   - error: Answers the compiler rejected.
        ///   - different: Answers not compiled (no compiler to ask).
        ///   - other: Answers of a verdict a later version adds.
        package init(
            topic: String, same: Int = 0, compiles: Int = 0, error: Int = 0, different: Int = 0, other: Int = 0
        ) {
            self.topic = topic
            (self.same, self.compiles, self.error, self.different) = (same, compiles, error, different)
            answers = same + compiles + error + different + other
            right = same + compiles
            rate = right + error == 0 ? nil : Double(right) / Double(right + error)
        }
    }

    /// A card forgotten `LeechThreshold` times or more, and where to rewrite it.
    package struct Leech: Sendable, Equatable, Codable {
        package var id: String
        package var lapses: Int
        /// `path:line` of the card's heading in its lesson.
        package var location: String?

        package init(id: String, lapses: Int, location: String?) {
            (self.id, self.lapses, self.location) = (id, lapses, location)
        }
    }

    package var cards: Counts
    package var due: Due
    /// Today first (overdue items included), then the next 13 days.
    package var forecast: [DayCount]
    package var retention: Retention
    /// Answers per study day, oldest first, the last 84 days (12 weeks) ending today.
    package var reviewsPerDay: [DayCount]
    /// Topics with at least one lapse, most first (at most 5).
    package var topicsWithMostLapses: [TopicLapses]
    /// Items whose content hash differs from the one stored with their last review.
    package var editedSinceLastReview: [String]
    /// Leeches, most lapses first, then in course order.
    package var leeches: [Leech]
    /// Answers given by typing, per topic with any, in the order of the topics' first items.
    package var typedAnswers: [TopicTyped] = []
    /// Ids in the log that the course no longer has: kept in the log, reported here.
    package var orphanedIDs: [String]
    package var totalReviews: Int

    package static let forecastDays = 14
    package static let heatmapDays = 84
    package static let retentionDays = 30
}

extension CourseStats {
    /// The statistics of `items` from `log`, as of `now`.
    ///
    /// One pass over the log, cards by number (no per-answer hashing); calendar work only for the
    /// study-day boundaries of the last 12 weeks, computed once.
    ///
    /// - Parameters:
    ///   - items: The study items; with `courseIDs`, a selection of the course.
    ///   - log: The review log.
    ///   - scheduler: The scheduler whose state of each card the counts and forecast read.
    ///   - now: The time the statistics are of.
    ///   - day: Where study days start.
    ///   - threshold: What makes a card a leech.
    ///   - courseIDs: Nil: `items` are the whole course and every answer in the log counts. Otherwise
    ///     `items` are a selection (`--lesson`, `--topic`, `--kind`) of the course whose ids those are:
    ///     only the answers to the selected items count, and orphans are ids the course does not have.
    ///   - parts: How many parts the replay is cut into (nil: two on a long log when there are two
    ///     cores, else one); any number gives the same statistics (`CourseStatsTests`).
    package init(
        items: [StudyItem], log: ReviewLog, scheduler: Scheduler, now: Timestamp, day: StudyDay,
        leeches threshold: LeechThreshold = LeechThreshold(), courseIDs: Set<String>? = nil,
        parts: Int? = nil
    ) {
        // Answers dated in the future (a clock that was wrong) count from their time on.
        let log = log.asOf(now)
        let cardCount = log.cardIDs.count
        let selected = courseIDs.map { _ in
            let ids = Set(items.map(\.id))
            return log.cardIDs.map(ids.contains)
        }
        // Starts of the last 84 study days, then of tomorrow.
        let starts = (0...Self.heatmapDays).map { day.start(daysAfter: $0 - (Self.heatmapDays - 1), from: now) }
        let end = now
        let retentionFirstDay = Self.heatmapDays - Self.retentionDays
        // The cards replayed in parts (card number modulo the parts), at once on a long log: each
        // card's answers are in one part, in order, so each part's replay is the whole replay of
        // its cards; the counts are sums.
        let parts = parts ?? (log.reviews.count >= 20_000 ? Parallel.parts(atMost: 2) : 1)
        let replayed = Parallel.map(parts: parts) { part in
            var replay = Replayed(cards: cardCount, days: Self.heatmapDays)
            var firstReviewOfDay: Set<Int> = []
            let memories = log.replay(
                with: scheduler,
                including: { card in
                    card % parts == part && selected?[card] ?? true
                }
            ) { index, card, before, _ in
                replay.counted += 1
                let at = log.reviews[index].at
                if at >= starts[0], at <= end {
                    let day = Self.dayIndex(of: at, in: starts)
                    replay.perDay[day] += 1
                    if day >= retentionFirstDay, before?.state == .review,
                        firstReviewOfDay.insert(card * Self.heatmapDays + day).inserted
                    {
                        replay.reviewed += 1
                        if log.reviews[index].rating != .again { replay.passed += 1 }
                    }
                }
                if let hash = log.reviews[index].contentHash { replay.lastHash[card] = hash }
                if let typed = log.reviews[index].typed { replay.typed[card].count(typed) }
            }
            replay.memories = memories
            return replay
        }
        let memories = (0..<cardCount).map { replayed[$0 % parts].memories[$0] }
        let lastHash = (0..<cardCount).map { replayed[$0 % parts].lastHash[$0] }
        let typed = (0..<cardCount).map { replayed[$0 % parts].typed[$0] }
        let perDay = (0..<Self.heatmapDays).map { day in replayed.reduce(0) { $0 + $1.perDay[day] } }
        let reviewed = replayed.reduce(0) { $0 + $1.reviewed }
        let passed = replayed.reduce(0) { $0 + $1.passed }
        let counted = replayed.reduce(0) { $0 + $1.counted }

        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(cardCount)
        for (number, id) in log.cardIDs.enumerated() { numbers[id] = number }
        var counts = Counts()
        var due = Due()
        var forecast = [Int](repeating: 0, count: Self.forecastDays)
        let tomorrow = day.start(daysAfter: 1, from: now)
        let dayAfter = day.start(daysAfter: 2, from: now)
        let forecastStarts = (1..<Self.forecastDays).map { day.start(daysAfter: $0, from: now) }
        var lapses: [String: (lapses: Int, cards: Int)] = [:]
        var edited: [String] = []
        var leeches: [Leech] = []
        var typedTopics: [String] = []
        var typedByTopic: [String: TypedCount] = [:]
        for item in items {
            if let number = numbers[item.id], typed[number].total > 0 {
                if typedByTopic[item.topic] == nil { typedTopics.append(item.topic) }
                typedByTopic[item.topic, default: TypedCount()].add(typed[number])
            }
            guard let number = numbers[item.id], let memory = memories[number] else {
                counts.new += 1
                continue
            }
            switch memory.state {
            case .learning: counts.learning += 1
            case .review: counts.review += 1
            case .relearning: counts.relearning += 1
            }
            let dueDate = memory.due
            if dueDate <= now { due.now += 1 }
            if dueDate < tomorrow { due.today += 1 } else if dueDate < dayAfter { due.tomorrow += 1 }
            let offset = forecastStarts.firstIndex { dueDate < $0 } ?? Self.forecastDays
            if offset < Self.forecastDays { forecast[offset] += 1 }
            if memory.lapses > 0 {
                lapses[item.topic, default: (0, 0)].lapses += memory.lapses
                lapses[item.topic, default: (0, 0)].cards += 1
            }
            if let hash = lastHash[number], hash != item.contentHash { edited.append(item.id) }
            if threshold.isLeech(lapses: memory.lapses) {
                leeches.append(
                    Leech(
                        id: item.id, lapses: memory.lapses,
                        location: item.location.map { "\($0.file):\($0.line)" }))
            }
        }
        let known = courseIDs ?? Set(items.map(\.id))
        // Answered: with an answer in effect (not only undone ones).
        var answered = [Bool](repeating: false, count: cardCount)
        for number in log.cardNumbers { answered[Int(number)] = true }
        let orphans = log.cardIDs.enumerated().filter { !known.contains($0.element) && answered[$0.offset] }.map(
            \.element)

        self.init(
            cards: counts, due: due,
            forecast: forecast.enumerated().map {
                DayCount(date: Self.dateText(day.start(daysAfter: $0.offset, from: now), day), count: $0.element)
            },
            retention: Retention(
                reviews: reviewed, passed: passed, rate: reviewed == 0 ? nil : Double(passed) / Double(reviewed),
                desired: scheduler.configuration.desiredRetention),
            reviewsPerDay: perDay.enumerated().map {
                DayCount(date: Self.dateText(starts[$0.offset], day), count: $0.element)
            },
            topicsWithMostLapses: lapses.map {
                TopicLapses(topic: $0.key, lapses: $0.value.lapses, cards: $0.value.cards)
            }
            .sorted { ($0.lapses, $1.topic) > ($1.lapses, $0.topic) }.prefix(5).map { $0 },
            editedSinceLastReview: edited,
            leeches: leeches.enumerated().sorted { ($0.element.lapses, $1.offset) > ($1.element.lapses, $0.offset) }
                .map(\.element),
            orphanedIDs: orphans, totalReviews: counted)
        typedAnswers = typedTopics.map { topic in
            let count = typedByTopic[topic]!
            return TopicTyped(
                topic: topic, same: count.same, compiles: count.compiles, error: count.error,
                different: count.different, other: count.other)
        }
    }

    /// One card's answers given by typing, by verdict (the log's word; another word is `other`).
    private struct TypedCount: Sendable {
        var same = 0, compiles = 0, error = 0, different = 0, other = 0
        var total: Int { same + compiles + error + different + other }

        mutating func count(_ verdict: String) {
            switch verdict {
            case "same": same += 1
            case "compiles": compiles += 1
            case "error": error += 1
            case "different": different += 1
            default: other += 1
            }
        }

        mutating func add(_ count: TypedCount) {
            same += count.same
            compiles += count.compiles
            error += count.error
            different += count.different
            other += count.other
        }
    }

    /// One part's replay: its cards' states and last content hashes, and its counts.
    private struct Replayed: Sendable {
        var memories: [CardMemory?], lastHash: [String?]
        var typed: [TypedCount]
        var perDay: [Int]
        var reviewed = 0, passed = 0, counted = 0

        init(cards: Int, days: Int) {
            memories = Array(repeating: nil, count: cards)
            lastHash = Array(repeating: nil, count: cards)
            typed = Array(repeating: TypedCount(), count: cards)
            perDay = Array(repeating: 0, count: days)
        }
    }

    /// The day whose start is the last one at or before `time` (binary search).
    private static func dayIndex(of time: Timestamp, in starts: [Timestamp]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= time { low = middle } else { high = middle - 1 }
        }
        return min(low, starts.count - 2)
    }

    /// Why the figures cannot be given at `now`.
    ///
    /// The heatmap's first day or the forecast's last falls outside the years 0000 to 9999, the
    /// days a review log can hold and the four-digit dates of `stats.schema.json`. Nil when both
    /// are inside (refused as the log writer refuses a clock outside those years: no date is
    /// clamped or written in another form).
    package static func outsideCalendar(now: Timestamp, day: StudyDay) -> String? {
        let ends = [
            ("the heatmap's first day", day.start(daysAfter: 1 - heatmapDays, from: now)),
            ("the forecast's last day", day.start(daysAfter: forecastDays - 1, from: now)),
        ]
        for (which, start) in ends {
            let date = dateText(start, day)
            guard date.utf8.count != 10 || date.hasPrefix("-") else { continue }
            return """
                \(which) would be \(date), outside the years 0000 to 9999 that a review log can hold; \
                give a time from 0000-03-24 to 9999-12-18
                """
        }
        return nil
    }

    /// The local date of `time`, in the calendar of the log's times.
    ///
    /// The proleptic Gregorian one (Foundation's Gregorian calendar is Julian before 1582), year 0
    /// being 1 BC (`-0001-12-31`), five digits past 9999 (`10000-01-01`; `outsideCalendar` keeps
    /// the figures' dates from those).
    static func dateText(_ time: Timestamp, _ day: StudyDay) -> String {
        let date = time.date
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(day.timeZone.secondsFromGMT(for: date))
        let (days, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (year, month, dayOfMonth) = ISO8601.civil(fromDays: remainder < 0 ? days - 1 : days)
        return ISO8601.date(year: year, month: month, day: dayOfMonth)
    }
}
