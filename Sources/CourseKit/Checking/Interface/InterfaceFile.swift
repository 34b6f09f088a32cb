/// One declaration file of the interface that stands in for an Apple framework where its SDK is
/// missing: the module it belongs to, its name and its text.
///
/// The files of `Interface/<Module>/` (the repository's top) ship inside `course`: at build time, the EmbedInterface plugin
/// (Plugins/) writes their text into the library as `declarationFiles`. A course adds its own under
/// `interface/<Module>/`.
struct InterfaceFile: Sendable, Equatable {
    var module: String
    var name: String
    var text: String
    /// For a course's own file, its path as the reader names files (`Content/interface/SwiftUI/X.swift`).
    var courseFile: String?

    init(module: String, name: String, text: String, courseFile: String? = nil) {
        self.module = module
        self.name = name
        self.text = text
        self.courseFile = courseFile
    }

    /// The modules the embedded files make, in the order they are built (each may import those
    /// before it): a folder of `Interface/` each.
    static let embeddedModules = [
        "UniformTypeIdentifiers", "Combine", "CoreTransferable", "UIKit", "SwiftUI", "SwiftData", "WebKit",
        "CoreLocation", "MapKit", "PhotosUI", "Charts", "CoreData", "AVFoundation", "AVKit", "LocalAuthentication",
        "CoreHaptics", "StoreKit", "AppIntents", "WidgetKit", "TipKit", "GameplayKit", "AuthenticationServices",
    ]

    /// The embedded files in build order: module by module, each module's in byte order of their names.
    static let embedded: [InterfaceFile] = embeddedModules.flatMap { module in
        declarationFiles.filter { $0.module == module }
    }

    /// The names of the types the embedded interface declares (`struct Text`, `protocol View`): a
    /// "has no member" about one of them may be the interface's gap rather than the lesson's error.
    static let declaredTypeNames: Set<String> = {
        var names = Set<String>()
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        for file in embedded {
            for line in file.text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" || $0 == "=" }
                )
                guard let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count else {
                    continue
                }
                names.insert(String(words[kind + 1]))
            }
        }
        return names
    }()
}
