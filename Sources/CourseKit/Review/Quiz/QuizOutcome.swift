/// How a quiz ended; the command turns it into an exit status (130 for an interrupt).
public enum QuizOutcome: Sendable, Equatable {
    /// Nothing left to study now.
    case finished
    /// `q`, or the end of the input in line mode.
    case quit
    /// Ctrl-C.
    case interrupted
}
