extension JSONValue {
    /// The value as compact JSON text, for a message on the wire (a language server's).
    ///
    /// No whitespace; objects' members in their order. Whole numbers are written without a
    /// fraction; a number that is not finite is written as null, which is all JSON can say.
    var compactBytes: [UInt8] {
        let out = ByteBuffer(capacity: 1024)
        append(to: out)
        return out.bytes
    }

    private func append(to out: ByteBuffer) {
        switch self {
        case .null: out.append(literal: "null")
        case .bool(let flag): out.append(literal: flag ? "true" : "false")
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 {
                out.append(integer: Int(number))
            } else if number.isFinite {
                out.append(double: number)
            } else {
                out.append(literal: "null")
            }
        case .string(let string): JSONText.appendString(string, to: out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.append(to: out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(member.key, to: out)
                out.append(UInt8(ascii: ":"))
                member.value.append(to: out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
