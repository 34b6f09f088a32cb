import Foundation

extension JSONValue {
    /// The value as JSON text, for a file a person may also edit.
    ///
    /// Objects' members in their order, two spaces of indent a level. Whole numbers are written
    /// without a fraction.
    package func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return number.isFinite ? "\(number)" : "null"
        case .string(let string): return Self.quoted(string)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            // Numbers stay on one line (a list of weights); anything else one element a line.
            if elements.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + elements.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n"
                + members.map { inner + Self.quoted($0.key) + ": " + $0.value.text(indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// `value` with the member `key` set (replaced in place, or appended); nil for a non-object.
    package func setting(_ key: String, to value: JSONValue) -> JSONValue? {
        guard case .object(var members) = self else { return nil }
        if let index = members.lastIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return .object(members)
    }

    private static func quoted(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(string)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
