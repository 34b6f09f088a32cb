import Foundation

/// The hint for a message that may say the interface lacks a declaration or its module's import.
///
/// The built-in interface may lack a declaration, or the code may not import the module of the
/// interface that has it.
enum InterfaceGap {
    /// The hint for `message`, reported at `location`.
    ///
    /// The location's line is read only for a call that matches no overload: which callee it names.
    static func hint(for message: String, at location: SourceLocation, context: CheckContext) -> String? {
        // A near name was found (the compiler's or the check's `did you mean`): a typo, no gap.
        guard context.typechecked?.usesInterface == true, !message.contains("; did you mean '") else { return nil }
        let unknownName = message.hasPrefix("cannot find ") && message.hasSuffix(" in scope")
        if unknownName, let hint = unimported(message, platform: context.course?.buildSettings.platform) {
            return hint
        }
        let line = isOverloadMismatch(message) ? sourceLine(at: location, context: context) : nil
        guard let module = gapModule(message, line: line) else { return nil }
        return "if this is part of \(module), the built-in interface may lack it: declare it in "
            + "\(interfaceFolder(of: context.folder, module: module)) (docs/checks.md, \"The interface\")"
    }

    /// Whether `message` (about code whose line is `line`, when known) may be the interface's gap.
    static func mayBeGap(_ message: String, line: String?) -> Bool { gapModule(message, line: line) != nil }

    /// The module whose interface may lack what `message` is about; nil when it is the code's.
    ///
    /// A name nothing declares; a member the receiver lacks, where the receiver is the interface's
    /// (`some View`, `VStack<Text>`, `Font.Weight`); a call that matches no overload, where `line`
    /// calls a type or a method of the interface's.
    static func gapModule(_ message: String, line: String?) -> String? {
        let fallback = "SwiftUI"
        if message.hasPrefix("cannot find ") && message.hasSuffix(" in scope") { return fallback }
        if let receiver = receiverType(in: message) {
            guard InterfaceFile.declaredTypeNames.contains(receiver) else { return nil }
            return InterfaceFile.typeModules[receiver] ?? fallback
        }
        guard isOverloadMismatch(message), let line, let callee = interfaceCallee(on: line) else { return nil }
        return InterfaceFile.typeModules[callee] ?? fallback
    }

    /// The outermost type of the receiver a "has no member" message names, as the interface declares it.
    ///
    /// `some View` → `View`, `VStack<Text>` → `VStack`, `Font.Weight` → `Font`, `Text?` → `Text`,
    /// `SwiftUI.Text` → `Text`; a type alias the type it stands for (`'Stack' (aka 'VStack<Text>')`
    /// → `VStack`).
    static func receiverType(in message: String) -> String? {
        guard let member = message.range(of: " has no member '"),
            let open = message[..<member.lowerBound].range(of: "type '")
        else { return nil }
        var type = message[open.upperBound..<member.lowerBound]
        if let aka = type.range(of: "' (aka '", options: .backwards), type.hasSuffix("')") {
            type = type[aka.upperBound...].dropLast(2)
        } else if type.hasSuffix("'") {
            type = type.dropLast()
        } else {
            return nil
        }
        for prefix in ["some ", "any ", "SwiftUI."] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
        let name = type.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether `message` says a call matches no overload of its callee.
    ///
    /// Its arguments, their labels or their order are not those of any declaration of that name.
    static func isOverloadMismatch(_ message: String) -> Bool {
        let prefixes = [
            "no exact matches in call to ", "missing argument for parameter ", "missing arguments for parameters ",
            "extra argument ", "extra arguments at positions ", "extra trailing closure", "incorrect argument label",
            "extraneous argument label", "missing argument label", "no exact matches in reference to ",
        ]
        return prefixes.contains { message.hasPrefix($0) }
            || (message.hasPrefix("argument '") && message.contains("' must precede argument '"))
    }

    /// The type the interface declares, or a type's method it declares, that `line` calls.
    ///
    /// Its first type name, else the first `.name(`, `.name {` the interface declares as a `func`.
    static func interfaceCallee(on line: String) -> String? {
        let scan = SwiftTokenScan(line)
        let tokens = scan.tokens
        for token in tokens where token.kind == .identifier {
            if InterfaceFile.declaredTypeNames.contains(scan.name(token)) { return scan.name(token) }
        }
        for index in tokens.indices.dropFirst().dropLast() where tokens[index].kind == .identifier {
            guard scan.isPunctuation(tokens[index - 1], "."),
                scan.isPunctuation(tokens[index + 1], "(") || scan.isPunctuation(tokens[index + 1], "{"),
                functionNames.contains(scan.name(tokens[index]))
            else { continue }
            return scan.name(tokens[index])
        }
        return nil
    }

    /// The names the embedded interface declares with `func`, read once.
    static let functionNames: Set<String> = {
        var names = Set<String>()
        for file in InterfaceFile.embedded {
            let scan = SwiftTokenScan(file.text)
            for (token, next) in zip(scan.tokens, scan.tokens.dropFirst())
            where token.kind == .identifier && next.kind == .identifier && scan.name(token) == "func" {
                names.insert(scan.name(next))
            }
        }
        return names
    }()

    /// The line at `location`, from the editor's text or the disk; nil when it cannot be read.
    static func sourceLine(at location: SourceLocation, context: CheckContext) -> String? {
        guard location.line >= 1,
            let text = context.editorTexts[location.file]
                ?? (try? String(contentsOfFile: location.file, encoding: .utf8))
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return location.line <= lines.count ? String(lines[location.line - 1]) : nil
    }

    /// `'<folder>/interface/<module>/'`, quoted.
    ///
    /// With one slash between its parts however the course folder was given (`Content/`).
    static func interfaceFolder(of folder: String, module: String) -> String {
        var folder = Substring(folder)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        let base = folder == "/" ? "" : folder
        return "'\(base)/\(InterfaceModules.courseFolderName)/\(module)/'"
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
