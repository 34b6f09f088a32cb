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
        let placed =
            body.rest.map { "\n#sourceLocation(file: \"\(file)\", line: \(body.line + 1))\n\($0)\n#sourceLocation()" }
            ?? ""
        let source = """
            @MainActor private func \(taker)(@ViewBuilder _ body: @escaping @MainActor () -> any View) {}
            @MainActor private func \(request.discriminator)4bodyfMu_() {
            \(taker) {\(body.first)\(placed)
            }
            """
        return MacroExpansionResult(source: source)
    }

    /// The `}` that closes `open`, a `{` of `scan`; nil when none does.
    static func closingBrace(of open: SwiftTokenScan.Token, in scan: SwiftTokenScan) -> SwiftTokenScan.Token? {
        var depth = 0
        for token in scan.tokens where token.range.lowerBound >= open.range.lowerBound {
            if scan.isPunctuation(token, "{") { depth += 1 }
            if scan.isPunctuation(token, "}") {
                depth -= 1
                if depth == 0 { return token }
            }
        }
        return nil
    }

    /// The body closure's text after its `{`, split after that `{`'s line, with that line's number.
    ///
    /// `first`: the rest of the `{`'s line (a closure's signature, `@MainActor in`, stays on it);
    /// `rest`: the lines after it, nil when the closure ends on its first line. The text ends with
    /// the closure's `}`. Nil without one trailing closure.
    static func body(of syntax: MacroSyntax) -> (first: String, rest: String?, line: Int)? {
        let scan = SwiftTokenScan(syntax.source)
        var depth = 0
        for token in scan.tokens {
            if scan.isPunctuation(token, "(") || scan.isPunctuation(token, "[") { depth += 1 }
            if scan.isPunctuation(token, ")") || scan.isPunctuation(token, "]") { depth -= 1 }
            guard depth == 0, scan.isPunctuation(token, "{") else { continue }
            // The body is the one trailing closure: WidgetKit's `#Preview(as:) { … } timeline: { … }` is not.
            guard let end = closingBrace(of: token, in: scan), end == scan.tokens.last else { return nil }
            let breaks = scan.bytes[..<token.range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count
            let after = scan.bytes[token.range.upperBound...]
            guard let newline = after.firstIndex(of: UInt8(ascii: "\n")) else {
                return (String(decoding: after, as: UTF8.self), nil, syntax.location.line + breaks)
            }
            return (
                String(decoding: after[..<newline], as: UTF8.self),
                String(decoding: scan.bytes[(newline + 1)...], as: UTF8.self), syntax.location.line + breaks
            )
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
