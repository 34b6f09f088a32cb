import Testing

@testable import CourseKit

@Suite struct WordWrapperTests {
    /// One word far wider than the screen (a pasted hash, a minified line) is cut into full lines;
    /// it used to be re-measured and copied whole for every line (80 KB took 11 s).
    @Test func aLongWordIsCutInLinearTime() {
        expectLinearGrowth(from: 4000, "one long word") { n in
            counting { work in
                let word = String(repeating: "abcdefghij", count: n / 10)
                let lines = WordWrapper.wrap([StyledSpan("Prompt: "), StyledSpan(word)], width: 80, work: work)
                #expect(lines.count == 1 + (n + 79) / 80 && lines[0].plainText == "Prompt:")
                #expect(lines.allSatisfy { $0.width <= 80 } && lines.dropFirst().map(\.plainText).joined() == word)
            }
        }
    }

    /// Hints and grades break between two items, never inside one, the separator left out at the
    /// break; an item wider than a line by itself is wrapped as prose.
    @Test func itemsBreakOnlyBetweenTwo() {
        let items = ["1 Again 1m", "2 Hard 6m", "3 Good 10m", "4 Easy 8d"].map { [StyledSpan($0)] }
        func wrapped(_ width: Int) -> [String] {
            WordWrapper.wrap(items: items, separator: StyledSpan(" · "), width: width).map(\.plainText)
        }
        #expect(wrapped(47) == ["1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d"])
        #expect(wrapped(40) == ["1 Again 1m · 2 Hard 6m · 3 Good 10m", "4 Easy 8d"])
        #expect(wrapped(22) == ["1 Again 1m · 2 Hard 6m", "3 Good 10m · 4 Easy 8d"])
        #expect(wrapped(12) == ["1 Again 1m", "2 Hard 6m", "3 Good 10m", "4 Easy 8d"])
        let wide = [[StyledSpan("Space/Enter show the answer")], [StyledSpan("q quit")]]
        #expect(
            WordWrapper.wrap(items: wide, separator: StyledSpan(" · "), width: 16).map(\.plainText)
                == ["Space/Enter show", "the answer", "q quit"])
        #expect(
            WordWrapper.wrap(items: wide, separator: StyledSpan(" · "), width: 19).map(\.plainText)
                == ["Space/Enter show", "the answer · q quit"])
    }

    /// A typed prediction is wrapped after its label, in its own style.
    @Test func aLongTypedPredictionIsCutInLinearTime() {
        expectLinearGrowth(from: 4000, "a long prediction") { n in
            counting { work in
                let prediction = String(repeating: "é", count: n)
                let lines = WordWrapper.wrap(
                    [
                        StyledSpan("Your prediction: ", TerminalTheme.label),
                        StyledSpan(prediction, TerminalTheme.emphasis),
                    ], width: 80, work: work)
                #expect(lines.count == (n + 79) / 80 + 1)
                #expect(lines[0].spans == [StyledSpan("Your prediction:", TerminalTheme.label)])
                #expect(
                    lines.dropFirst().allSatisfy { $0.spans.count == 1 && $0.spans[0].style == TerminalTheme.emphasis })
            }
        }
    }

    /// A word of many pieces in alternating styles (`**a**b**c**…` with no space) and of wide
    /// characters: still linear, every line within the width, the pieces' styles kept.
    @Test func aLongWordOfManyStylesAndWideCharactersIsCutInLinearTime() {
        let styles = [TerminalStyle.plain, TerminalTheme.emphasis]
        expectLinearGrowth(from: 2000, "a word of many pieces") { n in
            counting { work in
                let spans = (0..<n).map { StyledSpan($0 % 3 == 0 ? "漢" : "ab", styles[$0 % 2]) }
                let lines = WordWrapper.wrap(spans, width: 41, work: work)
                #expect(lines.allSatisfy { $0.width <= 41 && $0.width >= 40 || $0 == lines.last })
                #expect(lines.map(\.plainText).joined() == spans.map(\.text).joined())
                let styled = lines.flatMap(\.spans).flatMap { span in span.text.map { ($0, span.style) } }
                let expected = spans.flatMap { span in span.text.map { ($0, span.style) } }
                #expect(styled.map(\.1) == expected.map(\.1))
            }
        }
    }

    @Test func wordsStillBreakAtSpacesAndHardBreaks() {
        let lines = WordWrapper.wrap(
            [StyledSpan("one two three four\nfive "), StyledSpan("sixsixsixsix", TerminalTheme.emphasis)], width: 10)
        #expect(lines.map(\.plainText) == ["one two", "three four", "five", "sixsixsixs", "ix"])
        #expect(lines[3].spans == [StyledSpan("sixsixsixs", TerminalTheme.emphasis)])
    }
}
