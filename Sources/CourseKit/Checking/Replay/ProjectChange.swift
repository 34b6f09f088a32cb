/// One change a lesson makes to its sample project, in the form the replay applies it.
public struct ProjectChange: Sendable, Equatable {
    public enum Operation: Sendable, Equatable {
        /// A new file with this whole text; the file must not exist yet.
        case createFile(text: String)
        /// This text after the file's last line, separated by one blank line.
        case appendToFile(text: String)
        /// `before` must occur in the file exactly once (whitespace included) and becomes `after`.
        case replace(before: String, after: String)
    }

    /// Relative to the project folder, `/`-separated.
    public var path: String
    public var operation: Operation
    /// Where the change is shown in the lesson (reported when it does not apply).
    public var location: CheckLocation
    /// Where the change's new text starts in the lesson, when it is shown line for line; parse
    /// errors inside that text are reported there.
    public var textLocation: CheckLocation?
    /// The step the change belongs to: files are parsed once each step is complete.
    public var step: Int

    public init(path: String, operation: Operation, location: CheckLocation,
                textLocation: CheckLocation? = nil, step: Int) {
        self.path = path
        self.operation = operation
        self.location = location
        self.textLocation = textLocation
        self.step = step
    }

    /// The text the change puts into the file.
    var newText: String {
        switch operation {
        case .createFile(let text), .appendToFile(let text): text
        case .replace(_, let after): after
        }
    }
}
