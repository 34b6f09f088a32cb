import CourseKit
import Testing

/// The text forms shared by the command line and the settings file: what each accepts, and the one
/// message for each kind of mistake.
@Suite struct ValueTextTests {
    /// The message `body` fails with; nil when it does not fail, or fails otherwise.
    func message(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? ValueError)?.message
        }
    }

    @Test func wholeNumbersInAClosedOrAnOpenRange() throws {
        #expect(try ValueText.wholeNumber("23", in: 0...23, what: "an hour") == 23)
        #expect(
            message { try ValueText.wholeNumber("24", in: 0...23, what: "an hour") }
                == "'24' is not an hour; give a whole number from 0 to 23")
        #expect(
            message { try ValueText.wholeNumber("1.5", in: 0...23, what: "an hour") }
                == "'1.5' is not an hour; give a whole number from 0 to 23")
        #expect(try ValueText.wholeNumber("7", in: 1...Int.max, what: "a lesson number") == 7)
        #expect(
            message { try ValueText.wholeNumber("0", in: 1...Int.max, what: "a lesson number") }
                == "'0' is not a lesson number; give a whole number 1 or more")
    }

    @Test func timesAreISO8601() throws {
        #expect(try ValueText.time("2026-11-30T10:00:00Z") == ISO8601.parse("2026-11-30T10:00:00Z"))
        #expect(try ValueText.time("2026-11-30T11:00:00+01:00") == ISO8601.parse("2026-11-30T10:00:00Z"))
        for bad in ["yesterday", "2026-11-30", "2026-02-30T10:00:00Z", ""] {
            #expect(
                message { try ValueText.time(bad) }
                    == "'\(bad)' is not a time; write an ISO 8601 time such as 2026-11-30T10:00:00Z")
        }
    }

    @Test func stepsTruthChoicesAndPaths() throws {
        #expect(try ValueText.steps("30s, 5m,1h") == [.seconds(30), .minutes(5), .seconds(3600)])
        #expect(try ValueText.steps("").isEmpty)
        #expect(
            message { try ValueText.steps("1m,5x") }?.hasPrefix("'5x' is not a step; give durations like 30s") == true)
        #expect(try ValueText.truth("Off") == false && ValueText.truth("yes") == true)
        #expect(message { try ValueText.truth("maybe") } == "'maybe' is not true or false")
        #expect(try ValueText.choice("JSON", among: ["text", "github", "json"], what: "a format") == "json")
        #expect(
            message { try ValueText.choice("xml", among: ["text", "github", "json"], what: "a format") }
                == "'xml' is not a format; give text, github or json")
        #expect(try ValueText.path("-", what: "the file to write") == "-")
        #expect(message { try ValueText.path("", what: "the review log") } == "'' is not a path; give the review log")
    }

    @Test func aSettingIsParsedOnceAndAppliedAsSetWouldSetIt() throws {
        var applied = ReviewSettings()
        var set = ReviewSettings()
        for (name, text) in [("learning-steps", "30s,5m"), ("fuzz", "off"), ("day-start-hour", "6")] {
            applied.apply(try ReviewSettings.parse(name, text))
            try set.set(name, to: text)
        }
        #expect(applied == set)
        #expect(
            set.scheduler.learningSteps == [.seconds(30), .minutes(5)] && !set.scheduler.fuzz && set.dayStartHour == 6)
    }
}
