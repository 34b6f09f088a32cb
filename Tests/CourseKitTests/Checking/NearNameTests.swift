import Testing

@testable import CourseKit

/// A name the compiler cannot find is a misspelling when a name of the code around is one or two
/// letters away, and a name taken from code the fragment does not show otherwise.
@Suite("Type-check: a misspelled name in a fragment is an error")
struct NearNameTests {
    @Test func theNameIsReadFromTheCompilersMessage() {
        #expect(NearName.undefinedName(in: "cannot find 'TripStor' in scope") == "TripStor")
        #expect(NearName.undefinedName(in: "cannot find type 'TripStor' in scope") == "TripStor")
        #expect(NearName.undefinedName(in: "cannot find 'x' in scope; did you mean 'y'?") == nil)
        #expect(NearName.undefinedName(in: "value of type 'Trip' has no member 'nme'") == nil)
    }

    @Test func aNameOneOrTwoLettersAwayFromOneAroundIsAMisspelling() {
        let around = NearName.identifiers(in: ["@Observable final class TripStore { var trips: [Trip] = [] }"])
        #expect(NearName.misspelled("TripStor", around: [around], own: []) == "TripStore")
        #expect(NearName.misspelled("TripStroe", around: [around], own: []) == "TripStore")  // nine letters: two edits
        #expect(NearName.misspelled("Trap", around: [around], own: []) == "Trip")  // four letters: one edit
        // The snippet's own names count as targets: a view it declares, then calls misspelled.
        #expect(NearName.misspelled("TripCont", around: [around], own: ["TripCount", "TripCont"]) == "TripCount")
    }

    @Test func aNameTheCodeAroundUsesOrNoNameIsNearIsNoMisspelling() {
        let around = NearName.identifiers(in: ["struct Tile { var trips = 0 }  // a comment: isSheetShwn"])
        #expect(NearName.misspelled("trips", around: [around], own: []) == nil)  // out of scope, not misspelled
        #expect(NearName.misspelled("isSheetShown", around: [around], own: []) == nil)  // in a comment: no identifier
        #expect(NearName.misspelled("Tilx", around: [["Tile"]], own: []) == "Tile")
        #expect(NearName.misspelled("Til", around: [["Tile"]], own: []) == nil)  // too short to tell
        #expect(NearName.misspelled("Swatch", around: [around], own: []) == nil)
        // A type not shown beside a value of it (`@Bindable var profile: Profile`).
        #expect(NearName.misspelled("Profile", around: [around], own: ["profile", "Profile"]) == nil)
    }

    /// Issue 44 item 4: a name that is a known name with letters added at its start or end is a
    /// name of its own (an API the interface lacks), not that name misspelt.
    @Test func aNameThatExtendsAKnownNameIsNoMisspellingOfIt() {
        let interface: Set<String> = ["bounce", "containerValue", "local", "FetchRequest", "preference", "TripStore"]
        #expect(NearName.misspelled("debounce", around: [interface], own: []) == nil)
        #expect(NearName.misspelled("containerValues", around: [interface], own: []) == nil)
        #expect(NearName.misspelled("locale", around: [interface], own: []) == nil)
        #expect(NearName.misspelled("NSFetchRequest", around: [interface], own: []) == nil)
        // Still misspellings: a letter wrong, a letter missing, a letter swapped.
        #expect(NearName.misspelled("preferance", around: [interface], own: []) == "preference")
        #expect(NearName.misspelled("TripStor", around: [interface], own: []) == "TripStore")
        #expect(NearName.misspelled("containrValue", around: [interface], own: []) == "containerValue")
    }

    /// Through the check: a misspelled project type in a fragment is an error at its line, naming
    /// the near name; a name nothing near defines stays "not type-checked".
    @Test func aMisspelledProjectTypeInAFragmentIsReportedAtItsLine() throws {
        let misspelled = try CheckFixtures.withValid(
            changedBy: [
                .replace(
                    "```swift check=fragment\n@State private var count = 0",
                    with: "```swift check=fragment\n@State private var count = Countr()")
            ],
            named: "near-name"
        ) { try CheckFixtures.check(folder: $0, compiler: true, typecheck: true) }
        let error = try #require(misspelled.diagnostics.first { $0.rule == .snippetTypecheck })
        #expect(error.location.line == 34)
        #expect(error.message.hasSuffix("cannot find 'Countr' in scope; did you mean 'Counter'?"))
        let elided = try CheckFixtures.withValid(
            changedBy: [
                .replace(
                    "```swift check=fragment\n@State private var count = 0",
                    with: "```swift check=fragment\n@State private var count = startValue")
            ],
            named: "near-name-elided"
        ) { try CheckFixtures.check(folder: $0, compiler: true, typecheck: true) }
        // Not type-checked, said at the snippet with the name nothing defines (a warning: issue 35 item 8).
        #expect(elided.diagnostics.map(\.rule) == [.typecheckComplete], "\(elided.diagnostics)")
        #expect(elided.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("'startValue'") })
        #expect(elided.snippets.notTypeChecked == [TypecheckOutcome.Reason.undefinedNames: 1])
    }
}
