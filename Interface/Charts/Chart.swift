// Swift Charts, declarations only, written by us from Apple's public documentation.
// This file: the chart view, chart content and its builder, plottable values, and the marks — bar,
// line, point, area, rule, rectangle, sector — with the modifiers of chart content.
import SwiftUI

// MARK: Plottable values

/// A type that can serve as data for the labels, positions and styles of a chart.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol Plottable {
    /// The primitive type that represents the plottable value.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive value of the plottable value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates a plottable value from a primitive one.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive types a plottable value is represented by.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol PrimitivePlottableProtocol: Plottable {}

/// Enumerations with plottable raw values plot as their raw values.
extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    public var primitivePlottable: RawValue.PrimitivePlottable { fatalError() }
    public init?(primitivePlottable: RawValue.PrimitivePlottable) { fatalError() }
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: PrimitivePlottableProtocol { public typealias PrimitivePlottable = String }
extension Date: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Date }
extension Double: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Double }
extension Float: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Float }
extension CGFloat: PrimitivePlottableProtocol { public typealias PrimitivePlottable = CGFloat }
extension Int: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int }
extension Int8: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int8 }
extension Int16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int16 }
extension Int32: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int32 }
extension Int64: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int64 }
extension UInt: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt }
extension UInt8: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt8 }
extension UInt16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt16 }
extension UInt32: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt32 }
extension UInt64: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt64 }

/// The data of a mark's position or style, with a label that describes it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct PlottableValue<Value: Plottable> {
    /// A value with a localized label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    /// A value with a label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
    /// A value with a label made of text.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { fatalError() }
    /// A range of values with a localized label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func value(_ labelKey: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value>
    where Value: Comparable { fatalError() }
    /// A range of values with a label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value>
    where Value: Comparable { fatalError() }
    /// A date, binned by a calendar unit, with a localized label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil)
        -> PlottableValue<Value> where Value == Date
    { fatalError() }
    /// A date, binned by a calendar unit, with a label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil)
        -> PlottableValue<Value> where Value == Date
    { fatalError() }
}

// MARK: Chart content

/// A type that represents the content that you draw on a chart.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The content and behavior of the chart content.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @ChartContentBuilder @MainActor @preconcurrency
    var body: Body { get }
}

extension Never: ChartContent {}

/// A result builder that you use to compose the contents of a chart. (Its methods' own versions are left
/// off: a use would name them besides the chart.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> BuilderEmpty { fatalError() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { fatalError() }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        fatalError()
    }
    public static func buildIf<T: ChartContent>(_ content: T?) -> T? { fatalError() }
    public static func buildEither<T1: ChartContent, T2: ChartContent>(first: T1) -> BuilderConditional<T1, T2> {
        fatalError()
    }
    public static func buildEither<T1: ChartContent, T2: ChartContent>(second: T2) -> BuilderConditional<T1, T2> {
        fatalError()
    }
    public static func buildLimitedAvailability(_ content: some ChartContent) -> AnyChartContent { fatalError() }
}

/// Chart content made of several pieces.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct TupleChartContent<T>: ChartContent {
    public var body: Never { fatalError() }
}

/// Content that is one of two, chosen by a condition in a builder.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct BuilderConditional<TrueContent, FalseContent> {}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    nonisolated public var body: Never { fatalError() }
}

/// Content that contains nothing.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct BuilderEmpty: ChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Optional: ChartContent where Wrapped: ChartContent {
    nonisolated public var body: Never { fatalError() }
}

/// A type-erased chart content.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct AnyChartContent: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<C: ChartContent>(_ content: C) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<C: ChartContent>(erasing content: C) {}
    public var body: Never { fatalError() }
}

extension ForEach: ChartContent where Content: ChartContent {
    nonisolated public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Creates chart content for each element of identifiable data.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

extension ForEach where Content: ChartContent {
    /// Creates chart content for each element of data, identified by a key path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

// MARK: The chart

/// A SwiftUI view that displays a chart.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct Chart<Content: ChartContent>: View, Sendable {
    /// Creates a chart composed of a series of marks.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init(@ChartContentBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Chart {
    /// Creates a chart composed of a series of identifiable data.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {}

    /// Creates a chart composed of a series of data, identified by a key path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {}
}

// MARK: Marks

/// The size of a mark along a dimension: automatic, fixed, inset or a ratio.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var automatic: MarkDimension { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func fixed(_ value: CGFloat) -> MarkDimension { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func inset(_ value: CGFloat) -> MarkDimension { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func ratio(_ value: CGFloat) -> MarkDimension { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(floatLiteral value: Double) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(integerLiteral value: Int) { fatalError() }
}

/// The ways in which you can stack marks in a chart.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen
public struct MarkStackingMethod: Equatable, CustomStringConvertible, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var standard: MarkStackingMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var normalized: MarkStackingMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var center: MarkStackingMethod { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var unstacked: MarkStackingMethod { fatalError() }
    public var description: String { fatalError() }
}

/// A bar: a rectangle from a value to another.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct BarMark: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {}
    public var body: Never { fatalError() }
}

/// A line through the points of a series.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct LineMark: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {}
    public var body: Never { fatalError() }
}

/// A point: a symbol at a position.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct PointMark: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

/// An area between a line and a baseline, or between two lines.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct AreaMark: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

/// A line across the whole chart, or a segment, at a value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct RuleMark: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

/// A rectangle, for heat maps and ranges.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct RectangleMark: ChartContent, Sendable {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
    ) {}
    public var body: Never { fatalError() }
}

/// A sector of a pie or donut chart.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct SectorMark: ChartContent, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {}
    public var body: Never { fatalError() }
}
