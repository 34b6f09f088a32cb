// The `record` target: a file of a project before a step and as an author edited it, as
// `course record` reads them (`ProjectComparison`, `FileChangeRecorder` over `SwiftFileOutline`,
// `ChangeBlockText`). The input is the old text, a NUL byte, and the edited file's bytes (any bytes:
// the edited folder is the author's).
//
// Invariants: nothing traps; a changed file's new text is the edited file normalised (trailing
// spaces, final newlines); the recorded changes replay on the old text to exactly the new one; and
// written as a lesson's blocks and read back by the lesson reader, they are as many changes, of the
// same kinds, replaying to the same text — for texts a lesson can hold verbatim (no carriage return
// and no control character but tab; otherwise `course record` refuses after reading back).

import Foundation

func fuzzRecord(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let bytes = Array(input)
        let cut = bytes.firstIndex(of: 0) ?? bytes.count / 2
        let old = String(decoding: bytes[..<cut], as: UTF8.self)
        let edited = Data(bytes[min(cut + 1, bytes.count)...])
        let path = "P/f.swift"
        let comparison = ProjectComparison(files: [path: old], others: [:], edited: [path: edited], projectFolder: "P/")
        for file in comparison.changed {
            if let text = String(validating: edited, as: UTF8.self) {
                try expect(
                    ProjectComparison.normalised(file.new) == ProjectComparison.normalised(text),
                    "the new text is not the edited file normalised")
            }
            guard let changes = FileChangeRecorder.changes(file: file.path, old: file.old, new: file.new) else {
                continue
            }
            var replay = ProjectReplay(files: [path: old])
            for change in changes {
                for edit in change.projectChanges {
                    try expect((try? replay.apply(edit)) != nil, "a recorded \(change.kind) does not apply")
                }
            }
            try expect(replay.files[path] == file.new, "the recorded changes do not replay to the new text")
            let verbatim = { (text: String) in
                !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F }
            }
            guard verbatim(old), verbatim(file.new) else { continue }
            let blocks = changes.compactMap { ChangeBlockText.markdown($0) }
            guard blocks.count == changes.count else { continue }
            let lesson =
                "---\nlesson: 1\ntitle: T\npart: 1\npart-title: P\nminutes: 1\nproject: P\nstart: start\n"
                + "cards: 0\nsyntax-cards: 0\ntrick-cards: 0\nquestions: 0\n---\n\n## Step 1: S\n\n"
                + blocks.joined(separator: "\n")
            let read = LessonReader.read(text: lesson, file: "l.md").lesson
            let written = read.steps.first?.changes ?? []
            try expect(
                written.map(\.kind) == changes.map(\.kind),
                "the blocks read back as \(written.map(\.kind)), not \(changes.map(\.kind))")
            let replayed = try? ProjectReplay.files(of: read, startingFiles: [path: old])
            try expect(replayed?[path] == file.new, "the blocks, read back, do not replay to the new text")
        }
    }
}
