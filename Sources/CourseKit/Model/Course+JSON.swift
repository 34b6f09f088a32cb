import Foundation

extension Course {
    /// The version of the JSON shape documented in docs/format.md ("course list --json").
    public static let jsonVersion = 1

    private struct Envelope: Codable {
        var version: Int
        var course: Course
    }

    /// `{"version": 1, "course": {…}}`, pretty-printed with sorted keys so the output is stable.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Envelope(version: Course.jsonVersion, course: self))
    }

    /// Reads what `jsonData()` wrote (prose blocks come back without their parsed nodes).
    public static func fromJSON(_ data: Data) throws -> Course {
        try JSONDecoder().decode(Envelope.self, from: data).course
    }
}
