import Foundation
import Testing

@testable import CourseKit

@Suite struct TimestampTests {
    @Test func readsAndWritesISO8601() throws {
        let time = try #require(ISO8601.parse("2026-11-30T10:00:00Z"))
        #expect(time == Timestamp(Date(timeIntervalSince1970: 1_796_032_800)))
        #expect(ISO8601.format(time) == "2026-11-30T10:00:00Z")
        #expect(ISO8601.parse("2026-11-30T11:30:00+01:30") == time)
        let fraction = try #require(ISO8601.parse("2026-01-05T12:35:30.5Z"))
        #expect(ISO8601.format(fraction) == "2026-01-05T12:35:30.500000Z")
        #expect(ISO8601.format(try #require(ISO8601.parse("1969-12-31T23:59:59Z"))) == "1969-12-31T23:59:59Z")
        #expect(ISO8601.format(try #require(ISO8601.parse("2124-02-29T00:00:00Z"))) == "2124-02-29T00:00:00Z")
    }

    @Test func rejectsWhatIsNotATimestamp() {
        for text in [
            "", "2026-11-30", "2026-11-30T10:00:00", "2026-02-30T10:00:00Z", "2026-11-30T24:00:00Z",
            "2026-11-30T10:00:00Zjunk", "2026-11-30T10:00:00.Z", "26-11-30T10:00:00Z",
        ] {
            #expect(ISO8601.parse(text) == nil, "\(text)")
        }
    }

    /// What parses formats as itself: an offset that moves the instant out of years 0000–9999 in
    /// UTC is refused (fuzz finding time-year-range), and the edges of that range round-trip.
    @Test func onlyInstantsWithAFourDigitUTCYearParse() throws {
        for text in ["0000-01-01T00:00:00+00:01", "9999-12-31T23:59:00-00:01"] {
            #expect(ISO8601.parse(text) == nil, "\(text)")
        }
        for text in ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999Z"] {
            let time = try #require(ISO8601.parse(text))
            #expect(ISO8601.format(time) == text)
        }
    }

    /// The unrolled reader of `YYYY-MM-DDTHH:MM:SSZ` gives what the step-by-step one gives, on
    /// valid times and on each byte of them changed (every byte value at every position).
    @Test func wholeSecondUTCReaderAgreesWithTheGeneralOne() {
        var generator = SplitMix64(seed: 20)
        var agreed = 0
        var read = 0
        for _ in 0..<40 {
            let seconds = Int64(generator.next() % 253_402_300_800) - 62_167_219_200
            var bytes = Array(ISO8601.format(Timestamp(microseconds: seconds * 1_000_000)).utf8)
            #expect(bytes.count == 20)
            for position in bytes.indices {
                let original = bytes[position]
                for value in UInt8.min...UInt8.max {
                    bytes[position] = value
                    bytes.withUnsafeBytes { raw in
                        let general = ISO8601.parseAnyForm(raw)
                        if let fast = ISO8601.parseWholeSecondUTC(raw) {
                            #expect(fast == general, "\(String(decoding: raw, as: UTF8.self))")
                            read += 1
                        } else {
                            // Only the lower-case `z` and a space for `T` are left to the general reader.
                            #expect(
                                general == nil || value == UInt8(ascii: "z") || value == UInt8(ascii: " "),
                                "\(String(decoding: raw, as: UTF8.self))")
                        }
                        agreed += 1
                    }
                }
                bytes[position] = original
            }
        }
        #expect(agreed == 40 * 20 * 256)
        #expect(read > 40 * 20)
    }

    @Test func countsWholeDaysDownwardsAsPythonDoes() {
        #expect(TimeSpan.seconds(86_399).wholeDays == 0)
        #expect(TimeSpan.seconds(86_400).wholeDays == 1)
        #expect(TimeSpan.seconds(-1).wholeDays == -1)
        #expect(TimeSpan.seconds(-86_401).wholeDays == -2)
    }

    @Test func formatsIntervalsCompactly() {
        #expect(TimeSpan.seconds(45).compactDescription == "45s")
        #expect(TimeSpan.seconds(330).compactDescription == "6m")
        #expect(TimeSpan.minutes(10).compactDescription == "10m")
        #expect(TimeSpan.seconds(3 * 3600).compactDescription == "3h")
        #expect(TimeSpan.days(8).compactDescription == "8d")
        #expect(TimeSpan.days(45).compactDescription == "1.5mo")
        #expect(TimeSpan.days(730).compactDescription == "2y")
    }

    @Test func labelsEachRatingWithItsInterval() {
        let scheduler = Scheduler(SchedulerConfiguration(fuzz: false))
        let now = Timestamp(secondsSince1970: 1_796_032_800)
        // The labels the quiz shows, for a new card: the intervals the scheduler previews, drawn by
        // the same screen code that the full-screen and the line-mode quiz use.
        let intervals = scheduler.preview(nil, cardID: "c", at: now).map { ($0.rating, $0.memory.due - now) }
        let screen = QuizScreen(markdown: TerminalMarkdown(width: 80, usesColor: false))
        #expect(screen.ratingKeys(intervals).map(\.plainText) == ["1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d"])
    }

    @Test func readsStepDurations() {
        #expect(TimeSpan(stepText: "30s") == .seconds(30))
        #expect(TimeSpan(stepText: "1.5m") == .seconds(90))
        #expect(TimeSpan(stepText: "2d") == .days(2))
        for bad in ["", "m", "10", "10x", "-1m", "0m", "1e3s", "ms"] {
            #expect(TimeSpan(stepText: bad) == nil, "\(bad)")
        }
        #expect(TimeSpan.minutes(10).stepText == "10m")
        #expect(TimeSpan.seconds(90).stepText == "90s")
    }

    /// A step is at least a microsecond: what rounds to 0 µs is no step, and says so.
    @Test func aStepThatRoundsToZeroIsNoStep() throws {
        for text in ["0.0000001s", "0.0000004999s", "0.000000008m", "0m", "0.000s", "00d"] {
            #expect(TimeSpan(stepText: text) == nil, "\(text)")
            #expect(throws: TimeSpan.StepProblem.roundsToZero, "\(text)") { try TimeSpan.step(text) }
        }
        #expect(TimeSpan(stepText: "0.0000005s") == TimeSpan(microseconds: 1))
        #expect(TimeSpan(stepText: "0.000001s") == TimeSpan(microseconds: 1))
        #expect(TimeSpan(stepText: "1.0000015s") == TimeSpan(microseconds: 1_000_002))
        #expect(TimeSpan(stepText: "0.1h") == .minutes(6))
        #expect(throws: TimeSpan.StepProblem.tooLong) { try TimeSpan.step("36500.000001d") }
        #expect(TimeSpan(stepText: "36500d") == .days(36_500))
        let error = try #require(throws: ValueError.self) { try ValueText.steps("1m,0.0000001s") }
        #expect(error.message == "'0.0000001s' is not a step: it rounds to 0 µs; a step is at least 1 µs (0.000001s)")
        let long = try #require(throws: ValueError.self) { try ValueText.steps("40000d") }
        #expect(long.message == "'40000d' is not a step: the longest step is 36500d")
    }

    /// `stepText` writes what reads back as the same span: no `0d`, no exponent (`1e-06s`).
    @Test func aStepsTextReadsBackAsTheSameSpan() {
        let cases: [(Int64, String)] = [
            (1, "0.000001s"), (10, "0.00001s"), (999_999, "0.999999s"), (1_000_000, "1s"), (1_500_000, "1.5s"),
            (60_000_000, "1m"), (90_000_000, "90s"), (7_200_000_000, "2h"), (86_400_000_000, "1d"),
            (86_400_000_001, "86400.000001s"), (3_153_599_999_999_999, "3153599999.999999s"),
            (TimeSpan.days(36_500).microseconds, "36500d"), (123_456_789, "123.456789s"),
        ]
        for (microseconds, text) in cases {
            let span = TimeSpan(microseconds: microseconds)
            #expect(span.stepText == text)
            #expect(TimeSpan(stepText: span.stepText) == span, "\(microseconds) µs")
        }
        // Not steps, and written so that they do not read as one.
        #expect(TimeSpan(microseconds: 0).stepText == "0s" && TimeSpan(stepText: "0s") == nil)
        #expect(TimeSpan(microseconds: -60_000_000).stepText == "-1m" && TimeSpan(stepText: "-1m") == nil)
        // Every span a step text reads as is written back as itself, across the range.
        var random = SplitMix64(seed: 11)
        for _ in 0..<2000 {
            let span = TimeSpan(microseconds: Int64.random(in: 1...TimeSpan.days(36_500).microseconds, using: &random))
            #expect(TimeSpan(stepText: span.stepText) == span, "\(span.microseconds) µs → \(span.stepText)")
        }
    }
}
