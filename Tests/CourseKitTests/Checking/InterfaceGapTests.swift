import Testing

@testable import CourseKit

/// Issue 44 item 4: which compiler messages may be the built-in interface's gap — a member the
/// receiver lacks, where the receiver is the interface's however the compiler spells it, or a
/// call that matches no overload of something the interface declares.
@Suite("Type-check: which messages may say the interface lacks a declaration")
struct InterfaceGapTests {
    @Test func theReceiverIsReadWithoutSomeAnyGenericArgumentsOrNesting() {
        #expect(InterfaceGap.receiverType(in: "value of type 'some View' has no member 'glassEffect'") == "View")
        #expect(InterfaceGap.receiverType(in: "value of type 'any View' has no member 'glassEffect'") == "View")
        #expect(InterfaceGap.receiverType(in: "value of type 'VStack<Text>' has no member 'x'") == "VStack")
        #expect(
            InterfaceGap.receiverType(in: "value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'x'")
                == "ModifiedContent")
        #expect(InterfaceGap.receiverType(in: "type 'Font.Weight' has no member 'x'") == "Font")
        #expect(InterfaceGap.receiverType(in: "value of type 'Text?' has no member 'x'") == "Text")
        #expect(InterfaceGap.receiverType(in: "value of type 'SwiftUI.Text' has no member 'x'") == "Text")
        #expect(InterfaceGap.receiverType(in: "cannot find 'x' in scope") == nil)
        // A type alias of the project's: the type it stands for, as the compiler adds it.
        #expect(
            InterfaceGap.receiverType(in: "value of type 'Stack' (aka 'VStack<Text>') has no member 'x'") == "VStack")
        #expect(InterfaceGap.mayBeGap("value of type 'Stack' (aka 'VStack<Text>') has no member 'x'", line: nil))
        #expect(!InterfaceGap.mayBeGap("value of type 'Trips' (aka 'Array<Trip>') has no member 'x'", line: nil))
    }

    @Test func aMissingMemberOfTheInterfacesTypeMayBeItsGap() {
        for message in [
            "value of type 'some View' has no member 'glassEffect'",
            "value of type 'VStack<Text>' has no member 'glowingHalo'",
            "value of type 'Text' has no member 'glowingHalo'",
            "type 'Color' has no member 'mint2'",
            "cannot find 'Glass' in scope",
        ] {
            #expect(InterfaceGap.mayBeGap(message, line: nil), "\(message)")
        }
        // The project's own types and the standard library's are the author's.
        for message in [
            "value of type 'TripStore' has no member 'trips'",
            "value of type 'Int' has no member 'glowingHalo'",
            "value of type '[Trip]' has no member 'x'",
        ] {
            #expect(!InterfaceGap.mayBeGap(message, line: nil), "\(message)")
        }
    }

    @Test func aCallThatMatchesNoOverloadOfTheInterfacesMayBeItsGap() {
        let overloads = [
            "no exact matches in call to initializer",
            "no exact matches in call to instance method 'padding'",
            "missing argument for parameter 'content' in call",
            "missing arguments for parameters 'a', 'b' in call",
            "argument 'alignment' must precede argument 'spacing'",
            "extra argument 'weight' in call",
            "extra arguments at positions #2, #3 in call",
            "incorrect argument label in call (have 'edge:', expected 'edges:')",
            "extraneous argument label 'edges:' in call",
            "missing argument label 'value:' in call",
        ]
        for message in overloads {
            #expect(InterfaceGap.isOverloadMismatch(message), "\(message)")
            #expect(InterfaceGap.mayBeGap(message, line: "        Text(\"a\", weight: 3)"), "\(message)")
            #expect(InterfaceGap.mayBeGap(message, line: "    view.padding(edges: .all, 3)"), "\(message)")
            // A call of the project's own: the author's mistake.
            #expect(!InterfaceGap.mayBeGap(message, line: "let mine = Mine(cont: 3)"), "\(message)")
            #expect(!InterfaceGap.mayBeGap(message, line: nil), "\(message)")
        }
        #expect(!InterfaceGap.isOverloadMismatch("cannot convert value of type 'String' to specified type 'Int'"))
        // A name the interface declares only as a parameter is no callee of it.
        #expect(!InterfaceGap.mayBeGap("extra argument 'x' in call", line: "store.refreshTrips(alignment: 3, x: 1)"))
    }

    @Test func theCoursesInterfaceFolderHasOneSlashBetweenItsParts() {
        #expect(InterfaceGap.interfaceFolder(of: "Content/", module: "SwiftUI") == "'Content/interface/SwiftUI/'")
        #expect(InterfaceGap.interfaceFolder(of: "Content//", module: "Vision") == "'Content/interface/Vision/'")
        #expect(InterfaceGap.interfaceFolder(of: "/tmp/c", module: "SwiftUI") == "'/tmp/c/interface/SwiftUI/'")
        #expect(InterfaceGap.interfaceFolder(of: "/", module: "SwiftUI") == "'/interface/SwiftUI/'")
    }
}
