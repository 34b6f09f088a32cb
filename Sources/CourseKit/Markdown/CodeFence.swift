/// Markdown written around text: a code fence or a code span that nothing in the text can close.
enum CodeFence {
    /// A fence of `character` (a backtick or a tilde) longer than any run of it in `text`.
    ///
    /// And at least three long.
    static func around(_ text: String, character: Character = "`") -> String {
        String(repeating: character, count: max(3, longestRun(of: character, in: text) + 1))
    }

    /// The length of the longest run of `character` in `text` (0: none).
    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var run = 0
        for each in text {
            run = each == character ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
