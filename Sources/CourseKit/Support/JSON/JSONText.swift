/// Writing JSON text into byte buffers.
enum JSONText {
    static func appendString(_ string: String, to out: ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            // Ids and hashes rarely need escapes: copy them whole when they don't.
            if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                out.append(UnsafeRawBufferPointer(bytes))
                return
            }
            for byte in bytes { appendEscaped(byte, to: out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ byte: UInt8, to out: ByteBuffer) {
        switch byte {
        case UInt8(ascii: "\""): out.append(literal: #"\""#)
        case UInt8(ascii: "\\"): out.append(literal: #"\\"#)
        case 0x0A: out.append(literal: #"\n"#)
        case 0x0D: out.append(literal: #"\r"#)
        case 0x09: out.append(literal: #"\t"#)
        case ..<0x20:
            let hex: StaticString = "0123456789abcdef"
            out.append(literal: #"\u00"#)
            out.append(hex.utf8Start[Int(byte >> 4)])
            out.append(hex.utf8Start[Int(byte & 0xF)])
        default: out.append(byte)
        }
    }
}
