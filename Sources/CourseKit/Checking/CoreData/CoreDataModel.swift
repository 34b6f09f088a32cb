/// A Core Data model as Xcode's code generation reads it.
///
/// Its entities, their attributes and relationships.
/// Read from an `.xcdatamodel` folder's `contents` file (`ModelXML`). Only what the generated Swift
/// depends on is kept; each entity, attribute and relationship knows its line, where an error in
/// the code made from it is reported.
struct CoreDataModel: Sendable {
    /// What Xcode generates for an entity (its Codegen setting).
    enum Generation: Sendable {
        /// The class and its properties extension (`codeGenerationType="class"`).
        case classDefinition
        /// The properties extension only; the app declares the class (`"category"`).
        case categoryExtension
        /// Nothing (Manual/None: no `codeGenerationType`).
        case manual
    }

    struct Attribute: Sendable {
        var name: String
        /// As the model writes it: `Integer 16`, `String`, `Date`, `Transformable`…
        var type: String
        /// Whether the attribute is a Swift scalar (`usesScalarValueType="YES"`).
        var usesScalar: Bool
        /// A transformable attribute's class, as the model writes it.
        var customClassName: String?
        var line: Int
    }

    struct Relationship: Sendable {
        var name: String
        var destination: String
        var isToMany: Bool
        var isOrdered: Bool
        var line: Int
    }

    struct Entity: Sendable {
        var name: String
        /// The class that represents it: `representedClassName` without a module, else the name.
        var className: String
        var parent: String?
        var generation: Generation
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
        var line: Int
    }

    var entities: [Entity]

    /// The model in `text`, a `contents` file; an error names the line and column it is about.
    init(contents text: String) throws(ModelXML.Problem) {
        let root = try ModelXML(text).root
        guard root.name == "model" else {
            throw ModelXML.Problem(
                line: root.line, column: root.column,
                message: "the top element is <\(root.name)>, not the <model> of a Core Data model")
        }
        entities = try root.children.filter { $0.name == "entity" }.map { element throws(ModelXML.Problem) in
            try Self.entity(element)
        }
    }

    /// The entity `element` describes.
    private static func entity(_ element: ModelXML.Element) throws(ModelXML.Problem) -> Entity {
        let name = try swiftName(element, "name")
        let represented = element.attributes["representedClassName"].flatMap {
            $0.split(separator: ".").last.map(String.init)
        }
        let className = represented ?? name
        guard SwiftNames.isIdentifier(className) else {
            throw problem(at: element, "the class name '\(className)' of entity '\(name)' is not a Swift name")
        }
        let parent = try element.attributes["parentEntity"].map { _ throws(ModelXML.Problem) in
            try swiftName(element, "parentEntity")
        }
        let generation: Generation
        switch element.attributes["codeGenerationType"] {
        case "class": generation = .classDefinition
        case "category": generation = .categoryExtension
        default: generation = .manual
        }
        var entity = Entity(
            name: name, className: className, parent: parent, generation: generation, line: element.line)
        for child in element.children {
            if child.name == "attribute" {
                entity.attributes.append(try attribute(child))
            } else if child.name == "relationship" {
                entity.relationships.append(
                    Relationship(
                        name: try swiftName(child, "name"), destination: try swiftName(child, "destinationEntity"),
                        isToMany: child.attributes["toMany"] == "YES", isOrdered: child.attributes["ordered"] == "YES",
                        line: child.line))
            }
        }
        return entity
    }

    private static func attribute(_ element: ModelXML.Element) throws(ModelXML.Problem) -> Attribute {
        let name = try swiftName(element, "name")
        guard let type = element.attributes["attributeType"] else {
            throw problem(at: element, "the attribute '\(name)' has no attributeType")
        }
        let custom = element.attributes["customClassName"].flatMap { $0.isEmpty ? nil : $0 }
        if let custom, !SwiftNames.isTypeName(custom) {
            throw problem(at: element, "the custom class '\(custom)' of attribute '\(name)' is not a Swift type")
        }
        return Attribute(
            name: name, type: type, usesScalar: element.attributes["usesScalarValueType"] == "YES",
            customClassName: custom, line: element.line)
    }

    /// The value of `key`, which must be a Swift identifier.
    private static func swiftName(_ element: ModelXML.Element, _ key: String) throws(ModelXML.Problem) -> String {
        guard let value = element.attributes[key] else {
            throw problem(at: element, "an <\(element.name)> has no \(key)")
        }
        guard SwiftNames.isIdentifier(value) else {
            throw problem(at: element, "the \(key) '\(value)' of an <\(element.name)> is not a Swift name")
        }
        return value
    }

    private static func problem(at element: ModelXML.Element, _ message: String) -> ModelXML.Problem {
        ModelXML.Problem(line: element.line, column: element.column, message: message)
    }

    /// The current version a `.xccurrentversion` property list names (`_XCCurrentVersionName`).
    static func currentVersion(in plist: String) -> String? {
        guard let root = try? ModelXML(plist).root,
            let dictionary = root.name == "plist" ? root.children.first { $0.name == "dict" } : nil
        else { return nil }
        let items = dictionary.children
        for (index, item) in items.enumerated().dropLast()
        where item.name == "key" && item.text == "_XCCurrentVersionName" && items[index + 1].name == "string" {
            return items[index + 1].text
        }
        return nil
    }
}

/// What may stand for a name or a type in the generated Swift.
enum SwiftNames {
    /// Letters, digits and `_`, not starting with a digit (ASCII, as Xcode's model editor allows).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first), text.unicodeScalars.count <= 200
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    /// A type as a transformable's custom class may write it.
    ///
    /// Names, `.`, generic and collection brackets, `,`, `:`, `?` and spaces; nothing that could
    /// end the declaration it goes in.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != " ", text.unicodeScalars.count <= 200 else {
            return false
        }
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<", "[": depth += 1
            case ">", "]": depth -= 1
            case "_", ".", ",", ":", "?", " ", "a"..."z", "A"..."Z", "0"..."9": break
            default: return false
            }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Swift's keywords that cannot name a property unquoted (a model may use them).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Any",
    ]

    /// `name` as Swift code: in backquotes when it is a keyword.
    static func quoted(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
