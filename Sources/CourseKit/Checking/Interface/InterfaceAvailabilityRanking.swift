/// Overloads ranked by availability. Apple's compiler passes over an overload newer than the
/// deployment target while an older one fits: the solver skips a choice that is not available at the
/// use (`ConstraintSystem::isDeclUnavailable`, which compares the declaration's versions with the
/// deployment target and any enclosing `#available`), and takes it only when nothing else fits, to
/// report it as newer than the target (Swift's `test/Availability/availability_macos.swift` and
/// `availability_with_overloading.swift`; docs/checks.md, "Availability on Linux"). Off Apple's
/// platforms the compiler ignores platforms; an attribute it does pass over is `unavailable`, so a
/// function, initializer or subscript newer than the platform is marked unavailable, with the marker's
/// message naming the version, which the check reports as the SDK's "only available in" error.
///
/// Marked so only at the top level or in an extension that adds no conformance (where SwiftUI's
/// modifiers are): not a type, a property or an extension (a deprecation still reports every use of
/// them); not a member of a type's or protocol's body or of an extension that adds a conformance (a
/// requirement cannot be unavailable outside `@objc` protocols, and an unavailable witness breaks its
/// conformance); not an `open`, `override` or `required` member (code of the course may override it
/// in a declaration of its own with the same `@available`, which an unavailable one forbids).
extension InterfaceAvailability {
    /// Whether `declaration` (the line under a declaration's attributes) declares a function, an
    /// initializer or a subscript that code outside the interface cannot override, and that is not named
    /// as one of `requirements` (a protocol extension's member of that name may be its default).
    static func isOverload(_ declaration: String, requirements: Set<String> = []) -> Bool {
        guard let (keyword, name, modifiers) = declared(declaration) else { return false }
        return ["func", "init", "subscript"].contains(keyword) && !requirements.contains(name)
            && modifiers.isDisjoint(with: ["open", "override", "required"])
    }

    /// The keyword, name and modifiers of the declaration on `line` (`init` and `subscript` are their
    /// own names); nil when the line declares nothing.
    private static func declared(_ line: String) -> (keyword: String, name: String, modifiers: Set<String>)? {
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard let index = words.firstIndex(where: { declarationKeywords.contains($0) }) else { return nil }
        let keyword = words[index]
        let name =
            keyword == "init" || keyword == "subscript" ? keyword : index + 1 < words.count ? words[index + 1] : ""
        return (keyword, name, Set(words[..<index]))
    }

    /// The protocols `lines` declare, and the names of the functions, initializers, subscripts and
    /// properties they require.
    static func protocols(in lines: [String]) -> (names: Set<String>, requirements: Set<String>) {
        var scopes = Scopes()
        var names = Set<String>()
        var requirements = Set<String>()
        for line in lines {
            if scopes.innermost == .protocolBody || line.holds("protocol "), let (keyword, name, _) = declared(line) {
                if keyword == "protocol" { names.insert(name) }
                if scopes.innermost == .protocolBody, ["func", "init", "subscript", "var"].contains(keyword) {
                    requirements.insert(name)
                }
            }
            scopes.read(line)
        }
        return (names, requirements)
    }

    /// The words that begin a declaration after its modifiers.
    private static let declarationKeywords: Set<String> = [
        "func", "init", "subscript", "var", "let", "struct", "class", "enum", "protocol", "extension",
        "typealias", "actor", "case", "associatedtype", "macro", "deinit", "operator", "precedencegroup",
    ]

    /// The braces open at a line, each the body of an extension of a protocol that adds no conformance
    /// (`extension View {`), of a protocol, or of something else (a type, an extension of a type or one
    /// that adds a conformance, where a member may be a requirement's witness — `==` for `Equatable` —
    /// and an unavailable witness breaks the conformance). `protocols`: the names of the protocols
    /// (the interface's, and those `text` declares).
    struct Scopes {
        enum Kind { case plainExtension, protocolBody, other }
        private var open: [Kind] = []
        private let protocols: Set<String>

        init(protocols: Set<String> = []) { self.protocols = protocols }

        /// The body the line read next is in; nil: the top level.
        var innermost: Kind? { open.last }

        /// Whether a declaration on the line read next may be marked unavailable (`isOverload` too).
        var isPlainExtensionOrTopLevel: Bool { innermost == nil || innermost == .plainExtension }

        mutating func read(_ line: String) {
            guard line.holds("{") || line.holds("}") else { return }
            let (code, opened) = Self.code(of: line)
            if opened < 0 {
                open.removeLast(min(-opened, open.count))
            } else if opened > 0 {
                let text = String(decoding: code, as: UTF8.self)
                let declaration = declared(text)
                let head = text.components(separatedBy: " where ").first ?? text
                let kind: Kind =
                    declaration?.keyword == "protocol"
                    ? .protocolBody
                    : declaration?.keyword == "extension" && !head.contains(":")
                        && protocols.contains(declaration?.name ?? "") ? .plainExtension : .other
                open.append(kind)
                open.append(contentsOf: Array(repeating: .other, count: opened - 1))
            }
        }

        /// The bytes of `line` without its comment and the text of its string literals, and how
        /// many more braces they open than close (counted here, in the one pass over the bytes).
        private static func code(of line: String) -> (code: [UInt8], opened: Int) {
            var code: [UInt8] = []
            var opened = 0
            var inString = false
            var escaped = false
            var previous: UInt8 = 0
            for byte in line.utf8 {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        code.append(byte)
                    }
                } else if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") {
                    code.removeLast()
                    break
                } else {
                    if byte == UInt8(ascii: "\"") { inString = true }
                    if byte == UInt8(ascii: "{") { opened += 1 }
                    if byte == UInt8(ascii: "}") { opened -= 1 }
                    code.append(byte)
                }
                previous = byte
            }
            return (code, opened)
        }
    }
}
