import Foundation

/// A Swift code block as the snippet checks see it, independent of where the lesson keeps it.
struct SnippetToCheck: Sendable, Equatable {
    /// A whole file, checked as written; or a fragment, checked in the context it can live in.
    package enum Form: String, Sendable, Equatable {
        case file
        case fragment
    }

    /// Whether the compiler must accept the snippet, or must reject it.
    ///
    /// Rejected with these messages, if given: each must appear in one of the compiler's messages.
    enum Expectation: Sendable, Equatable {
        case compiles
        case fails(messages: [String])
    }

    package var code: String
    /// Where the code's first line starts in the lesson; later lines start at the same column.
    package var location: SourceLocation
    package var form: Form
    var expectation: Expectation
    /// The context a fragment must parse in, when the author named one; otherwise it is guessed.
    var context: SnippetContext?

    package init(code: String, location: SourceLocation, form: Form, expectation: Expectation = .compiles) {
        self.code = code
        self.location = location
        self.form = form
        self.expectation = expectation
    }

    /// A snippet with the context the author named for it.
    ///
    /// - Parameters:
    ///   - code: The snippet's code.
    ///   - location: Where the code's first line starts in the lesson.
    ///   - form: How it is compiled: a whole file, or a fragment.
    ///   - expectation: Whether the compiler must accept it or reject it.
    ///   - context: The context a fragment must parse in; nil: it is guessed.
    init(code: String, location: SourceLocation, form: Form, expectation: Expectation, context: SnippetContext?) {
        self.init(code: code, location: location, form: form, expectation: expectation)
        self.context = context
    }

    /// The modules it imports (`import SwiftUI`, `@testable import X`, `import struct Foo.Bar` → Foo).
    var importedModules: Set<String> {
        var modules = Set<String>()
        for line in code.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path =
                words.count >= 3 && kinds.contains(words[words.startIndex + 1])
                ? words[words.startIndex + 2] : words[words.startIndex + 1]
            if let module = path.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }
}
