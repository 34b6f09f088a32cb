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

    /// The embedded files: module by module, modules and each module's files in byte order of their
    /// names. The order modules are built in comes from their `import` lines (`InterfaceModules.plan`).
    static let embedded: [InterfaceFile] = declarationFiles

    /// The modules the embedded files make, a folder of `Interface/` each, in byte order.
    static let embeddedModules: [String] = embedded.reduce(into: []) { names, file in
        if names.last != file.module { names.append(file.module) }
    }

    /// The names of the types the embedded interface declares (`struct Text`, `protocol View`): a
    /// "has no member" about one of them may be the interface's gap rather than the lesson's error.
    static let declaredTypeNames: Set<String> = Set(typesByModule.map(\.name))

    /// The module of each type the embedded interface declares at the top level (a line that
    /// starts with its declaration; not `_AppleFoundation`'s, which every file sees), the first if
    /// several do: "cannot find 'Chart' in scope" in code that does not import Charts. A type of a
    /// file that imports a framework some platforms lack (SwiftUI's UIKit bridging) is that
    /// framework's: without it, the file is left out.
    static let typeModules: [String: String] = Dictionary(
        typesByModule.filter { !$0.module.isEmpty && $0.module != InterfaceModules.foundationModule }.map {
            ($0.name, $0.module)
        },
        uniquingKeysWith: { first, _ in first })

    /// The names of the protocols the embedded interface declares (`View`, `Shape`): a member of an
    /// extension of one may be marked so that overloads rank by availability (`InterfaceAvailability`).
    ///
    /// Read apart from `typesByModule`, without each file's imports: every check that marks the
    /// interface's availability reads these, and the imports were two thirds of the time, about
    /// 20 s of CPU in a warm `swift test` (docs/ci.md).
    static let declaredProtocolNames: Set<String> = {
        var names: Set<String> = []
        for file in embedded where file.text.holds("protocol ") {
            for line in file.text.split(separator: "\n") where line.holds("protocol ") {
                if let name = declaredType(on: line), name.isProtocol { names.insert(name.name) }
            }
        }
        return names
    }()

    private static let typesByModule: [(name: String, module: String, isProtocol: Bool)] = {
        var found: [(name: String, module: String, isProtocol: Bool)] = []
        for file in embedded {
            let module =
                InterfaceImports.modules(in: file.text).first { InterfaceModules.platforms[$0] != nil } ?? file.module
            for line in file.text.split(separator: "\n") {
                guard let type = declaredType(on: line) else { continue }
                found.append((type.name, line.first == " " ? "" : module, type.isProtocol))
            }
        }
        return found
    }()

    /// The type `line` declares (the word after its first `struct`, `class`, `enum`, `protocol`,
    /// `actor` or `typealias`, words split at a space, `<`, `:`, `{` and `=`), and whether it is a
    /// protocol.
    private static func declaredType(on line: Substring) -> (name: String, isProtocol: Bool)? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" || $0 == "=" })
        guard let kind = words.firstIndex(where: { typeKinds.contains($0) }), kind + 1 < words.count else {
            return nil
        }
        return (String(words[kind + 1]), words[kind] == "protocol")
    }

    private static let typeKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
}
