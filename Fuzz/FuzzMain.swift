// The one libFuzzer entry point of the fuzzer binary that Fuzz/run.sh builds from every source of
// the library and of the `course` tool (not main.swift) plus Fuzz/*.swift. FUZZ_TARGET, read once,
// chooses the target; each target is a function of the input's bytes that traps (precondition) when
// an invariant fails. Not part of the Swift package.

import Foundation

/// Every target: its name (as `Fuzz/run.sh` takes it) and the function run on each input.
let fuzzTargets: [(name: String, run: @Sendable (UnsafeRawBufferPointer) -> Void)] = [
    ("markdown", fuzzMarkdown),
    ("log-line", fuzzLogLine),
    ("json", fuzzJSON),
    ("settings", fuzzSettings),
    ("lesson", fuzzLesson),
    ("time", fuzzTime),
    ("quiz-input", fuzzQuizInput),
    ("typing-area", fuzzTypingArea),
    ("arguments", fuzzArguments),
    ("git-rules", fuzzGitRules),
    ("macro-plugin", fuzzMacroPlugin),
    ("conditions", fuzzConditions),
    ("record", fuzzRecord),
    ("lsp", fuzzLanguageServer),
    ("grade-compare", fuzzGradeCompare),
    ("kept-check", fuzzKeptCheck),
    ("interface-lines", fuzzInterfaceLines),
    ("core-data-model", fuzzCoreDataModel),
]

/// The target FUZZ_TARGET names, looked up on the first input.
let selectedTarget: @Sendable (UnsafeRawBufferPointer) -> Void = {
    let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets.first(where: { $0.name == name }) else {
        let names = fuzzTargets.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("FUZZ_TARGET='\(name)' is not a target; targets: \(names)\n".utf8))
        exit(64)
    }
    return target.run
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
