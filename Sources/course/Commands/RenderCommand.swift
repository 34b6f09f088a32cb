import CourseKit
import Foundation

struct RenderOptions: OptionGroup {
    let out: OptionKey<String?> = .path(
        "--out", "DIR", "the folder to write the site into", .folder,
        "The folder to write the site into (required): new, empty, or a site rendered before.")
}

let renderCommand = Command(
    name: "render",
    abstract: "Render a course as a static web site: an index page and a page per lesson.",
    arguments: [
        coursePathArgument
    ],
    options: RenderOptions.self,
    discussion: """
        Writes index.html, lesson-N.html for each lesson, and style.css. The pages need no \
        JavaScript: answers open with a click (<details>). Raw HTML in a lesson is sanitized: only \
        harmless tags such as <details>, <kbd> and <sup> reach the page. DIR is created if needed; \
        a folder that holds anything but render's own files (index.html, lesson-N.html, style.css) \
        is refused (exit status 73), and a site rendered before is replaced. See docs/rendering.md.
        """,
    run: { invocation in
        guard let out = invocation[\.out] else {
            throw UsageError("render needs --out DIR, the folder to write the site into", commandPath: "render")
        }
        let course = try loadCourse(courseFolder(invocation), .publisher).course
        let site = CourseSite(course: course, startingFiles: try CourseSite.startingFiles(of: course))
        let files = try CommandFailure.writing(to: out, option: "--out", own: "a site rendered before") {
            try site.write(to: URL(fileURLWithPath: out))
        }
        StandardOutput.line("Wrote \(files.count) files to \(out): open \(out)/index.html")
        return .success
    }
)
