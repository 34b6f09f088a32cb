import CourseKit
import Foundation

/// How `course` ends: the one table of exit statuses, documented as README's "Exit statuses". The
/// library returns errors and outcomes; only this type turns them into numbers, so the same failure
/// has the same status in every command. Beyond 0, 1 and 64 the numbers are those of sysexits.h.
enum ExitStatus: Equatable {
    /// 0: done.
    case success
    /// 1: `check` or `list` found problems in the content (errors; warnings too with
    /// `--warnings-as-errors`).
    case problemsFound
    /// 64 (EX_USAGE): an unknown command or option, a missing or bad option value.
    case usage
    /// 65 (EX_DATAERR): input that cannot be used as data: a malformed review log or settings file,
    /// a course with errors for a command that needs a sound one.
    case badData
    /// 66 (EX_NOINPUT): no course folder, no `course.md`, no such input file.
    case noInput
    /// 70 (EX_SOFTWARE): something that is not the input's fault went wrong (the compiler crashed).
    case internalError
    /// 73 (EX_CANTCREAT): an output that exists and must not be written over.
    case cannotCreate
    /// 74 (EX_IOERR): a file that exists could not be read or written.
    case ioError
    /// 75 (EX_TEMPFAIL): try again later: another quiz holds the review log.
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
            case .noCourse: self = .noInput
            case .courseHasErrors, .noCourseID: self = .badData
            }
        case let error as ReviewLogError:
            self = ExitStatus(error)
        case let failure as QuizFailure:
            switch failure {
            case .logUnavailable(let error), .answerNotSaved(let error, _): self = ExitStatus(error)
            }
        case let failure as AuthoringFailure:
            self = ExitStatus(failure)
        case is SettingsFileError, is LessonSnapshots.Failure:
            self = .badData
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

    private init(_ error: ReviewLogError) {
        switch error {
        case .malformed: self = .badData
        case .unreadable, .unwritable: self = .ioError
        case .locked: self = .temporaryFailure
        }
    }

    /// What to print for a failure, once: errors about a file already begin with
    /// `path[:line[:column]]: error:` and are printed as they are; any other gets `course: error:`.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as UsageError:
            let helpCommand = error.commandPath.map { "course help \($0)" } ?? "course --help"
            return "course: error: \(error.message)\nSee '\(helpCommand)'.\n"
        case is ReviewLogError, is SettingsFileError, is QuizFailure:
            return "\(error)\n"
        case let error as CocoaError:
            return "course: error: \(error.localizedDescription)\n"
        default:
            return "course: error: \(error)\n"
        }
    }
}

/// A failure the executable finds itself (an output folder that is not empty, an input file that is
/// missing), with its status from the table.
struct CommandFailure: Error, CustomStringConvertible {
    var status: ExitStatus
    var description: String

    init(_ status: ExitStatus, _ description: String) {
        self.status = status
        self.description = description
    }
}

extension CommandFailure {
    /// Runs `body`, which writes to `path`: a failure to write is an I/O error naming the path, while
    /// a lesson whose changes do not replay stays the course's error (bad data).
    static func writing<T>(to path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as LessonSnapshots.Failure {
            throw failure
        } catch {
            throw CommandFailure(.ioError, "cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
