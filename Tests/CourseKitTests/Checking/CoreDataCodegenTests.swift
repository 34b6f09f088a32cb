import Foundation
import Testing

@testable import CourseKit

/// Xcode's code generation from a Core Data model (`CoreDataCodegen`): which model files it reads,
/// the Swift it writes for each attribute type and relationship, and where a model that cannot be
/// read is wrong.
@Suite("Core Data code generation")
struct CoreDataCodegenUnitTests {
    static func model(_ entities: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n"
            + entities + "\n</model>\n"
    }

    static func swift(_ entities: String) throws -> [String] {
        let (text, lines) = CoreDataCodegen.swift(for: try CoreDataModel(contents: model(entities)))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count + 1)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test(arguments: [
        ("Integer 16", true, "Int16"), ("Integer 32", true, "Int32"), ("Integer 64", true, "Int64"),
        ("Integer 64", false, "NSNumber?"), ("Double", true, "Double"), ("Float", true, "Float"),
        ("Boolean", true, "Bool"), ("Boolean", false, "NSNumber?"), ("Date", false, "Date?"),
        ("Date", true, "TimeInterval"), ("Decimal", false, "NSDecimalNumber?"), ("String", false, "String?"),
        ("Binary", false, "Data?"), ("UUID", false, "UUID?"), ("URI", false, "URL?"),
        ("Transformable", false, "NSObject?"),
    ])
    func eachAttributeTypeHasItsSwiftType(_ type: String, _ scalar: Bool, _ swift: String) throws {
        let lines = try Self.swift(
            "<entity name=\"E\" codeGenerationType=\"class\"><attribute name=\"a\" attributeType=\"\(type)\" "
                + "usesScalarValueType=\"\(scalar ? "YES" : "NO")\"/></entity>")
        #expect(lines.contains("@NSManaged public var a: \(swift)"), "\(lines)")
    }

    @Test func aClassEntityGetsItsClassAndACategoryEntityOnlyItsProperties() throws {
        let lines = try Self.swift(
            """
            <entity name="Shelf" representedClassName=".Shelf" codeGenerationType="class">
            <relationship name="books" toMany="YES" destinationEntity="Book"/></entity>
            <entity name="Book" representedClassName="Book" codeGenerationType="category">
            <relationship name="shelf" maxCount="1" destinationEntity="Shelf"/>
            <relationship name="pages" toMany="YES" ordered="YES" destinationEntity="Page"/></entity>
            <entity name="Novel" parentEntity="Book" codeGenerationType="class"/>
            <entity name="Page" representedClassName="Page"/>
            """)
        #expect(lines.contains("public class Shelf: NSManagedObject {}"))
        #expect(!lines.contains { $0.contains("class Book") })
        #expect(lines.contains("public class Novel: Book {}"))
        #expect(!lines.contains { $0.contains("extension Page") })
        #expect(lines.contains("@NSManaged public var books: NSSet?"))
        #expect(lines.contains("@NSManaged public var shelf: Shelf?"))
        #expect(lines.contains("@NSManaged public var pages: NSOrderedSet?"))
        #expect(lines.contains("NSFetchRequest<Novel>(entityName: \"Novel\")"))
        #expect(lines.contains("@NSManaged public func addToBooks(_ values: NSSet)"))
        #expect(lines.contains("@NSManaged public func removeFromBooks(_ value: Book)"))
        #expect(lines.contains("@NSManaged public func insertIntoPages(_ value: Page, at idx: Int)"))
        #expect(lines.contains("@NSManaged public func replacePages(at indexes: NSIndexSet, with values: [Page])"))
    }

    /// `NSManagedObject` is not `Identifiable`: Xcode's properties file makes each entity's class so
    /// (Apple's "Generating code": `extension Store : Identifiable {}`); a subentity's class inherits it.
    @Test func eachRootEntitysClassIsMadeIdentifiableOnce() throws {
        let lines = try Self.swift(
            """
            <entity name="Book" representedClassName="Book" codeGenerationType="category"/>
            <entity name="Novel" parentEntity="Book" codeGenerationType="class"/>
            <entity name="Shelf" codeGenerationType="class"/>
            <entity name="Page"/>
            """)
        #expect(
            lines.filter { $0.hasSuffix(": Identifiable {}") } == [
                "extension Book: Identifiable {}", "extension Shelf: Identifiable {}",
            ])
    }

    @Test func aTransformablesModuleIsImportedWhenTheInterfaceHasIt() throws {
        let lines = try Self.swift(
            "<entity name=\"C\" codeGenerationType=\"class\"><attribute name=\"photo\" attributeType=\"Transformable\" "
                + "customClassName=\"UIKit.UIImage\"/><attribute name=\"own\" attributeType=\"Transformable\" "
                + "customClassName=\"App.Palette\"/></entity>")
        #expect(lines.contains("import UIKit"))
        #expect(!lines.contains("import App"))
        #expect(lines.contains("@NSManaged public var photo: UIImage?"))
        #expect(lines.contains("@NSManaged public var own: Palette?"))
    }

    @Test func aModelWithoutGeneratedEntitiesGeneratesNothing() throws {
        let generated = CoreDataCodegen.generate(from: [
            "M.xcdatamodeld/M.xcdatamodel/contents": Self.model("<entity name=\"E\"/>")
        ])
        #expect(generated.generated.isEmpty && generated.problems.isEmpty)
    }

    @Test func theModelFilesAreEachBundlesCurrentVersionAndLooseModels() {
        let plist = "<plist><dict><key>_XCCurrentVersionName</key><string>A 2.xcdatamodel</string></dict></plist>"
        let files = [
            "A.xcdatamodeld/A.xcdatamodel/contents": "", "A.xcdatamodeld/A 2.xcdatamodel/contents": "",
            "A.xcdatamodeld/A 3.xcdatamodel/contents": "", "A.xcdatamodeld/.xccurrentversion": plist,
            "B.xcdatamodeld/B 9.xcdatamodel/contents": "", "B.xcdatamodeld/B 10.xcdatamodel/contents": "",
            "B.xcdatamodeld/B.xcdatamodel/contents": "",
            "Old.xcdatamodel/contents": "", "Notes.swift": "",
        ]
        #expect(
            CoreDataCodegen.modelFiles(in: files) == [
                "A.xcdatamodeld/A 2.xcdatamodel/contents", "B.xcdatamodeld/B 10.xcdatamodel/contents",
                "Old.xcdatamodel/contents",
            ])
    }

    @Test(arguments: [
        ("<model>", 1, 1, "the element <model> is not closed"),
        ("<model>\n  </entity>", 2, 3, "</entity> closes <model>, opened at line 1"),
        ("<model a=\"1\" b>", 1, 15, "the attribute 'b' has no '='"),
        ("<model>&nope;</model>", 1, 8, "'&nope;' is not an entity XML knows"),
        ("<model a=\"1\" a=\"2\"/>", 1, 14, "the attribute 'a' appears twice"),
        ("<plist/>", 1, 1, "the top element is <plist>, not the <model> of a Core Data model"),
        ("<model/><model/>", 1, 9, "there is more after the top element"),
        ("", 1, 1, "there is no element"),
        ("<model><entity name=\"A B\"/></model>", 1, 8, "the name 'A B' of an <entity> is not a Swift name"),
        (
            "<model><entity name=\"A\"><attribute name=\"x\" attributeType=\"Transformable\" customClassName=\"X{\"/>"
                + "</entity></model>", 1, 25, "the custom class 'X{' of attribute 'x' is not a Swift type"
        ),
    ])
    func aModelThatCannotBeReadSaysWhereAndWhy(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: ModelXML.Problem(line: line, column: column, message: message)) {
            try CoreDataModel(contents: text)
        }
    }
}
