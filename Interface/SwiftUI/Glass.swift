// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: iOS 26's Liquid Glass — `Glass`, `glassEffect(_:in:)`, `GlassEffectContainer`, glass identities,
// unions and transitions — and the bars and edges designed around it: toolbar spacers, the background
// extension effect, scroll edge effects, the tab bar's minimizing and its bottom accessory. The glass button
// styles (`.glass`, `.glassProminent`) are with the other button styles (Styles.swift). The pages list no
// visionOS for the glass itself: where a page lists fewer platforms, so does the declaration here.

// MARK: Glass

/// A structure that defines the configuration of the Liquid Glass material.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable {
    /// The regular variant of the Liquid Glass material.
    public static var regular: Glass { fatalError() }
    /// The clear variant of glass. Content beneath it needs a dimming layer or other treatment to stay
    /// legible.
    public static var clear: Glass { fatalError() }
    /// The identity variant of glass. When applied, your content remains unaffected as if no glass effect
    /// was applied.
    public static var identity: Glass { fatalError() }

    /// Returns a copy of the glass with the provided tint color.
    public func tint(_ color: Color?) -> Glass { self }
    /// Returns a copy of the glass configured to be interactive.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }

    public static func == (lhs: Glass, rhs: Glass) -> Bool { fatalError() }
}

/// The default shape of a glass effect: a capsule.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

extension View {
    /// Applies the Liquid Glass effect to a view: a shape anchored behind the view, rendered with the
    /// material, and the material's foreground effects over the view.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { self }

    /// Associates an identity value to Liquid Glass effects defined within this view, so that they morph
    /// into each other in a glass effect container.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Associates any Liquid Glass effects defined within this view to a union with the provided
    /// identifier.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @MainActor @preconcurrency
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// Associates a glass effect transition with any glass effects defined within this view.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @MainActor @preconcurrency
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// A view that combines multiple Liquid Glass shapes into a single shape that can morph individual shapes
/// into one another.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public struct GlassEffectContainer<Content: View>: View, Sendable {
    /// Creates a glass effect container with the provided spacing, extracting glass shapes from the
    /// provided content.
    @MainActor @preconcurrency
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A structure that describes changes to apply when a glass effect is added or removed from the view
/// hierarchy.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassEffectTransition: Sendable {
    /// A transition that morphs the glass into the shapes of other glass effects with the same identity.
    public static var matchedGeometry: GlassEffectTransition { fatalError() }
    /// A transition that materializes the glass in and out.
    public static var materialize: GlassEffectTransition { fatalError() }
    /// The identity transition: no change to the glass.
    public static var identity: GlassEffectTransition { fatalError() }
}

// MARK: Toolbars

/// A standard space item in toolbars: a fixed-size break between items, or a flexible one that pushes
/// them apart.
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct ToolbarSpacer: ToolbarContent {
    /// Creates a toolbar spacer item with the specified sizing behavior and placement.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { fatalError() }
}

/// A type which defines how spacers should size themselves.
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct SpacerSizing: Sendable {
    /// The fixed spacer sizing behavior: a size the system determines from the context.
    public static let fixed = SpacerSizing()
    /// The flexible spacer sizing behavior: as much space as the spacer is given.
    public static let flexible = SpacerSizing()
}

/// A toolbar item that represents a system component, like search: placed in a toolbar, it moves the
/// system-provided item there.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated public struct DefaultToolbarItem: ToolbarContent {
    /// Creates a system-defined toolbar item from a `ToolbarDefaultItemKind` at the given `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { fatalError() }
}

/// A kind of toolbar item a view adds by default.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ToolbarDefaultItemKind: Sendable {
    /// The sidebar toggle toolbar item a `NavigationSplitView` adds by default.
    public static let sidebarToggle = ToolbarDefaultItemKind()
    /// The title and subtitle shown in title bar or navigation bar.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static let title = ToolbarDefaultItemKind()
    /// The search item added by a `searchable` modifier.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public static let search = ToolbarDefaultItemKind()
}

/// Conforming types represent items that can be placed in various locations in a customizable toolbar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent {}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension ToolbarSpacer: CustomizableToolbarContent {}

extension CustomizableToolbarContent {
    /// Controls the visibility of the glass background effect that toolbar items share with the other
    /// items of their group; hidden, the item is placed in a group of its own.
    @available(iOS 26.0, macOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent { self }
}

// MARK: Edges

extension View {
    /// Adds the background extension effect to the view: mirrored, blurred copies of the view on any edge
    /// with available safe area, to sit under a sidebar or an inspector.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor @preconcurrency
    public func backgroundExtensionEffect() -> some View { self }

    /// Adds the background extension effect to the view, or not.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor @preconcurrency
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }

    /// Configures the scroll edge effect style for scroll views within this hierarchy.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }
}

/// A structure that specifies blur transitions between scrolling content and an area with controls, such
/// as toolbars.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ScrollEdgeEffectStyle: Equatable, Sendable {
    /// The system's choice for the platform and context.
    public static var automatic: ScrollEdgeEffectStyle { fatalError() }
    /// A linear, nearly opaque boundary between pinned controls and scrolling content.
    public static var hard: ScrollEdgeEffectStyle { fatalError() }
    /// A subtle, blurred boundary between pinned controls and scrolling content.
    public static var soft: ScrollEdgeEffectStyle { fatalError() }
    public static func == (lhs: ScrollEdgeEffectStyle, rhs: ScrollEdgeEffectStyle) -> Bool { fatalError() }
}

// MARK: Tab bars

/// When a tab bar minimizes.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Sendable {
    /// Determine the behavior automatically based on the surrounding context.
    public static let automatic = TabBarMinimizeBehavior()
    /// Never minimize the tab bar.
    public static let never = TabBarMinimizeBehavior()
    /// Minimize the tab bar when downwards scrolling starts (iPhone only).
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let onScrollDown = TabBarMinimizeBehavior()
    /// Minimize the tab bar when upwards scrolling starts (iPhone only).
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let onScrollUp = TabBarMinimizeBehavior()
}

/// A placement of the bottom accessory in a tab view.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// The view is displayed in line with the bottom tab bar.
    case inline
    /// The bar is expanded on top of the bottom tab bar, or at the bottom of the tab's content view.
    case expanded
}

extension View {
    /// Sets the behavior for tab bar minimization.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// Places a view as the bottom accessory of the tab view.
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Places a view as the bottom accessory of the tab view, shown while `isEnabled` is true.
    @available(iOS 26.1, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View { self }
}

extension EnvironmentValues {
    /// The current placement of the tab view bottom accessory; `nil` is an undefined placement.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { fatalError() }
}
