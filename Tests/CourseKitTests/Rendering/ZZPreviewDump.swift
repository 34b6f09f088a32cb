import Foundation
import Testing
@testable import CourseKit
@Test func zzPreviewDump() throws {
    try CourseSite(course: ModelFixtures.richCourse).write(to: URL(fileURLWithPath: "/tmp/render-preview"))
}
