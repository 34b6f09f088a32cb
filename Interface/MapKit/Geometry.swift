// MapKit, declarations only, written by us from Apple's public documentation.
// This file: the geometry of a map — coordinate regions and spans, map points and rectangles,
// polylines — and the categories of points of interest. `import MapKit` brings CoreLocation along,
// as it does on Apple's platforms.
@_exported import CoreLocation
import SwiftUI

// MARK: Regions

/// The width and height of a map region. (The page gives no versions.)
public struct MKCoordinateSpan: Sendable {
    /// The amount of north-to-south distance (measured in degrees) to display on the map.
    public var latitudeDelta: CLLocationDegrees
    /// The amount of east-to-west distance (measured in degrees) to display for the map region.
    public var longitudeDelta: CLLocationDegrees

    /// Creates a new, empty coordinate span.
    public init() { fatalError() }
    /// Creates a new coordinate span with the specified values.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) { fatalError() }
}

/// A rectangular geographic region that centers around a specific latitude and longitude. (The page
/// gives no versions; not `Equatable`, as on Apple's platforms.)
public struct MKCoordinateRegion: Sendable {
    /// The center point of the region.
    public var center: CLLocationCoordinate2D
    /// The horizontal and vertical span representing the amount of map to display.
    public var span: MKCoordinateSpan

    /// Creates a coordinate region.
    public init() { fatalError() }
    /// Creates a coordinate region with a span around the specified center coordinate.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { fatalError() }
    /// Creates a new coordinate region from the specified coordinate and distance values.
    @available(tvOS 9.2, *)
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) { fatalError() }
    /// Returns the region that corresponds to the specified map rectangle.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public init(_ rect: MKMapRect) { fatalError() }
}

// MARK: Map points and rectangles

/// A point on a two-dimensional map projection. (The page gives no versions.)
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double
    /// Creates a new, empty map point.
    public init() { fatalError() }
    /// Creates a new map point with the specified coordinates.
    public init(x: Double, y: Double) { fatalError() }
    /// Creates a map point that corresponds to a coordinate.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public init(_ coordinate: CLLocationCoordinate2D) { fatalError() }
    /// The coordinate at this map point.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public var coordinate: CLLocationCoordinate2D { fatalError() }
    /// The distance, in meters, to another map point.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public func distance(to point: MKMapPoint) -> CLLocationDistance { fatalError() }
}

/// The width and height of a rectangle on a two-dimensional map projection. (The page gives no versions.)
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double
    public init() { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
}

/// A rectangular area on a two-dimensional map projection. (The page gives no versions.)
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    /// Creates a new, empty map rectangle.
    public init() { fatalError() }
    /// Creates a map rectangle at the specified origin and size.
    public init(origin: MKMapPoint, size: MKMapSize) { fatalError() }
    /// Creates a map rectangle at the specified point and size.
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    /// A rectangle that represents the whole world.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public static var world: MKMapRect { fatalError() }
    /// Returns a Boolean value that indicates whether the map rectangle contains the point.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public func contains(_ point: MKMapPoint) -> Bool { fatalError() }
    /// Returns the smallest rectangle that contains both this rectangle and another.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    public func union(_ rect2: MKMapRect) -> MKMapRect { fatalError() }
}

// MARK: Overlays

/// Constants that indicate the position of overlays relative to other content.
@available(iOS 7.0, macOS 10.9, tvOS 9.2, watchOS 10.0, visionOS 1.0, *)
public enum MKOverlayLevel: Int, Hashable, Sendable {
    /// Place the overlay above roadways but below map labels, shields, or point-of-interest icons.
    case aboveRoads = 0
    /// Place the overlay above map labels, shields, or point-of-interest icons but below annotations and
    /// 3D projections of buildings.
    case aboveLabels = 1
}

/// An object that represents a shape consisting of one or more points that define connecting line segments.
@available(iOS 4.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKPolyline: NSObject {
    /// Creates a polyline object from the specified set of coordinates.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) { fatalError() }
    /// Creates a polyline object from the specified set of map points.
    @available(iOS 4.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) { fatalError() }
    /// The number of points associated with the shape.
    open var pointCount: Int { fatalError() }
    /// The center point of the shape.
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    /// The rectangle that bounds the shape.
    open var boundingMapRect: MKMapRect { fatalError() }
}

// MARK: Points of interest

/// A category for a point of interest on a map. (The page of the type gives no versions; its
/// categories came in iOS 13.)
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var airport: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var bakery: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var beach: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var cafe: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var gasStation: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var hospital: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var hotel: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var library: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var museum: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var park: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var parking: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var publicTransport: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var restaurant: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var school: MKPointOfInterestCategory { fatalError() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var store: MKPointOfInterestCategory { fatalError() }
}

/// A filter that includes or excludes point-of-interest categories from a map view, local search, or
/// local search completer.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    /// Creates a filter that includes a list of point-of-interest categories.
    public init(including categories: [MKPointOfInterestCategory]) { fatalError() }
    /// Creates a filter that excludes a list of point-of-interest categories.
    public init(excluding categories: [MKPointOfInterestCategory]) { fatalError() }
    /// A filter that includes all categories.
    open class var includingAll: MKPointOfInterestFilter { fatalError() }
    /// A filter that excludes all categories.
    open class var excludingAll: MKPointOfInterestFilter { fatalError() }
    /// Returns a Boolean value that indicates whether the filter includes a category.
    open func includes(_ category: MKPointOfInterestCategory) -> Bool { fatalError() }
    /// Returns a Boolean value that indicates whether the filter excludes a category.
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { fatalError() }
}
