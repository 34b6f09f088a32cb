/// The hint for a message that may say the built-in interface lacks a declaration.
enum InterfaceGap {
    static func hint(for message: String, context: CheckContext) -> String? {
        // A near name was found (the compiler's or the check's `did you mean`): a typo, no gap.
        guard context.typechecked?.usesInterface == true, !message.contains("; did you mean '") else { return nil }
        let unknownName = message.hasPrefix("cannot find ") && message.hasSuffix(" in scope")
        guard
            unknownName
                || InterfaceFile.declaredTypeNames.contains(where: { message.contains("type '\($0)' has no member '") })
        else { return nil }
        return "if this is part of SwiftUI, the built-in interface may lack it: declare it in "
            + "'\(context.folder)/\(InterfaceModules.courseFolderName)/SwiftUI/' (docs/checks.md, \"The interface\")"
    }
}
