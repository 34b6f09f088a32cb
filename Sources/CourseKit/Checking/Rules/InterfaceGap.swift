/// The hint for a message that may say the interface lacks a declaration or its module's import.
///
/// The built-in interface may lack a declaration, or the code may not import the module of the
/// interface that has it.
enum InterfaceGap {
    static func hint(for message: String, context: CheckContext) -> String? {
        // A near name was found (the compiler's or the check's `did you mean`): a typo, no gap.
        guard context.typechecked?.usesInterface == true, !message.contains("; did you mean '") else { return nil }
        let unknownName = message.hasPrefix("cannot find ") && message.hasSuffix(" in scope")
        if unknownName, let hint = unimported(message, platform: context.course?.buildSettings.platform) {
            return hint
        }
        guard
            unknownName
                || InterfaceFile.declaredTypeNames.contains(where: { message.contains("type '\($0)' has no member '") })
        else { return nil }
        return "if this is part of SwiftUI, the built-in interface may lack it: declare it in "
            + "'\(context.folder)/\(InterfaceModules.courseFolderName)/SwiftUI/' (docs/checks.md, \"The interface\")"
    }

    /// The module to import for a type the interface declares elsewhere, or the platform's lack of it.
    ///
    /// For "cannot find 'MKMapItem' in scope", a type the interface declares in a module the code
    /// does not import (modules are built only when imported): which module, or that the course's
    /// platform has no such framework (`UIImage` on macOS).
    static func unimported(
        _ message: String, platform: BuildSettings.Platform?, modules: [String: String] = InterfaceFile.typeModules
    ) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count == 3, let module = modules[String(parts[1])] else { return nil }
        if let platform, !InterfaceModules.isOnPlatform(module, platform) {
            return "'\(parts[1])' comes with \(module), which \(platform.name.rawValue) does not have (as with its SDK)"
        }
        return "the interface declares '\(parts[1])' in \(module): add 'import \(module)'"
    }
}
