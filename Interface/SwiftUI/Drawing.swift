// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: immediate-mode drawing — `Canvas` and its `GraphicsContext` —, views that update on a schedule
// (`TimelineView`), and shadow styles for shape styles. Shapes, paths and shape styles are in Shapes.swift.

// MARK: Canvas

/// A view type that supports immediate mode drawing.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct Canvas<Symbols: View>: View {
    /// Creates and configures a canvas that you supply with renderable child views.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
}

/// The set of possible working color spaces for color-compositing operations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// An immediate mode drawing destination, and its current state.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct GraphicsContext {
    /// The opacity of drawing operations in the context.
    public var opacity: Double
    /// The environment associated with the graphics context.
    public var environment: EnvironmentValues { fatalError() }

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: Sendable {
        /// A shading that fills with the foreground style from the graphics context's environment.
        public static var foreground: Shading { fatalError() }
        /// Returns a shading that fills with the specified color.
        public static func color(_ color: Color) -> Shading { fatalError() }
        /// Returns a shading that fills with the specified style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { fatalError() }
        /// Returns a shading that fills with a linear gradient.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading { fatalError() }
        /// Returns a shading that fills with a radial gradient.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading { fatalError() }
    }

    /// A type that applies image processing operations to rendered content.
    public struct Filter: Sendable {
        /// Returns a filter that applies a Gaussian blur.
        public static func blur(radius: CGFloat) -> Filter { fatalError() }
        /// Returns a filter that adds a shadow.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter { fatalError() }
        /// Returns a filter that multiplies the alpha of each pixel.
        public static func colorMultiply(_ color: Color) -> Filter { fatalError() }
    }

    /// A text view that the graphics context has resolved for drawing.
    public struct ResolvedText {
        /// Measures the size of the resolved text for a given area into which the text should be placed.
        public func measure(in size: CGSize) -> CGSize { fatalError() }
        public var shading: Shading
    }

    /// An image that the graphics context has resolved for drawing.
    public struct ResolvedImage {
        /// The size of the image.
        public var size: CGSize { fatalError() }
        public var shading: Shading?
    }

    /// A static sequence of drawing operations, a symbol view of a canvas, resolved for drawing.
    public struct ResolvedSymbol {
        /// The dimensions of the resolved symbol.
        public var size: CGSize { fatalError() }
    }

    /// Draws a path into the context and fills the outlined region.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    /// Draws text into the context, anchored at a point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws text into the context, in a rectangle.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws a resolved text into the context, anchored at a point.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws an image into the context, in a rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws an image into the context, anchored at a point.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved image into the context, in a rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws a resolved symbol into the context, anchored at a point.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Gets a version of a text view that's resolved for drawing.
    public func resolve(_ text: Text) -> ResolvedText { fatalError() }
    /// Gets a version of an image that's resolved for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { fatalError() }
    /// Gets the symbol view of the canvas with the given identifier, resolved for drawing.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { fatalError() }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) {}
    /// Adds a path to the context's array of clip shapes.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
    /// Adds a filter that applies to subsequent drawing operations.
    public mutating func addFilter(_ filter: Filter) {}
    /// Draws a new layer, created by drawing code that you provide, into the context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
}

// MARK: Timeline views

/// A type that provides a sequence of dates for use as a schedule.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { fatalError() }
}

/// A schedule for updating a timeline view at regular intervals.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { fatalError() }
}

/// A schedule for updating a timeline view at the start of every minute.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { fatalError() }
}

/// A schedule for updating a timeline view at explicit points in time.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { PeriodicTimelineSchedule(from: startDate, by: interval) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date { ExplicitTimelineSchedule(dates) }
}

/// Information passed to a timeline view's content callback.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct TimelineViewDefaultContext {
    /// A rate at which timeline views can receive updates.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
    /// The date from the schedule that triggered the current view update.
    public let date: Date
    /// The rate at which the timeline updates the view.
    public let cadence: Cadence
    init(_made: Never) { fatalError() }
}

/// A view that updates according to a schedule that you provide.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// Information passed to a timeline view's content callback.
    public typealias Context = TimelineViewDefaultContext
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: Shadow styles

/// A style to use when rendering shadows.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ShadowStyle: Equatable, Sendable {
    /// Creates a custom drop shadow style: behind the source content, from its blurred, tinted and offset
    /// alpha values.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
    /// Creates a custom inner shadow style: on top of the source content, from its blurred, tinted,
    /// inverted and offset alpha values.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
    public static func == (lhs: ShadowStyle, rhs: ShadowStyle) -> Bool { fatalError() }
}

extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}
