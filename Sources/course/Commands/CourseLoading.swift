import CourseKit

/// Reads the course a command works on. Problems are printed as `course list` prints them; with
/// any error the command stops (returns nil), since a page or a deck from a broken lesson would mislead.
func loadCourse(_ folder: String) -> Course? {
    let reading: CourseReading
    do {
        reading = try CourseReader.read(folder: folder)
    } catch {
        writeToStandardError("course: error: \(error)\n")
        return nil
    }
    return reportDiagnostics(reading.diagnostics) == ExitStatus.success ? reading.course : nil
}
