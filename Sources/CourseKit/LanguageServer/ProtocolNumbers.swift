/// The numbers a client sends are LSP's `integer` (−2³¹ to 2³¹−1) and `uinteger` (0 to 2³¹−1).
///
/// Whole numbers that fit 32 bits. JSON allows any (`1e300`, `-1e30`, `0.5`), and a Double beyond
/// `Int`'s range traps when converted: every number the server reads is checked here first, and a
/// message with one out of range is refused as a whole with InvalidParams (-32602), naming the
/// field.
enum ProtocolNumbers {
    /// Fields read as `uinteger` wherever they are (a position's), and as `integer` (a version).
    static let unsigned: Set<String> = ["line", "character"]
    static let signed: Set<String> = ["version"]

    /// The first number in `params` (at any depth) that its field's type does not allow.
    static func problem(in params: JSONValue?) -> JSONRPCError? {
        guard let params else { return nil }
        return problem(in: params, path: "params", depth: 0)
    }

    private static func problem(in value: JSONValue, path: String, depth: Int) -> JSONRPCError? {
        guard depth < 64 else { return nil }
        switch value {
        case .object(let members):
            for member in members {
                let inner = path + "." + member.key
                if case .number(let number) = member.value {
                    if unsigned.contains(member.key), Self.unsigned(number) == nil {
                        return error(inner, member.value, "a whole number from 0 to 2147483647")
                    }
                    if signed.contains(member.key), integer(number) == nil {
                        return error(inner, member.value, "a whole number from -2147483648 to 2147483647")
                    }
                } else if let found = problem(in: member.value, path: inner, depth: depth + 1) {
                    return found
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = problem(in: element, path: path + "[\(index)]", depth: depth + 1) { return found }
            }
        default:
            break
        }
        return nil
    }

    private static func error(_ path: String, _ value: JSONValue, _ allowed: String) -> JSONRPCError {
        JSONRPCError(
            .invalidParams,
            "'\(path)' is \(String(decoding: value.compactBytes, as: UTF8.self)): it must be \(allowed)")
    }

    /// `number` as an LSP `integer`, or nil.
    static func integer(_ number: Double) -> Int? {
        guard number == number.rounded(), number >= -2_147_483_648, number <= 2_147_483_647 else { return nil }
        return Int(number)
    }

    /// `number` as an LSP `uinteger`, or nil.
    static func unsigned(_ number: Double) -> Int? {
        guard let value = integer(number), value >= 0 else { return nil }
        return value
    }
}
