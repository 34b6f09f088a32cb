import Foundation

/// The settings file: a JSON object whose keys are `ReviewSettings.names`, e.g.
/// `{"retention": 0.85, "learning-steps": ["1m", "10m"], "fuzz": false}`. Each value may be written
/// as in JSON (number, boolean, array) or as the text the command-line option takes
/// (`"learning-steps": "1m,10m"`); both are checked by `ReviewSettings.set(_:to:)`.
public enum SettingsFile {
    /// `$XDG_CONFIG_HOME/course/settings.json`, or `~/.config/course/settings.json`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/course/settings.json"
    }

    /// The settings in the file at `path` applied over `settings`; unchanged when there is no file.
    public static func load(_ path: String, over settings: ReviewSettings = ReviewSettings()) throws(SettingsFileError) -> ReviewSettings {
        guard let data = FileManager.default.contents(atPath: path) else { return settings }
        let parsed = data.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try JSONValue.parse(buffer) }
        }
        let root: JSONValue
        switch parsed {
        case .success(let value): root = value
        case .failure(let error):
            let (line, column) = lineAndColumn(of: error.offset, in: data)
            throw SettingsFileError(description: "\(path):\(line):\(column): error: \(error.message)")
        }
        guard case .object(let members) = root else {
            throw SettingsFileError(description: "\(path): error: expected a JSON object of settings, such as {\"retention\": 0.9}")
        }
        var settings = settings
        for member in members {
            guard let text = optionText(member.value) else {
                throw SettingsFileError(description: "\(path): error: '\(member.key)': expected a number, a string, true/false or a list")
            }
            do {
                try settings.set(member.key, to: text)
            } catch {
                throw SettingsFileError(description: "\(path): error: '\(member.key)': \(error.message)")
            }
        }
        return settings
    }

    /// A JSON value as the text of the corresponding option.
    private static func optionText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
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
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// A settings file that can't be used; the description reads `file[:line:column]: error: …`.
public struct SettingsFileError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

extension SettingsFileError: LocalizedError {
    public var errorDescription: String? { description }
}
