import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the window in character cells.
package struct TerminalSize: Sendable, Equatable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Asks the terminal (TIOCGWINSZ).
    ///
    /// Falls back to `COLUMNS`/`LINES`, then to 80×24, so that a pipe or a CI log still gets
    /// sensible wrapping.
    package static func current(
        descriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> TerminalSize
    {
        var window = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
            return TerminalSize(columns: Int(window.ws_col), rows: max(Int(window.ws_row), 1))
        }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 24
        return TerminalSize(columns: columns, rows: rows)
    }
}

/// Whether to colour output and whether a full-screen quiz is possible.
///
/// Decided once from the environment and the descriptors, following no-color.org and clig.dev.
package struct TerminalCapabilities: Sendable, Equatable {
    /// ANSI colours and attributes may be used.
    package var usesColor: Bool
    /// The terminal can clear the screen and move the cursor (not `TERM=dumb`).
    package var canDrawScreens: Bool

    package init(usesColor: Bool, canDrawScreens: Bool) {
        self.usesColor = usesColor
        self.canDrawScreens = canDrawScreens
    }

    package static let plain = TerminalCapabilities(usesColor: false, canDrawScreens: false)

    package static func detect(
        outputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1,
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> TerminalCapabilities
    {
        let dumb = environment["TERM"] == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalCapabilities(
            usesColor: outputIsTerminal && !dumb && !noColor,
            canDrawScreens: outputIsTerminal && !dumb)
    }
}
