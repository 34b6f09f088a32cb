// SwiftUI, declarations only, written by us from Apple's public documentation (SwiftUI and
// DeveloperToolsSupport, which `import SwiftUI` brings along).
// This file: previews — the `#Preview` and `@Previewable` macros, preview traits, preview modifiers, and
// the older preview provider with its modifiers.

// MARK: Macros

/// Creates a preview of a SwiftUI view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Creates a preview of a SwiftUI view using the specified traits.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Tag allowing a dynamic property to appear inline in a preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "Previewable")

// MARK: Previews and traits

/// A base type that preview macros use to create previews.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public struct Preview {
    /// Traits that apply to the preview of a view.
    public enum ViewTraits {}

    /// Creates a preview of a SwiftUI view. Preview macros expand into a declaration that calls this
    /// initializer.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {}
}

/// Customizations that you can apply to a preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public struct PreviewTrait<T> {}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device on which the preview is running.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Fit the container to the size of the preview when offered the size of the device that the preview
    /// is running on.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Center the preview in a fixed size container with the given dimensions.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { fatalError() }
    /// The device is in portrait mode, with the top of the device on top.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var portrait: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// The device is in landscape mode, with the top of the device on the left.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// The device is in landscape mode, with the top of the device on the right.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// The device is in portrait mode, but is upside down.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { fatalError() }
    /// Attach a `PreviewModifier` to the preview.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { fatalError() }
}

// MARK: Preview modifiers

/// A type that defines an environment in which previews can appear. Conforming types define shared
/// contexts that the preview system caches, then reuses across participating previews.
@MainActor
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PreviewModifier {
    /// The type of the shared context.
    associatedtype Context = Void
    /// The type of view that the modifier produces.
    associatedtype Body: View

    /// Create shared context to apply to previews. The context returned here is cached and passed into
    /// the `body` method for every preview that applies a modifier of this type.
    static func makeSharedContext() async throws -> Context

    /// Modify a preview by applying the shared context.
    @ViewBuilder
    func body(content: Content, context: Context) -> Body

    /// The type-erased content of a preview.
    typealias Content = PreviewModifierContent
}

extension PreviewModifier where Context == () {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static func makeSharedContext() async throws -> Context { () }
}

/// The type-erased content of a preview.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct PreviewModifierContent: View {
    public var body: Never { fatalError() }
    init(_made: Never) {}
}

// MARK: Preview providers

/// A type that produces view previews in Xcode.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Previews { get }
    /// The platform on which to run the provider.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A size constraint for a preview.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public var id: String { fatalError() }
    public static let portrait = InterfaceOrientation()
    public static let portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
    public static var allCases: [InterfaceOrientation] { fatalError() }
}

extension View {
    /// Overrides the size of the container for the preview.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Sets a user visible name to show in the canvas for a preview.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
    /// Overrides the device for a preview.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Overrides the orientation of the preview.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
