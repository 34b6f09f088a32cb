import Testing

@testable import CourseKit

/// The interface's `@available` lines become, for the course's platform, a deprecation the
/// compiler reports at each use; the use is the SDK's error unless the code around covers it.
@Suite("Type-check: availability on Linux")
struct InterfaceAvailabilityTests {
    static let iOS18 = BuildSettings.Platform(name: .iOS, version: "18.0")

    @Test func aNewerVersionBecomesTheMarkerAndAnOlderOneABlankLine() {
        let text = """
            @available(iOS 26.0, macOS 26.0, *)
            public struct A {}
                @available(iOS 17.0, macOS 14.0, *)
                public func b() {}
            @available(*, deprecated, message: "x")
            public func c() {}
            """
        let lines = InterfaceAvailability.marked(text, platform: Self.iOS18).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "@available(*, deprecated, message: \"course-availability iOS 26.0\")")
        #expect(lines[2] == "")
        #expect(lines[4] == "@available(*, deprecated, message: \"x\")")
        #expect(lines.count == 6)
        // Another platform's course: only its own version counts.
        let mac = InterfaceAvailability.marked(text, platform: .init(name: .macOS, version: "15.0"))
        #expect(mac.hasPrefix("@available(*, deprecated, message: \"course-availability macOS 26.0\")"))
        #expect(!InterfaceAvailability.marked(text, platform: nil).contains("course-availability"))
    }

    @Test func theWarningIsReadBack() {
        let use = InterfaceAvailability.use(
            in: "'Observations' is deprecated: course-availability iOS 26.0 [#DeprecatedDeclaration]")
        #expect(use?.name == "'Observations'" && use?.platform == "iOS" && use?.version == "26.0")
        #expect(InterfaceAvailability.use(in: "'foo' is deprecated: use bar") == nil)
        #expect(InterfaceAvailability.isNewer("16.4", than: "16"))
        #expect(!InterfaceAvailability.isNewer("17.0", than: "17"))
    }

    @Test func aUseInsideAnAvailabilityCheckOrDeclarationIsCovered() {
        func guarded(_ text: String, _ line: Int, version: String = "17.0") -> Bool {
            InterfaceAvailability.isGuarded(text, line: line, column: 9, platform: "iOS", version: version)
        }
        let checked = "func f() {\n    if #available(iOS 17.0, *) {\n        use()\n    }\n        use()\n}\n"
        #expect(guarded(checked, 3))
        #expect(!guarded(checked, 5))
        #expect(!guarded(checked, 3, version: "18.0"))
        let early = "func f() {\n    guard #available(iOS 18, *) else { return }\n        use()\n}\n"
        #expect(guarded(early, 3))
        let declared = "@available(iOS 17.0, *)\nstruct V {\n    func f() {\n        use()\n    }\n}\n"
        #expect(guarded(declared, 4))
        let other = "func f() {\n    if #available(macOS 15, *) {\n        use()\n    }\n}\n"
        #expect(!guarded(other, 3))
    }
}
