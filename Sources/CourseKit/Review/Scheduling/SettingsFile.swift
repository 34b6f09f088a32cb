import Foundation

/// The settings file.
///
/// A JSON object whose keys are `ReviewSettings.names`, e.g. `{"retention": 0.85, "learning-steps":
/// ["1m", "10m"], "fuzz": false}`. Each value may be written as in JSON (number, boolean, array) or
/// as the text the command-line option takes (`"learning-steps": "1m,10m"`); both are checked by
/// `ReviewSettings.set(_:to:)`.
///
/// Settings for one course go in `"courses": {"<course-id>": {…}}`, with the same keys; for that
/// course they win over the file's own (`course optimize --save` writes the weights it fitted
/// there, since a fit to one course's answers is about that course).
public enum SettingsFile {
    /// The key of the per-course sections.
    public static let coursesKey = "courses"

    /// `$XDG_CONFIG_HOME/course/settings.json`, or `~/.config/course/settings.json`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        UserFolders.config(environment: environment) + "/settings.json"
    }

    /// The settings in the file at `path` applied over `settings`, then those of `courseID`'s section.
    ///
    /// Unchanged when there is no file.
    public static func load(
        _ path: String, courseID: String? = nil,
        over settings: ReviewSettings = ReviewSettings()
    ) throws(SettingsFileError) -> ReviewSettings {
        guard let root = try read(path) else { return settings }
        guard case .object(let members) = root else {
            throw SettingsFileError(
                description: "\(path): error: expected a JSON object of settings, such as {\"retention\": 0.9}")
        }
        var settings = try apply(members.filter { $0.key != coursesKey }, to: settings, in: path)
        if let courses = root[coursesKey] {
            guard case .object(let sections) = courses else {
                throw SettingsFileError(
                    description:
                        "\(path): error: '\(coursesKey)': expected an object of course ids, such as {\"swiftui-course\": {\"retention\": 0.85}}"
                )
            }
            for section in sections {
                guard case .object(let courseMembers) = section.value else {
                    throw SettingsFileError(
                        description: "\(path): error: '\(coursesKey).\(section.key)': expected an object of settings")
                }
                // Every course's section is checked, not only the one in use.
                let applied = try apply(courseMembers, to: settings, in: path, prefix: "\(coursesKey).\(section.key).")
                if section.key == courseID { settings = applied }
            }
        }
        return settings
    }

    /// Sets `values` (setting name → JSON value) in the section for `courseID`.
    ///
    /// Every other key and section is kept; the file is written atomically (a temporary file beside
    /// it, flushed, renamed over it; through a link to the file it names, its permissions kept:
    /// `AtomicFile`). Each value must be one `ReviewSettings.parse` accepts.
    package static func save(_ values: [(name: String, value: JSONValue)], courseID: String, to path: String)
        throws(SettingsFileError)
    {
        var root = try read(path) ?? .object([])
        guard case .object = root else {
            throw SettingsFileError(description: "\(path): error: expected a JSON object of settings; not written")
        }
        var section = root[coursesKey]?[courseID] ?? .object([])
        let courses = root[coursesKey] ?? .object([])
        for (name, value) in values {
            guard let updated = section.setting(name, to: value) else {
                throw SettingsFileError(
                    description:
                        "\(path): error: '\(coursesKey).\(courseID)': expected an object of settings; not written")
            }
            section = updated
        }
        guard let withSection = courses.setting(courseID, to: section),
            let withCourses = root.setting(coursesKey, to: withSection)
        else {
            throw SettingsFileError(
                description: "\(path): error: '\(coursesKey)': expected an object of course ids; not written")
        }
        root = withCourses
        // What is written must read back: the same checks as loading.
        let text = root.text() + "\n"
        do {
            try FileManager.default.createDirectory(
                atPath: PathText.folder(of: path),
                withIntermediateDirectories: true)
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw SettingsFileError(
                description: "\(path): error: cannot write the settings file: \(Self.reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? AtomicFile.Failure)?.reason ?? (error as NSError).localizedFailureReason
            ?? "the folder cannot be made"
    }

    /// The file's JSON, or nil when there is no file.
    ///
    /// A file that is there but cannot be read (no permission, a folder, a named pipe) is an error,
    /// never taken for no file. A leading UTF-8 byte order mark is skipped.
    private static func read(_ path: String) throws(SettingsFileError) -> JSONValue? {
        let bytes: [UInt8]
        do throws(RegularFile.OpenError) {
            guard let contents = try RegularFile.contents(path) else { return nil }
            bytes = contents
        } catch {
            throw SettingsFileError(
                description:
                    "\(path): error: can't read the settings file: \(error.reason); make it a readable file, or move it away to use the defaults",
                kind: .unreadable)
        }
        let byteOrderMark = RegularFile.byteOrderMark
        let data = Data(bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...])
        let parsed = data.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try JSONValue.parse(buffer) }
        }
        switch parsed {
        case .success(let value): return value
        case .failure(let error):
            let (line, column) = lineAndColumn(of: error.offset, in: data)
            throw SettingsFileError(description: "\(path):\(line):\(column): error: \(error.message)")
        }
    }

    private static func apply(
        _ members: [JSONValue.Member], to settings: ReviewSettings, in path: String,
        prefix: String = ""
    ) throws(SettingsFileError) -> ReviewSettings {
        var settings = settings
        for member in members {
            guard let text = optionText(member.value) else {
                throw SettingsFileError(
                    description:
                        "\(path): error: '\(prefix)\(member.key)': expected a number, a string, true/false or a list")
            }
            do {
                try settings.set(member.key, to: text)
            } catch {
                throw SettingsFileError(description: "\(path): error: '\(prefix)\(member.key)': \(error.message)")
            }
        }
        return settings
    }

    /// A JSON value as the text of the corresponding option.
    private static func optionText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .array(let elements):
            let parts = elements.compactMap { element -> String? in
                if case .array = element { return nil }
                return optionText(element)
            }
            return parts.count == elements.count ? parts.joined(separator: ",") : nil
        case .null, .object: return nil
        }
    }

    private static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}

/// A settings file that can't be used; the description reads `file[:line:column]: error: …`.
public struct SettingsFileError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// Read, but not valid JSON or holding a bad value.
        case malformed
        /// There, but not a file that can be read.
        case unreadable
    }

    public var description: String
    public var kind: Kind = .malformed
}

extension SettingsFileError: LocalizedError {
    public var errorDescription: String? { description }
}
