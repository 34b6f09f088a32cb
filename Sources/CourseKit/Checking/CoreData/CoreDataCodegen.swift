/// Xcode's code generation for a project's Core Data models.
///
/// The Swift it writes, in a Debug build, for each entity whose Codegen is Class Definition or
/// Category/Extension.
/// The one owner of that strategy. `course check` compiles the generated Swift with each step's
/// project (`LessonReplayRecord`), as Xcode does, so that the app's code finds its entities'
/// classes; the author never sees it as a file of theirs. Each generated line knows the line of the
/// model it came from: an error in it is reported there (`StepTypecheckRule`), and a model file that
/// cannot be read is reported as not parsing (`ChangeParsesRule`).
///
/// As Apple's "Generating code" documents it: a class file (`public class Store: NSManagedObject`)
/// and a properties file (an extension with `fetchRequest()`, the `@NSManaged` properties and the
/// accessors of to-many relationships, and `extension Store : Identifiable {}`). Without the `@objc(Store)` and `@objc(addToX:)` names, which
/// need the Objective-C runtime (docs/checks.md, "The interface").
enum CoreDataCodegen {
    /// A model file that cannot be read: its path in the project and what is wrong where.
    struct Problem: Sendable, Equatable {
        var path: String
        var problem: ModelXML.Problem
    }

    /// The Swift generated from one model file.
    ///
    /// Its path in the project, its text, and for each of its lines the model's line it came from.
    struct Generated: Sendable {
        var path: String
        var modelPath: String
        var text: String
        var modelLines: [Int]
    }

    /// What the generated file of model file `contents` is called.
    ///
    /// Beside it; never written to the project.
    static func generatedPath(of modelPath: String) -> String { modelPath + ".swift" }

    /// Whether `path` is a file this generates, and the model file it comes from.
    static func modelPath(ofGenerated path: String) -> String? {
        guard path.hasSuffix(".xcdatamodel/contents.swift") else { return nil }
        return String(path.dropLast(".swift".count))
    }

    /// The Swift Xcode generates from the models among `files`, and the model files that cannot be read.
    ///
    /// `files` are a project's, by relative path.
    static func generate(from files: [String: String]) -> (generated: [Generated], problems: [Problem]) {
        var generated: [Generated] = []
        var problems: [Problem] = []
        for path in modelFiles(in: files) {
            do {
                let model = try CoreDataModel(contents: files[path] ?? "")
                let (text, lines) = swift(for: model)
                if !text.isEmpty {
                    generated.append(
                        Generated(path: generatedPath(of: path), modelPath: path, text: text, modelLines: lines))
                }
            } catch {
                problems.append(Problem(path: path, problem: error))
            }
        }
        return (generated, problems)
    }

    /// The model files Xcode compiles.
    ///
    /// In each `.xcdatamodeld` folder the version its `.xccurrentversion` names, else its last (by
    /// version number); and any `.xcdatamodel` outside one.
    static func modelFiles(in files: [String: String]) -> [String] {
        var bundles: [String: [String]] = [:]
        var loose: [String] = []
        for path in files.keys where path.hasSuffix(".xcdatamodel/contents") {
            let version = String(path.dropLast("/contents".count))
            let parent = version.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
                separator: "/")
            if parent.hasSuffix(".xcdatamodeld") {
                bundles[parent, default: []].append(version)
            } else {
                loose.append(path)
            }
        }
        var chosen = loose
        for (bundle, versions) in bundles {
            let named = files[bundle + "/" + ProjectFolder.currentModelVersionFile].flatMap(
                CoreDataModel.currentVersion(in:))
            let current =
                versions.first { named != nil && $0 == bundle + "/" + (named ?? "") }
                ?? versions.max { versionName($0).compare(versionName($1), options: .numeric) == .orderedAscending }
            if let current { chosen.append(current + "/contents") }
        }
        return chosen.sorted()
    }

    /// A version's name without its extension: `Model 2` after `Model`, as Xcode names them.
    private static func versionName(_ path: String) -> String {
        String(path.dropLast(".xcdatamodel".count))
    }

    /// The generated Swift of `model`, and the model line of each of its lines.
    static func swift(for model: CoreDataModel) -> (text: String, lines: [Int]) {
        var writer = Writer()
        let classNames = Dictionary(model.entities.map { ($0.name, $0.className) }) { first, _ in first }
        for entity in model.entities where entity.generation != .manual {
            writer.entity(entity, classNames: classNames)
        }
        guard !writer.lines.isEmpty else { return ("", []) }
        var imports = ["import Foundation", "import CoreData"]
        for module in writer.modules.sorted() { imports.append("import \(module)") }
        let text = (imports + writer.lines.map(\.text)).joined(separator: "\n") + "\n"
        return (text, imports.map { _ in 1 } + writer.lines.map(\.model))
    }

    /// The generated lines, each with its model line.
    private struct Writer {
        var lines: [(text: String, model: Int)] = []
        /// Modules a transformable's custom class names (`UIKit.UIImage`) that the interface has.
        var modules: Set<String> = []

        mutating func add(_ text: String, _ line: Int) { lines.append((text, line)) }

        mutating func entity(_ entity: CoreDataModel.Entity, classNames: [String: String]) {
            let name = entity.className
            if entity.generation == .classDefinition {
                let superclass = entity.parent.flatMap { classNames[$0] } ?? "NSManagedObject"
                add("", entity.line)
                add("public class \(name): \(superclass) {}", entity.line)
            }
            add("", entity.line)
            add("extension \(name) {", entity.line)
            add("    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(name)> {", entity.line)
            add("        NSFetchRequest<\(name)>(entityName: \"\(entity.name)\")", entity.line)
            add("    }", entity.line)
            for attribute in entity.attributes {
                guard let type = swiftType(of: attribute) else { continue }
                add("    @NSManaged public var \(SwiftNames.quoted(attribute.name)): \(type)", attribute.line)
            }
            for relationship in entity.relationships {
                let destination = classNames[relationship.destination] ?? "NSManagedObject"
                let type =
                    relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : "\(destination)?"
                add("    @NSManaged public var \(SwiftNames.quoted(relationship.name)): \(type)", relationship.line)
            }
            add("}", entity.line)
            for relationship in entity.relationships where relationship.isToMany {
                accessors(of: relationship, in: name, destination: classNames[relationship.destination])
            }
            // `NSManagedObject` is not `Identifiable`; the properties file makes the class so. A
            // subentity's class inherits it from its parent's: declared again, it would be redundant.
            if entity.parent == nil {
                add("", entity.line)
                add("extension \(name): Identifiable {}", entity.line)
            }
        }

        /// The accessors of a to-many relationship.
        ///
        /// Add and remove, by one object and by a set, and for an ordered one insert, remove and
        /// replace at indexes.
        mutating func accessors(of relationship: CoreDataModel.Relationship, in name: String, destination: String?) {
            let line = relationship.line
            let key = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
            let object = destination ?? "NSManagedObject"
            let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            add("", line)
            add("extension \(name) {", line)
            if relationship.isOrdered {
                add("    @NSManaged public func insertInto\(key)(_ value: \(object), at idx: Int)", line)
                add("    @NSManaged public func removeFrom\(key)(at idx: Int)", line)
                add("    @NSManaged public func insertInto\(key)(_ values: [\(object)], at indexes: NSIndexSet)", line)
                add("    @NSManaged public func removeFrom\(key)(at indexes: NSIndexSet)", line)
                add("    @NSManaged public func replace\(key)(at idx: Int, with value: \(object))", line)
                add("    @NSManaged public func replace\(key)(at indexes: NSIndexSet, with values: [\(object)])", line)
            }
            add("    @NSManaged public func addTo\(key)(_ value: \(object))", line)
            add("    @NSManaged public func removeFrom\(key)(_ value: \(object))", line)
            add("    @NSManaged public func addTo\(key)(_ values: \(set))", line)
            add("    @NSManaged public func removeFrom\(key)(_ values: \(set))", line)
            add("}", line)
        }

        /// The Swift type of `attribute`; nil for a type Xcode generates no property for.
        ///
        /// Apple's `NSAttributeType` table, its types bridged to Swift: a scalar where the model
        /// asks for one, otherwise an optional object.
        mutating func swiftType(of attribute: CoreDataModel.Attribute) -> String? {
            let scalar = attribute.usesScalar
            switch attribute.type {
            case "Integer 16": return scalar ? "Int16" : "NSNumber?"
            case "Integer 32": return scalar ? "Int32" : "NSNumber?"
            case "Integer 64": return scalar ? "Int64" : "NSNumber?"
            case "Double": return scalar ? "Double" : "NSNumber?"
            case "Float": return scalar ? "Float" : "NSNumber?"
            case "Boolean": return scalar ? "Bool" : "NSNumber?"
            case "Date": return scalar ? "TimeInterval" : "Date?"
            case "Decimal": return "NSDecimalNumber?"
            case "String": return "String?"
            case "Binary": return "Data?"
            case "UUID": return "UUID?"
            case "URI": return "URL?"
            case "ObjectID": return "NSManagedObjectID?"
            case "Transformable", "Undefined": return customType(attribute.customClassName)
            default: return nil
            }
        }

        /// A transformable's class as Swift: `NSObject?` when the model names none.
        ///
        /// A module it names (`UIKit.UIImage`) is imported when the interface has it, else taken for
        /// the app's own.
        mutating func customType(_ name: String?) -> String {
            guard let name else { return "NSObject?" }
            var type = name
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, SwiftNames.isIdentifier(parts[0]) {
                if InterfaceFile.embeddedModules.contains(parts[0]) { modules.insert(parts[0]) }
                type = parts[1]
            }
            return type.hasSuffix("?") ? type : type + "?"
        }
    }
}
