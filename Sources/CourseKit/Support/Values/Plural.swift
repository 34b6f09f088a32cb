/// A count and its noun, the noun in the plural (an `s` added) unless the count is one.
///
/// "1 lesson", "0 lessons", "21 cards". The one way the tool counts things in a sentence; a free
/// function, so that every room may use it.
package func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
