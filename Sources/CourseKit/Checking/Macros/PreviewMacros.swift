/// `#Preview` (PreviewsMacros' `SwiftUIView`), in each of its forms (a name, traits, a body).
///
/// The compiler type-checks a macro's arguments against its declaration before it asks for the
/// expansion: the name, the traits (a trait that does not exist is an error there) and the body
/// closure, a `@ViewBuilder` whose result must be a view (a wrong view is an error at its line). So
/// the expansion adds nothing: a preview is only ever shown by Xcode, never by this checker.
struct PreviewMacro: MacroExpansion {
    static let moduleName = "PreviewsMacros"
    static let typeName = "SwiftUIView"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        MacroExpansionResult(source: "")
    }
}

/// `@Previewable` (PreviewsMacros' `Previewable`), on a property in a `#Preview` body.
///
/// As in `@Previewable @State var count = 0`: Xcode moves the property into a view it makes for the
/// preview. Here the property stays a local variable of the body closure, where the compiler
/// type-checks it and its uses, so the expansion adds nothing.
struct PreviewableMacro: MacroExpansion {
    static let moduleName = "PreviewsMacros"
    static let typeName = "Previewable"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        MacroExpansionResult(source: "")
    }
}
