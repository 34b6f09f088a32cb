import Foundation
import Testing

/// Through the built binary (issue 43, items 1–5): what the interface's availability lines say for
/// the course's platform is Xcode's message at the line of the use; a course's own module is
/// built only for the platforms that have what it imports; a file that imports Foundation sees
/// Foundation as Apple's platforms have it.
@Suite("course check: deprecated, obsoleted, unavailable APIs and Foundation, on Linux", .ownThreads)
struct InterfaceAvailabilityCommandTests {
    /// A course of one lesson whose intro holds `snippets` (each `(info string, code, compiler block)`)
    /// and whose `interface/` holds `interface` (path → text); the first code line of each snippet.
    static func course(
        platform: String, snippets: [(info: String, code: String, compiler: String?)],
        interface: [String: String]
    ) throws -> (folder: URL, lines: [Int]) {
        let folder = testProcessFolder.appendingPathComponent("availability-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("lesson-1/start/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import Foundation\n\nstruct Trip {}\n".utf8).write(to: app.appendingPathComponent("Trip.swift"))
        for (path, text) in interface {
            let file = folder.appendingPathComponent("interface/" + path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let manifest = """
            ---
            id: availability
            title: Availability
            lessons: 1
            platform: \(platform)
            ---

            # Availability

            ## Lessons

            - [Lesson 1: Versions](lesson-1/lesson.md)

            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("course.md"))
        var lesson = """
            ---
            lesson: 1
            title: Versions
            part: 1
            part-title: First steps
            minutes: 20
            project: App
            start: start
            cards: 0
            syntax-cards: 0
            trick-cards: 0
            questions: 0
            ---

            # Lesson 1: Versions

            ## Why

            """
        var lines: [Int] = []
        for snippet in snippets {
            lesson += "\nSome code.\n\n```swift \(snippet.info)\n"
            lines.append(lesson.split(separator: "\n", omittingEmptySubsequences: false).count)
            lesson += snippet.code + "\n```\n"
            if let compiler = snippet.compiler { lesson += "\n```compiler\n\(compiler)\n```\n" }
        }
        lesson += "\n## Step 1: Nothing new\n\nNothing changes.\n"
        try Data(lesson.utf8).write(to: folder.appendingPathComponent("lesson-1/lesson.md"))
        return (folder, lines)
    }

    /// A module of the course's own, with the forms the interface's data is written in.
    static let legacy = """
        import Foundation

        @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationStack or NavigationSplitView instead")
        @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationStack or NavigationSplitView instead")
        public struct NavigationView { public init() {} }

        @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use toolbar(content:) instead")
        public func navigationBarItems() {}

        @available(iOS, introduced: 13.0, obsoleted: 16.0)
        public func oldAPI() {}

        @available(iOS, unavailable)
        @available(macOS 10.15, *)
        public struct CheckboxStyle { public init() {} }

        @available(iOS, unavailable, message: "use a Menu")
        public struct MenuButton { public init() {} }

        @available(iOS 17.0, macOS 14.0, *)
        public struct Newer { public init() {} }

        """

    static let snippets: [(info: String, code: String, compiler: String?)] = [
        // 0: a deprecation is Xcode's warning (seen in an expected failure's messages).
        (
            "check=fails", "import Legacy\nlet view = NavigationView()\nlet count: Int = \"one\"",
            "'NavigationView' was deprecated in iOS 16.0: use NavigationStack or NavigationSplitView instead\n"
                + "cannot convert value of type 'String' to specified type 'Int'"
        ),
        // 1: deprecated in a future version (Apple's 100000): nothing.
        ("check=file", "import Legacy\nnavigationBarItems()", nil),
        // 2: obsoleted.
        ("check=file", "import Legacy\noldAPI()", nil),
        // 3, 4: unavailable, with and without a message.
        ("check=file", "import Legacy\n_ = CheckboxStyle()", nil),
        ("check=file", "import Legacy\n_ = MenuButton()", nil),
        // 5: newer than the platform.
        ("check=file", "import Legacy\n_ = Newer()", nil),
        // 6: inside a declaration unavailable on the platform, as with the SDK: no error.
        ("check=file", "import Legacy\n\n@available(iOS, unavailable)\nfunc menu() {\n    _ = MenuButton()\n}", nil),
        // 7: Foundation as on Apple's platforms: URLSession, Combine, URL.documentsDirectory.
        (
            "check=file",
            "import Foundation\n\nfinal class Store: ObservableObject {\n    @Published var count = 0\n"
                + "    func load() async throws {\n"
                + "        _ = try await URLSession.shared.data(from: URL.documentsDirectory)\n    }\n}",
            nil
        ),
    ]

    @Test func eachAPIGivesXcodesMessageForTheCoursesPlatform() throws {
        let (folder, lines) = try Self.course(
            platform: "iOS 16.4", snippets: Self.snippets, interface: ["Legacy/Legacy.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(
            ["check", folder.path, "--format", "json"], environment: try cacheHomeSharingInterfaceModules(in: folder))
        let found = try CheckerSaysNoTests.diagnostics(result)
        let expected = [
            (lines[2] + 1, "'oldAPI()' is unavailable in iOS ('oldAPI()' was obsoleted in iOS 16.0)"),
            (lines[3] + 1, "'CheckboxStyle' is unavailable in iOS"),
            (lines[4] + 1, "'MenuButton' is unavailable in iOS: use a Menu"),
            (lines[5] + 1, "'Newer' is only available in iOS 17.0 or newer"),
        ]
        for (line, message) in expected {
            #expect(
                found.contains { $0.line == line && $0.message.hasSuffix(message) && $0.rule == "snippet-typecheck" },
                "\(line): \(message)\n\(found)")
        }
        #expect(found.count == expected.count, "nothing else: \(found)")
        #expect(result.status == 1)
    }

    /// The same code for macOS: its own deprecation, and what is unavailable on iOS only is there.
    @Test func anotherPlatformHasItsOwnVerdicts() throws {
        let (folder, lines) = try Self.course(
            platform: "macOS 15.0",
            snippets: [
                (
                    "check=fails", "import Legacy\nlet view = NavigationView()\nlet count: Int = \"one\"",
                    "'NavigationView' was deprecated in macOS 13.0: use NavigationStack or NavigationSplitView instead"
                ),
                Self.snippets[2], Self.snippets[3], Self.snippets[4], Self.snippets[5],
            ],
            interface: ["Legacy/Legacy.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(
            ["check", folder.path, "--format", "json"], environment: try cacheHomeSharingInterfaceModules(in: folder))
        let found = try CheckerSaysNoTests.diagnostics(result)
        #expect(found.isEmpty, "\(found)")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines.count == 5)
    }

    /// Every module of the built-in interface builds for every platform a course may name: a
    /// declaration that uses what the platform lacks carries the same `unavailable` line, a
    /// protocol's requirement is never unavailable, and a module whose files all import UIKit is
    /// still there (empty) where UIKit is not. macOS, visionOS, tvOS and watchOS here; iOS is every
    /// other test's platform.
    @Test(arguments: ["macOS 15.0", "visionOS 2.0", "tvOS 18.0", "watchOS 11.0"])
    func everyModuleBuildsForThePlatform(platform: String) throws {
        let interface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Interface")
        let modules = try FileManager.default.contentsOfDirectory(atPath: interface.path).filter {
            !$0.hasPrefix("_") && !$0.hasPrefix(".")
        }.sorted()
        #expect(modules.count > 20, "\(modules)")
        let imports = modules.filter { $0 != "UIKit" }.map { "import \($0)" }.joined(separator: "\n")
        let (folder, _) = try Self.course(
            platform: platform, snippets: [("check=file", imports + "\n\nlet text = Text(\"hi\")", nil)],
            interface: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The user's own cache, as `course check` uses it: the modules built for these platforms
        // (about 40 s of compiler time) are kept there for the next run, which finds them by
        // their files' contents — an interface file changed is built again, and checked.
        let result = try CourseProcess.run(["check", folder.path, "--format", "json"])
        let found = try CheckerSaysNoTests.diagnostics(result)
        #expect(found.isEmpty, "\(found)")
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// On iOS, `import SwiftUI` makes UIKit's names visible, as the SDK does (the interface's
    /// SwiftUI re-exports its UIKit); on macOS there is no UIKit, so
    /// neither `import SwiftUI` nor `import UIKit` brings one.
    @Test(arguments: [("iOS 18.0", true), ("macOS 15.0", false)])
    func uiKitComesWithSwiftUIOnIOS(platform: String, seen: Bool) throws {
        let (folder, lines) = try Self.course(
            platform: platform,
            snippets: [("check=file", "import SwiftUI\n\nlet image = UIImage()", nil)], interface: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(
            ["check", folder.path, "--format", "json"], environment: try cacheHomeSharingInterfaceModules(in: folder))
        let found = try CheckerSaysNoTests.diagnostics(result)
        if seen {
            #expect(found.isEmpty, "\(found)")
        } else {
            #expect(
                found.map(\.line) == [lines[0] + 2]
                    && found.first?.message.hasSuffix("cannot find 'UIImage' in scope") == true, "\(found)")
        }
    }
}
