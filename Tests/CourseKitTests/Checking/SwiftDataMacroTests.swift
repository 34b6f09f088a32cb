import Testing

@testable import CourseKit

/// What SwiftData's macros expand to, from the source the compiler sends (the shapes of its requests,
/// as Swift 6.3 sends them: a conformance list `struct Placeholder: P, Q {}`, the extended type's
/// name). That the compiler accepts the expansions, and reports the mistakes they leave, is the
/// `swiftdata-models-and-queries` fixtures' business (InterfaceCoverageTests).
@Suite("Macros: SwiftData's @Model, @Query, @ModelActor expanded")
struct SwiftDataMacroTests {
    static let askedForBoth = "struct Placeholder: Observable, PersistentModel {}"

    /// A request for `macro` in `role`, attached to `declaration` (which starts at byte 200 of its file).
    static func request(
        _ macro: String, _ declaration: String, role: MacroRole, conformances: String? = nil,
        extendedType: String? = nil, attribute: String? = nil, context: String? = "struct V: View {}"
    ) -> MacroExpansionRequest {
        let location = MacroSourceLocation(fileID: "M/f.swift", fileName: "/p/f.swift", offset: 200, line: 9, column: 1)
        let none = MacroSourceLocation(fileID: "", fileName: "", offset: 0, line: 0, column: 0)
        func node(_ kind: String, _ source: String?) -> MacroSyntax? {
            source.map { MacroSyntax(kind: kind, source: $0, location: location) }
        }
        return MacroExpansionRequest(
            macro: MacroReference(moduleName: "SwiftDataMacros", typeName: macro, name: "Model"), role: role,
            discriminator: "d", syntax: MacroSyntax(kind: "declaration", source: declaration, location: location),
            attribute: node("attribute", attribute ?? "\n@Model"), parentDeclaration: nil,
            extendedType: node("type", extendedType), conformanceList: node("declaration", conformances),
            lexicalContext: context.map { [MacroSyntax(kind: "declaration", source: $0, location: none)] } ?? [])
    }

    static let trip =
        "\n@Model\nfinal class Trip {\n    var name: String\n    init(name: String) { self.name = name }\n}"

    // MARK: @Model

    @Test func aModelConformsNonisolatedToWhatTheCompilerAsksFor() {
        let result = PersistentModelMacro.expand(
            Self.request(
                "PersistentModelMacro", Self.trip, role: .extension, conformances: Self.askedForBoth,
                extendedType: "Trip"))
        #expect(
            result
                == MacroExpansionResult(
                    source:
                        "extension Trip: nonisolated SwiftData.PersistentModel, nonisolated Observation.Observable {\n}"
                ))
        // A class nested in a versioned schema: extended by the name the compiler sends.
        let nested = PersistentModelMacro.expand(
            Self.request(
                "PersistentModelMacro", Self.trip, role: .extension, conformances: Self.askedForBoth,
                extendedType: "SchemaV1.Trip"))
        #expect(nested.source?.hasPrefix("extension SchemaV1.Trip: ") == true)
    }

    @Test func aModelGetsTheMembersThePersistentModelProtocolRequires() throws {
        let result = PersistentModelMacro.expand(
            Self.request("PersistentModelMacro", Self.trip, role: .member, conformances: Self.askedForBoth))
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        #expect(source.contains("nonisolated var persistentBackingData: any SwiftData.BackingData<Trip> {"))
        #expect(source.contains("nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {"))
        #expect(source.contains("nonisolated required init(backingData: any SwiftData.BackingData<Trip>) {"))
        #expect(!source.contains("public"))
        // A public (or open) class: public members, which a public conformance needs.
        let open = PersistentModelMacro.expand(
            Self.request(
                "PersistentModelMacro", "@Model open class Trip { init() {} }", role: .member,
                conformances: Self.askedForBoth))
        let lines = try #require(open.source).split(separator: "\n").filter { $0.contains("nonisolated") }
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasPrefix("public nonisolated ") })
    }

    @Test func aModelWithoutAnInitializerIsSwiftDatasErrorAtTheAttribute() {
        let result = PersistentModelMacro.expand(
            Self.request(
                "PersistentModelMacro", "\n@Model\nfinal class Tag {\n    var name = \"\"\n}", role: .member,
                conformances: Self.askedForBoth))
        // At the `@` of "\n@Model": 200 + 1.
        #expect(
            result.diagnostics == [
                MacroDiagnostic(
                    message: "@Model requires an initializer be provided for 'Tag'", severity: .error,
                    fileName: "/p/f.swift", offset: 201)
            ])
        #expect(result.source?.contains("required init(backingData:") == true)
    }

    @Test func aStructGetsOnlyTheConformanceWhichTheCompilerRejects() {
        let note = "\n@Model\nstruct Note {\n    init() {}\n}"
        let members = PersistentModelMacro.expand(
            Self.request("PersistentModelMacro", note, role: .member, conformances: Self.askedForBoth))
        #expect(members == MacroExpansionResult(source: ""))
        let conformance = PersistentModelMacro.expand(
            Self.request(
                "PersistentModelMacro", note, role: .extension, conformances: Self.askedForBoth,
                extendedType: "Note"))
        #expect(conformance.source?.hasPrefix("extension Note: nonisolated SwiftData.PersistentModel") == true)
    }

    @Test func aSubclassOfAModelGetsOnlyTheRequiredInitializerWhenItDeclaresInitializers() {
        let dog =
            "@Model class Dog: Animal {\n    var breed = \"\"\n    init(breed: String) { super.init(name: breed) }\n}"
        #expect(
            PersistentModelMacro.expand(Self.request("PersistentModelMacro", dog, role: .member))
                == MacroExpansionResult(
                    source:
                        "nonisolated required init(backingData: any SwiftData.BackingData<Animal>) {\n    fatalError()\n}"
                ))
        #expect(
            PersistentModelMacro.expand(
                Self.request("PersistentModelMacro", dog, role: .extension, extendedType: "Dog"))
                == MacroExpansionResult(source: ""))
        // No initializer of its own: it inherits them all, the required one included.
        let cat = "@Model class Cat: Animal {\n    var lives = 9\n}"
        #expect(
            PersistentModelMacro.expand(Self.request("PersistentModelMacro", cat, role: .member))
                == MacroExpansionResult(source: ""))
    }

    @Test func anotherRoleOrNoTypeIsAnErrorAtTheAttribute() {
        let peer = PersistentModelMacro.expand(
            Self.request("PersistentModelMacro", Self.trip, role: .peer, conformances: Self.askedForBoth))
        #expect(peer.source == nil && peer.diagnostics.first?.message.contains("no 'peer' role") == true)
        let function = PersistentModelMacro.expand(
            Self.request("PersistentModelMacro", "\n@Model\nfunc f() {}", role: .member))
        #expect(function.source == nil && function.diagnostics.first?.offset == 201)
    }

    // MARK: Reading the declaration

    @Test func aTypeDeclarationIsReadAfterItsAttributesAndModifiers() throws {
        let generic = try #require(
            TypeDeclaration.read(
                "\n@Model @available(iOS 17, *)\npublic final class Trip<T: Codable>: Base, Codable where T: Sendable {}"
            ))
        #expect(
            generic
                == TypeDeclaration(
                    keyword: "class", name: "Trip", access: "public", inherited: ["Base", "Codable"],
                    declaresInitializer: false))
        #expect(TypeDeclaration.read("extension Outer.Inner: P {}")?.name == "Inner")
        #expect(TypeDeclaration.read("private actor `Loader` { init() {} }")?.name == "Loader")
        #expect(TypeDeclaration.read("struct Pair: Equatable, Dictionary<String, Int>.Keys {}")?.inherited.count == 2)
        #expect(TypeDeclaration.read("func f() {}") == nil)
        #expect(TypeDeclaration.read("class func f() {}") == nil)
        #expect(TypeDeclaration.read("@Model") == nil)
        #expect(TypeDeclaration.read("") == nil)
    }

    @Test(arguments: [
        ("class A { init() {} }", true), ("class A { convenience init?(x: Int) { nil } }", true),
        ("class A { required init(from d: Decoder) throws {} }", true),
        ("class A { struct B { init() {} } }", false), ("class A { var b = B.init() }", false),
        ("class A { func f() { let g = { init() } } }", false), ("class A { var x = 1 }", false),
        ("class A {", false),
    ])
    func anInitializerCountsOnlyAtTheBodysOwnLevel(source: String, declares: Bool) {
        #expect(TypeDeclaration.read(source)?.declaresInitializer == declares, "\(source)")
    }

    // MARK: @Query

    @Test func aQueryIsAGetterOfTheQueryStoredBesideIt() {
        let declaration = "\n    @Query(sort: \\Trip.name, order: .reverse) private var trips: [Trip]"
        let attribute = "\n    @Query(sort: \\Trip.name, order: .reverse) "
        #expect(
            QueryMacro.expand(Self.request("QueryMacro", declaration, role: .accessor, attribute: attribute))
                == MacroExpansionResult(source: "get {\n    _trips.wrappedValue\n}"))
        #expect(
            QueryMacro.expand(Self.request("QueryMacro", declaration, role: .peer, attribute: attribute))
                == MacroExpansionResult(
                    source:
                        "var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query(sort: \\Trip.name, order: .reverse)"
                ))
        // No arguments.
        #expect(
            QueryMacro.expand(Self.request("QueryMacro", "@Query var stops: [Stop]", role: .peer, attribute: "@Query "))
                .source == "var _stops: SwiftData.Query<Stop, [Stop]> = SwiftData.Query()")
    }

    @Test(arguments: [
        ("[Trip]", "Trip"), ("[ [Trip] ]", "[Trip]"), ("Array<Trip>", "Array<Trip>.Element"),
        ("[String: Trip]", "[String: Trip].Element"), ("[Trip]?", "[Trip]?.Element"), ("[]", "[].Element"),
    ])
    func theModelTypeIsTheElementOfTheResults(type: String, element: String) {
        #expect(QueryMacro.elementType(of: type) == element)
    }

    @Test(arguments: [
        (
            "@Query(filter: #Predicate<Trip> { $0.isDone }, sort: [SortDescriptor(\\Trip.name)])",
            "filter: #Predicate<Trip> { $0.isDone }, sort: [SortDescriptor(\\Trip.name)]"
        ),
        ("@SwiftData.Query()", ""), ("@Query", ""), ("@Query(", ""), ("@Query(sort: (a, b)", "sort: (a, b)"),
    ])
    func theArgumentsAreTheAttributesAsWritten(attribute: String, arguments: String) {
        #expect(
            QueryMacro.arguments(
                of: Self.request("QueryMacro", "var a: [A]", role: .peer, attribute: attribute)) == arguments)
    }

    @Test func aQueryWithoutItsTypeIsAnErrorAtTheName() {
        let result = QueryMacro.expand(
            Self.request("QueryMacro", "@Query var trips", role: .peer, attribute: "@Query "))
        #expect(result.source == nil)
        // At the name: 200 + 11 bytes of "@Query var ".
        #expect(result.diagnostics.map(\.offset) == [211])
        #expect(result.diagnostics.first?.message.hasPrefix("add the type of the results to 'trips'") == true)
        // The getter still comes, so that the missing type is said once.
        #expect(
            QueryMacro.expand(Self.request("QueryMacro", "@Query var trips", role: .accessor)).source
                == "get {\n    _trips.wrappedValue\n}")
        // Not a property: no getter, for the compiler to say an accessor macro needs one.
        #expect(QueryMacro.expand(Self.request("QueryMacro", "@Query func f()", role: .accessor)).source == nil)
    }

    // MARK: @ModelActor and the annotations

    @Test func aModelActorStoresItsExecutorAndContainer() throws {
        let importer = "@ModelActor\npublic actor Importer {}"
        let members = try #require(
            ModelActorMacro.expand(Self.request("ModelActorMacro", importer, role: .member)).source)
        #expect(members.contains("public nonisolated let modelExecutor: any SwiftData.ModelExecutor"))
        #expect(members.contains("public nonisolated let modelContainer: SwiftData.ModelContainer"))
        #expect(members.contains("public init(modelContainer: SwiftData.ModelContainer) {"))
        #expect(
            ModelActorMacro.expand(
                Self.request(
                    "ModelActorMacro", importer, role: .extension, conformances: "struct Placeholder: ModelActor {}",
                    extendedType: "Importer")
            ).source == "extension Importer: SwiftData.ModelActor {\n}")
        // A class: the conformance alone, which the compiler rejects (no actor).
        #expect(
            ModelActorMacro.expand(Self.request("ModelActorMacro", "@ModelActor class Importer {}", role: .member))
                .source == "")
    }

    @Test func theSchemaAnnotationsExpandToNothing() {
        for role in [MacroRole.peer, .declaration] {
            #expect(
                SchemaAnnotationMacro.expand(Self.request("SchemaAnnotationMacro", "@Transient var a = 1", role: role))
                    == MacroExpansionResult(source: ""))
        }
    }
}
