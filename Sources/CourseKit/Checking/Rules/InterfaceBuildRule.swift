/// Interface builds: the course's own declarations compile into their modules.
///
/// `interface/<Module>/*.swift`, compiled with the built-in interface.
///
/// Check: the first error the compiler gives is reported at its line in the course's file; an error
/// in the built-in interface (a compiler it was not written for) is reported at `course.md`.
struct InterfaceBuildRule: CheckRule {
    let id = Diagnostic.Rule.interfaceBuilds
    let summary = "the course's own interface declarations compile"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard case .interfaceDidNotBuild(let failure)? = context.compiled?.typecheck?.verdict else { return [] }
        if failure.isCourseFile {
            return [
                error(
                    "the interface does not build: \(failure.message)",
                    at: SourceLocation(file: failure.file, line: max(1, failure.line), column: max(1, failure.column)),
                    hint: "fix this declaration; nothing was type-checked until it builds")
            ]
        }
        let manifest =
            context.course?.location ?? SourceLocation(file: context.folder + "/course.md", line: 1, column: 1)
        let module = failure.file.split(separator: "/").first.map(String.init) ?? failure.file
        return [
            error(
                "the built-in interface's \(module) module does not build with this compiler for the course's "
                    + "platform: \(failure.file):\(failure.line): \(failure.message)",
                at: manifest,
                hint: "use the Swift toolchain course was built with, or pass --no-typecheck; "
                    + "if another platform builds, the interface lacks this platform's availability: report it")
        ]
    }
}
