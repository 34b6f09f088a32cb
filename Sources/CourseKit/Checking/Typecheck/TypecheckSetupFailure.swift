import Foundation

/// Why the type-check could not be set up, in words for people.
///
/// The one wording of `course check` (`interface-builds`), `course grade`, the quiz and `course
/// record`, never Swift's debug text.
extension InterfaceModules.BuildError {
    /// What went wrong (a course's own declaration's place is `place`, not part of it).
    var problem: String {
        if isCourseFile { return "the interface does not build: \(message)" }
        // No line: the compiler could not do the work at all (its module cache could not be
        // written, say), which says nothing of the declarations.
        guard line > 0 else { return "the compiler could not build the built-in interface: \(message)" }
        let module = file.split(separator: "/").first.map(String.init) ?? file
        return "the built-in interface's \(module) module does not build with this compiler for the course's "
            + "platform: \(file):\(line): \(message)"
    }

    /// The course's declaration the compiler rejected; nil for the built-in interface.
    var place: SourceLocation? {
        isCourseFile ? SourceLocation(file: file, line: max(1, line), column: max(1, column)) : nil
    }

    /// What to do about it.
    var advice: String {
        if isCourseFile { return "fix this declaration; nothing is type-checked until it builds" }
        guard line > 0 else {
            return "the compiler keeps its module cache in $XDG_CACHE_HOME (else ~/.cache): "
                + "make sure the folder it names is one you can write to"
        }
        return "use the Swift toolchain course was built with; if another platform builds, the interface "
            + "lacks this platform's availability: report it"
    }

    /// All of it, where no diagnostic carries the place: `file:line:column: problem; advice`.
    var sentence: String {
        let at = place.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return at + problem + "; " + advice
    }
}

enum TypecheckSetupFailure {
    /// `error`, met while setting up or running the type-check, as a sentence.
    static func sentence(_ error: any Error) -> String {
        if let failure = error as? InterfaceModules.BuildError { return failure.sentence }
        if let reason = FileProblem.reason(of: error) {
            let file = FileProblem.path(of: error).map { "'\($0)': " } ?? ""
            return "the type-check could not run: \(file)\(reason)"
        }
        if let failure = error as? CompilerFailure { return "the compiler failed: \(failure.message)" }
        if let text = (error as? LocalizedError)?.errorDescription, !text.isEmpty {
            return "the type-check could not run: \(text)"
        }
        return "the type-check could not run, for a reason course has no words for; please report it"
    }
}
