/// `@Query` (SwiftData's `QueryMacro`, in each of its forms) on a property of a view.
///
/// Expanded as a property wrapper would be, which is how SwiftData's `Query` works:
///
///     @Query(sort: \Trip.startDate) private var trips: [Trip]
///
/// becomes a getter (the accessor role)
///
///     get { _trips.wrappedValue }
///
/// and beside the property (the peer role) the query itself, made from the attribute's arguments:
///
///     var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query(sort: \Trip.startDate)
///
/// The query has no access level of its own: a private stored property would make the view's
/// memberwise initializer private (`TripRow(trip:)` from another file would be "inaccessible due to
/// 'private' protection level"), where a property wrapper's private storage leaves it as it is.
/// The compiler checks the arguments against the macro's declaration first (a key path without a
/// root is "cannot infer key path type from context", as in Xcode), then the query's type: a result
/// whose elements are no model is "type 'Trip' does not conform to protocol 'PersistentModel'". An
/// initializer of the view may set the query (`_trips = Query(filter: …)`). The property needs its
/// type; without one the peer role says so at its name.
struct QueryMacro: MacroExpansion {
    static let moduleName = "SwiftDataMacros"
    static let typeName = "QueryMacro"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        let variable: VariableDeclaration
        do throws(VariableDeclaration.Problem) {
            variable = try VariableDeclaration.read(request.syntax.source).0
        } catch {
            // Not a property: the compiler says that an accessor macro needs one.
            return MacroExpansionResult(source: request.role == .accessor ? nil : "")
        }
        switch request.role {
        case .accessor:
            return MacroExpansionResult(source: "get {\n    _\(variable.name).wrappedValue\n}")
        case .peer:
            guard let type = variable.type else {
                let diagnostic = MacroDiagnostic.error(
                    "add the type of the results to '\(variable.name)' ('var \(variable.name): [Model]'): @Query reads the model type from it",
                    atNameOf: variable, in: request)
                return MacroExpansionResult(source: nil, diagnostics: [diagnostic])
            }
            return MacroExpansionResult(
                source:
                    "var _\(variable.name): SwiftData.Query<\(elementType(of: type)), \(type)> = SwiftData.Query(\(arguments(of: request)))"
            )
        default:
            return MacroExpansionResult(
                source: nil,
                diagnostics: [
                    .error(
                        "@Query has no \(request.role.map { "'\($0)'" } ?? "freestanding") role; it expands to a getter and the query beside it",
                        atUseOf: request)
                ])
        }
    }

    /// The model type of results of `type`: `Trip` of `[Trip]`, `T.Element` of any other `T`.
    static func elementType(of type: String) -> String {
        let scan = SwiftTokenScan(type)
        let tokens = scan.tokens
        guard let first = tokens.first, let last = tokens.last, scan.isPunctuation(first, "["),
            scan.isPunctuation(last, "]"), tokens.count > 2,
            VariableDeclaration.balancedEnd(tokens, scan, from: 0) == tokens.count,
            !tokens.contains(where: { scan.isPunctuation($0, ":") })
        else { return "\(type).Element" }
        return scan.text(from: tokens[1], to: tokens[tokens.count - 2])
    }

    /// The attribute's arguments as written, empty without parentheses.
    ///
    /// `sort: \Trip.name` of `@Query(sort: \Trip.name)`.
    static func arguments(of request: MacroExpansionRequest) -> String {
        guard let attribute = request.attribute else { return "" }
        let scan = SwiftTokenScan(attribute.source)
        let tokens = scan.tokens
        guard let open = tokens.firstIndex(where: { scan.isPunctuation($0, "(") }) else { return "" }
        // Up to the parenthesis that closes it, or to the end in broken code.
        var depth = 0
        var last = tokens.count - 1
        for index in (open + 1)..<tokens.count where tokens[index].kind == .punctuation {
            switch scan.bytes[tokens[index].range.lowerBound] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if depth < 0 {
                last = index - 1
                break
            }
        }
        guard last > open else { return "" }
        return scan.text(from: tokens[open + 1], to: tokens[last])
    }
}
