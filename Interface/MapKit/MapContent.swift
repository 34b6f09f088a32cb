// MapKit for SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: what a map shows (iOS 17) — `MapContent`, `MapContentBuilder`, `Marker`, `Annotation`,
// `UserAnnotation`, `MapPolyline`, `MapCircle`, `MapPolygon`, `ForEach` over map content, and the
// modifiers of map content.
import CoreLocation
import SwiftUI

// MARK: Map content and its builder

/// A protocol that represents the content of a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public protocol MapContent {
    /// The type of map content that represents the body of this content.
    associatedtype Body: MapContent
    /// The content of the map.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MapContentBuilder @MainActor @preconcurrency
    var body: Body { get }
}

extension Never: MapContent {}

/// A result builder that creates map content from closures you provide. (Its methods' own versions,
/// the type's but for `buildLimitedAvailability`, are left off: a use would name them besides the map.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@resultBuilder
public struct MapContentBuilder {
    public static func buildBlock() -> EmptyMapContent { fatalError() }
    public static func buildBlock<C: MapContent>(_ content: C) -> C { fatalError() }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content)
        -> TupleMapContent<(repeat each Content)>
    { fatalError() }
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { fatalError() }
    public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(first: TrueContent)
        -> _ConditionalMapContent<TrueContent, FalseContent>
    { fatalError() }
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(second: FalseContent)
        -> _ConditionalMapContent<TrueContent, FalseContent>
    { fatalError() }
    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 1.2, *)
    public static func buildLimitedAvailability(_ content: any MapContent) -> AnyMapContent { fatalError() }
}

/// Map content made of several pieces.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct TupleMapContent<T>: MapContent {
    public var body: Never { fatalError() }
}

/// Map content that is one of two.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent {
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Optional: MapContent where Wrapped: MapContent {
    nonisolated public var body: Never { fatalError() }
}

/// Map content that doesn't contain any content.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct EmptyMapContent: MapContent, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init() {}
    public var body: Never { fatalError() }
}

/// A type-erased map content.
@available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 1.2, *)
@MainActor @preconcurrency
public struct AnyMapContent: MapContent, Sendable {
    /// Creates a type-erased map content.
    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 1.2, *)
    public init<Content: MapContent>(_ base: Content) {}
    public var body: Never { fatalError() }
}

/// A type of map content that generates content from an underlying collection of data.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DynamicMapContent: MapContent {
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: MapContent where Content: MapContent {
    nonisolated public var body: Never { fatalError() }
}

extension ForEach: DynamicMapContent where Content: MapContent {}

extension ForEach where ID == Data.Element.ID, Content: MapContent, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates map content across updates based on the
    /// identity of the underlying data.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: MapContent {
    /// Creates an instance that uniquely identifies and creates map content across updates based on the
    /// provided key path to the underlying data's identifier.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

// MARK: Markers and annotations

/// A balloon-shaped annotation that marks a map location.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct Marker<Label: View>: MapContent, Sendable {
    public var body: Never { fatalError() }
}

extension Marker where Label == Text {
    /// Creates a marker with a localized title at the coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    /// Creates a marker with a title at the coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    /// Creates a marker for a map item, titled with its name.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(item: MKMapItem) {}
}

extension Marker where Label == SwiftUI.Label<Text, Image> {
    /// Creates a marker with a localized title and a system image.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// Creates a marker with a title and a system image.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// Creates a marker with a localized title and an image from the app's assets.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {}
    /// Creates a marker with a title and an image from the app's assets.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {}
}

extension Marker where Label == SwiftUI.Label<Text, Text> {
    /// Creates a marker with a localized title and a monogram of up to three letters.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// Creates a marker with a title and a monogram of up to three letters.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {}
}

extension Marker {
    /// Creates a marker with a label of your own at the coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {}
}

/// A customizable annotation that marks a map location.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct Annotation<Label: View, Content: View>: MapContent, Sendable {
    public var body: Never { fatalError() }
}

extension Annotation where Label == Text {
    /// Creates an annotation with a localized title and a view of your own at the coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {}
    /// Creates an annotation with a title and a view of your own at the coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {}
    /// Creates an annotation with a localized title, a view and an accessory anchor.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        accessoryAnchor: UnitPoint, @ViewBuilder content: () -> Content
    ) {}
    /// Creates an annotation with a title, a view and an accessory anchor.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint,
        @ViewBuilder content: () -> Content
    ) {}
    /// Creates an annotation for a map item, titled with its name.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(
        item: MKMapItem, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {}
}

extension Annotation {
    /// Creates an annotation with a view and a label of your own at the coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {}
}

/// The location of the user, for a user annotation's content.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct UserLocation {
    /// The user's location.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var location: CLLocation? { fatalError() }
    /// The user's heading.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var heading: CLHeading? { fatalError() }
}

/// The default view of the user's location.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct DefaultUserAnnotationContent: View, Sendable {
    public var body: Never { fatalError() }
}

/// Content that displays the user's location on the map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct UserAnnotation<Content: View>: MapContent, Sendable {
    public var body: Never { fatalError() }
}

extension UserAnnotation where Content == DefaultUserAnnotationContent {
    /// Creates the system's view of the user's location.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init() {}
}

extension UserAnnotation where Content == EmptyView {
    /// Creates a user annotation with an anchor point.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(anchor: UnitPoint = .center) {}
}

extension UserAnnotation {
    /// Creates a user annotation with a view of your own.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping () -> Content) {}
    /// Creates a user annotation with a view of your own that reads the user's location.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
}

// MARK: Overlays

/// A polyline shape to draw on a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct MapPolyline: MapContent {
    /// Creates a polyline from the coordinates you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: MapPolyline.ContourStyle = .straight) {}
    /// Creates a polyline from the map points you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(points: [MKMapPoint], contourStyle: MapPolyline.ContourStyle = .straight) {}
    /// Creates a polyline from a MapKit polyline.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    public init(_ polyline: MKPolyline) {}
    /// Creates a polyline that follows a route.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    public init(_ route: MKRoute) {}

    /// How a polyline's segments follow the map.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct ContourStyle: Sendable {
        /// Segments that follow the curvature of the earth.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var geodesic: MapPolyline.ContourStyle { fatalError() }
        /// Straight segments on the map's projection.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var straight: MapPolyline.ContourStyle { fatalError() }
    }

    public var body: Never { fatalError() }
}

/// A circle to draw on a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct MapCircle: MapContent {
    /// Creates a circle with the center and radius you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    /// Creates a circle that fills a map rectangle.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(mapRect: MKMapRect) {}
    public var body: Never { fatalError() }
}

/// A closed polygon to draw on a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct MapPolygon: MapContent {
    /// Creates a polygon from the coordinates you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(coordinates: [CLLocationCoordinate2D]) {}
    /// Creates a polygon from the map points you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(points: [MKMapPoint]) {}
    public var body: Never { fatalError() }
}

// MARK: Modifiers of map content

extension MapContent {
    /// Sets the tint color of the map content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { self }
    /// Fills the map content (an overlay) with a style.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func foregroundStyle(_ content: some ShapeStyle) -> some MapContent { self }
    /// Strokes the map content (an overlay) with a style and a line width.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> some MapContent { self }
    /// Strokes the map content (an overlay) with a style and a stroke style.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> some MapContent { self }
    /// Strokes the map content (an overlay) with a line width.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func stroke(lineWidth: CGFloat = 1) -> some MapContent { self }
    /// Sets the stroke style of the map content (an overlay).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func strokeStyle(style: StrokeStyle) -> some MapContent { self }
    /// Tags the map content with a value, for a map's selection.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
    /// Shows or hides the titles of annotations.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func annotationTitles(_ visibility: Visibility) -> some MapContent { self }
    /// Shows or hides the subtitles of annotations.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }
    /// Sets where an overlay is drawn relative to the map's roads and labels.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }
}
