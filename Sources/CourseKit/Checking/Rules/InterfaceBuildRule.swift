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
        // The words are the failure's own (`problem`, `advice`): `grade` and `record` say the same.
        let manifest =
            context.course?.location ?? SourceLocation(file: context.folder + "/course.md", line: 1, column: 1)
        return [
            error(
                failure.problem, at: failure.place ?? manifest,
                hint: failure.advice + (failure.isCourseFile ? "" : ", or pass --no-typecheck"))
        ]
    }
}
