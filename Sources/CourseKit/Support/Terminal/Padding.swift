extension String {
    /// The text with spaces after it to fill `width` characters (a column of a table).
    ///
    /// A longer text as it is, never cut.
    package func padded(toWidth width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The text with spaces before it to fill `width` characters (a column of numbers).
    ///
    /// A longer text as it is, never cut.
    package func leftPadded(toWidth width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
