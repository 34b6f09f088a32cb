import Foundation

extension ProjectReplay.Failure: CustomStringConvertible, LocalizedError {
    /// What did not apply, naming the file.
    ///
    /// `course check` says it at the change, `snapshot` after the lesson and step.
    package var description: String {
        switch self {
        case .pathOutsideProject(let path):
            "'\(path)' is outside the project folder"
        case .missingFile(let path):
            "'\(path)' does not exist at this point of the lesson"
        case .fileExists(let path):
            "'\(path)' exists already, so change=create cannot make it"
        case .folderExists(let path):
            "'\(path)' is a folder of the project, so change=create cannot make a file there"
        case .underFile(let path, let file):
            "'\(file)' is a file of the project, so change=create cannot make '\(path)' inside it"
        case .beforeTextNotUnique(let path, let lines):
            "the lines this change replaces occur \(lines.count) times in '\(path)' (lines \(lines.map(String.init).joined(separator: ", ")))"
        case .beforeTextNotFound(let path, _):
            "the lines this change replaces are not in '\(path)'"
        }
    }

    package var errorDescription: String? { description }
}
