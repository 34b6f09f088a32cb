// Foundation, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/foundation/predicateexpressions, .../swift/string/standardcomparator).
// This file: what the toolchain's Foundation on Linux lacks of the predicates and sort descriptors that
// SwiftData code writes. `#Predicate`, `Predicate`, `SortDescriptor` and `SortOrder` are the toolchain's
// own; its `#Predicate` expands `localizedStandardContains`, `localizedCompare` and
// `caseInsensitiveCompare` to builders that only Apple's Foundation has, declared here, as are the
// localized string comparators. Declared in SwiftData, which re-exports Foundation: a predicate of a
// file that imports Foundation alone still lacks them.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PredicateExpressions {
    /// A predicate expression that tells whether a string contains another, as
    /// `localizedStandardContains(_:)` does.
    public struct StringLocalizedStandardContains<Root, Other>: PredicateExpression
    where Root: PredicateExpression, Other: PredicateExpression, Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other
        public init(root: Root, other: Other) { fatalError() }
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool { fatalError() }
    }

    /// A predicate expression that compares two strings as `localizedCompare(_:)` does.
    public struct StringLocalizedCompare<Root, Other>: PredicateExpression
    where Root: PredicateExpression, Other: PredicateExpression, Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult
        public let root: Root
        public let other: Other
        public init(root: Root, other: Other) { fatalError() }
        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult { fatalError() }
    }

    /// A predicate expression that compares two strings as `caseInsensitiveCompare(_:)` does.
    public struct StringCaseInsensitiveCompare<Root, Other>: PredicateExpression
    where Root: PredicateExpression, Other: PredicateExpression, Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult
        public let root: Root
        public let other: Other
        public init(root: Root, other: Other) { fatalError() }
        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult { fatalError() }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> PredicateExpressions.StringLocalizedStandardContains<Root, Other> {
        fatalError()
    }
    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other) -> PredicateExpressions.StringLocalizedCompare<Root, Other> {
        fatalError()
    }
    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other) -> PredicateExpressions.StringCaseInsensitiveCompare<Root, Other> {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression, Codable, Sendable
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression, Codable, Sendable
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression, Codable, Sendable
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension String.StandardComparator {
    /// Compares `String`s using a localized comparison in the current locale.
    public static var localized: String.StandardComparator { fatalError() }
    /// Compares `String`s the way the Finder sorts file names, in the current locale.
    public static var localizedStandard: String.StandardComparator { fatalError() }
}
