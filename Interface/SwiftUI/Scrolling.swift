// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the scroll APIs of iOS 16.4–18 — the scroll geometry and its changes, scroll positions and
// phases, visibility, scroll transitions and visual effects, content margins, default anchors, clipping
// and bouncing. Scroll views, readers, indicators and targets are in Layout.swift.

// MARK: Scroll geometry

/// A type that defines the geometry of a scroll view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view, which can be smaller or larger than its container.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize
    /// The visible rect of the scroll view, computed from its content offset, insets and container size.
    public var visibleRect: CGRect { fatalError() }
    /// The bounds rect of the scroll view.
    public var bounds: CGRect { fatalError() }
    public var debugDescription: String { fatalError() }
    public static func == (lhs: ScrollGeometry, rhs: ScrollGeometry) -> Bool { fatalError() }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}

// MARK: Scroll positions

/// A type that defines the semantic position of where a scroll view is scrolled within its content: a view
/// with an identity, a concrete offset, or an edge.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Equatable, Sendable {
    /// Creates a new scroll position for views of the given identity type.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    /// Creates a new scroll position to be scrolled to the provided edge.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
    /// Creates a new scroll position to be scrolled to the provided point.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}
    /// Creates a new scroll position to a view with a provided identity value.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}

    /// Scrolls the position of the scroll view to the edge you provide.
    public mutating func scrollTo(edge: Edge) {}
    /// Scrolls the position of the scroll view to a view with a identity value and anchor you provide.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
    /// Scrolls the position of the scroll view to the point you provide.
    public mutating func scrollTo(point: CGPoint) {}
    /// Scrolls the position of the scroll view to the x and y offsets you provide.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
    /// Scrolls the position of the scroll view to the x offset you provide.
    public mutating func scrollTo(x: CGFloat) {}
    /// Scrolls the position of the scroll view to the y offset you provide.
    public mutating func scrollTo(y: CGFloat) {}

    /// The positioned edge of the scroll view if configured to be in that position.
    public var edge: Edge? { fatalError() }
    /// The positioned point of the scroll view if configured to be in that position.
    public var point: CGPoint? { fatalError() }
    /// The identity of the view the scroll view is positioned at, if any.
    public var viewID: (any Hashable & Sendable)? { fatalError() }
    /// The identity of the view the scroll view is positioned at, if it is of the given type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { fatalError() }
    /// Whether the position was last set by the person scrolling, rather than by code.
    public var isPositionedByUser: Bool { fatalError() }

    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { fatalError() }
}

extension View {
    /// Associates a binding to a scroll position with a scroll view within this view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}

// MARK: Scroll phases and visibility

/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public enum ScrollPhase: Equatable, Sendable {
    /// The scroll view isn't scrolling.
    case idle
    /// The scroll view is tracking a pointer or touch that may become a scroll.
    case tracking
    /// The person is interacting with the scroll view.
    case interacting
    /// The scroll view is decelerating after the interaction ended.
    case decelerating
    /// The scroll view is animating to a new position.
    case animating

    /// Whether the scroll view is actively scrolling: every phase but `idle`.
    public var isScrolling: Bool { fatalError() }
}

/// A type that provides you with more content when the phase of a scroll view changes.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
    /// The geometry of the scroll view at the time of the scroll phase change.
    public var geometry: ScrollGeometry { fatalError() }
    init(_made: Never) {}
}

extension View {
    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes,
    /// with the context of the change.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { self }

    /// Adds an action to be called when the view crosses the threshold to be considered on or off screen.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
}

// MARK: Margins, anchors, clipping, bouncing

/// Where content margins apply: to a scroll view's content, its indicators, or both.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ContentMarginPlacement: Sendable {
    /// The placement the modified view chooses.
    public static var automatic: ContentMarginPlacement { fatalError() }
    /// The scrollable content of a scroll view.
    public static var scrollContent: ContentMarginPlacement { fatalError() }
    /// The scroll indicators of a scroll view.
    public static var scrollIndicators: ContentMarginPlacement { fatalError() }
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct ScrollBounceBehavior: Sendable {
    /// The automatic behavior.
    public static var automatic: ScrollBounceBehavior { fatalError() }
    /// The scrollable view always bounces along the specified axis.
    public static var always: ScrollBounceBehavior { fatalError() }
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static var basedOnSize: ScrollBounceBehavior { fatalError() }
}

extension View {
    /// Configures the content margin for a provided placement.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Configures the content margin for a provided placement.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Configures the content margin for a provided placement.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }

    /// Associates an anchor to control which part of the scroll view's content should be rendered by
    /// default.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Sets whether a scroll view clips its content to its bounds.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Configures the bounce behavior of scrollable views along the specified axis.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}

// MARK: Scroll transitions and visual effects

/// Visual effects change the visual appearance of a view without changing its ancestors or descendents,
/// nor its layout.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A visual effect made of another with one more effect applied.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct _ModifiedVisualEffect<Base: VisualEffect>: VisualEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension VisualEffect {
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Scales this view's rendered output by the given amount in both directions, relative to an anchor.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Scales this view's rendered output by the given size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Rotates this view's rendered output around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Offsets the view by the specified amount.
    public func offset(_ offset: CGSize) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Applies a Gaussian blur to this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Brightens this view by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Adjusts the color saturation of this view.
    public func saturation(_ amount: Double) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Adds a grayscale effect to this view.
    public func grayscale(_ amount: Double) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
    /// Applies a hue rotation effect to this view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { _ModifiedVisualEffect<Self>() }
}

/// The phases that a view transitions between when it scrolls among other views.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@frozen
public enum ScrollTransitionPhase: Equatable, Sendable {
    /// The view is about to enter the visible region of the scroll view.
    case topLeading
    /// The view is in the visible region of the scroll view.
    case identity
    /// The view has left the visible region of the scroll view.
    case bottomTrailing

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { fatalError() }
    /// A value for the phase: -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double { fatalError() }
}

/// The configuration of a scroll transition that controls how it applies to a view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTransitionConfiguration: Sendable {
    /// Creates a new configuration that interactively interpolates the transition's effect as the view
    /// scrolls into the visible region of the container.
    public static let interactive = ScrollTransitionConfiguration()
    /// Creates a new configuration that animates the transition's effect as the view enters or leaves the
    /// visible region.
    public static let animated = ScrollTransitionConfiguration()
    /// Creates a new configuration that discretely animates the transition's effect.
    public static let identity = ScrollTransitionConfiguration()
    /// Creates a new configuration that animates with the given animation.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { fatalError() }
    /// Sets the threshold at which the view is considered fully visible.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

    /// The amount of a view that is visible at which a transition phase begins or ends.
    public struct Threshold: Sendable {
        public static var visible: Threshold { fatalError() }
        public static var hidden: Threshold { fatalError() }
        public static var centered: Threshold { fatalError() }
        public static func visible(_ amount: Double) -> Threshold { fatalError() }
    }
}

extension View {
    /// Applies the given transition, animating between the phases of the transition as this view appears
    /// and disappears within the visible region of the containing scroll view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { self }

    /// Applies the given transition with separate configurations for the view's insertion and removal.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { self }

    /// Applies effects to this view, while providing access to layout information through a geometry proxy.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }
}
