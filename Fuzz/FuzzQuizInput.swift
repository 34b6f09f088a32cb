// The `quiz-input` target: what the learner types. The input is read twice:
// - as the line-mode quiz's standard input (`LineQuiz`: lines split at "\n", a final "\r" dropped,
//   as `readLine` does), over a session of one card and one question with an empty log;
// - as the bytes a raw-mode terminal sends (`KeyDecoder`).
//
// Line mode: no trap; every answer and undo reaches the log writer (answers less undos is what the
// session counts); a prediction is one of the lines typed, trimmed, never empty; what the quiz
// writes holds no control character but "\n" (it runs without colour here).
// Keys: every key decoded consumes at least one byte; once no more bytes are coming
// (`isFinal`), every byte left is decoded (the terminal reader would otherwise spin); the keys are
// the same whether the bytes arrive at once or one at a time (except "\r\n" split between two
// reads, which is two Enters by design); `.character` is never a control character.

import Foundation

private let fixedNow = Timestamp(secondsSince1970: 1_796_032_800)
private let utc = TimeZone(identifier: "UTC")!

private let items: [StudyItem] = {
    func nodes(_ text: String) -> [MarkdownNode] { MarkdownDocument(parsing: text).root.children }
    return [
        StudyItem(
            id: "env.syntax.1", kind: .syntax, topic: "Environment", lesson: 19,
            prompt: nodes("What does `@Environment(\\.dismiss)` give?"),
            answer: nodes("A `DismissAction`:\n\n```swift\ndismiss()\n```"), contentHash: "0123456789abcdef"),
        StudyItem(
            id: "q-parameter", kind: .question, topic: "Edge cases", lesson: 19, title: "parameter or environment",
            prompt: nodes("Which wins?"), answer: nodes("The *parameter*."), contentHash: "fedcba9876543210"),
    ]
}()

private let emptyLog: ReviewLog = {
    [UInt8]().withUnsafeBytes { ReviewLog.parse($0, path: "fuzz.jsonl") }
}()

func fuzzQuizInput(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in try keys(input) }
    fuzzing { () throws(SkipInput) in try lineQuiz(input) }
}

private func lineQuiz(_ input: UnsafeRawBufferPointer) throws(SkipInput) {
    var lines = pieces(of: input, separatedBy: 0x0A).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }[...]
    if input.last == 0x0A { lines.removeLast() }
    let typed = Set(lines.map { $0.trimmingCharacters(in: .whitespaces) })
    let written = AnswersWritten()
    let scheduler = FSRSStudyScheduler(scheduler: Scheduler(), log: emptyLog, answerLog: written)
    let session = StudySession(
        items: items, scheduler: scheduler,
        day: StudyDay(startHour: 4, timeZone: utc),
        clock: { fixedNow }, monotonic: { 0 })
    var output = ""
    let quiz = LineQuiz(
        session: session, screen: QuizScreen(markdown: TerminalMarkdown(width: 60, usesColor: false)),
        readLine: { lines.popFirst() }, write: { output += $0 })
    do {
        _ = try quiz.run()
    } catch {
        try expect(false, "the line quiz throws \(error)")
    }
    try expect(
        session.answeredCount == written.answers.count - written.undos,
        "\(written.answers.count) answers and \(written.undos) undos written, the session counts \(session.answeredCount)"
    )
    for answer in written.answers {
        guard let prediction = answer.prediction else { continue }
        try expect(
            !prediction.isEmpty && typed.contains(prediction), "prediction \(prediction.debugDescription) was not typed"
        )
    }
    // What was typed is shown inert (issue 11 item 5): no control character but the line breaks.
    let control = output.unicodeScalars.first { $0 != "\n" && $0.properties.generalCategory == .control }
    try expect(
        control == nil, "the quiz wrote the control character \(control.map { String($0).debugDescription } ?? "")")
}

/// The sitting's answers and undos, kept in memory.
private final class AnswersWritten: AnswerLog {
    var answers: [ReviewRecord] = []
    var undos = 0

    func append(_ answer: ReviewRecord) throws -> (written: ReviewRecord, reread: LogReread?) {
        answers.append(answer)
        return (answer, nil)
    }

    func appendUndo(of answer: ReviewRecord, at now: Timestamp) throws -> LogReread? {
        undos += 1
        return nil
    }
}

private func keys(_ input: UnsafeRawBufferPointer) throws(SkipInput) {
    var pending = Array(input)
    let atOnce = try decode(&pending)
    // One byte at a time, as a slow terminal or a paste in pieces delivers them.
    var byByte: [Key] = []
    pending = []
    for byte in input {
        pending.append(byte)
        while let key = KeyDecoder.next(from: &pending, isFinal: false) { byByte.append(key) }
    }
    byByte += try decode(&pending)
    let crlf = zip(input, input.dropFirst()).contains { $0 == 0x0D && $1 == 0x0A }
    try expect(crlf || atOnce == byByte, "keys at once \(atOnce), one byte at a time \(byByte)")
    for case .character(let character) in atOnce {
        try expect(
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "a control character decoded as a typed character: \(character.debugDescription)")
    }
}

/// Every key in `bytes`: as many as come before more bytes are needed, then the rest as final.
private func decode(_ bytes: inout [UInt8]) throws(SkipInput) -> [Key] {
    var keys: [Key] = []
    var before = bytes.count
    while let key = KeyDecoder.next(from: &bytes, isFinal: false) {
        try expect(bytes.count < before, "\(key) decoded from no bytes")
        try expect(key != .resize, "a resize decoded from bytes")
        keys.append(key)
        before = bytes.count
    }
    while !bytes.isEmpty {
        let key = KeyDecoder.next(from: &bytes, isFinal: true)
        try expect(key != nil && bytes.count < before, "\(before) bytes left that no key takes: \(bytes.prefix(8))")
        keys.append(key!)
        before = bytes.count
    }
    return keys
}
