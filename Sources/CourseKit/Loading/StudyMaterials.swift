import Dispatch
import Foundation

/// A course and its review log, read at the same time on two threads: they are independent once
/// the manifest names the course id (and so the log's default path), and together they are most of
/// the time before the quiz's first card.
package struct StudyMaterials: Sendable {
    /// The course, loaded under the policy asked for (see `CourseLoader`).
    package var course: Result<LoadedCourse, CourseLoadError>
    package var logPath: String?
    package var log: Result<ReviewLog, ReviewLogError>?
    /// The log's size when it was read: the quiz re-reads it if it changed before it took the lock.
    package var logSize: Int

    /// The log is `CourseLoader.reviewLog`'s (`logPath`, or the course's default log, from the
    /// manifest's id). When the manifest cannot give one, the course is read alone and its error
    /// reported.
    package static func read(folder: String, logPath explicit: String?, policy: CourseLoadPolicy) -> StudyMaterials {
        let load: @Sendable () -> Result<LoadedCourse, CourseLoadError> = { Result { () throws(CourseLoadError) in try CourseLoader.load(CourseLoader.read(folder), policy: policy) } }
        guard let logPath = (try? CourseLoader.reviewLog(folder: folder, explicit: explicit))?.path else {
            let course = load()
            let path = (try? course.get()).flatMap { ReviewLog.defaultPath(courseID: $0.course.id) }
            return StudyMaterials(course: course, logPath: path, log: path.map(readLog), logSize: path.map(fileSize) ?? 0)
        }
        let (loaded, (size, log)) = Parallel.alongside(load) { (fileSize(logPath), readLog(logPath)) }
        return StudyMaterials(course: loaded, logPath: logPath, log: log, logSize: size)
    }

    static func readLog(_ path: String) -> Result<ReviewLog, ReviewLogError> {
        do throws(ReviewLogError) {
            return .success(try ReviewLog.read(path))
        } catch {
            return .failure(error)
        }
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
