/// How many terminal cells a character takes.
///
/// `String.count` counts characters, but East Asian wide characters and most emoji take two cells
/// and combining marks none, and wrapping must know. A control or bidi character counts as what
/// `InertText` shows in its place.
package enum CellWidth {
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // "\r\n" is one Character.
        if InertText.shownWidth(of: first) != nil { return scalars.reduce(0) { $0 + of($1) } }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation
        return of(first)
    }

    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        if let shown = InertText.shownWidth(of: scalar) { return shown }
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide/Fullwidth blocks and the emoji blocks, after Markus Kuhn's wcwidth.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FD,
        0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C,
        0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
        0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
