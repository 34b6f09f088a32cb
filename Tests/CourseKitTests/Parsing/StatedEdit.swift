import Foundation

/// A fixture stated as its difference from a good one, as swift-format's rule tests state their
/// input inline: the test shows what it breaks, and a change to the format is one edit of the good
/// fixture instead of one per copy.
enum StatedEdit: Sendable, CustomStringConvertible {
    /// Replaces the one occurrence of `old` in `file` (a path relative to the fixture's folder).
    case replace(_ old: String, with: String, in: String = "lesson-1/lesson.md")
    /// Writes a file that the good fixture does not have.
    case add(_ file: String, _ text: String)

    var description: String {
        switch self {
        case .replace(let old, let new, let file):
            "in \(file), replace \(old.debugDescription) with \(new.debugDescription)"
        case .add(let file, _): "add \(file)"
        }
    }

    /// Applies the edit to the files under `folder`.
    func apply(in folder: URL) throws {
        switch self {
        case .replace(let old, let new, let file):
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingTheOnly(old, with: new, what: description).write(
                to: url, atomically: true, encoding: .utf8)
        case .add(let file, let text):
            let url = folder.appendingPathComponent(file)
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw StatedEditError(description: "\(description): the file exists already")
            }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

/// An edit that no longer fits the good fixture: the fixture changed under it.
struct StatedEditError: Error, CustomStringConvertible {
    var description: String
}

extension String {
    /// This text with the one occurrence of `old` replaced by `new`; throws when `old` occurs
    /// nowhere or more than once, so an edit the good fixture outgrew fails and says which.
    func replacingTheOnly(_ old: String, with new: String, what: String) throws -> String {
        let parts = components(separatedBy: old)
        guard parts.count == 2 else {
            throw StatedEditError(description: "\(what): the text occurs \(parts.count - 1) times, not once")
        }
        return parts[0] + new + parts[1]
    }
}
