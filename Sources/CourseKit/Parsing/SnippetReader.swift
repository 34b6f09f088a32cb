/// The `check=` attributes of a snippet (docs/format.md, "Snippets").
extension LessonParser {
    mutating func readSnippet(
        _ attributes: AttributeList, text: Substring, textStart: SourcePosition,
        language: String, code: String, location: SourceLocation,
        codeLocation: SourceLocation, compilerOutput: [String]?
    ) -> Snippet {
        let fence = SourcePosition(line: location.line, column: location.column)
        func at(_ key: String) -> SourcePosition {
            attributes.attribute(key).map { positionOfByte($0.offset, in: text, startingAt: textStart) } ?? fence
        }
        let isSwift = language == "swift"
        var check: Snippet.Check = isSwift ? .file : .none
        if let value = attributes["check"] {
            if let known = Snippet.Check(rawValue: value) {
                check = known
                if !isSwift && known != .none {
                    error(
                        "only Swift is compiled; a \(language.isEmpty ? "code" : language) block cannot be check=\(value)",
                        at: at("check"), hint: "remove check=, or write the block as ```swift", rule: .badAttribute)
                    check = .none
                }
            } else {
                error(
                    "'\(value)' is not a way to check a snippet", at: at("check"),
                    hint: "use check=file, fragment, fails or none", rule: .badAttribute)
            }
        } else if isSwift {
            error(
                "a Swift snippet needs 'check='", at: fence,
                hint: "add check=file (compiles on its own), fragment, fails (must not compile) or none reason=\"…\"",
                rule: .missingAttribute)
        }

        var context: Snippet.FragmentContext?
        if let value = attributes["context"] {
            context = Snippet.FragmentContext(rawValue: value)
            if context == nil {
                error(
                    "'\(value)' is not a fragment context", at: at("context"),
                    hint: "use context=declarations, members, statements or expression", rule: .badAttribute)
            }
        }
        if check != .fails { requireOnly("context", with: .fragment, check: check, attributes, at: at) }
        requireOnly("expect", with: .fails, check: check, attributes, at: at)
        requireOnly("reason", with: .none, check: check, attributes, at: at)

        var expected: [String] = []
        if check == .fails {
            expected = attributes["expect"].map { [$0] } ?? compilerOutput ?? []
            if expected.isEmpty {
                error(
                    "a check=fails snippet needs the message the compiler gives", at: fence,
                    hint: "add expect=\"…\", or a ```compiler block with the messages after the snippet",
                    rule: .missingExpectation)
            }
        }
        let reason = attributes["reason"]
        if isSwift && check == .none && attributes["check"] != nil && (reason ?? "").isEmpty {
            error(
                "a Swift snippet that is not checked needs a reason", at: at("check"),
                hint: "add reason=\"…\" saying why it cannot be compiled", rule: .missingAttribute)
        }
        return Snippet(
            language: language, code: code, check: check, context: context,
            expectedMessages: expected, reason: reason, location: location,
            codeLocation: codeLocation)
    }

    private mutating func requireOnly(
        _ key: String, with wanted: Snippet.Check, check: Snippet.Check,
        _ attributes: AttributeList, at: (String) -> SourcePosition
    ) {
        guard attributes[key] != nil, check != wanted else { return }
        error(
            "'\(key)' goes only with check=\(wanted.rawValue)", at: at(key),
            hint: "remove it, or make the snippet check=\(wanted.rawValue)", rule: .badAttribute)
    }
}
