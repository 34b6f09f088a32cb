/// Change path: a code change names a file inside the lesson's project folder — relative, without
/// `..` climbing out, not starting at `/` or `~` — so replaying a lesson can never touch anything else.
///
/// Check: a path outside the project folder is an error at the change.
struct ChangePathRule: CheckRule {
    let id = Diagnostic.Rule.changePath
    let summary = "every code change names a file inside the lesson's project folder"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.replays.flatMap(\.failures).compactMap { failure in
            guard case .pathOutsideProject(let path) = failure.failure else { return nil }
            return error("'\(path)' is outside the project folder", at: failure.change.location,
                         hint: "name the file relative to the start folder, without '..': file=Trips/TripsApp.swift")
        }
    }
}
