import CourseKit
import Foundation
import Testing

@Suite struct ReviewSettingsTests {
    @Test func defaultsAreThoseOfPyFSRSAndAnki() {
        let settings = ReviewSettings()
        #expect(settings.scheduler.desiredRetention == 0.9)
        #expect(settings.scheduler.learningSteps == [.minutes(1), .minutes(10)])
        #expect(settings.scheduler.relearningSteps == [.minutes(10)])
        #expect(settings.scheduler.maximumInterval == 36_500)
        #expect(settings.scheduler.fuzz)
        #expect(settings.scheduler.weights.values.count == 21)
        #expect((settings.newPerDay, settings.reviewLimit, settings.dayStartHour) == (20, 200, 4))
        #expect(settings.leeches.lapses == 8)
        #expect(!settings.leeches.isLeech(lapses: 7) && settings.leeches.isLeech(lapses: 8))
    }

    @Test func setsEachSettingFromText() throws {
        var settings = ReviewSettings()
        try settings.set("retention", to: "0.85")
        try settings.set("learning-steps", to: "30s, 5m,1h")
        try settings.set("relearning-steps", to: "")
        try settings.set("max-interval", to: "365")
        try settings.set("fuzz", to: "false")
        try settings.set("day-start-hour", to: "0")
        try settings.set("leech-threshold", to: "3")
        #expect(settings.scheduler.desiredRetention == 0.85)
        #expect(settings.scheduler.learningSteps == [.seconds(30), .minutes(5), .seconds(3600)])
        #expect(settings.scheduler.relearningSteps.isEmpty)
        #expect(settings.scheduler.maximumInterval == 365)
        #expect(!settings.scheduler.fuzz)
        #expect(settings.dayStartHour == 0)
        #expect(settings.leeches.lapses == 3)
        let weights = FSRSWeights.defaults.values.map { "\($0)" }.joined(separator: ",")
        try settings.set("weights", to: weights)
        #expect(settings.scheduler.weights == .defaults)
    }

    @Test func rejectsBadValuesNamingTheSetting() {
        let cases: [(String, String, String)] = [
            ("retention", "1.2", "between 0 and 1"), ("retention", "high", "between 0 and 1"),
            ("learning-steps", "1m,ten", "'ten' is not a step"), ("max-interval", "0", "from 1 to 36500"),
            ("weights", "1,2,3", "exactly 21"), ("fuzz", "maybe", "true or false"),
            ("day-start-hour", "24", "from 0 to 23"), ("colour", "red", "unknown setting"),
            ("leech-threshold", "0", "from 1 to 1000"), ("leech-threshold", "eight", "a number of lapses"),
        ]
        for (name, value, message) in cases {
            var settings = ReviewSettings()
            #expect { try settings.set(name, to: value) } throws: { error in
                let error = error as! SettingsError
                return error.option == name && error.message.contains(message)
            }
        }
    }

    @Test func checksEveryWeightAgainstTheFSRSBounds() {
        var values = FSRSWeights.defaults.values
        values[4] = 0.5
        values[20] = 0.9
        #expect { try FSRSWeights(values) } throws: { error in
            let message = (error as! SettingsError).message
            return message.contains("w4 = 0.5 is outside 1.0…10.0") && message.contains("w20 = 0.9 is outside 0.1…0.8")
        }
    }

    @Test func readsTheSettingsFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"retention": 0.85, "learning-steps": ["1m", "5m", "20m"], "fuzz": false, "new-per-day": 5}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let settings = try SettingsFile.load(path)
        #expect(settings.scheduler.desiredRetention == 0.85)
        #expect(settings.scheduler.learningSteps == [.minutes(1), .minutes(5), .minutes(20)])
        #expect(!settings.scheduler.fuzz && settings.newPerDay == 5)
        try "{\n  \"retention\": 2\n}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect { try SettingsFile.load(path) } throws: {
            "\($0)".contains("error: 'retention': '2' is not a retention")
        }
        try "{\n  \"retention\": \n}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect { try SettingsFile.load(path) } throws: { "\($0)".contains("\(path):3:1: error:") }
        #expect(try SettingsFile.load(path + ".missing") == ReviewSettings())
    }
}
