// The `core-data-model` target: an Xcode data model's `contents` file (and `.xccurrentversion`) as
// `course check` reads it to generate the entities' Swift (`Checking/CoreData`: `ModelXML`,
// `CoreDataModel`, `CoreDataCodegen`).
//
// Invariants: no trap; a file that cannot be read is a problem at a line and column of the input,
// in words (no debug text); a model that reads generates Swift whose every line has a model line of
// the input, with braces that balance and no control character; the input as a model version and as
// the `.xccurrentversion` beside it chooses one model file and generates the same.

func fuzzCoreDataModel(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        guard let text = String(validating: Array(input), as: UTF8.self) else { return }
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        func inside(_ line: Int, _ column: Int) -> Bool {
            line >= 1 && line <= lines.count && column >= 1
                && column <= lines[line - 1].count + 1
        }
        _ = CoreDataModel.currentVersion(in: text)
        let model: CoreDataModel
        do throws(ModelXML.Problem) {
            model = try CoreDataModel(contents: text)
        } catch {
            try expect(inside(error.line, error.column), "problem at \(error.line):\(error.column), not in the input")
            try expect(!error.message.isEmpty && !looksLikeDebugText(error.message), "problem: \(error.message)")
            return
        }
        let (swift, modelLines) = CoreDataCodegen.swift(for: model)
        let swiftLines = swift.isEmpty ? [] : swift.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        try expect(swiftLines.count == modelLines.count, "\(swiftLines.count) lines, \(modelLines.count) model lines")
        try expect(modelLines.allSatisfy { $0 >= 1 && $0 <= lines.count }, "a model line outside the input")
        try expect(
            swift.filter { $0 == "{" }.count == swift.filter { $0 == "}" }.count, "braces that do not balance")
        try expect(
            !swift.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || $0.value == 0x7F) },
            "a control character in the generated Swift")
        let files = [
            "M.xcdatamodeld/M.xcdatamodel/contents": text, "M.xcdatamodeld/N.xcdatamodel/contents": text,
            "M.xcdatamodeld/.xccurrentversion": text,
        ]
        try expect(CoreDataCodegen.modelFiles(in: files).count == 1, "not one model file of one bundle")
        let generated = CoreDataCodegen.generate(from: files)
        try expect(generated.problems.isEmpty && generated.generated.count <= 1, "another result in a bundle")
        try expect(generated.generated.first.map { $0.text == swift } ?? swift.isEmpty, "another Swift in a bundle")
    }
}
