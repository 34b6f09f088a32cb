// The Objective-C runtime as Swift sees it on Apple's platforms, declarations only, written by us from
// Apple's public documentation (developer.apple.com/documentation/objectivec). Nothing here runs.
// This file: `Selector`, the type of `#selector(…)`, which the compiler looks up in a module of this name.
// `NSObject` and `NSObjectProtocol`, which Apple's `ObjectiveC` declares too, are the toolchain's
// Foundation's here; `import Foundation` brings this module, as on Apple's platforms (docs/checks.md,
// "The Objective-C runtime").

/// The Objective-C `SEL` type: the name of a method that the runtime finds by it.
@available(iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS 1.0, *)
@frozen
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, CustomStringConvertible, Sendable {
    /// Creates a selector from a string.
    public init(_ str: String) { fatalError() }
    /// Creates an instance initialized to `value`.
    public init(stringLiteral value: String) { fatalError() }
    /// A textual representation of the selector.
    public var description: String { fatalError() }
}
