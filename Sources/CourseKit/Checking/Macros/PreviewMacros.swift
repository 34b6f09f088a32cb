/// `#Preview` (PreviewsMacros' `SwiftUIView`), in each of its forms (a name, traits, a body).
///
/// The compiler type-checks a macro's arguments against its declaration before it asks for the
/// expansion: the name, the traits (a trait that does not exist is an error there) and the body
/// closure, a `@ViewBuilder` whose result must be a view (a wrong view is an error at its line). It
/// does not check a macro argument's effects, though: a call that throws, left without `try` in the
/// body's `do`/`catch`, is no error there. So the expansion holds the body again, in a function as
/// Apple's expansion does, each line where it is written (`#sourceLocation`): there a missing `try`
/// or `await` is an error at its line, as in Xcode. The argument's own errors stop the expansion, so
/// none is reported twice. A preview is only ever shown by Xcode, never by this checker.
struct PreviewMacro: MacroExpansion {
    static let moduleName = "PreviewsMacros"
    static let typeName = "SwiftUIView"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        guard let body = body(of: request.syntax) else { return MacroExpansionResult(source: "") }
        let taker = "\(request.discriminator)4takefMu_"
        let file = request.syntax.location.fileName
            .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let source = """
            @MainActor private func \(taker)(@ViewBuilder _ body: @escaping @MainActor () -> any View) {}
            @MainActor private func \(request.discriminator)4bodyfMu_() {
            \(taker) {
            #sourceLocation(file: "\(file)", line: \(body.line))
            \(String(repeating: " ", count: body.column))\(body.text)
            #sourceLocation()
            }
            """
        return MacroExpansionResult(source: source)
    }

    /// The body closure's text after its `{`, with that `{`'s place.
    ///
    /// The text ends with the closure's `}`; the line and column (from 1) are the `{`'s. Nil
    /// without a trailing closure.
    static func body(of syntax: MacroSyntax) -> (text: String, line: Int, column: Int)? {
        let scan = SwiftTokenScan(syntax.source)
        var depth = 0
        for token in scan.tokens {
            if scan.isPunctuation(token, "(") || scan.isPunctuation(token, "[") { depth += 1 }
            if scan.isPunctuation(token, ")") || scan.isPunctuation(token, "]") { depth -= 1 }
            guard depth == 0, scan.isPunctuation(token, "{"),
                let last = scan.tokens.last, scan.isPunctuation(last, "}"), last != token
            else { continue }
            let before = scan.bytes[..<token.range.lowerBound]
            let breaks = before.filter { $0 == UInt8(ascii: "\n") }.count
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = (breaks == 0 ? syntax.location.column - 1 : 0) + token.range.lowerBound - lineStart + 1
            let text = String(decoding: scan.bytes[token.range.upperBound...], as: UTF8.self)
            return (text, syntax.location.line + breaks, column)
        }
        return nil
    }
}

/// `@Previewable` (PreviewsMacros' `Previewable`), on a property in a `#Preview` body.
///
/// As in `@Previewable @State var count = 0`: Xcode moves the property into a view it makes for the
/// preview. Here the property stays a local variable of the body closure, where the compiler
/// type-checks it and its uses, so the expansion adds nothing.
struct PreviewableMacro: MacroExpansion {
    static let moduleName = "PreviewsMacros"
    static let typeName = "Previewable"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        MacroExpansionResult(source: "")
    }
}
