import Foundation
import Testing

@testable import CourseKit

/// The policies of `CourseLoader`: which problems each reader hears of, and which stop them.
@Suite struct CourseLoaderTests {
    let warning = Diagnostic.warning("a source without a link", at: SourceLocation(file: "l.md", line: 3, column: 1))
    let error = Diagnostic.error("an id used twice", at: SourceLocation(file: "l.md", line: 9, column: 1))

    func reading(_ diagnostics: [Diagnostic]) -> Result<CourseReading, CourseReadError> {
        let course = Course(
            id: "c", title: "C", lessonCount: 0, lessonFiles: [], lessons: [],
            location: SourceLocation(file: "course.md", line: 1, column: 1))
        return .success(CourseReading(course: course, diagnostics: diagnostics))
    }

    @Test func anAuthorHearsOfEveryProblemAndIsNeverStopped() throws {
        let loaded = try CourseLoader.load(reading([warning, error]), policy: .author)
        #expect(loaded.diagnostics == [warning, error])
        #expect(loaded.hasErrors)
    }

    @Test func publishingHearsOnlyOfErrorsAndStopsOnOne() throws {
        #expect(try CourseLoader.load(reading([warning]), policy: .publisher).diagnostics.isEmpty)
        #expect(throws: CourseLoadError.courseHasErrors([error])) {
            try CourseLoader.load(reading([warning, error]), policy: .publisher)
        }
    }

    @Test func aLearnerHearsOnlyOfErrorsAndIsNotStoppedByAWarning() throws {
        let loaded = try CourseLoader.load(reading([warning]), policy: .learner)
        #expect(loaded.diagnostics.isEmpty && !loaded.hasErrors)
        #expect(throws: CourseLoadError.courseHasErrors([error])) {
            try CourseLoader.load(reading([warning, error]), policy: .learner)
        }
    }

    @Test func aFolderWithoutACourseIsNoCourseForEveryPolicy() {
        for policy in [CourseLoadPolicy.author, .publisher, .learner] {
            #expect(throws: CourseLoadError.noCourse(.folderNotFound("/nonexistent/course"))) {
                try CourseLoader.load(folder: "/nonexistent/course", policy: policy)
            }
        }
        #expect(throws: CourseLoadError.noCourse(.manifestNotFound(FormatFixtures.path("no-manifest")))) {
            try CourseLoader.load(folder: FormatFixtures.path("no-manifest"), policy: .author)
        }
    }

    @Test func theCourseIDComesFromTheManifest() throws {
        #expect(try CourseLoader.courseID(folder: FormatFixtures.path("complete")) == "fixture-course")
        #expect(throws: CourseLoadError.noCourseID(folder: FormatFixtures.path("bad-manifest"))) {
            try CourseLoader.courseID(folder: FormatFixtures.path("bad-manifest"))
        }
        #expect(throws: CourseLoadError.noCourse(.folderNotFound("/nonexistent/course"))) {
            try CourseLoader.courseID(folder: "/nonexistent/course")
        }
    }
}
