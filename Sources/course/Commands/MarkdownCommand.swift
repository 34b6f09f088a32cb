import CourseKit
import Foundation

/// `course markdown [FILE]`: a Markdown file as HTML, as `cmark --unsafe` prints it.
///
/// Shows how a Markdown file is read, as HTML identical to `cmark --unsafe` (front matter is not
/// treated specially here, as in cmark).
struct MarkdownOptions: OptionGroup {
    let sourcepos: OptionKey<Bool> = .flag("--sourcepos", "Add data-sourcepos=\"line:col-line:col\" to block elements.")
}

let markdownCommand = Command(
    name: "markdown",
    abstract: "Print a Markdown file as HTML, exactly as cmark --unsafe does.",
    arguments: [
        Argument(name: "FILE", help: "The Markdown file; standard input when absent or '-'.", completion: .file)
    ],
    options: MarkdownOptions.self,
    discussion: """
        Columns in --sourcepos count UTF-8 bytes. Invalid UTF-8 and NUL are shown as U+FFFD (as \
        cmark --validate-utf8 does). Front matter is not treated specially here: this is how \
        GitHub and cmark read the file. The parser follows CommonMark 0.31.2, so the few rules \
        changed since cmark 0.30 (HTML comments such as <!-->, emphasis next to symbols like €) \
        follow the newer spec.
        """,
    run: { invocation in
        let path = invocation.positional(0) ?? "-"
        let data: Data
        if path == "-" {
            data = Descriptor.readToEnd(FileHandle.standardInput.fileDescriptor)
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                // Missing (or a folder): there is no input; there but unreadable: an I/O error.
                let (status, reason): (ExitStatus, String) =
                    !exists
                    ? (.noInput, "no such file")
                    : isDirectory.boolValue ? (.noInput, "it is a directory") : (.ioError, "it cannot be read")
                throw CommandFailure(status, "cannot read '\(path)': \(reason).")
            }
            data = contents
        }
        let html = CommonMarkHTML.render([UInt8](data), includesSourcePositions: invocation[\.sourcepos])
        StandardOutput.write(Array(html))
        return .success
    }
)
