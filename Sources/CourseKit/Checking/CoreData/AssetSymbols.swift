/// Xcode's asset symbols: the Swift it generates for a project's asset catalogs.
///
/// Since Xcode 15 a target's asset catalogs give a symbol for each color set and image set, in
/// extensions of `ColorResource` and `ImageResource` (DeveloperToolsSupport's, which SwiftUI brings;
/// declared in the interface's SwiftUI), so that `Image(.noToDos)` and `Color(.accent)` name an
/// asset checked at build time. `course check` compiles this Swift with each step's project, as it
/// does the classes of Core Data models (`CoreDataCodegen`); the author never sees it as a file.
///
/// Read from the catalogs' folders alone (`Name.colorset/Contents.json`, `Name.imageset/Contents.json`
/// in an `.xcassets` folder; a start project carries only those files of its catalogs). Not generated
/// (docs/checks.md, "Xcode's generated code"): the namespaces of folders that provide one, and the
/// `Color`, `ShapeStyle`, `UIColor` and `UIImage` members Xcode adds beside the resources.
enum AssetSymbols {
    /// The Swift generated for a project's catalogs: its path in the project, and its text.
    struct Generated: Sendable, Equatable {
        var path: String
        var text: String
        /// The asset each line came from (its `Contents.json`), nil for the lines around them.
        var assets: [String?]
    }

    /// One color set or image set of a catalog.
    struct Asset: Equatable {
        enum Kind: String { case color, image }
        var kind: Kind
        /// Its name in the catalog: `No ToDos`.
        var name: String
        /// The path of its `Contents.json` in the project.
        var path: String
    }

    /// The file name of the generated Swift, in the project's first catalog.
    ///
    /// Where no Swift file of the project can be: Xcode compiles none inside a catalog.
    static let fileName = "GeneratedAssetSymbols.swift"

    /// The Swift Xcode generates from the asset catalogs among `files` (by path in the project).
    ///
    /// Nil when the project has no color or image set, or no Swift file that imports SwiftUI (whose
    /// module declares the resource types here).
    static func generate(from files: [String: String]) -> Generated? {
        let found = assets(in: files.keys)
        guard let first = found.first,
            files.contains(where: {
                $0.key.hasSuffix(".swift") && InterfaceImports.modules(in: $0.value).contains("SwiftUI")
            })
        else { return nil }
        let catalog = first.path.components(separatedBy: ".xcassets/")[0] + ".xcassets"
        var lines: [(String, String?)] = [("import SwiftUI", nil)]
        for kind in [Asset.Kind.color, .image] {
            let ofKind = found.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            let type = kind == .color ? "ColorResource" : "ImageResource"
            lines.append(("", nil))
            lines.append(("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)", nil))
            lines.append(("extension \(type) {", nil))
            var taken = Set<String>()
            for asset in ofKind {
                let symbol = symbolName(asset)
                guard taken.insert(symbol).inserted else { continue }
                let literal = asset.name.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                lines.append(("    /// The \"\(literal)\" asset catalog \(kind.rawValue) resource.", asset.path))
                lines.append(
                    (
                        "    static let \(SwiftNames.quoted(symbol)) = \(type)(name: \"\(literal)\", bundle: .main)",
                        asset.path
                    ))
            }
            lines.append(("}", nil))
        }
        return Generated(
            path: catalog + "/" + fileName, text: lines.map(\.0).joined(separator: "\n") + "\n",
            assets: lines.map(\.1))
    }

    /// The color sets and image sets among `paths`, by path.
    static func assets(in paths: some Sequence<String>) -> [Asset] {
        paths.compactMap { path -> Asset? in
            guard path.hasSuffix("/Contents.json"), path.contains(".xcassets/") else { return nil }
            let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            for (suffix, kind) in [(".colorset", Asset.Kind.color), (".imageset", .image)]
            where folder.hasSuffix(suffix) {
                return Asset(kind: kind, name: String(folder.dropLast(suffix.count)), path: path)
            }
            return nil
        }.sorted { $0.path < $1.path }
    }

    /// The symbol Xcode names an asset by.
    ///
    /// Its name's words in lower camel case (`No ToDos` → `noToDos`, `some_blue` → `someBlue`), without
    /// a color's trailing `Color` (`AccentColor` → `accent`), `_` before a leading digit.
    static func symbolName(_ asset: Asset) -> String {
        var words = asset.name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        if asset.kind == .color, let last = words.last, last.hasSuffix("Color"), last != "Color" || words.count > 1 {
            let trimmed = String(last.dropLast("Color".count))
            if trimmed.isEmpty { words.removeLast() } else { words[words.count - 1] = trimmed }
        }
        guard let head = words.first else { return "_" }
        var name = lowered(head)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// `word` with its leading capitals made small, but the last of several before a small letter.
    ///
    /// `ToDos` → `toDos`, `URLIcon` → `urlIcon`, `URL` → `url`.
    private static func lowered(_ word: String) -> String {
        let letters = Array(word)
        var upper = 0
        while upper < letters.count, letters[upper].isUppercase { upper += 1 }
        let count = upper > 1 && upper < letters.count ? upper - 1 : max(upper, 1)
        return String(letters[..<count]).lowercased() + String(letters[count...])
    }
}
