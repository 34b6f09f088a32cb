/// What kind of message a type-check's finding is: what the rounds decide by.
extension CompilationBatch.Finding {
    /// An error about two declarations of one name (`TypecheckJob.isClash`).
    var isConflict: Bool { severity == .error && TypecheckJob.isClash(message) }

    /// "cannot find 'X' in scope" with no near name the compiler could suggest.
    ///
    /// A name the fragment takes from code it does not show, not a misspelling.
    var isUndefinedName: Bool {
        severity == .error && message.hasPrefix("cannot find ") && message.hasSuffix(" in scope")
    }

    /// "cannot find 'TripStor' in scope; did you mean 'TripStore'?", as `NearName.marked` says it.
    var isMisspelling: Bool {
        severity == .error && message.hasPrefix("cannot find ") && message.contains("' in scope; did you mean '")
    }

    /// A parser's error: the code did not parse in the context it was wrapped in.
    ///
    /// "expected '}' in struct", "consecutive statements on a line…", "unexpected ',' separator",
    /// "extraneous '}' at top level".
    var isSyntaxError: Bool {
        severity == .error
            && ["expected ", "consecutive ", "unexpected ", "extraneous ", "extra "].contains { message.hasPrefix($0) }
    }

    /// `no such module 'UIKit'` → `UIKit`.
    var missingModule: String? {
        guard message.hasPrefix("no such module '"), message.hasSuffix("'") else { return nil }
        return String(message.dropFirst("no such module '".count).dropLast())
    }

    /// The first name in quotes of the message: `invalid redeclaration of 'TripStore'` → `TripStore`.
    var quotedName: String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        return String(parts[1])
    }
}

extension SnippetToCheck {
    /// Whether `findings` say every message the snippet expects.
    ///
    /// All of them, for one expected to compile.
    func isSaid(by findings: [CompilationBatch.Finding]) -> Bool {
        guard case .fails(let expected) = expectation else { return true }
        let said = findings.map { SnippetExpectedFailureRule.normalized($0.message) }
        return expected.allSatisfy { wanted in
            said.contains { $0.contains(SnippetExpectedFailureRule.normalized(wanted)) }
        }
    }
}
