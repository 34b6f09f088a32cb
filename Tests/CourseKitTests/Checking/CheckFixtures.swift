@testable import CourseKit
import Foundation

/// The courses under `Fixtures/Check/`: `valid`, and one per rule that breaks exactly that rule.
enum CheckFixtures {
    static func path(_ name: String) -> String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Check/\(name)").path
    }

    /// Reads the fixture and checks it; without the compiler unless asked.
    static func check(_ name: String, compiler: Bool = false, typecheck: Bool = false) throws -> CheckResult {
        let folder = path(name)
        let reading = try CourseReader.read(folder: folder)
        return try CourseCheck.run(folder: folder, course: reading.course, readerDiagnostics: reading.diagnostics,
                                   options: CheckOptions(usesCompiler: compiler, typechecks: typecheck))
    }
}
