import Foundation
import Testing

@testable import CourseKit

/// `holds(_:)` answers as Foundation's `contains(_:)` does for the pieces it is asked about, on
/// texts and on lines cut from them (`Substring`), wherever the piece is: at either end, in
/// the middle, after a first byte that does not lead to it, past non-ASCII text, or nowhere.
@Suite struct TextSearchTests {
    static let pieces: [StaticString] = ["{", "}", "protocol ", "@available(", "import", "#if", "#elseif"]

    @Test func answersAsContainsDoes() {
        var random = SplitMix64(seed: 45)
        let words = [
            "protoco", "protocol", "protocol ", "{", "}", "@available", "@available(", "impor", "import", "#i",
            "#if", "#elseif", "é", "→", "👩‍💻", " ", "\n", "p", "@",
        ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                words[Int.random(in: 0..<words.count, using: &random)]
            }.joined()
            for piece in Self.pieces {
                let expected = text.contains(String(describing: piece))
                #expect(text.holds(piece) == expected, "\(text) holds \(piece)")
                for line in text.split(separator: "\n") {
                    #expect(line.holds(piece) == line.contains(String(describing: piece)), "\(line) holds \(piece)")
                }
            }
        }
    }

    @Test func anEmptyTextHoldsOnlyTheEmptyPiece() {
        #expect(!"".holds("{") && "".holds("") && "x".holds(""))
        #expect("a{".holds("{") && "{a".holds("{") && !"protocol".holds("protocol "))
    }
}
