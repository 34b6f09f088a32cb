import Dispatch
import Foundation

/// A course and its review log, read at the same time on two threads: they are independent once
/// the manifest names the course id (and so the log's default path), and together they are most of
/// the time before the quiz's first card.
public struct StudyMaterials: Sendable {
    public var reading: Result<CourseReading, CourseReadError>
    public var logPath: String?
    public var log: Result<ReviewLog, ReviewLogError>?
    /// The log's size when it was read: the quiz re-reads it if it changed before it took the lock.
    public var logSize: Int

    /// `logPath` nil: the course's default log, from the manifest's id. When the manifest cannot
    /// give one, the course is read alone and its error reported.
    public static func read(folder: String, logPath explicit: String?) -> StudyMaterials {
        guard let logPath = explicit ?? courseID(folder).map({ ReviewLog.defaultPath(courseID: $0) }) else {
            let reading = readCourse(folder)
            let path = (try? reading.get()).map { ReviewLog.defaultPath(courseID: $0.course.id) }
            return StudyMaterials(reading: reading, logPath: path, log: path.map(readLog), logSize: path.map(fileSize) ?? 0)
        }
        // Hands the course's result from the reading thread back to this one.
        let course = Locked<Result<CourseReading, CourseReadError>?>(nil)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let reading = readCourse(folder)
            course.withLock { $0 = reading }
        }
        let size = fileSize(logPath)
        let log = readLog(logPath)
        group.wait()
        let reading = course.withLock { $0 } ?? .failure(.unreadable("course"))
        return StudyMaterials(reading: reading, logPath: logPath, log: log, logSize: size)
    }

    private static func readCourse(_ folder: String) -> Result<CourseReading, CourseReadError> {
        do throws(CourseReadError) {
            return .success(try CourseReader.read(folder: folder))
        } catch {
            return .failure(error)
        }
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

    /// The manifest's id, read alone (the lessons are left to `CourseReader`).
    private static func courseID(_ folder: String) -> String? {
        guard let text = try? String(contentsOfFile: folder + "/" + CourseReader.manifestName, encoding: .utf8) else {
            return nil
        }
        let id = ManifestReader.read(text: text, file: CourseReader.manifestName).0.id
        return id.isEmpty ? nil : id
    }
}
