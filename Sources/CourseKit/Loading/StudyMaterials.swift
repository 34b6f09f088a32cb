import Dispatch
import Foundation

/// A course and its review log, read at the same time on two threads.
///
/// They are independent once the manifest names the course id (and so the log's default path), and
/// together they are most of the time before the quiz's first card.
package struct StudyMaterials: Sendable {
    /// The course, loaded under the policy asked for (see `CourseLoader`).
    package var course: Result<LoadedCourse, CourseLoadError>
    /// The id its manifest gives (nil: none usable): the course's section of the settings file.
    package var courseID: String?
    package var logPath: String?
    /// The log read; it knows the file it was read from (`ReviewLog.identity`).
    ///
    /// The quiz reads it again if it changed before it took the lock.
    package var log: Result<ReviewLog, ReviewLogError>?

    /// The log is `CourseLoader.reviewLog`'s (`logPath`, or the course's default log).
    ///
    /// The default log comes from the manifest's id. When the manifest cannot give one, the course
    /// is read alone and its error reported.
    package static func read(folder: String, logPath explicit: String?, policy: CourseLoadPolicy) -> StudyMaterials {
        // `course.md` read once: the id, the log's path, and the course's reader take it from here.
        let manifest = CourseLoader.Manifest(folder: folder)
        let load: @Sendable () -> Result<LoadedCourse, CourseLoadError> = {
            Result { () throws(CourseLoadError) in try CourseLoader.load(CourseLoader.read(manifest), policy: policy) }
        }
        guard let logPath = (try? CourseLoader.reviewLog(manifest, explicit: explicit))?.path else {
            let course = load()
            let path = (try? course.get()).flatMap { ReviewLog.defaultPath(courseID: $0.course.id) }
            return StudyMaterials(course: course, courseID: manifest.id, logPath: path, log: path.map(readLog))
        }
        let (loaded, log) = Parallel.alongside(load) { readLog(logPath) }
        return StudyMaterials(course: loaded, courseID: manifest.id, logPath: logPath, log: log)
    }

    static func readLog(_ path: String) -> Result<ReviewLog, ReviewLogError> {
        do throws(ReviewLogError) {
            return .success(try ReviewLog.read(path))
        } catch {
            return .failure(error)
        }
    }
}
