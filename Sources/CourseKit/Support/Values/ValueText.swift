import Foundation

/// A value written as text that is not what it must be.
///
/// The text is an option's value on the command line or a setting in the settings file. `message`
/// quotes what was given and says what is allowed, e.g. `'24' is not an hour; give a whole number
/// from 0 to 23`; the caller names the option or the key.
package struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    package init(_ message: String) {
        self.message = message
    }
}

/// The text forms of values that the command line and the settings file share.
///
/// Each is read into its type in this one place, with one message per kind of mistake.
package enum ValueText {
    /// A whole number within `range`; `what` names it (`"an hour"`).
    ///
    /// A range up to `Int.max` is open: "1 or more".
    package static func wholeNumber(_ text: String, in range: ClosedRange<Int>, what: String) throws(ValueError) -> Int
    {
        guard let number = Int(text), range.contains(number) else {
            throw notWholeNumber(text, in: range, what: what)
        }
        return number
    }

    /// The message of `wholeNumber` for `text`, for a number read before its range was known.
    package static func notWholeNumber(_ text: String, in range: ClosedRange<Int>, what: String) -> ValueError {
        let allowed =
            range.upperBound == Int.max
            ? "\(range.lowerBound) or more"
            : "from \(range.lowerBound) to \(range.upperBound)"
        return ValueError("'\(text)' is not \(what); give a whole number \(allowed)")
    }

    /// A point in time, ISO 8601: `2026-11-30T10:00:00Z`, `2026-11-30T11:00:00+01:00`.
    package static func time(_ text: String) throws(ValueError) -> Timestamp {
        guard let time = ISO8601.parse(text) else {
            throw ValueError("'\(text)' is not a time; write an ISO 8601 time such as 2026-11-30T10:00:00Z")
        }
        return time
    }

    /// Durations with a unit, comma-separated (`1m,10m`); empty for none.
    package static func steps(_ text: String) throws(ValueError) -> [TimeSpan] {
        guard !text.isEmpty else { return [] }
        var steps: [TimeSpan] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            do throws(TimeSpan.StepProblem) {
                steps.append(try TimeSpan.step(part.trimmingSpaces))
            } catch {
                switch error {
                case .notAStep:
                    throw ValueError(
                        "'\(part)' is not a step; give durations like 30s, 1m, 10m, 1h or 1d separated by commas, or '' for no steps"
                    )
                case .roundsToZero:
                    throw ValueError("'\(part)' is not a step: it rounds to 0 µs; a step is at least 1 µs (0.000001s)")
                case .tooLong:
                    throw ValueError("'\(part)' is not a step: the longest step is \(TimeSpan.longestStep.stepText)")
                }
            }
        }
        return steps
    }

    /// `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`), in any case.
    package static func truth(_ text: String) throws(ValueError) -> Bool {
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw ValueError("'\(text)' is not true or false")
        }
    }

    /// One of `choices`, in any case; returns it as listed. `what` names it (`"a format"`).
    package static func choice(_ text: String, among choices: [String], what: String) throws(ValueError) -> String {
        if let choice = choices.first(where: { $0.lowercased() == text.lowercased() }) { return choice }
        let listed =
            choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + choices.last! : choices.joined()
        throw ValueError("'\(text)' is not \(what); give \(listed)")
    }

    /// A path that names something; `what` says what (`"the review log"`).
    package static func path(_ text: String, what: String) throws(ValueError) -> String {
        guard !text.isEmpty else { throw ValueError("'' is not a path; give \(what)") }
        return text
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// Its description is the sentence a user reads.
extension ValueError: LocalizedError {
    package var errorDescription: String? { description }
}
