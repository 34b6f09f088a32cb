/// One macro of the SwiftUI interface that `course-macro-plugin` expands.
///
/// The module and type its declaration names (`#externalMacro(module: moduleName, type: typeName)`)
/// and its expansion.
///
/// An expansion sees what the compiler sends (the source of the nodes involved, not the types),
/// so it writes Swift text and leaves the type-checking to the compiler, which checks the
/// expansion where it lands and reports its errors with a note at the macro's use.
protocol MacroExpansion: Sendable {
    static var moduleName: String { get }
    static var typeName: String { get }
    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult
}

/// The Swift text an expansion gives (nil: none, as after an error) and what to report.
struct MacroExpansionResult: Sendable, Equatable {
    var source: String?
    var diagnostics: [MacroDiagnostic] = []
}
