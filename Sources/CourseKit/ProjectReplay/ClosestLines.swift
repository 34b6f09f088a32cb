/// Where a block of expected lines comes nearest to appearing in a file.
///
/// For the message shown when a code change's "before" text is not found: the author sees which
/// lines differ, and how.
package struct ClosestLines: Sendable, Equatable {
    struct Difference: Sendable, Equatable {
        /// 0-based offset in the expected lines (and in the window of the file).
        package var offset: Int
        package var expected: String
        /// nil when the file ends before this line.
        var actual: String?
    }

    /// 1-based line in the file where the best window starts.
    var fileLine: Int
    var differences: [Difference]

    /// The window of the file that matches most expected lines exactly.
    ///
    /// Ties are broken by lines equal once whitespace is ignored; nil when no line matches even
    /// that loosely.
    static func find(_ expected: [Substring], in file: [Substring]) -> ClosestLines? {
        guard !expected.isEmpty, !file.isEmpty else { return nil }
        let looseExpected = expected.map { $0.filter { !$0.isWhitespace } }
        let looseFile = file.map { $0.filter { !$0.isWhitespace } }
        var best: (start: Int, exact: Int, loose: Int)?
        for start in 0...max(file.count - expected.count, 0) {
            var exact = 0
            var loose = 0
            for offset in expected.indices where start + offset < file.count {
                if file[start + offset] == expected[offset] { exact += 1 }
                if looseFile[start + offset] == looseExpected[offset] { loose += 1 }
            }
            if best.map({ (exact, loose) > ($0.exact, $0.loose) }) ?? true { best = (start, exact, loose) }
        }
        guard let best, best.loose > 0 else { return nil }
        let differences = expected.indices.compactMap { offset -> Difference? in
            let actual = best.start + offset < file.count ? file[best.start + offset] : nil
            return actual == expected[offset]
                ? nil : Difference(offset: offset, expected: String(expected[offset]), actual: actual.map(String.init))
        }
        return ClosestLines(fileLine: best.start + 1, differences: differences)
    }
}
