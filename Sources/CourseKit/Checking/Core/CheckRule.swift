/// One check of `course check`.
///
/// A stable id (printed in brackets after each message, and used by tests and by `docs/checks.md`),
/// a one-line summary, and the diagnostics it finds.
///
/// Rules only read: the reader, the replay and the compiler have run before them (see
/// `CourseCheck`), and each rule turns one kind of finding into messages.
package protocol CheckRule: Sendable {
    var id: Diagnostic.Rule { get }
    var summary: String { get }
    func check(_ context: CheckContext) -> [Diagnostic]
}

extension CheckRule {
    func error(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint, rule: id)
    }

    func warning(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint, rule: id)
    }
}
