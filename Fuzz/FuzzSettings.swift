// The `settings` target: the settings file (`SettingsFile.load`, then `ReviewSettings.set` for each
// key). Any bytes give settings within the documented bounds (docs/review-log.md) or a clean error
// naming the file; settings that load schedule a few answers without trapping.

import Foundation

/// The file the input is written to: one per process (libFuzzer's -fork and -jobs run several).
private let settingsPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("course-fuzz-settings-\(getpid()).json").path

func fuzzSettings(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        try expect(write(input, to: settingsPath), "cannot write \(settingsPath)")
        let settings: ReviewSettings
        do throws(SettingsFileError) {
            settings = try SettingsFile.load(settingsPath)
        } catch {
            try expect(
                error.description.hasPrefix(settingsPath + ":") && !looksLikeDebugText(error.description),
                "error: \(error.description)")
            try checkPosition(in: error.description, of: input)
            return
        }
        try checkBounds(settings)
        try schedule(with: settings)
    }
}

/// Writes the file in place: no temporary file, no sync (FileManager's atomic write is most of the time).
private func write(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard file >= 0 else { return false }
    defer { close(file) }
    return bytes.isEmpty || Foundation.write(file, bytes.baseAddress, bytes.count) == bytes.count
}

private let berlin = TimeZone(identifier: "Europe/Berlin")!

/// `path:line:column: error: …` points into the input.
private func checkPosition(in message: String, of input: UnsafeRawBufferPointer) throws(SkipInput) {
    let rest = message.dropFirst(settingsPath.count + 1).split(separator: ":", maxSplits: 2)
    guard rest.count == 3, let line = Int(rest[0]), let column = Int(rest[1]) else { return }
    let lines = pieces(of: input, separatedBy: 0x0A).map { $0.utf8.count }
    try expect(line >= 1 && line <= lines.count, "line \(line) of \(lines.count): \(message)")
    try expect(
        column >= 1 && column <= lines[line - 1] + 1,
        "column \(column) of a line of \(lines[line - 1]) bytes: \(message)")
}

private func checkBounds(_ settings: ReviewSettings) throws(SkipInput) {
    let scheduler = settings.scheduler
    try expect(
        scheduler.desiredRetention > 0 && scheduler.desiredRetention < 1, "retention \(scheduler.desiredRetention)")
    let longest = TimeSpan.longestStep
    for step in scheduler.learningSteps + scheduler.relearningSteps {
        try expect(step.microseconds > 0, "a step of 0 µs")
        try expect(step <= longest, "step of \(step.microseconds) µs")
    }
    try expect((1...36_500).contains(scheduler.maximumInterval), "max-interval \(scheduler.maximumInterval)")
    try expect(scheduler.weights.values.count == FSRSWeights.count, "\(scheduler.weights.values.count) weights")
    for (weight, bounds) in zip(scheduler.weights.values, FSRSWeights.bounds) {
        try expect(bounds.contains(weight), "weight \(weight) outside \(bounds)")
    }
    try expect((0...100_000).contains(settings.newPerDay), "new-per-day \(settings.newPerDay)")
    try expect((0...1_000_000).contains(settings.reviewLimit), "review-limit \(settings.reviewLimit)")
    try expect((0...23).contains(settings.dayStartHour), "day-start-hour \(settings.dayStartHour)")
}

/// A card answered with each rating a day apart, and the study day's bounds: no trap.
private func schedule(with settings: ReviewSettings) throws(SkipInput) {
    let scheduler = Scheduler(settings.scheduler)
    var memory: CardMemory?
    var now = Timestamp(secondsSince1970: 1_796_032_800)  // 2026-11-30T10:00:00Z
    for rating in Rating.allCases + Rating.allCases.reversed() {
        memory = scheduler.review(memory, cardID: "card", rating: rating, at: now)
        _ = scheduler.retrievability(memory, at: now)
        now = now + .day
    }
    let day = StudyDay(startHour: settings.dayStartHour, timeZone: berlin)
    let start = day.start(containing: now)
    try expect(start <= now && day.start(daysAfter: 1, from: now) > now, "study day around \(ISO8601.format(now))")
}
