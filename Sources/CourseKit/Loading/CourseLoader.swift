import Foundation

/// Who reads a course decides which of its problems they hear of and whether an error stops them.
///
/// Every command loads its course through `CourseLoader` with one of the named policies.
public struct CourseLoadPolicy: Sendable, Hashable {
    /// The least severe problem reported: `.note` reports every diagnostic, `.error` only errors.
    public var leastReported: Diagnostic.Severity
    /// Whether an error in the course stops the load (a warning never does).
    public var stopsOnErrors: Bool

    public init(leastReported: Diagnostic.Severity, stopsOnErrors: Bool) {
        self.leastReported = leastReported
        self.stopsOnErrors = stopsOnErrors
    }

    /// An author (`list`, `check`).
    ///
    /// Every diagnostic, and nothing stops, since the problems are what the command is for.
    public static let author = CourseLoadPolicy(leastReported: .note, stopsOnErrors: false)
    /// Making something from the course (`render`, `export`, `snapshot`, `record`, `new lesson`).
    ///
    /// Only errors, which stop: a page, a deck or a project made from a broken lesson would
    /// mislead. Warnings are `check`'s and `list`'s to report; they would bury the command's own
    /// output.
    public static let publisher = CourseLoadPolicy(leastReported: .error, stopsOnErrors: true)
    /// A learner (`quiz`, `stats`).
    ///
    /// Only errors, which stop; warnings are the author's business and never stand between a
    /// learner and the cards.
    public static let learner = CourseLoadPolicy(leastReported: .error, stopsOnErrors: true)

    /// Whether warnings are reported too: the author's view.
    public var reportsWarnings: Bool { leastReported <= .warning }
}

/// A course read under a policy.
public struct LoadedCourse: Sendable {
    public var course: Course
    /// The problems the policy reports, in file and line order.
    public var diagnostics: [Diagnostic]
    public var policy: CourseLoadPolicy

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Why a command cannot go on with a course: the one error of loading one.
public enum CourseLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing to read: no folder, no `course.md`, or a `course.md` that is not text.
    case noCourse(CourseReadError)
    /// The course has errors and the policy stops on them; `diagnostics` are the ones it reports.
    case courseHasErrors([Diagnostic])
    /// `course.md` gives no id, so the course has no review log of its own.
    case noCourseID(folder: String)

    public var description: String {
        switch self {
        case .noCourse(let error):
            "\(error)"
        case .courseHasErrors:
            "the course has errors; fix them first (see 'course check')"
        case .noCourseID(let folder):
            "'\(folder)/\(CourseReader.manifestName)' has no id, which names the course's review log (see docs/format.md)"
        }
    }
}

/// The one way a command reads its course: the reader, then the policy.
public enum CourseLoader {
    /// The course folder a command reads when it is given none: `Content`, beside where it runs.
    package static let defaultFolder = "Content"

    /// Reads the course in `folder` (as the user gave it; messages name files from there).
    public static func load(folder: String, policy: CourseLoadPolicy) throws(CourseLoadError) -> LoadedCourse {
        try load(read(folder), policy: policy)
    }

    /// Applies `policy` to a course already read (the quiz reads it beside the log, see `StudyMaterials`).
    public static func load(
        _ reading: Result<CourseReading, CourseReadError>,
        policy: CourseLoadPolicy
    ) throws(CourseLoadError) -> LoadedCourse {
        let read: CourseReading
        switch reading {
        case .success(let success): read = success
        case .failure(let error): throw .noCourse(error)
        }
        let reported = read.diagnostics.filter { $0.severity >= policy.leastReported }
        if policy.stopsOnErrors, reported.contains(where: { $0.severity == .error }) {
            throw .courseHasErrors(reported)
        }
        return LoadedCourse(course: read.course, diagnostics: reported, policy: policy)
    }

    /// The id in the manifest of the course in `folder`, which names its review log.
    ///
    /// Only the manifest is read; when it gives no usable id, the folder is read as a course to say
    /// why (an id that is not a safe name is the manifest's error, `bad-id`).
    public static func courseID(folder: String) throws(CourseLoadError) -> String {
        try courseID(Manifest(folder: folder))
    }

    /// The same, from the manifest read already.
    package static func courseID(_ manifest: Manifest) throws(CourseLoadError) -> String {
        if let id = manifest.id { return id }
        switch read(manifest) {
        case .failure(let error):
            throw .noCourse(error)
        case .success(let reading):
            let badID = reading.diagnostics.filter {
                $0.rule == .badID && $0.location.file == reading.course.location.file
            }
            if !badID.isEmpty { throw .courseHasErrors(badID) }
        }
        throw .noCourseID(folder: manifest.folder)
    }

    /// The review log a command reads — the one policy of every such command.
    ///
    /// `explicit` (`--log FILE`) when given, else the log of the course in `folder`, at the default
    /// path of its id (`ReviewLog.defaultPath`). With it, the course's id when its manifest gives
    /// one (a log given explicitly still takes that course's section of the settings file). Without
    /// `explicit`, a folder whose manifest gives no usable id is an error that says why
    /// (`courseID(folder:)`).
    public static func reviewLog(folder: String, explicit: String?) throws(CourseLoadError) -> (
        courseID: String?, path: String
    ) {
        try reviewLog(Manifest(folder: folder), explicit: explicit)
    }

    /// The same, from the manifest read already.
    package static func reviewLog(_ manifest: Manifest, explicit: String?) throws(CourseLoadError) -> (
        courseID: String?, path: String
    ) {
        if let explicit { return (manifest.id, explicit) }
        let id = try courseID(manifest)
        // `courseID` gives only a safe name, which always names a folder.
        guard let path = ReviewLog.defaultPath(courseID: id) else { throw .noCourseID(folder: manifest.folder) }
        return (id, path)
    }

    static func read(_ folder: String) -> Result<CourseReading, CourseReadError> {
        read(Manifest(folder: folder, text: nil))
    }

    /// The course, its manifest's text taken from `manifest` when it was read (not read again).
    package static func read(_ manifest: Manifest) -> Result<CourseReading, CourseReadError> {
        let texts = manifest.text.map { [manifest.path: $0] } ?? [:]
        do throws(CourseReadError) {
            return .success(try CourseReader.read(folder: manifest.folder, texts: texts))
        } catch {
            return .failure(error)
        }
    }

    /// A course's manifest (`course.md`) read alone, once per start of a command.
    ///
    /// Its id names the course's review log and its section of the settings file, and the course's
    /// reader takes its text (`read(_:)`) rather than reading the file again.
    package struct Manifest: Sendable {
        package var folder: String
        /// The manifest's text; nil when there is none, or it is not text.
        package var text: String?
        /// Its id; nil when it gives none, or one that is not a safe name.
        ///
        /// An id names a folder: see `ReviewLog.defaultPath`.
        package var id: String?

        package init(folder: String) {
            self.init(
                folder: folder,
                text: try? String(contentsOfFile: folder + "/" + CourseReader.manifestName, encoding: .utf8))
        }

        init(folder: String, text: String?) {
            self.folder = folder
            self.text = text
            id = text.flatMap { text in
                let id = ManifestReader.read(text: text, file: CourseReader.manifestName).0.id
                return id.isEmpty || SafeName.problem(id) != nil ? nil : id
            }
        }

        /// Where `CourseReader` looks for it (a path it also standardizes).
        var path: String { URL(fileURLWithPath: folder + "/" + CourseReader.manifestName).standardized.path }
    }
}

extension CourseLoadError: LocalizedError {
    public var errorDescription: String? { description }
}
