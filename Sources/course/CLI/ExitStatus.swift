import CourseKit
import Foundation

/// How `course` ends: the one table of exit statuses, documented as README's "Exit statuses".
///
/// The library returns errors and outcomes; only this type turns them into numbers, so the same
/// failure has the same status in every command. Beyond 0, 1 and 64 the numbers are those of
/// sysexits.h.
enum ExitStatus: Equatable {
    /// 0: done.
    case success
    /// 1: problems found in what a command checked or graded.
    ///
    /// `check` or `list` found problems in the content (errors; warnings too with
    /// `--warnings-as-errors`); `log check` found problems in the review log; `grade`: the typed
    /// answer does not compile in the card's context.
    case problemsFound
    /// 64 (EX_USAGE): an unknown command or option, a missing or bad option value.
    case usage
    /// 65 (EX_DATAERR): input that cannot be used as data.
    ///
    /// A malformed settings file, a course with errors for a command that needs a sound one.
    case badData
    /// 66 (EX_NOINPUT): no course folder, no `course.md`, no such input file.
    case noInput
    /// 70 (EX_SOFTWARE): something that is not the input's fault went wrong (the compiler crashed).
    case internalError
    /// 73 (EX_CANTCREAT): an output that exists and must not be written over.
    ///
    /// A folder holding files the command did not write, a file it did not write, a lock file that
    /// is not a quiz's.
    case cannotCreate
    /// 74 (EX_IOERR): a file that exists could not be read or written, or is not a regular file.
    ///
    /// Not a regular file where one must be: a log or settings file that is a folder or a named
    /// pipe.
    case ioError
    /// 75 (EX_TEMPFAIL): try again later.
    ///
    /// A quiz holds the review log (another quiz, `log repair` and `log merge --out` onto it wait
    /// for it to end).
    case temporaryFailure
    /// 128 + the signal: ended by SIGINT (130, Ctrl-C), SIGHUP (129) or SIGTERM (143).
    case signal(Int32)

    static let interrupted = ExitStatus.signal(SIGINT)

    /// Every status, in the order of README's table (a test holds the two together).
    static let documented: [ExitStatus] = [
        .success, .problemsFound, .usage, .badData, .noInput, .internalError, .cannotCreate, .ioError,
        .temporaryFailure, .interrupted,
    ]

    var code: Int32 {
        switch self {
        case .success: 0
        case .problemsFound: 1
        case .usage: 64
        case .badData: 65
        case .noInput: 66
        case .internalError: 70
        case .cannotCreate: 73
        case .ioError: 74
        case .temporaryFailure: 75
        case .signal(let number): 128 + number
        }
    }

    /// The status of a failure, whichever command met it.
    init(_ error: any Error) {
        switch error {
        case is UsageError:
            self = .usage
        case let failure as CommandFailure:
            self = failure.status
        case let error as CourseLoadError:
            switch error {
            case .noCourse(.notReadable): self = .ioError
            case .noCourse: self = .noInput
            case .courseHasErrors, .noCourseID: self = .badData
            }
        case let error as ReviewLogError:
            self = ExitStatus(error)
        case let failure as LogInput.Failure:
            switch failure {
            case .missing: self = .noInput
            case .unreadable: self = .ioError
            }
        case let failure as LogRepositorySetup.Failure:
            self = ExitStatus(failure)
        case let failure as QuizFailure:
            switch failure {
            case .logUnavailable(let error), .answerNotSaved(let error, _), .endOfSitting(let error):
                self = ExitStatus(error)
            }
        case let failure as AuthoringFailure:
            self = ExitStatus(failure)
        case let failure as RecordFailure:
            self = ExitStatus(failure)
        case let error as SettingsFileError:
            self = error.kind == .unreadable ? .ioError : .badData
        case is LessonSnapshots.Failure, is CourseSite.Failure, is ProjectFolderError:
            self = .badData
        case let refusal as Output.Refusal:
            self = refusal.isExistingOutput ? .cannotCreate : .ioError
        case let failure as MacroPluginFailure:
            self = failure.kind == .io ? .ioError : .badData
        case is CocoaError, is POSIXError:
            self = .ioError
        default:
            self = .internalError
        }
    }

    /// `course new lesson`: an existing lesson (or a link in the way) is never written over.
    private init(_ failure: AuthoringFailure) {
        switch failure {
        case .lessonExists: self = .cannotCreate
        case .needsOption, .numberOutOfRange, .noSuchLesson, .unknownFiles: self = .usage
        case .previousDoesNotReplay: self = .badData
        case .startFolderUnreadable: self = .noInput
        case .unreadable: self = .ioError
        case .cannotWrite(let error): self = error.refused ? .cannotCreate : .ioError
        }
    }

    /// `course record`: a step with changes is not written over without `--replace`.
    private init(_ failure: RecordFailure) {
        switch failure {
        case .noSuchStep, .needsTitle, .titleForExistingStep, .badTitle: self = .usage
        case .noFolder, .noStartFolder: self = .noInput
        case .unreadableFolder, .previousDoesNotReplay, .cannotExpress, .wouldNotReplay: self = .badData
        case .stepHasChanges: self = .cannotCreate
        case .unreadableLesson, .cannotWrite: self = .ioError
        }
    }

    /// `course log setup-git`: git missing is not the input's fault.
    private init(_ failure: LogRepositorySetup.Failure) {
        switch failure {
        case .notARepository: self = .noInput
        case .unreadableRules, .cannotWrite, .gitFailed: self = .ioError
        case .gitMissing: self = .internalError
        }
    }

    private init(_ error: ReviewLogError) {
        switch error {
        case .unreadable, .unwritable, .rescued: self = .ioError
        case .locked, .quizRunning: self = .temporaryFailure
        case .foreignLock: self = .cannotCreate
        }
    }

    /// What to print for a failure, once.
    ///
    /// Errors about a file already begin with `path[:line[:column]]: error:` and are printed as
    /// they are; any other gets `course: error:`.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as UsageError:
            let helpCommand = error.commandPath.map { "course help \($0)" } ?? "course --help"
            return "course: error: \(error.message)\nSee '\(helpCommand)'.\n"
        case is ReviewLogError, is SettingsFileError, is QuizFailure:
            return describe(error) + "\n"
        default:
            return "course: error: \(describe(error))\n"
        }
    }

    /// A failure in words for people, never Swift's debug text.
    ///
    /// Not `pathOutsideProject("…")`, `Error Domain=NSCocoaErrorDomain Code=512 …` or
    /// `Optional(…)`, but:
    ///
    /// - a file system error as the system words it, with the file it names (`FileProblem`);
    /// - an error that is a `LocalizedError` by its description: every error type of CourseKit and
    ///   of this executable that can reach here is one, its description a sentence saying what went
    ///   wrong, where, and what to do (a type that is not would print Swift's debug form otherwise);
    /// - anything else as a sentence that says so, which `ErrorMessageTests` rejects as well.
    static func describe(_ error: any Error) -> String {
        if let reason = FileProblem.reason(of: error) {
            return FileProblem.path(of: error).map { "'\($0)': \(reason)" } ?? reason
        }
        if let text = (error as? LocalizedError)?.errorDescription, !text.isEmpty {
            return text
        }
        return unexplained
    }

    /// `describe` for a message that names the file already: a file system error without its path.
    static func reason(_ error: any Error) -> String {
        FileProblem.reason(of: error) ?? describe(error)
    }

    static let unexplained =
        "something unexpected went wrong, which course has no message for; please report it with the command that gave it"
}

/// A failure the executable finds itself, with its status from the table.
///
/// An output folder that is not empty, an input file that is missing.
struct CommandFailure: LocalizedError, CustomStringConvertible {
    var status: ExitStatus
    var description: String
    var errorDescription: String? { description }

    init(_ status: ExitStatus, _ description: String) {
        self.status = status
        self.description = description
    }
}

extension CommandFailure {
    /// Runs `body`, which writes to `path`, given as `option`.
    ///
    /// A failure to write is an I/O error naming the path; an output refused because something is
    /// there that must not be written over (see `Output`) is 73, saying what `option` takes — a new
    /// or empty folder, or `own`, what the command itself wrote there before; a course that cannot
    /// be written out (changes that do not replay, two lessons with one number) stays the course's
    /// error (bad data).
    static func writing<T>(to path: String, option: String, own: String? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as LessonSnapshots.Failure {
            throw failure
        } catch let failure as CourseSite.Failure {
            throw failure
        } catch let refusal as Output.Refusal {
            throw CommandFailure(refusal, option: option, own: own)
        } catch {
            // The file that failed (a page inside the folder, say), in the system's words.
            throw CommandFailure(
                .ioError, "cannot write '\(FileProblem.path(of: error) ?? path)': \(ExitStatus.reason(error))")
        }
    }

    /// What to say when `option`'s output is refused.
    init(_ refusal: Output.Refusal, option: String, own: String?) {
        let status: ExitStatus = refusal.isExistingOutput ? .cannotCreate : .ioError
        switch refusal {
        case .notAFolder(let path, let kind):
            self.init(status, "cannot write '\(path)': it is \(kind), not a folder; give \(option) a folder")
        case .notAFile(let path, let kind):
            self.init(status, "cannot write '\(path)': it is \(kind), not a file; give \(option) a file")
        case .failed(let path, let reason):
            self.init(status, "cannot write '\(path)': \(reason)")
        case .holdsOtherFiles(let path, let names):
            guard let own else {
                self.init(status, "'\(path)' is not empty; give \(option) a new or empty folder")
                return
            }
            let shown =
                names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (names.count > 3 ? " and \(names.count - 3) more" : "")
            self.init(
                status,
                "'\(path)' holds \(shown), which this command did not write; give \(option) a new or empty folder, or one holding only \(own)"
            )
        case .notOwnFile(let path):
            self.init(
                status,
                "'\(path)' exists and is not \(own ?? "this command's output"); give \(option) a new file, or remove it first"
            )
        }
    }
}
