/// The ids and paths a course names, checked as they are read (docs/format.md, "The course folder").
///
/// An id is a safe name, a path stays inside its folder. Commands that use them check again, on
/// disk, where they use them.
extension LessonParser {
    /// Reports `id` (of the course, a card or a question) when it is not a safe name.
    ///
    /// Safe: made of letters, digits, `-`, `_` and `.`, and not `.` or `..`; an empty id is
    /// reported as missing elsewhere.
    mutating func checkID(_ id: String, at position: SourcePosition, example: String) {
        guard !id.isEmpty, let problem = SafeName.problem(id) else { return }
        error(
            "the id '\(id)' \(problem)", at: position,
            hint: "write an id of \(SafeName.allowed), e.g. \(example)", rule: .badID)
    }

    /// Reports `path` when it could lead out of the folder it is relative to.
    ///
    /// `what` names that folder; an empty path is reported as missing elsewhere.
    mutating func checkPath(
        _ path: String, key: String, relativeTo what: String, at position: SourcePosition,
        example: String
    ) {
        guard !path.isEmpty, let problem = ContainedPath.problem(path) else { return }
        error(
            "the path '\(path)' \(problem)", at: position,
            hint: "\(key) names a path inside \(what), relative to it, without '..': \(example)", rule: .unsafePath)
    }
}

extension LessonParser {
    /// `checkID` for the `id=` of a card's or a question's comment, reported where it is written.
    ///
    /// Where that is (the comment's attributes when it has no `id=`).
    mutating func checkID(of parts: ElementParts, _ id: String, example: String) -> SourceLocation {
        let position =
            parts.attributes.attribute("id").map {
                self.position(of: $0, in: parts.marker.attributeText, at: parts.marker.attributeStart)
            } ?? parts.marker.attributeStart
        checkID(id, at: position, example: example)
        return source.location(position)
    }
}
