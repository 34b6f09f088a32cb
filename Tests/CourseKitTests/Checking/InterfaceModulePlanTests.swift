import Foundation
import Testing

@testable import CourseKit

/// Which of the interface's modules a course needs, and in which order they are built: from the
/// modules' own `import` lines and the course's (issue 43, item 1).
@Suite("The interface: only what a course imports is built, in the order its imports say")
struct InterfaceModulePlanTests {
    static func file(_ module: String, _ text: String, name: String = "A.swift", course: Bool = false) -> InterfaceFile
    {
        InterfaceFile(
            module: module, name: name, text: text,
            courseFile: course ? "Content/interface/\(module)/\(name)" : nil)
    }

    /// An interface shaped like ours: Combine; SwiftUI on Combine; two frameworks on SwiftUI; the
    /// Foundation module on Combine.
    static let interface = [
        file("Combine", "public protocol Publisher {}\n"),
        file("SwiftUI", "@_exported import Foundation\n@_exported import Combine\npublic protocol View {}\n"),
        file("MapKit", "import SwiftUI\nimport CoreLocation\npublic struct Map {}\n"),
        file("CoreLocation", "import Foundation\npublic struct CLLocationCoordinate2D {}\n"),
        file("Charts", "import SwiftUI\npublic struct Chart {}\n"),
        file(InterfaceModules.foundationModule, "@_exported import Combine\n"),
    ]

    static func names(_ imports: Set<String>?, _ files: [InterfaceFile] = interface, platform: String? = nil) throws
        -> [String]
    {
        let platform = platform.map { BuildSettings.Platform(name: .init(rawValue: $0)!, version: "18.0") }
        return try InterfaceModules.plan(files, imports: imports, platform: platform).map(\.name)
    }

    @Test func theImportsOfACodeFileAreReadFromItsTokens() {
        let text = """
            import SwiftUI
            @_exported import UIKit
            @preconcurrency import Combine
            public import Charts
            import struct MapKit.MKMapItem
            #if canImport(PhotosUI)
            #endif
            // import SwiftData
            let text = "import StoreKit"
            let imported = importance
            """
        #expect(
            InterfaceImports.modules(in: text) == ["SwiftUI", "UIKit", "Combine", "Charts", "MapKit", "PhotosUI"])
        #expect(InterfaceImports.modules(in: "struct A {}\n").isEmpty)
    }

    @Test func eachModuleIsBuiltAfterTheModulesItImports() throws {
        #expect(
            try Self.names(nil) == ["Combine", "CoreLocation", "SwiftUI", "Charts", "MapKit", "_AppleFoundation"])
        let module = try #require(
            InterfaceModules.plan(Self.interface, imports: nil, platform: nil).first { $0.name == "MapKit" })
        #expect(module.dependencies == ["CoreLocation", "SwiftUI"])
    }

    @Test func onlyWhatTheCourseImportsIsBuiltWithWhatThatImports() throws {
        #expect(try Self.names(["SwiftUI", "Observation"]) == ["Combine", "SwiftUI", "_AppleFoundation"])
        #expect(try Self.names(["MapKit"]) == ["Combine", "CoreLocation", "SwiftUI", "MapKit", "_AppleFoundation"])
        // Foundation alone: its module for Apple's platforms, and what that imports.
        #expect(try Self.names(["Foundation"]) == ["Combine", "_AppleFoundation"])
        // Plain Swift: nothing to build.
        #expect(try Self.names(["Dispatch"]).isEmpty)
        #expect(try Self.names([]).isEmpty)
    }

    @Test func aModuleTheCourseFolderNamesIsBuiltEvenWhenNothingImportsIt() throws {
        let files = Self.interface + [Self.file("Maps", "import SwiftUI\npublic struct Pin {}\n", course: true)]
        #expect(try Self.names([], files) == ["Combine", "SwiftUI", "Maps", "_AppleFoundation"])
        let bad = Self.interface + [Self.file("a-b", "public struct X {}\n", course: true)]
        #expect(throws: InterfaceModules.BuildError.self) { try Self.names([], bad) }
    }

    @Test func twoModulesThatImportEachOtherAreAnErrorAtTheImport() throws {
        let files = [
            Self.file("Maps", "public struct Pin {}\nimport Places\n", course: true),
            Self.file("Places", "import Maps\npublic struct Place {}\n", course: true),
        ]
        #expect {
            try Self.names(nil, files)
        } throws: { error in
            guard let failure = error as? InterfaceModules.BuildError else { return false }
            return failure.file == "Content/interface/Maps/A.swift" && failure.line == 2 && failure.isCourseFile
                && failure.message.contains("'Maps' imports 'Places'")
        }
    }

    /// UIKit is on iOS, tvOS, visionOS and watchOS, not macOS: there, it is no module, and a
    /// file of SwiftUI that imports it is left out of SwiftUI; where the interface has no UIKit,
    /// the file is left out everywhere.
    @Test func aFileThatImportsAFrameworkThePlatformLacksIsLeftOut() throws {
        let bridging = Self.file("SwiftUI", "@_exported import UIKit\n", name: "UIKitExport.swift")
        let files = Self.interface + [bridging, Self.file("UIKit", "import Foundation\nopen class UIView {}\n")]
        let iOS = try InterfaceModules.plan(
            files, imports: ["SwiftUI"], platform: .init(name: .iOS, version: "18.0"))
        #expect(iOS.map(\.name) == ["Combine", "UIKit", "SwiftUI", "_AppleFoundation"])
        #expect(iOS.first { $0.name == "SwiftUI" }?.files.contains(bridging) == true)
        let macOS = try InterfaceModules.plan(
            files, imports: ["SwiftUI", "UIKit"], platform: .init(name: .macOS, version: "15.0"))
        #expect(macOS.map(\.name) == ["Combine", "SwiftUI", "_AppleFoundation"])
        #expect(macOS.first { $0.name == "SwiftUI" }?.files.contains(bridging) == false)
        #expect(
            try Self.names(["SwiftUI"], Self.interface + [bridging], platform: "iOS") == [
                "Combine", "SwiftUI", "_AppleFoundation",
            ])
        // Without a platform (the interface's own tests), every module and file is there.
        #expect(try Self.names(["SwiftUI"], files) == ["Combine", "UIKit", "SwiftUI", "_AppleFoundation"])
    }

    /// Modules are built only when imported: "cannot find 'X' in scope" for a type the interface
    /// has in a module the code does not import says which; for a framework the course's platform
    /// lacks, that it lacks it.
    @Test func anUnknownTypeOfAModuleNotImportedGetsAHintNamingIt() {
        let iOS = BuildSettings.Platform(name: .iOS, version: "18.0")
        #expect(
            InterfaceGap.unimported("cannot find 'Text' in scope", platform: iOS)
                == "the interface declares 'Text' in SwiftUI: add 'import SwiftUI'")
        #expect(
            InterfaceGap.unimported("cannot find type 'AnyCancellable' in scope", platform: iOS)
                == "the interface declares 'AnyCancellable' in Combine: add 'import Combine'")
        #expect(InterfaceGap.unimported("cannot find 'TripStore' in scope", platform: iOS) == nil)
        // Nested types are no module's top level; the Foundation module is seen by every file.
        #expect(InterfaceFile.typeModules["LocalizedStringResource"] == nil)
        let stand = ["UIImage": "UIKit"]
        #expect(
            InterfaceGap.unimported(
                "cannot find 'UIImage' in scope", platform: .init(name: .macOS, version: "15.0"), modules: stand)
                == "'UIImage' comes with UIKit, which macOS does not have (as with its SDK)")
        #expect(
            InterfaceGap.unimported("cannot find 'UIImage' in scope", platform: iOS, modules: stand)
                == "the interface declares 'UIImage' in UIKit: add 'import UIKit'")
    }

    /// The modules a course's Swift imports: snippets, code changes, start projects, declarations;
    /// a fragment is type-checked in a file that imports SwiftUI.
    @Test func aCoursesImportsAreReadFromAllItsSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = folder.appendingPathComponent("lesson-1")
        try FileManager.default.createDirectory(
            at: lesson.appendingPathComponent("start/App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: lesson.appendingPathComponent("declarations"), withIntermediateDirectories: true)
        try "import MapKit\nstruct A {}\n".write(
            to: lesson.appendingPathComponent("start/App/A.swift"), atomically: false, encoding: .utf8)
        try "import Charts\n".write(
            to: lesson.appendingPathComponent("declarations/D.swift"), atomically: false, encoding: .utf8)
        try """
        ---
        id: c
        title: C
        lessons: 1
        ---

        # C

        - [Lesson 1: One](lesson-1/lesson.md)

        """.write(to: folder.appendingPathComponent("course.md"), atomically: false, encoding: .utf8)
        try """
        ---
        lesson: 1
        title: One
        part: 1
        part-title: P
        minutes: 5
        project: App
        start: start
        cards: 0
        syntax-cards: 0
        trick-cards: 0
        questions: 0
        ---

        # Lesson 1: One

        ## Why

        ```swift check=file
        import PhotosUI
        ```

        ## Step 1: A

        Add it.

        ```swift file=App/B.swift change=create
        import SwiftData
        ```

        """.write(to: lesson.appendingPathComponent("lesson.md"), atomically: false, encoding: .utf8)
        let course = try CourseReader.read(folder: folder.path).course
        #expect(
            InterfaceImports.ofCourse(course, folder: folder.path) == ["MapKit", "Charts", "PhotosUI", "SwiftData"])
        #expect(InterfaceImports.ofCourse(nil, folder: folder.path) == nil)
    }
}
