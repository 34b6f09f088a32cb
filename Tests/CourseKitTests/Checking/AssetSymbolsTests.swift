import Foundation
import Testing

@testable import CourseKit

/// The symbols Xcode generates for a project's asset catalogs (`AssetSymbols`): which files are color
/// and image sets, the names Xcode gives them, and the Swift compiled with the project.
@Suite("Asset catalog symbols")
struct AssetSymbolsTests {
    @Test(arguments: [
        ("No ToDos", AssetSymbols.Asset.Kind.image, "noToDos"),
        ("AccentColor", .color, "accent"),
        ("some_blue", .color, "someBlue"),
        ("URLIcon", .image, "urlIcon"),
        ("Color", .color, "color"),
        ("hero-image", .image, "heroImage"),
        ("2up", .image, "_2up"),
    ])
    func anAssetIsNamedAsXcodeNamesIt(_ name: String, _ kind: AssetSymbols.Asset.Kind, _ symbol: String) {
        #expect(AssetSymbols.symbolName(AssetSymbols.Asset(kind: kind, name: name, path: "")) == symbol)
    }

    @Test func onlyColorAndImageSetsOfACatalogAreAssets() {
        let paths = [
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
            "App/Assets.xcassets/Logo.imageset/Contents.json", "App/Assets.xcassets/Ink.colorset/Contents.json",
            "App/Other/Logo.imageset/Contents.json", "App/Assets.xcassets/Logo.imageset/logo.png",
        ]
        #expect(
            AssetSymbols.assets(in: paths) == [
                AssetSymbols.Asset(kind: .color, name: "Ink", path: "App/Assets.xcassets/Ink.colorset/Contents.json"),
                AssetSymbols.Asset(kind: .image, name: "Logo", path: "App/Assets.xcassets/Logo.imageset/Contents.json"),
            ])
    }

    @Test func theGeneratedSwiftExtendsTheResourceTypesInsideTheCatalog() throws {
        let files = [
            "App/App.swift": "import SwiftUI\n", "App/Assets.xcassets/Logo.imageset/Contents.json": "{}",
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": "{}",
        ]
        let generated = try #require(AssetSymbols.generate(from: files))
        #expect(generated.path == "App/Assets.xcassets/GeneratedAssetSymbols.swift")
        #expect(generated.text.contains("extension ColorResource {"))
        #expect(generated.text.contains("    static let accent = ColorResource(name: \"AccentColor\", bundle: .main)"))
        #expect(generated.text.contains("    static let logo = ImageResource(name: \"Logo\", bundle: .main)"))
        #expect(
            generated.assets.count == generated.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
    }

    @Test func nothingIsGeneratedWithoutAnAssetOrAFileThatImportsSwiftUI() {
        #expect(AssetSymbols.generate(from: ["App/App.swift": "import SwiftUI\n"]) == nil)
        #expect(
            AssetSymbols.generate(from: [
                "App/Model.swift": "import Foundation\n", "App/Assets.xcassets/Logo.imageset/Contents.json": "{}",
            ]) == nil)
    }
}
