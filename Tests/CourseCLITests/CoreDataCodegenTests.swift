import Foundation
import Testing

/// `course check` through the built binary on a project with a Core Data model: the classes Xcode
/// generates from it are compiled with the project (class and category codegen, to-one, to-many and
/// ordered relationships, optional and scalar attributes, a subentity, the current model version),
/// an error in the app's use of them is reported at the app's line, one in the generated code at the
/// model's line, and a model that cannot be read at its line and column.
@Suite("course check: the classes Xcode generates from a Core Data model", .ownThreads)
struct CoreDataCodegenTests {
    static let fixture = "Tests/CourseKitTests/Fixtures/Check/core-data"
    static let model = "lesson-1/start/Library/Model.xcdatamodeld/Model.xcdatamodel/contents"
    static let view = "lesson-1/start/Library/ShelfView.swift"

    /// A copy of the fixture in a folder of its own, `edit` applied, checked; the folder removed after.
    private func checked(_ edit: (URL) throws -> Void = { _ in }) throws -> (
        status: Int32, errors: [String], folder: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("core-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: CourseProcess.packageRoot.appendingPathComponent(Self.fixture), to: folder)
        try edit(folder)
        let result = try CourseProcess.run(["check", folder.path])
        let errors = result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        #expect(!result.standardError.contains("Fatal error"), "\(result.standardError)")
        return (result.status, errors, folder.path)
    }

    /// Replaces `old` with `new` in the fixture's file `path` (which must hold it).
    private func replace(_ old: String, with new: String, in path: String) -> (URL) throws -> Void {
        { folder in
            let url = folder.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(path) has no '\(old)'")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
    }

    @Test func aProjectUsingItsGeneratedClassesChecksClean() throws {
        let result = try checked()
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
    }

    @Test func aMisuseOfAGeneratedPropertyIsReportedAtTheSwiftLine() throws {
        let result = try checked(replace("shelf.capacity += 1", with: "shelf.capacity = \"full\"", in: Self.view))
        #expect(result.status == 1)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(result.errors.first?.hasPrefix("\(result.folder)/\(Self.view):20:") == true, "\(result.errors)")
        #expect(
            result.errors.first?.contains(
                "error: the start project does not type-check: cannot assign value of type 'String' to type 'Int16'")
                == true)
    }

    @Test func aMisuseInAStepsCodeIsReportedAtTheLessonsLine() throws {
        let result = try checked(
            replace("novel.genre = genre", with: "novel.genre = 3", in: "lesson-1/lesson.md"))
        #expect(result.status == 1)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(
            result.errors.first?.hasPrefix("\(result.folder)/lesson-1/lesson.md:37:") == true, "\(result.errors)")
        #expect(result.errors.first?.contains("cannot assign value of type 'Int' to type 'String'") == true)
    }

    /// Without `.xccurrentversion`, the last version (`Model 2`, which has no `capacity`) is compiled.
    @Test func theCurrentVersionIsTheOneXccurrentversionNames() throws {
        let result = try checked { folder in
            try FileManager.default.removeItem(
                at: folder.appendingPathComponent("lesson-1/start/Library/Model.xcdatamodeld/.xccurrentversion"))
        }
        #expect(result.status == 1)
        #expect(result.errors.contains { $0.contains("has no member 'capacity'") }, "\(result.errors)")
    }

    @Test func anErrorInTheGeneratedCodeIsReportedAtTheModelsLine() throws {
        let result = try checked(
            replace("customClassName=\"[String]\"", with: "customClassName=\"Shelving\"", in: Self.model))
        #expect(result.status == 1)
        #expect(
            result.errors.first
                == "\(result.folder)/\(Self.model):14:1: error: in the start project, the code Xcode generates from "
                + "the Core Data model 'Library/Model.xcdatamodeld/Model.xcdatamodel/contents' does not type-check: "
                + "cannot find type 'Shelving' in scope [step-typecheck]", "\(result.errors)")
    }

    @Test func aModelThatIsNotXMLIsAnErrorAtItsLineAndColumn() throws {
        let result = try checked(
            replace(
                "attributeType=\"Double\" defaultValueString", with: "attributeType=Double defaultValueString",
                in: Self.model))
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "\(result.folder)/\(Self.model):6:48: error: the start project's Core Data model "
                    + "'Library/Model.xcdatamodeld/Model.xcdatamodel/contents' cannot be read: "
                    + "the value of 'attributeType' is not in quotes [change-parses]"), "\(result.errors)")
    }

    @Test func anEntityWithoutAName() throws {
        let result = try checked(replace("<entity name=\"Owner\"", with: "<entity", in: Self.model))
        #expect(result.status == 1)
        #expect(
            result.errors.contains {
                $0.hasPrefix(
                    "\(result.folder)/\(Self.model):27:5: error: the start project's Core Data model "
                        + "'Library/Model.xcdatamodeld/Model.xcdatamodel/contents' cannot be read: an <entity> has no name"
                )
            }, "\(result.errors)")
    }

    /// The asset catalog of the start project, `Contents.json` files only: an image set and a color set.
    private func addCatalog(_ folder: URL) throws {
        let catalog = folder.appendingPathComponent("lesson-1/start/Library/Assets.xcassets")
        for set in ["No ToDos.imageset", "AccentColor.colorset", "brand_blue.colorset"] {
            let url = catalog.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n".utf8).write(
                to: url.appendingPathComponent("Contents.json"))
        }
        try Data("{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n".utf8).write(
            to: catalog.appendingPathComponent("Contents.json"))
    }

    @Test func theAssetSymbolsXcodeGeneratesAreCompiledWithTheProject() throws {
        let result = try checked { folder in
            try addCatalog(folder)
            try replace(
                "if shelf.isFavorite { Image(systemName: \"star\") }",
                with: "if shelf.isFavorite { Image(.noToDos).foregroundStyle(Color(.accent)) }\n"
                    + "                Color(.brandBlue)",
                in: Self.view)(folder)
        }
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
    }

    @Test func anAssetTheCatalogLacksIsAnErrorAtTheSwiftLine() throws {
        let result = try checked { folder in
            try addCatalog(folder)
            try replace("shelf.capacity += 1", with: "shelf.capacity += 1\n        _ = Image(.noTodos)", in: Self.view)(
                folder)
        }
        #expect(result.status == 1)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(result.errors.first?.hasPrefix("\(result.folder)/\(Self.view):21:") == true, "\(result.errors)")
        #expect(
            result.errors.first?.contains("type 'ImageResource' has no member 'noTodos'") == true, "\(result.errors)")
    }
}
