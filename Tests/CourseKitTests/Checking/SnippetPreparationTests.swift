import Testing

@testable import CourseKit

@Suite("Snippets: making fragments stand on their own")
struct SnippetPreparationTests {
    @Test func closersWithoutOpenersAreBlankedAndOpenersClosed() {
        let scan = SwiftBracketScan(Array("    }\n}\nstruct A {\n  func f() {".utf8))
        #expect(scan.unmatchedClosers == [4, 6])
        #expect(scan.missingClosers == "}}")
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let code =
            #"let s = "(\(x) {" // }"# + "\n" + #"/* ( /* [ */ */ let t = #"}"# + "\"#\n" + "let u = \"\"\"\n}\n\"\"\""
        let scan = SwiftBracketScan(Array(code.utf8))
        #expect(scan.unmatchedClosers.isEmpty)
        #expect(scan.openers.isEmpty)
    }

    @Test func inlineEllipsisOutsideStringsIsFound() {
        let scan = SwiftBracketScan(Array(#"Text("…") { … }"#.utf8))
        #expect(scan.ellipses == [14])
    }

    @Test func elisionLinesSplitAFragmentIntoPieces() {
        let code = "import SwiftUI\n\nfinal class TripStore {\n…\n@EnvironmentObject var store: TripStore\n"
        let pieces = SnippetPiece.pieces(of: code)
        #expect(pieces.map(\.firstLine) == [0, 4])
        #expect(pieces[0].text == "import SwiftUI\n\nfinal class TripStore {\n}")
        #expect(pieces[0].lineCount == 3)
        #expect(pieces[1].text == "@EnvironmentObject var store: TripStore\n")
    }

    @Test func inlineElisionBecomesAnExpressionOfTheSameWidth() {
        let pieces = SnippetPiece.pieces(of: "VStack { … }.padding()")
        #expect(pieces.map(\.text) == ["VStack { _   }.padding()"])
    }

    @Test func contextIsGuessedFromTheFirstWord() {
        #expect(SnippetContext.candidates(for: "@Environment(\\.locale) private var locale").first == .members)
        #expect(SnippetContext.candidates(for: "    .padding()\n    .font(.title)").first == .statements)
        #expect(SnippetContext.candidates(for: "/// Doc\n@MainActor\nfinal class Store {}").first == .file)
        #expect(SnippetContext.candidates(for: "case .all: true").first == .switchCases)
        #expect(SnippetContext.candidates(for: "case all, favorites").first == .enumCases)
        #expect(SnippetContext.candidates(for: "init(store: Store) { self.store = store }").first == .members)
        #expect(Set(SnippetContext.candidates(for: "x")) == Set(SnippetContext.guessable))
    }

    @Test func importsAreReadFromImportLines() {
        let snippet = SnippetToCheck(
            code: "@preconcurrency import SwiftUI\nimport struct Foundation.Date\nlet importer = 1\n",
            location: CourseKit.SourceLocation(file: "l.md", line: 1, column: 1), form: .file)
        #expect(snippet.importedModules == ["SwiftUI", "Foundation"])
    }

    @Test func compilerLinesAreParsedWithOrWithoutAColumn() {
        let line = "/tmp/x/u3.swift:12:7: error: expected '}' in struct"
        #expect(
            CompilerMessage.parse(line)
                == CompilerMessage(
                    file: "/tmp/x/u3.swift", line: 12, column: 7,
                    severity: .error, message: "expected '}' in struct"))
        #expect(CompilerMessage.parse("<unknown>:0: error: no input files")?.line == 0)
        #expect(CompilerMessage.parse("    ^~~~") == nil)
    }
}
