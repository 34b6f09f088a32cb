// Swift Charts, declarations only, written by us from Apple's public documentation.
// This file: the modifiers of chart content (styles by value, symbols, interpolation, annotations),
// axes (`AxisMarks`, `AxisValueLabel`, `AxisGridLine`, `AxisTick`), scales, legends and selection —
// the chart modifiers of views.
import SwiftUI

// MARK: Modifiers of chart content

/// The ways in which line or area marks interpolate their data.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen
public struct InterpolationMethod: CustomStringConvertible, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var linear: InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var monotone: InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var catmullRom: InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var cardinal: InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func cardinal(tension: Double) -> InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var stepStart: InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var stepCenter: InterpolationMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var stepEnd: InterpolationMethod { fatalError() }
    public var description: String { fatalError() }
}

/// The position of an annotation, an axis label or a legend relative to what it describes.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AnnotationPosition: Equatable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var overlay: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var top: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var bottom: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var leading: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var trailing: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var topLeading: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var topTrailing: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var bottomLeading: AnnotationPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var bottomTrailing: AnnotationPosition { fatalError() }
    public static func == (lhs: AnnotationPosition, rhs: AnnotationPosition) -> Bool { fatalError() }
}

/// What an annotation's content knows of the mark it annotates.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AnnotationContext {
    /// The size of the mark.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public let targetSize: CGSize
}

/// A shape of the symbols of point and line marks.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol ChartSymbolShape: Shape {}

/// The system's symbol shapes.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var circle: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var square: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var triangle: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var diamond: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var pentagon: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var plus: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var cross: BasicChartSymbolShape { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var asterisk: BasicChartSymbolShape { fatalError() }
}

extension ChartContent {
    /// Represents data using a foreground style.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
    /// Represents data using different foreground styles, one for each value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// Represents data using different symbols, one for each value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// Sets the symbol of point and line marks.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { self }
    /// Sets the symbol of point and line marks to a view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { self }
    /// Sets the area of the symbols.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func symbolSize(_ area: CGFloat) -> some ChartContent { self }
    /// Sets the size of the symbols.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func symbolSize(_ size: CGSize) -> some ChartContent { self }
    /// Represents data using different sizes of symbols, one for each value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// Places marks side by side, one position for each value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent { self }
    /// Sets how line and area marks interpolate their data.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { self }
    /// Sets the stroke of line marks.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }
    /// Represents data using different line styles, one for each value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// Sets the opacity of the content.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func opacity(_ value: Double) -> some ChartContent { self }
    /// Rounds the corners of bar and rectangle marks.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        self
    }
    /// Offsets the content.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }
    /// Sets the order in which content is drawn.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func zIndex(_ value: Double) -> some ChartContent { self }
    /// Annotates the content with a view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent { self }
    /// Annotates the content with a view that knows the size of the mark.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent { self }
    /// Hides the content from accessibility.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
    /// Labels the content for accessibility.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    /// Gives the content a value for accessibility.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func accessibilityValue(_ value: Text) -> some ChartContent { self }
}

// MARK: Axes

/// A type that represents the content of an axis.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol AxisContent {}

/// A type that represents a mark of an axis: a grid line, a tick or a label.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol AxisMark {}

extension Never: AxisContent, AxisMark {}
extension Optional: AxisContent where Wrapped: AxisContent {}
extension Optional: AxisMark where Wrapped: AxisMark {}
extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {}
extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {}
extension BuilderEmpty: AxisContent, AxisMark {}

/// Axis content made of several pieces.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct TupleAxisContent<T>: AxisContent {}

/// Axis marks made of several pieces.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct TupleAxisMark<T>: AxisMark {}

/// A result builder that composes the content of an axis.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { fatalError() }
    public static func buildBlock() -> BuilderEmpty { fatalError() }
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { fatalError() }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> TupleAxisContent<(repeat each C)> {
        fatalError()
    }
    public static func buildIf<C: AxisContent>(_ content: C?) -> C? { fatalError() }
    public static func buildEither<T1: AxisContent, T2: AxisContent>(first: T1) -> BuilderConditional<T1, T2> { fatalError() }
    public static func buildEither<T1: AxisContent, T2: AxisContent>(second: T2) -> BuilderConditional<T1, T2> { fatalError() }
}

/// A result builder that composes the marks of an axis.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ content: M) -> M { fatalError() }
    public static func buildBlock() -> BuilderEmpty { fatalError() }
    public static func buildBlock<M: AxisMark>(_ content: M) -> M { fatalError() }
    public static func buildBlock<each M: AxisMark>(_ content: repeat each M) -> TupleAxisMark<(repeat each M)> {
        fatalError()
    }
    public static func buildIf<M: AxisMark>(_ content: M?) -> M? { fatalError() }
    public static func buildEither<T1: AxisMark, T2: AxisMark>(first: T1) -> BuilderConditional<T1, T2> { fatalError() }
    public static func buildEither<T1: AxisMark, T2: AxisMark>(second: T2) -> BuilderConditional<T1, T2> { fatalError() }
}

/// Where an axis's marks are: a place along the chart's edge.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisMarkPosition: CustomStringConvertible {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: AxisMarkPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var leading: AxisMarkPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var trailing: AxisMarkPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var top: AxisMarkPosition { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var bottom: AxisMarkPosition { fatalError() }
    public var description: String { fatalError() }
}

/// A preset of an axis's marks' layout.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisMarkPreset: CustomStringConvertible {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: AxisMarkPreset { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var aligned: AxisMarkPreset { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var extended: AxisMarkPreset { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var inset: AxisMarkPreset { fatalError() }
    public var description: String { fatalError() }
}

/// The values at which an axis has marks.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisMarkValues: CustomStringConvertible {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: AxisMarkValues { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues { fatalError() }
    public var description: String { fatalError() }
}

/// A value of an axis, handed to its marks' content.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisValue: Sendable {
    /// The value as a plottable type, if it is one.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { fatalError() }
    /// The value's position among the axis's values.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public var index: Int { fatalError() }
    /// The number of the axis's values.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public var count: Int { fatalError() }
}

/// The marks of an axis, at the values you choose.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisMarks<Content: AxisMark>: AxisContent {}

extension AxisMarks {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}
}

extension AxisMarks where Content == Never {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {}
}

/// A line across the chart at an axis's value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisGridLine: AxisMark {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis's value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisTick: AxisMark {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// The label of an axis's value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisValueLabel<Content: View>: AxisMark {}

extension AxisValueLabel where Content == Never {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {}
}

extension AxisValueLabel where Content == Text {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
}

extension AxisValueLabel {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// How an axis's labels are turned.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AxisValueLabelOrientation: Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: AxisValueLabelOrientation { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var horizontal: AxisValueLabelOrientation { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var vertical: AxisValueLabelOrientation { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var verticalReversed: AxisValueLabelOrientation { fatalError() }
}

extension AxisMark {
    /// Sets the style of the axis mark.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { self }
    /// Sets the font of the axis mark.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func font(_ font: Font?) -> some AxisMark { self }
    /// Offsets the axis mark.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }
}

// MARK: Scales

/// A type of the domain of a scale: a range, a list of values, or automatic.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol ScaleDomain {}

/// A domain the chart finds from its data.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct AutomaticScaleDomain: ScaleDomain {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: AutomaticScaleDomain { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { fatalError() }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// The type of a scale.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ScaleType {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var linear: ScaleType { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var log: ScaleType { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var squareRoot: ScaleType { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var date: ScaleType { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var category: ScaleType { fatalError() }
}

/// A proxy of a chart, for the content of its overlays: converts between positions and values.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ChartProxy {
    /// The value at a horizontal position.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? { fatalError() }
    /// The value at a vertical position.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? { fatalError() }
    /// The horizontal position of a value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func position<P: Plottable>(forX value: P) -> CGFloat? { fatalError() }
    /// The vertical position of a value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func position<P: Plottable>(forY value: P) -> CGFloat? { fatalError() }
    /// The size of the plot area.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public var plotSize: CGSize { fatalError() }
    /// An anchor to the frame of the chart's plot.
    @available(iOS, introduced: 16.0, deprecated: 17.0)
    @available(macOS, introduced: 13.0, deprecated: 14.0)
    @available(tvOS, introduced: 16.0, deprecated: 17.0)
    @available(watchOS, introduced: 9.0, deprecated: 10.0)
    @available(visionOS, introduced: 1.0)
    public var plotAreaFrame: Anchor<CGRect> { fatalError() }
    /// An anchor to the frame of the chart's plot, or `nil` if there is no chart in the context of the chart proxy.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var plotFrame: Anchor<CGRect>? { fatalError() }
    /// An anchor to the frame of the chart's plot container, or `nil` if there is no chart in the context of the
    /// chart proxy.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var plotContainerFrame: Anchor<CGRect>? { fatalError() }
}

/// The plot area of a chart, for `chartPlotStyle(content:)`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct ChartPlotContent: View, Sendable {
    public var body: Never { fatalError() }
}

// MARK: The chart modifiers of views

extension View {
    /// Sets the visibility of the x axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartXAxis(_ visibility: Visibility) -> some View { self }
    /// Configures the x axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    /// Sets the visibility of the y axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartYAxis(_ visibility: Visibility) -> some View { self }
    /// Configures the y axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    /// Labels the x axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartXAxisLabel(
        _ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View { self }
    /// Labels the y axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartYAxisLabel(
        _ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View { self }
    /// Sets the domain of the x scale.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    /// Sets the domain of the y scale.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    /// Sets the type of the x scale.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartXScale(type: ScaleType? = nil) -> some View { self }
    /// Sets the type of the y scale.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartYScale(type: ScaleType? = nil) -> some View { self }
    /// Sets the styles of the values of `foregroundStyle(by:)`, from pairs of values and styles.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>)
        -> some View
    { self }
    /// Sets the styles of the values of `foregroundStyle(by:)`, from a function.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        mapping: @escaping (DataValue) -> S
    ) -> some View { self }
    /// Sets the styles of the values of a domain, from a function.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable { self }
    /// Sets the visibility of the legend.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    /// Places the legend.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> some View
    { self }
    /// Places a legend of your own.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View { self }
    /// Styles the plot area.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content)
        -> some View
    { self }
    /// Adds an overlay that reads the chart through a proxy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> some View
    { self }
    /// Adds a background that reads the chart through a proxy.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> some View
    { self }
    /// Binds the value a person selects along the x axis.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the range a person selects along the x axis.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the value a person selects along the y axis.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the value a person selects by angle (pie and donut charts).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Makes charts scrollable along the axes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// Sets the length of the visible x domain of a scrollable chart.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }
    /// Binds the x position a scrollable chart is scrolled to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartScrollPosition(x: Binding<some Plottable>) -> some View { self }
    /// Sets the initial x position of a scrollable chart.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func chartScrollPosition(initialX: some Plottable) -> some View { self }
}
