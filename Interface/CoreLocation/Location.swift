// CoreLocation, declarations only, written by us from Apple's public documentation.
// This file: coordinates and locations — `CLLocationCoordinate2D`, `CLLocation`, the units they are
// measured in, and the live updates of iOS 17.
@_exported import Foundation

// MARK: Units

/// A latitude or longitude value specified in degrees.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationDegrees = Double

/// A distance in meters from an existing location.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationDistance = Double

/// The accuracy of a geographical coordinate.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationAccuracy = Double

/// The velocity (measured in meters per second) at which the device is moving.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationSpeed = Double

/// The accuracy of a speed.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationSpeedAccuracy = Double

/// An azimuth that is measured in degrees relative to true north.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationDirection = Double

/// The accuracy of a compass heading.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLLocationDirectionAccuracy = Double

// MARK: Coordinates

/// The latitude and longitude associated with a location, specified using the WGS 84 reference frame.
///
/// Not `Equatable` or `Hashable` (apps that compare coordinates declare that themselves). The page lists
/// `Decodable` and `Encodable` without a version of their own.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CLLocationCoordinate2D: Sendable, Codable {
    /// The latitude in degrees.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var latitude: CLLocationDegrees
    /// The longitude in degrees.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var longitude: CLLocationDegrees

    /// Creates a location coordinate object.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init() { fatalError() }
    /// Creates a location coordination object with the specified latitude and longitude values.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { fatalError() }
}

/// Formats a latitude and longitude value into a coordinate data structure format.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
    -> CLLocationCoordinate2D
{ fatalError() }

/// Returns a Boolean indicating whether the specified coordinate is valid.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool { fatalError() }

/// An invalid coordinate value.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationCoordinate2DInvalid: CLLocationCoordinate2D = CLLocationCoordinate2D()

// MARK: Locations

/// The latitude, longitude, and course information reported by the system.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    /// Creates a location object with the specified latitude and longitude.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { fatalError() }

    /// Creates a location object with the specified coordinate and altitude information.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) { fatalError() }

    /// Creates a location object with the specified coordinate, altitude, and course information.
    @available(iOS 4.2, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) { fatalError() }

    /// Creates a location object with the specified coordinate, altitude, course, and accuracy information.
    @available(iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, visionOS 1.0, *)
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) { fatalError() }

    /// The geographical coordinate information.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    /// The altitude above mean sea level associated with a location, measured in meters.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var altitude: CLLocationDistance { fatalError() }
    /// The altitude as a height above the World Geodetic System 1984 (WGS84) ellipsoid, measured in meters.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    open var ellipsoidalAltitude: CLLocationDistance { fatalError() }
    /// The logical floor of the building in which the user is located.
    @available(iOS 8.0, macOS 10.15, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var floor: CLFloor? { fatalError() }
    /// The time at which this location was determined.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var timestamp: Date { fatalError() }
    /// The radius of uncertainty for the location, measured in meters.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var horizontalAccuracy: CLLocationAccuracy { fatalError() }
    /// The validity of the altitude values, and their estimated uncertainty, measured in meters.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var verticalAccuracy: CLLocationAccuracy { fatalError() }
    /// The instantaneous speed of the device, measured in meters per second.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var speed: CLLocationSpeed { fatalError() }
    /// The accuracy of the speed value, measured in meters per second.
    @available(iOS 10.0, macOS 10.15, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var speedAccuracy: CLLocationSpeedAccuracy { fatalError() }
    /// The direction in which the device is traveling, measured in degrees and relative to due north.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var course: CLLocationDirection { fatalError() }
    /// The accuracy of the course value, measured in degrees.
    @available(iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, visionOS 1.0, *)
    open var courseAccuracy: CLLocationDirectionAccuracy { fatalError() }

    /// Returns the distance (measured in meters) from the current object's location to the specified
    /// location.
    @available(iOS 3.2, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func distance(from location: CLLocation) -> CLLocationDistance { fatalError() }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The floor of a building on which the user's device is located.
@available(iOS 8.0, macOS 10.15, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class CLFloor: NSObject, @unchecked Sendable {
    /// The logical floor of the building.
    @available(iOS 8.0, macOS 10.15, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var level: Int { fatalError() }
}

// MARK: Live updates (iOS 17)

/// A structure that contains the location information the framework delivers with each update.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct CLLocationUpdate: Sendable {
    /// The location, if any, that the update contains.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var location: CLLocation? { fatalError() }
    /// A Boolean value that indicates whether the device is stationary.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public var isStationary: Bool { fatalError() }
    /// A Boolean value that indicates whether the device is stationary.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var stationary: Bool { fatalError() }
    /// A Boolean value that indicates whether the app is denied authorization to receive location updates.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var authorizationDenied: Bool { fatalError() }
    /// A Boolean value that indicates whether location services are turned off for the whole device.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var authorizationDeniedGlobally: Bool { fatalError() }
    /// A Boolean value that indicates whether an authorization request is in progress.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var authorizationRequestInProgress: Bool { fatalError() }
    /// A Boolean value that indicates whether the app is restricted from receiving location updates.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var authorizationRestricted: Bool { fatalError() }
    /// A Boolean value that indicates whether the app has reduced accuracy.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var accuracyLimited: Bool { fatalError() }
    /// A Boolean value that indicates whether the location is unavailable.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var locationUnavailable: Bool { fatalError() }
    /// A Boolean value that indicates whether the app's authorization is insufficient while in use.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var insufficientlyInUse: Bool { fatalError() }
    /// A Boolean value that indicates whether a service session is required.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 1.0, *)
    public var serviceSessionRequired: Bool { fatalError() }

    /// Obtains an asynchronous sequence of location updates.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func liveUpdates(_ configuration: CLLocationUpdate.LiveConfiguration = .default)
        -> CLLocationUpdate.Updates
    { fatalError() }

    /// The configurations for live updates.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public enum LiveConfiguration: Hashable, Sendable {
        case `default`, automotiveNavigation, otherNavigation, fitness, airborne
    }

    /// An asynchronous sequence of location updates.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate
        public typealias Failure = any Error

        /// The iterator of the sequence.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
        public struct Iterator: AsyncIteratorProtocol {
            public typealias Element = CLLocationUpdate
            public mutating func next() async throws -> CLLocationUpdate? { fatalError() }
        }

        public func makeAsyncIterator() -> Iterator { fatalError() }
    }
}
