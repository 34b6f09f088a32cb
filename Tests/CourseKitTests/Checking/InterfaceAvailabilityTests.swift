import Foundation
import Testing

@testable import CourseKit

/// The interface's `@available` lines become, for the course's platform, one attribute the compiler
/// acts on at each use; the use gets the SDK's message unless the code around excuses it.
@Suite("Type-check: availability on Linux")
struct InterfaceAvailabilityTests {
    static let iOS18 = BuildSettings.Platform(name: .iOS, version: "18.0")

    static func lines(_ text: String, _ platform: BuildSettings.Platform?) -> [Substring] {
        InterfaceAvailability.marked(text, platform: platform).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func aNewerVersionBecomesTheMarkerAndAnOlderOneABlankLine() {
        let text = """
            @available(iOS 26.0, macOS 26.0, *)
            public struct A {}
                @available(iOS 17.0, macOS 14.0, *)
                public func b() {}
            @available(*, deprecated, message: "x")
            public func c() {}
            """
        let lines = Self.lines(text, Self.iOS18)
        #expect(lines[0] == "@available(*, deprecated, message: \"course-availability introduced iOS 26.0\")")
        #expect(lines[2] == "")
        #expect(lines[4] == "@available(*, deprecated, message: \"x\")")
        #expect(lines.count == 6)
        // Another platform's course: only its own version counts.
        let mac = InterfaceAvailability.marked(text, platform: .init(name: .macOS, version: "15.0"))
        #expect(mac.hasPrefix("@available(*, deprecated, message: \"course-availability introduced macOS 26.0\")"))
        #expect(!InterfaceAvailability.marked(text, platform: nil).contains("course-availability"))
    }

    /// The long forms of one platform, each a line of its own above the declaration, several lines
    /// for one declaration read together; another platform's lines say nothing for this one.
    @Test func theLongFormsBecomeOneAttributeForThePlatform() {
        let text = """
            @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationStack, or NavigationSplitView")
            @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationStack")
            @MainActor @preconcurrency
            public struct NavigationView {}
            @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use toolbar(content:)")
            public func navigationBarItems() {}
            @available(iOS, introduced: 13.0, obsoleted: 16.0)
            public func old() {}
            @available(iOS, unavailable)
            @available(macOS 10.15, *)
            public struct CheckboxToggleStyle {}
            @available(iOS, unavailable, message: "use a Menu")
            public struct MenuButton {}
            @available(iOS, deprecated, renamed: "newName(_:)")
            public func oldName() {}
            @available(iOS, unavailable, renamed: "Stack")
            public struct Pile {}
            @available(iOS 15.0, *)
            @available(iOS, deprecated: 17.0, message: "use x")
            public func both() {}
            @available(iOSApplicationExtension, unavailable)
            public func shared() {}
            """
        let lines = Self.lines(text, Self.iOS18)
        let marker = { (kind: String, said: String) in
            "@available(*, \(kind), message: \"course-availability \(said)\")"
        }
        #expect(lines[0] == marker("deprecated", "deprecated iOS 16.0: use NavigationStack, or NavigationSplitView"))
        #expect(lines[1] == "" && lines[2] == "@MainActor @preconcurrency")
        // Deprecated in a version after the course's (Apple's 100000: "a future version"): nothing.
        #expect(lines[4] == "")
        #expect(lines[6] == marker("unavailable", "obsoleted iOS 16.0"))
        #expect(lines[8] == marker("unavailable", "unavailable iOS") && lines[9] == "")
        #expect(lines[11] == marker("unavailable", "unavailable iOS: use a Menu"))
        #expect(lines[13] == marker("deprecated", "deprecated iOS: renamed to 'newName(_:)'"))
        #expect(lines[15] == marker("unavailable", "renamed iOS: Stack"))
        #expect(lines[17] == marker("deprecated", "deprecated iOS 17.0: use x") && lines[18] == "")
        // An app extension's line says nothing for an app (the compiler ignores it off Apple's platforms).
        #expect(lines[20] == "")
        // iOS 15: before the deprecations and the obsoletion; the newer short form wins.
        let early = Self.lines(text, .init(name: .iOS, version: "15.0"))
        #expect(early[0] == "" && early[6] == "")
        #expect(early[17] == "")
        let older = Self.lines(text, .init(name: .iOS, version: "14.0"))
        // A newer function is made unavailable, so that the compiler ranks it last (`rankedAttribute`).
        #expect(older[17] == marker("unavailable", "introduced iOS 15.0"))
        // macOS: its own lines; CheckboxToggleStyle is there.
        let mac = Self.lines(text, .init(name: .macOS, version: "14.0"))
        #expect(mac[0] == marker("deprecated", "deprecated macOS 13.0: use NavigationStack") && mac[1] == "")
        #expect(mac[6] == "" && mac[8] == "" && mac[9] == "")
        // No platform: every line read is blank, nothing marked.
        #expect(!InterfaceAvailability.marked(text, platform: nil).contains("course-availability"))
    }

    /// A function, initializer or subscript newer than the platform, at the top level or in an extension
    /// that adds no conformance, is made unavailable, so that the compiler passes over it where an older
    /// overload fits, as Apple's compiler passes over one newer than the deployment target; a type, a
    /// property, a member of a type's body or of a conforming extension (maybe a requirement's witness),
    /// a protocol extension's member named as a requirement (maybe its default) and a member code may
    /// override stay deprecated.
    @Test func aNewerOverloadIsMadeUnavailableAndTheRestDeprecated() {
        let text = """
            @available(iOS 15.0, *)
            public struct Newer: Sequence {
                @available(iOS 15.0, *)
                public func makeIterator() -> IndexingIterator<[Int]> { [].makeIterator() }
            }
            extension View {
                @available(iOS 15.0, *)
                public init(x: Int) { fatalError() }
                @available(iOS 15.0, *)
                @MainActor @preconcurrency
                nonisolated public func f(_ s: String = "{") -> some View { self } // {
                @available(iOS 15.0, *)
                public static var shared: Newer { fatalError() }
                @available(iOS 15.0, *)
                public subscript(i: Int) -> Int { 0 }
                @available(iOS 15.0, *)
                open func overridable() {}
                @available(iOS 15.0, *)
                public override func overriding() {}
            }
            public protocol Delegate {
                @available(iOS 15.0, *)
                func requirement()
            }
            extension Newer: Delegate {
                @available(iOS 15.0, *)
                public func requirement() {}
            }
            extension Delegate where Self: Sendable {
                @available(iOS 15.0, *)
                public func provided() {}
                @available(iOS 15.0, *)
                public func requirement() {}
            }
            extension Newer {
                @available(iOS 15.0, *)
                public static func == (a: Newer, b: Newer) -> Bool { true }
            }
            @available(iOS 15.0, *)
            public func topLevel() {}
            """
        let lines = Self.lines(text, .init(name: .iOS, version: "14.0"))
        let made = { (index: Int) in lines[index].contains("unavailable") ? "unavailable" : "deprecated" }
        // `View` is the interface's protocol, `Delegate` the text's; `Newer` is a type.
        let attributes = [0, 2, 6, 8, 11, 13, 15, 17, 21, 25, 29, 31, 35, 38]
        #expect(
            attributes.map(made) == [
                "deprecated", "deprecated", "unavailable", "unavailable", "deprecated", "unavailable", "deprecated",
                "deprecated", "deprecated", "deprecated", "unavailable", "deprecated", "deprecated", "unavailable",
            ])
        #expect(lines[6] == "    @available(*, unavailable, message: \"course-availability introduced iOS 15.0\")")
        // At the API's own version nothing is marked.
        #expect(!InterfaceAvailability.marked(text, platform: .init(name: .iOS, version: "15.0")).contains("course-"))
    }

    /// Every `@available` of the built-in interface is on a line of its own and in a form the
    /// checker reads: a misspelt label or a declaration after the attribute would be ignored.
    @Test func everyAvailabilityLineOfTheInterfaceIsRead() {
        var lines = 0
        for file in InterfaceFile.embedded {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("@available(") {
                lines += 1
                #expect(
                    InterfaceAvailability.attribute(onLine: String(line)) != nil,
                    "\(file.module)/\(file.name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(lines > 20)
    }

    @Test func whatCannotBeReadStaysAsItIs() {
        let text = """
            @available(iOS, introduced: 13.0, deprecated: 16.0, message: #"raw"#)
            public func a() {}
            @available(iOS, introduced: 13.0, noted: 16.0)
            public func b() {}
            @available(iOS 17.0, *) public func c() {}
            @available(iOS 17.0, *) func requirement()
            @available(swift, obsoleted: 4)
            public func d() {}
            """
        #expect(InterfaceAvailability.marked(text, platform: Self.iOS18) == text)
    }

    /// The compiler's message for a marked API, with the SDK's words for the course's platform.
    @Test(arguments: [
        (
            "'Observations' is deprecated: course-availability introduced iOS 26.0 [#DeprecatedDeclaration]",
            "'Observations' is only available in iOS 26.0 or newer"
        ),
        (
            "'NavigationView' is deprecated: course-availability deprecated iOS 16.0: use NavigationStack or NavigationSplitView instead [#DeprecatedDeclaration]",
            "'NavigationView' was deprecated in iOS 16.0: use NavigationStack or NavigationSplitView instead"
        ),
        ("'a()' is deprecated: course-availability deprecated iOS", "'a()' is deprecated in iOS"),
        ("'MenuButton' is unavailable: course-availability unavailable iOS", "'MenuButton' is unavailable in iOS"),
        (
            "'MenuButton' is unavailable: course-availability unavailable macOS: use a Menu",
            "'MenuButton' is unavailable in macOS: use a Menu"
        ),
        (
            "'old()' is unavailable: course-availability obsoleted iOS 16.0",
            "'old()' is unavailable in iOS ('old()' was obsoleted in iOS 16.0)"
        ),
        (
            "'oldName(x:)' is unavailable: course-availability renamed iOS: newName(x:): use the new one",
            "'oldName(x:)' has been renamed to 'newName(x:)': use the new one"
        ),
        (
            "conformance of 'A' to 'P' is unavailable: course-availability unavailable iOS; this is an error in the Swift 6 language mode",
            "conformance of 'A' to 'P' is unavailable in iOS; this is an error in the Swift 6 language mode"
        ),
    ])
    func theCompilersMessageBecomesTheSDKs(_ said: String, _ sdk: String) throws {
        let use = try #require(InterfaceAvailability.Use(said))
        #expect(use.sdkMessage == sdk)
        #expect(InterfaceAvailability.Use("'foo' is deprecated: use bar") == nil)
    }

    /// Newer than the platform: an error. Deprecated: a warning. Unavailable: as the compiler said.
    @Test func aReportedUseHasTheSDKsSeverity() throws {
        func reported(_ severity: CompilerMessage.Severity, _ message: String, in text: String? = nil)
            -> TypecheckResultCache.RawMessage?
        {
            InterfaceAvailability.reported(
                .init(file: 0, line: 3, column: 5, severity: severity, message: message), in: text)
        }
        #expect(reported(.warning, "'A' is deprecated: course-availability introduced iOS 17.0")?.severity == .error)
        let deprecated = reported(.warning, "'A' is deprecated: course-availability deprecated iOS 15.0: use B")
        #expect(deprecated?.severity == .warning && deprecated?.message == "'A' was deprecated in iOS 15.0: use B")
        #expect(reported(.error, "'A' is unavailable: course-availability unavailable iOS")?.severity == .error)
        #expect(reported(.warning, "'A' is deprecated: use B")?.message == "'A' is deprecated: use B")
        let inside = "@available(iOS, deprecated: 16.0)\nfunc f() {\n    A()\n}\n"
        #expect(reported(.warning, "'A' is deprecated: course-availability deprecated iOS 15.0", in: inside) == nil)
        #expect(InterfaceAvailability.isNewer("16.4", than: "16"))
        #expect(!InterfaceAvailability.isNewer("17.0", than: "17"))
    }

    @Test func aUseInsideAnAvailabilityCheckOrDeclarationIsCovered() {
        func guarded(_ text: String, _ line: Int, version: String = "17.0") -> Bool {
            InterfaceAvailability.isExcused(
                .init(kind: .introduced, platform: "iOS", version: version), in: text, line: line, column: 9)
        }
        let checked = "func f() {\n    if #available(iOS 17.0, *) {\n        use()\n    }\n        use()\n}\n"
        #expect(guarded(checked, 3))
        #expect(!guarded(checked, 5))
        #expect(!guarded(checked, 3, version: "18.0"))
        let early = "func f() {\n    guard #available(iOS 18, *) else { return }\n        use()\n}\n"
        #expect(guarded(early, 3))
        let declared = "@available(iOS 17.0, *)\nstruct V {\n    func f() {\n        use()\n    }\n}\n"
        #expect(guarded(declared, 4))
        let long = "@available(iOS, introduced: 17.0)\nstruct V {\n    func f() {\n        use()\n    }\n}\n"
        #expect(guarded(long, 4))
        let other = "func f() {\n    if #available(macOS 15, *) {\n        use()\n    }\n}\n"
        #expect(!guarded(other, 3))
    }

    /// A declaration's own `@available` covers its head (the type it extends, its signature), on its line
    /// or on lines of attributes alone above it; not the declaration after it, nor a statement after a
    /// `;`.
    @Test func aUseInADeclarationsOwnHeadIsCoveredByItsAttributes() {
        func guarded(_ text: String, _ line: Int, _ column: Int) -> Bool {
            InterfaceAvailability.isExcused(
                .init(kind: .introduced, platform: "iOS", version: "17.0"), in: text, line: line, column: column)
        }
        #expect(guarded("@available(iOS 17.0, macOS 14.0, *)\nextension ColorResource {\n}\n", 2, 11))
        #expect(guarded("@available(iOS 17.0, *)\n@MainActor\nfunc f() -> ColorResource { fatalError() }\n", 3, 13))
        #expect(guarded("@available(iOS 17.0, *) func g(x: ColorResource) {}\n", 1, 35))
        #expect(!guarded("extension ColorResource {\n}\n", 1, 11))
        #expect(!guarded("struct S {\n    @available(iOS 17.0, *) let a = 1\n    let b = ColorResource()\n}\n", 3, 13))
        #expect(!guarded("func f() {\n    if #available(iOS 17.0, *) { a() }; use()\n}\n", 2, 41))
        #expect(!guarded("@available(iOS 16.0, *)\nextension ColorResource {\n}\n", 2, 11))
    }

    /// A deprecated API inside a declaration deprecated (or unavailable) on the platform, and an
    /// unavailable one inside a declaration unavailable there, are no message, as with the SDK;
    /// `#available` excuses neither.
    @Test func aDeprecatedOrUnavailableUseInsideALikeDeclarationIsExcused() {
        func excused(_ kind: InterfaceAvailability.Verdict.Kind, _ text: String, _ line: Int) -> Bool {
            InterfaceAvailability.isExcused(
                .init(kind: kind, platform: "iOS", version: "16.0"), in: text, line: line, column: 9)
        }
        let deprecated =
            "@available(iOS, deprecated: 16.0, message: \"old\")\nstruct V {\n    func f() {\n        use()\n    }\n}\n"
        #expect(excused(.deprecated, deprecated, 4))
        #expect(!excused(.unavailable, deprecated, 4))
        let unavailable = "@available(iOS, unavailable)\nfunc f() {\n        use()\n}\n"
        #expect(excused(.deprecated, unavailable, 3) && excused(.unavailable, unavailable, 3))
        #expect(excused(.obsoleted, unavailable, 3))
        let checked = "func f() {\n    if #available(iOS 17.0, *) {\n        use()\n    }\n}\n"
        #expect(!excused(.deprecated, checked, 3) && !excused(.unavailable, checked, 3))
        let mac = "@available(macOS, unavailable)\nfunc f() {\n        use()\n}\n"
        #expect(!excused(.unavailable, mac, 3))
    }
}
