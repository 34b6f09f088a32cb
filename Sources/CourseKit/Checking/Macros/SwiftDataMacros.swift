import Foundation

/// `@Model` (SwiftData's `PersistentModelMacro`) on a class, expanded as far as type-checking needs.
///
/// As far as type-checking needs SwiftData's expansion: the class conforms to `PersistentModel`
/// (the extension role), which brings `Observable`, `Hashable`, `Identifiable` and
/// `persistentModelID`, and gets the members that protocol requires (the member role):
///
///     @Model final class Trip { … }
///
/// becomes, beside the class's own members,
///
///     nonisolated var persistentBackingData: any SwiftData.BackingData<Trip> { get { fatalError() } set {} }
///     nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [] }
///     nonisolated required init(backingData: any SwiftData.BackingData<Trip>) { fatalError() }
///
/// and `extension Trip: nonisolated SwiftData.PersistentModel, nonisolated Observation.Observable {}`:
/// nonisolated, so that a course built with `default-isolation: MainActor` gets the conformance
/// `PersistentModel` needs (it refines `SendableMetatype`, which an isolated conformance cannot
/// satisfy). The stored properties stay stored (SwiftData makes them computed, backed by the
/// model's storage).
///
/// On a struct, an enum or an actor only the conformance is added, so the compiler says what Xcode
/// says: "non-class type 'Trip' cannot conform to class protocol 'PersistentModel'". A class that
/// declares no initializer gets SwiftData's error, "@Model requires an initializer be provided for
/// 'Trip'", at the attribute. A subclass of a model (the compiler asks for no conformance) gets only
/// the required initializer, when it declares initializers of its own.
struct PersistentModelMacro: MacroExpansion {
    static let moduleName = "SwiftDataMacros"
    static let typeName = "PersistentModelMacro"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        guard let type = TypeDeclaration.read(request.syntax.source) else {
            return request.role == .member
                ? MacroExpansionResult(
                    source: nil, diagnostics: [.error("@Model applies to a class", atUseOf: request)])
                : MacroExpansionResult(source: nil)
        }
        let asked = request.conformanceList.map(\.source) ?? ""
        let conforms = mentions(asked, "PersistentModel")
        switch request.role {
        case .extension:
            // Each protocol the compiler asks for, by its module's name: an implied conformance
            // (`Observable`, which `PersistentModel` refines) is not taken from a macro's extension.
            let protocols = [("PersistentModel", "SwiftData"), ("Observable", "Observation")].filter {
                mentions(asked, $0.0)
            }
            return MacroExpansionResult(
                source: protocols.isEmpty
                    ? ""
                    : "extension \(extendedType(request, type)): \(protocols.map { "nonisolated \($0.1).\($0.0)" }.joined(separator: ", ")) {\n}"
            )
        case .member:
            return members(of: type, conforms: conforms, request: request)
        default:
            return MacroExpansionResult(
                source: nil,
                diagnostics: [
                    .error(
                        "@Model has no \(request.role.map { "'\($0)'" } ?? "freestanding") role; it expands to members and a conformance",
                        atUseOf: request)
                ])
        }
    }

    /// The members `PersistentModel` requires, or the required initializer of a model's subclass.
    ///
    /// The members for a class that is to conform (`conforms`); the required initializer for a
    /// subclass of a model that declares initializers of its own.
    static func members(of type: TypeDeclaration, conforms: Bool, request: MacroExpansionRequest)
        -> MacroExpansionResult
    {
        guard type.keyword == "class" else { return MacroExpansionResult(source: "") }
        let access = ["public", "open"].contains(type.access ?? "") ? "public " : ""
        guard conforms else {
            // A subclass: the superclass, the first type it inherits from, declares the members.
            guard type.declaresInitializer, let superclass = type.inherited.first else {
                return MacroExpansionResult(source: "")
            }
            return MacroExpansionResult(
                source:
                    "\(access)nonisolated required init(backingData: any SwiftData.BackingData<\(superclass)>) {\n    fatalError()\n}"
            )
        }
        let storage = "any SwiftData.BackingData<\(type.name)>"
        let source = """
            \(access)nonisolated var persistentBackingData: \(storage) {
                get {
                    fatalError()
                }
                set {
                }
            }
            \(access)nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                []
            }
            \(access)nonisolated required init(backingData: \(storage)) {
                fatalError()
            }
            """
        guard type.declaresInitializer else {
            return MacroExpansionResult(
                source: source,
                diagnostics: [.error("@Model requires an initializer be provided for '\(type.name)'", atUseOf: request)]
            )
        }
        return MacroExpansionResult(source: source)
    }
}

/// `@ModelActor` (SwiftData's `ModelActorMacro`) on an actor, expanded as SwiftData documents it.
///
/// The stored executor and container, an initializer from a container, and the conformance.
///
///     nonisolated let modelExecutor: any SwiftData.ModelExecutor
///     nonisolated let modelContainer: SwiftData.ModelContainer
///     init(modelContainer: SwiftData.ModelContainer) { … }
///
/// On a class or a struct the conformance makes the compiler's error: "non-actor type … cannot conform
/// to the 'Actor' protocol".
struct ModelActorMacro: MacroExpansion {
    static let moduleName = "SwiftDataMacros"
    static let typeName = "ModelActorMacro"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        guard let type = TypeDeclaration.read(request.syntax.source) else { return MacroExpansionResult(source: "") }
        let conforms = request.conformanceList.map { PersistentModelMacro.mentions($0.source, "ModelActor") } ?? false
        switch request.role {
        case .extension:
            return MacroExpansionResult(
                source: conforms
                    ? "extension \(PersistentModelMacro.extendedType(request, type)): SwiftData.ModelActor {\n}" : "")
        case .member where type.keyword == "actor":
            let access = type.access == "public" ? "public " : ""
            return MacroExpansionResult(
                source: """
                    \(access)nonisolated let modelExecutor: any SwiftData.ModelExecutor
                    \(access)nonisolated let modelContainer: SwiftData.ModelContainer
                    \(access)init(modelContainer: SwiftData.ModelContainer) {
                        let modelContext = SwiftData.ModelContext(modelContainer)
                        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                        self.modelContainer = modelContainer
                    }
                    """)
        default:
            return MacroExpansionResult(source: "")
        }
    }
}

/// SwiftData's schema annotations, which expand to nothing.
///
/// `@Attribute`, `@Relationship`, `@Transient`, `#Unique` and `#Index`: `@Model` reads them for the
/// schema. The compiler type-checks their arguments against their declarations (an option that does
/// not exist, an inverse key path to a property that does not exist) before it asks for the
/// expansion.
struct SchemaAnnotationMacro: MacroExpansion {
    static let moduleName = "SwiftDataMacros"
    static let typeName = "SchemaAnnotationMacro"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        MacroExpansionResult(source: "")
    }
}

extension PersistentModelMacro {
    /// The type an extension role extends, as the compiler names it.
    ///
    /// `Schema1.Trip` for a nested class; the declaration's own name when the compiler sends none.
    static func extendedType(_ request: MacroExpansionRequest, _ type: TypeDeclaration) -> String {
        let sent = request.extendedType?.source.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return sent.isEmpty ? type.name : sent
    }

    /// Whether `source` names the protocol `name`.
    ///
    /// `source` is a conformance list as the compiler sends it: `struct Placeholder: Observable,
    /// PersistentModel {}`.
    static func mentions(_ source: String, _ name: String) -> Bool {
        let scan = SwiftTokenScan(source)
        return scan.tokens.contains { $0.kind == .identifier && scan.name($0) == name }
    }
}
