import Foundation
import Testing

@testable import CourseKit

/// Errors that follow from another folded under it (`Consequences`), and the closure a `return`
/// hides an error in (`HiddenReturn`), on canned compiler output (no `swiftc`).
@Suite("Type-check: one mistake, one error")
struct ConsequencesTests {
    static func error(
        _ message: String, _ file: String = "/c/start/App/Trip.swift", line: Int, column: Int = 5,
        _ severity: CompilerMessage.Severity = .error
    ) -> CompilationBatch.Finding {
        CompilationBatch.Finding(
            severity: severity, message: message, location: SourceLocation(file: file, line: line, column: column),
            isExact: true, generatedLine: line, generatedColumn: column)
    }

    /// Lesson 19's start with `var city: Strng`: the compiler's 13 errors, 12 of which do not name the
    /// cause, in three files.
    static let misspeltType: [CompilationBatch.Finding] = [
        error("type 'Trip' does not conform to protocol 'Decodable'", line: 4, column: 8),
        error("type 'Trip' does not conform to protocol 'Hashable'", line: 4, column: 8),
        error("cannot find type 'Strng' in scope; did you mean 'String'?", line: 6, column: 15),
        error("generic parameter 'C' could not be inferred", "/c/start/App/PhotoStrip.swift", line: 10, column: 17),
        error(
            "cannot convert value of type '[Trip]' to expected argument type 'Binding<C>'",
            "/c/start/App/PhotoStrip.swift", line: 10, column: 25),
        error(
            "referencing subscript 'subscript(dynamicMember:)' requires wrapper 'Binding<Trip>'",
            "/c/start/App/TripCard.swift", line: 16, column: 57),
        error("unused", "/c/start/App/TripCard.swift", line: 20, .warning),
    ]

    @Test func aTypeThatCannotBeFoundIsTheOneErrorOfItsRun() {
        let folded = Consequences.fold(Self.misspeltType)
        #expect(folded.map(\.message) == ["cannot find type 'Strng' in scope; did you mean 'String'?", "unused"])
        #expect(folded[0].folded.count == 5)
        #expect(
            folded[0].reported
                == "cannot find type 'Strng' in scope; did you mean 'String'? (5 more errors follow from it, folded: "
                + "at PhotoStrip.swift:10:17, PhotoStrip.swift:10:25, Trip.swift:4:8 and 1 more places)")
    }

    @Test func anotherNameThatCannotBeFoundStaysAnErrorOfItsOwn() {
        let folded = Consequences.fold([
            Self.error("cannot find type 'Strng' in scope", line: 6),
            Self.error("cannot find 'TripStor' in scope", "/c/start/App/Store.swift", line: 3),
            Self.error("cannot find 'TripStor' in scope", "/c/start/App/Store.swift", line: 9),
            Self.error("type 'Trip' does not conform to protocol 'Hashable'", line: 4),
        ])
        #expect(folded.map(\.message) == ["cannot find type 'Strng' in scope", "cannot find 'TripStor' in scope"])
        #expect(folded.map(\.folded.count) == [1, 1])
    }

    /// A macOS course's `extension OnlyIOS` of a type only iOS has: a mistake elsewhere that names
    /// only whole types is no consequence of it.
    @Test func anErrorOfItsOwnStaysBesideATypeThatCannotBeFound() {
        let folded = Consequences.fold([
            Self.error("cannot convert value of type 'String' to specified type 'Int'", line: 9, column: 21),
            Self.error("cannot find type 'OnlyIOS' in scope", line: 14, column: 11),
            Self.error("cannot find 'OnlyIOS' in scope", line: 24, column: 32),
        ])
        #expect(folded.map(\.location.line) == [9, 14])
        #expect(folded[1].folded.map(\.line) == [24])
    }

    @Test func aNameThatCannotBeFoundFoldsTheErrorsThatQuoteIt() {
        let folded = Consequences.fold([
            Self.error("cannot find 'tripStore' in scope", line: 3),
            Self.error("cannot find 'tripStore' in scope", line: 8),
            Self.error("value of type 'Trip' has no member 'cty'", line: 12),
        ])
        #expect(
            folded.map(\.message) == ["cannot find 'tripStore' in scope", "value of type 'Trip' has no member 'cty'"])
        #expect(folded[0].reported.hasSuffix("(1 more error follows from it, folded: at Trip.swift:8:5)"))
    }

    /// A missing `@Model`: the same words at every use.
    @Test func theSameWordsAgainAreFolded() {
        let message = "generic struct 'ForEach' requires that 'Book' conform to 'Hashable'"
        let folded = Consequences.fold((1...30).map { Self.error(message, line: $0 * 2) })
        #expect(folded.count == 1)
        #expect(folded[0].folded.count == 29)
    }

    /// NearMe: the compiler's own failure in two files is two errors (a mutant in the second file was
    /// hidden under the first's).
    @Test func aVagueErrorAgainElsewhereIsNotFolded() {
        let message = "failed to produce diagnostic for expression; please submit a bug report"
        let folded = Consequences.fold([
            Self.error(message, "/c/start/App/LandmarkCategoryView.swift", line: 16),
            Self.error(message, "/c/start/App/RecenterButton.swift", line: 14),
        ])
        #expect(folded.count == 2)
    }

    /// A `@Model` left out: every conformance `Book` lacks, at each use, under the first.
    @Test func theConformancesOneTypeLacksGoUnderTheFirst() {
        let folded = Consequences.fold([
            Self.error("type 'Book' does not conform to protocol 'PersistentModel'", line: 10),
            Self.error("macro 'Query(filter:sort:)' requires that 'Book' conform to 'PersistentModel'", line: 11),
            Self.error(
                "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Book' conform to 'Identifiable'",
                line: 14),
            Self.error("initializer 'init(_:)' requires that 'Int' conform to 'StringProtocol'", line: 20),
        ])
        #expect(folded.map(\.location.line) == [10, 20])
        #expect(folded[0].folded.count == 2)
    }

    /// A wrong property wrapper: two errors at its line; the one that says more is the cause.
    @Test func theErrorsOfOneLineGoUnderTheOneThatSaysMost() {
        let folded = Consequences.fold([
            Self.error("generic parameter 'ObjectType' could not be inferred", line: 7, column: 6),
            Self.error("argument passed to call that takes no arguments", line: 7, column: 24),
            Self.error("cannot convert value of type 'Int' to expected argument type 'String'", line: 9),
        ])
        #expect(
            folded.map(\.message) == [
                "argument passed to call that takes no arguments",
                "cannot convert value of type 'Int' to expected argument type 'String'",
            ])
        #expect(folded[0].folded == [SourceLocation(file: "/c/start/App/Trip.swift", line: 7, column: 6)])
    }

    /// A fragment's names from code it does not show: each is a name nothing defines, said apart.
    @Test func twoNamesThatCannotBeFoundOnOneLineStayTwo() {
        let folded = Consequences.fold([
            Self.error("cannot find 'TripBadge' in scope", line: 3, column: 1),
            Self.error("cannot find 'tripTotal' in scope", line: 3, column: 17),
            Self.error("cannot infer contextual base in reference to member 'orange'", line: 3, column: 30),
        ])
        #expect(folded.map(\.location.column) == [1, 17])
        #expect(folded[0].folded.count == 1)
    }

    @Test func aRemarkAboutAModuleWithoutInterfaceIsNoCause() {
        var remark = Self.error("cannot find type 'VNRequest' in scope", line: 2)
        remark.withoutInterface = "Vision"
        let other = Self.error("value of type 'Trip' has no member 'cty'", line: 5)
        #expect(Consequences.fold([remark, other]) == [remark, other])
    }

    // MARK: - The error a return hides

    static let button = """
        struct ContentView: View {
            var body: some View {
                Button("Add") {
                    guard let index = store.fnd("x") else { return }
                    count = index
                }
            }
        }

        """

    @Test func aButtonsActionIsHeldInAPlainClosureOnTheSameLines() throws {
        let text = try #require(HiddenReturn.unhidden(Self.button, at: [(4, 53)]))
        #expect(
            text
                == Self.button.replacingOccurrences(
                    of: "Button(\"Add\") {\n", with: "Button(\"Add\") { let _: () async -> Void = {\n"
                ).replacingOccurrences(of: "        }\n    }\n}", with: "        } }\n    }\n}"))
        #expect(text.split(separator: "\n").count == Self.button.split(separator: "\n").count)
    }

    @Test func aSignaturesInStaysBeforeThePlainClosure() throws {
        let code = """
            .onChange(of: text) { old, new in
                guard new != old else { return }
                count += 1
            }
            """
        let text = try #require(HiddenReturn.unhidden(code, at: [(2, 29)]))
        #expect(text.hasPrefix(".onChange(of: text) { old, new in let _: () async -> Void = {\n"))
        #expect(text.hasSuffix("} }"))
    }

    @Test func aReturnOfAFunctionAValueOrAOneLineClosureIsLeftAlone() {
        let function = "func add() {\n    guard ready else { return }\n    count += 1\n}\n"
        #expect(HiddenReturn.unhidden(function, at: [(2, 24)]) == nil)
        let value = "ForEach(items) { item in\n    guard item.ok else { return EmptyView() }\n    Text(item.name)\n}\n"
        #expect(HiddenReturn.unhidden(value, at: [(2, 26)]) == nil)
        let oneLine = "Button(\"Add\") { guard ready else { return }; count += 1 }\n"
        #expect(HiddenReturn.unhidden(oneLine, at: [(1, 36)]) == nil)
        #expect(HiddenReturn.unhidden(Self.button, at: [(4, 52)]) == nil, "no return there")
    }
}
