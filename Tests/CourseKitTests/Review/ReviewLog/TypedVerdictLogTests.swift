import Foundation
import Testing

@testable import CourseKit

/// `typed`, the verdict on an answer given by typing, through every path a record takes: the
/// writer, both readers, a merge, a repair; and a reader that does not know the key.
@Suite("The review log keeps a typed answer's verdict")
struct TypedVerdictLogTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typed-log-\(UUID())").path
    let start = ISO8601.parse("2026-11-30T10:00:00Z")!

    func parse(_ bytes: [UInt8]) -> ReviewLog {
        bytes.withUnsafeBytes { ReviewLog.parse($0, path: "log") }
    }

    /// Written last, after `id`; read back by the fast path (the writer's layout) and the
    /// general one (any order), the same.
    @Test func writtenAfterTheIdAndReadBackByBothPaths() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var next: UInt64 = 0xabc
        let writer = try ReviewLogWriter(
            path: path, at: start,
            ids: {
                defer { next += 1 }
                return next
            })
        let verdicts: [String?] = ["same", "compiles", nil, "error", "different"]
        for (index, verdict) in verdicts.enumerated() {
            try writer.append(
                ReviewRecord(
                    card: "c\(index)", rating: .good, at: start + .minutes(Int64(index)),
                    contentHash: "0123456789abcdef",
                    durationMilliseconds: 10, prediction: index == 1 ? "p" : nil, typed: verdict))
        }
        writer.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(
            lines[0]
                == #"{"card":"c0","rating":"good","at":"2026-11-30T10:00:00Z","hash":"0123456789abcdef","ms":10,"id":"0000000000000abc","typed":"same"}"#
        )
        #expect(lines[1].hasSuffix(#","prediction":"p","id":"0000000000000abd","typed":"compiles"}"#))
        #expect(!lines[2].contains("typed"))
        for line in lines {
            var parsed = LogLineParser.Line()
            let fast = Array(line.utf8).withUnsafeBytes { LogLineParser.fastPath($0, into: &parsed) }
            #expect(fast, "the writer's own line takes the fast path: \(line)")
        }
        let log = try ReviewLog.read(path)
        #expect(log.problems.isEmpty)
        #expect(log.reviews.map(\.typed) == verdicts)
        // The general path: keys in another order.
        let shuffled = #"{"typed":"error","at":"2026-11-30T10:00:00Z","rating":"again","card":"c"}"# + "\n"
        #expect(parse(Array(shuffled.utf8)).reviews.first?.typed == "error")
    }

    /// An older reader knows no `typed`: it reads the line as any key it does not know, ignored.
    /// Shown with the reader's rule for unknown keys (the one an older `course` applies to
    /// `typed`): a key the table lacks, placed where `typed` is written, changes nothing.
    @Test func aReaderThatDoesNotKnowTheKeyIgnoresIt() {
        let plain = #"{"card":"c","rating":"good","at":"2026-11-30T10:00:00Z","id":"0000000000000abc"}"#
        let withUnknown =
            #"{"card":"c","rating":"good","at":"2026-11-30T10:00:00Z","id":"0000000000000abc","typed_v9":"same"}"#
        let read = parse(Array((withUnknown + "\n").utf8))
        #expect(read.problems.isEmpty)
        var expected = parse(Array((plain + "\n").utf8)).reviews
        #expect(read.reviews == expected)
        // And an unknown key's value of any JSON type, as a later version might write.
        let object =
            #"{"card":"c","rating":"good","at":"2026-11-30T10:00:00Z","id":"0000000000000abc","typed_v9":{"verdict":["same",1]}}"#
        #expect(parse(Array((object + "\n").utf8)).reviews == expected)
        expected[0].typed = "same"
        let known = #"{"card":"c","rating":"good","at":"2026-11-30T10:00:00Z","id":"0000000000000abc","typed":"same"}"#
        #expect(parse(Array((known + "\n").utf8)).reviews == expected)
    }

    /// A merge takes each record whole: the verdict stays with its answer, on either side.
    @Test func aMergeKeepsTheVerdict() {
        let ours = [
            #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","id":"0000000000000001","typed":"same"}"#,
            #"{"card":"b","rating":"again","at":"2026-11-30T10:02:00Z","id":"0000000000000003","typed":"error"}"#,
        ]
        let theirs = [
            #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","id":"0000000000000001","typed":"same"}"#,
            #"{"card":"c","rating":"good","at":"2026-11-30T10:01:00Z","id":"0000000000000002","typed":"compiles"}"#,
        ]
        func side(_ name: String, _ lines: [String]) -> LogMerge.Side {
            LogMerge.Side(path: name, bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
        }
        let merged = LogMerge(ours: side("ours", ours), theirs: side("theirs", theirs))
        #expect(merged.warnings.isEmpty && merged.records == 3)
        let log = parse(merged.bytes)
        #expect(log.reviews.map(\.card) == ["a", "c", "b"])
        #expect(log.reviews.map(\.typed) == ["same", "compiles", "error"])
        // Each line as it was written: the canonical line, byte for byte.
        #expect(
            String(decoding: merged.bytes, as: UTF8.self) == [ours[0], theirs[1], ours[1]].joined(separator: "\n")
                + "\n")
    }

    /// A repair keeps every line it keeps as it was: the verdict with it.
    @Test func aRepairKeepsTheVerdict() {
        let lines = [
            #"{"card":"b","rating":"good","at":"2026-11-30T10:05:00Z","id":"0000000000000002","typed":"compiles"}"#,
            #"{"card":"a","rating":"again","at":"2026-11-30T10:00:00Z","id":"0000000000000001","typed":"error"}"#,
            "<<<<<<< HEAD",
        ]
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let repair = bytes.withUnsafeBytes { LogRepair($0, path: "log", now: start + .minutes(60)) }
        #expect(repair.isNeeded && repair.reordered == 1 && repair.dropped.count == 1)
        #expect(String(decoding: repair.bytes, as: UTF8.self) == lines[1] + "\n" + lines[0] + "\n")
        #expect(parse(repair.bytes).reviews.map(\.typed) == ["error", "compiles"])
    }
}
