/// Code that uses a module no interface declares (`import Vision`, a package's module).
///
/// The module is an empty stand-in (`TypecheckSetup.withoutInterface`), so the rest of the code
/// type-checks, and the names the compiler then cannot find are not the author's mistakes but what
/// was not type-checked.
extension TypecheckJob {
    /// `messages` with a missing name in a file that imports a module of `modules` as a remark.
    ///
    /// Each "cannot find 'VNRecognizeTextRequest' in scope" is made a remark naming that module. A name one or two letters from a
    /// name the job's files declare or use (`NearName.misspelled`) stays an error: a misspelling
    /// (`TripStor`). The interface's names are no targets: `VNRequest` is two letters from
    /// SwiftUI's `Request`, and is Vision's.
    func withoutInterface(_ messages: [Message], modules: Set<String>) -> [Message] {
        guard !modules.isEmpty else { return messages }
        let unfound = Set(messages.compactMap { NearName.undefinedName(in: $0.finding.message) })
        var imported: [Int: [String]] = [:]
        var names: (declared: Set<String>, own: Set<String>)?
        return messages.map { message in
            guard let file = message.file, files.indices.contains(file), message.finding.isUndefinedName,
                let name = NearName.undefinedName(in: message.finding.message)
            else { return message }
            let modulesOfFile =
                imported[file] ?? InterfaceImports.modules(in: files[file].text).intersection(modules).sorted()
            imported[file] = modulesOfFile
            guard let module = modulesOfFile.first else { return message }
            let texts = files.map(\.text)
            let known =
                names ?? (
                    NearName.declaredForOtherFiles(in: texts.joined(separator: "\n")),
                    NearName.identifiers(in: texts).subtracting(unfound)
                )
            names = known
            guard NearName.misspelled(name, around: [known.declared], own: known.own) == nil else { return message }
            var marked = message
            marked.finding.severity = .remark
            marked.finding.withoutInterface = module
            return marked
        }
    }
}
