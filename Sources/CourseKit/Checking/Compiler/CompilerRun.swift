import Foundation

/// What one compiler process said, and how it ended.
struct CompilerRun: Sendable {
    var status: Int32
    var messages: [CompilerMessage]
    /// Everything it printed, for reporting a failure that produced no diagnostics.
    var output: String

    init(status: Int32, messages: [CompilerMessage], output: String) {
        self.status = status
        self.messages = messages
        self.output = output
    }

    init(_ process: ProcessOutput) {
        self.init(status: process.status, messages: CompilerMessage.parseAll(process.output), output: process.output)
    }

    /// A non-zero exit with no error diagnostic means the compiler itself failed.
    func checkedForCrash() throws -> CompilerRun {
        if status != 0 && !messages.contains(where: { $0.severity == .error }) {
            let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
            throw CompilerFailure(
                message: "exit status \(status)" + (text.isEmpty ? "" : ": " + String(text.prefix(2000))))
        }
        return self
    }
}
