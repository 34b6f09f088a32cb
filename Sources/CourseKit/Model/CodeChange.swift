/// One change the lesson makes to its sample project: a fenced block with a `file=` attribute.
///
/// It carries enough to show the reader what was removed and added and the resulting code, and to
/// replay it mechanically (the replay itself lives in ProjectReplay/).
public struct CodeChange: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
        /// A new file with exactly `code` as its text.
        case create
        /// `code` added at the end of an existing file, after one empty line.
        case append
        /// One declaration replaced: `hunks` say what it was and what it becomes.
        case replace
        /// Edits anywhere in the file, as `hunks`.
        case edit

        /// Whether the block is a diff (`replace`, `edit`) rather than plain code.
        public var isDiff: Bool { self == .replace || self == .edit }
    }

    public var kind: Kind
    /// Relative to the lesson's start folder: `Trips/TripSummary.swift`.
    public var file: String
    /// The info string's first word: `swift` for create/append, `diff` for replace/edit.
    public var language: String
    /// The fence's content exactly, with its final newline (the diff text for diff kinds).
    public var code: String
    /// For `.replace`: what is replaced.
    public var target: ChangeTarget?
    /// For diff kinds: the hunks in order; empty for create/append.
    public var hunks: [DiffHunk]
    /// The opening fence.
    public var location: SourceLocation
    /// The first line of `code`.
    public var codeLocation: SourceLocation

    /// A code change as the reader found it in a lesson.
    ///
    /// - Parameters:
    ///   - kind: What the change does to its file.
    ///   - file: Relative to the lesson's start folder: `Trips/TripSummary.swift`.
    ///   - language: The info string's first word: `swift` for create/append, `diff` for replace/edit.
    ///   - code: The fence's content exactly, with its final newline.
    ///   - target: For `.replace`: what is replaced.
    ///   - hunks: For diff kinds: the hunks in order.
    ///   - location: The opening fence.
    ///   - codeLocation: The first line of `code`.
    public init(
        kind: Kind, file: String, language: String, code: String, target: ChangeTarget? = nil,
        hunks: [DiffHunk] = [], location: SourceLocation, codeLocation: SourceLocation
    ) {
        self.kind = kind
        self.file = file
        self.language = language
        self.code = code
        self.target = target
        self.hunks = hunks
        self.location = location
        self.codeLocation = codeLocation
    }

    /// The code as it reads after the change.
    ///
    /// The whole text added for create/append, the "after" side of each hunk (joined by an empty
    /// line) for diffs.
    public var resultingCode: String {
        kind.isDiff ? hunks.map(\.after).joined(separator: "\n") : code
    }
}

/// What a `replace` replaces: a declaration by kind and name, or a `#Preview` by position or name.
public struct ChangeTarget: Sendable, Equatable, Codable {
    /// `struct TripSummary`, `extension EnvironmentValues`.
    public var declaration: String?
    /// 1 for "the first preview".
    public var previewPosition: Int?
    /// `Landscape` for `#Preview("Landscape", …)`.
    public var previewName: String?

    public init(declaration: String? = nil, previewPosition: Int? = nil, previewName: String? = nil) {
        self.declaration = declaration
        self.previewPosition = previewPosition
        self.previewName = previewName
    }

    /// The declaration's keyword (`struct`) and name (`TripSummary`), when a declaration is named.
    public var declarationParts: (keyword: String, name: String)? {
        guard let declaration else { return nil }
        let words = declaration.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2 else { return nil }
        return (String(words[0]), String(words[1]))
    }

    /// How a reader would say it: "the TripSummary struct", "the first preview", "the “Landscape” preview".
    public var phrase: String {
        if let parts = declarationParts { return "the \(parts.name) \(parts.keyword)" }
        if let declaration { return declaration }
        if let previewName { return "the “\(previewName)” preview" }
        if let previewPosition {
            let ordinals = ["first", "second", "third", "fourth", "fifth"]
            return ordinals.indices.contains(previewPosition - 1)
                ? "the \(ordinals[previewPosition - 1]) preview" : "preview \(previewPosition)"
        }
        return "the code"
    }
}

/// One hunk of a diff block: lines, each unchanged, removed or added.
public struct DiffHunk: Sendable, Equatable, Codable {
    public var lines: [DiffLine]
    /// The first line of the hunk in the lesson.
    public var location: SourceLocation

    public init(lines: [DiffLine], location: SourceLocation) {
        self.lines = lines
        self.location = location
    }

    /// The unchanged and removed lines, each ending in a newline: the text the file must contain once.
    public var before: String { text(keeping: .removed) }
    /// The unchanged and added lines, each ending in a newline: what replaces `before`.
    public var after: String { text(keeping: .added) }

    private func text(keeping kind: DiffLine.Kind) -> String {
        lines.filter { $0.kind == .context || $0.kind == kind }.map { $0.text + "\n" }.joined()
    }

    // `before` and `after` are part of the JSON shape (docs/format.md), so they are encoded too.
    private enum CodingKeys: String, CodingKey { case lines, location, before, after }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lines = try container.decode([DiffLine].self, forKey: .lines)
        location = try container.decode(SourceLocation.self, forKey: .location)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lines, forKey: .lines)
        try container.encode(location, forKey: .location)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
    }
}

public struct DiffLine: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Equatable, Codable {
        case context, removed, added
    }

    public var kind: Kind
    /// The line without its first character (the space, `-` or `+`) and without a newline.
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
