// CoreLocation, declarations only, written by us from Apple's public documentation.
// This file: `CLLocationManager` with its delegate, the authorization it asks for, the accuracy
// constants, headings and regions, and `CLError`.

// MARK: Authorization

/// Constants that indicate the app's authorization to use location services.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CLAuthorizationStatus: Int32, Hashable, Sendable {
    /// The user has not chosen whether the app can use location services.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case notDetermined = 0
    /// The app is not authorized to use location services.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case restricted = 1
    /// The user denied the use of location services for the app or they are disabled globally in Settings.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case denied = 2
    /// The user authorized the app to start location services at any time.
    @available(iOS 8.0, macOS 10.12, tvOS 9.0, watchOS 2.0, *)
    @available(visionOS, unavailable)
    case authorizedAlways = 3
    /// The user authorized the app to start location services while it is in use.
    @available(iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    case authorizedWhenInUse = 4
}

/// The level of location accuracy the app has permission to use.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum CLAccuracyAuthorization: Int, Hashable, Sendable {
    /// The user authorized the app to access location data with full accuracy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    case fullAccuracy = 0
    /// The user authorized the app to access location data with reduced accuracy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    case reducedAccuracy = 1
}

/// Constants indicating the type of activity associated with location updates.
@available(iOS 6.0, macOS 10.15, tvOS 9.0, watchOS 4.0, visionOS 1.0, *)
public enum CLActivityType: Int, Hashable, Sendable {
    /// The value that indicates the app is using location manager for an unspecified activity.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case other = 1
    /// The value that indicates positioning in an automobile following a road network.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case automotiveNavigation = 2
    /// The value that indicates positioning during dedicated fitness sessions.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case fitness = 3
    /// The value that indicates positioning for activities that don't or may not adhere to roads.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    case otherNavigation = 4
    /// The value that indicates activities in the air.
    @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0, *)
    case airborne = 5
}

// MARK: Accuracy constants

/// The best level of accuracy available.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The highest possible accuracy that uses additional sensor data to facilitate navigation apps.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accurate to within ten meters of the desired target.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to within one hundred meters.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to the nearest kilometer.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to the nearest three kilometers.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The level of accuracy used when an app isn't authorized for full accuracy location data.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// A value indicating that all movement should be reported.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let kCLDistanceFilterNone: CLLocationDistance = -1

// MARK: The location manager

/// The object you use to start and stop the delivery of location-related events to your app.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class CLLocationManager: NSObject {
    public override init() { fatalError() }

    /// The delegate object to receive update events.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open weak var delegate: (any CLLocationManagerDelegate)?

    /// The current authorization status for the app.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    open var authorizationStatus: CLAuthorizationStatus { fatalError() }
    /// Returns the app's authorization status for using location services.
    @available(iOS, introduced: 4.2, deprecated: 14.0, message: "Use the authorizationStatus instance property with locationManagerDidChangeAuthorization(_:) instead.")
    @available(macOS, introduced: 10.7, deprecated: 11.0, message: "Use the authorizationStatus instance property with locationManagerDidChangeAuthorization(_:) instead.")
    @available(tvOS, introduced: 9.0, deprecated: 14.0, message: "Use the authorizationStatus instance property with locationManagerDidChangeAuthorization(_:) instead.")
    @available(watchOS, introduced: 1.0, deprecated: 7.0, message: "Use the authorizationStatus instance property with locationManagerDidChangeAuthorization(_:) instead.")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the authorizationStatus instance property with locationManagerDidChangeAuthorization(_:) instead.")
    open class func authorizationStatus() -> CLAuthorizationStatus { fatalError() }
    /// A value that indicates the level of location accuracy the app has permission to use.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    open var accuracyAuthorization: CLAccuracyAuthorization { fatalError() }
    /// Requests the user's permission to use location services while the app is in use.
    @available(iOS 8.0, macOS 10.15, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func requestWhenInUseAuthorization() {}
    /// Requests the user's permission to use location services regardless of whether the app is in use.
    @available(iOS 8.0, macOS 10.15, watchOS 2.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open func requestAlwaysAuthorization() {}
    /// Requests permission to temporarily use location services with full accuracy.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (((any Error)?) -> Void)? = nil
    ) {}
    /// Returns a Boolean value indicating whether location services are enabled on the device.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func locationServicesEnabled() -> Bool { fatalError() }

    /// The accuracy of the location data that your app wants to receive.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var desiredAccuracy: CLLocationAccuracy
    /// The minimum distance in meters the device must move horizontally before an update event is generated.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var distanceFilter: CLLocationDistance
    /// The type of activity the app expects the user to typically perform while in the app's location session.
    @available(iOS 6.0, macOS 10.15, watchOS 4.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var activityType: CLActivityType { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the app receives location updates when running in the background.
    @available(iOS 9.0, macOS 10.15, watchOS 4.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var allowsBackgroundLocationUpdates: Bool { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the location-manager object may pause location updates.
    @available(iOS 6.0, macOS 10.15, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var pausesLocationUpdatesAutomatically: Bool { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the status bar changes its appearance when an app uses location
    /// services in the background.
    @available(iOS 11.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var showsBackgroundLocationIndicator: Bool { get { fatalError() } set {} }

    /// Starts the generation of updates that report the user's current location.
    @available(iOS 2.0, macOS 10.6, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open func startUpdatingLocation() {}
    /// Stops the generation of location updates.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func stopUpdatingLocation() {}
    /// Requests the one-time delivery of the user's current location.
    @available(iOS 9.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func requestLocation() {}
    /// The most recently retrieved user location.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var location: CLLocation? { fatalError() }
    /// Starts the generation of updates based on significant location changes.
    @available(iOS 4.0, macOS 10.7, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops the delivery of location events based on significant location changes.
    @available(iOS 4.0, macOS 10.7, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    open func stopMonitoringSignificantLocationChanges() {}

    /// Returns a Boolean value indicating whether the location manager is able to generate heading-related
    /// events.
    @available(iOS 4.0, macOS 10.7, watchOS 2.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open class func headingAvailable() -> Bool { fatalError() }
    /// Starts the generation of updates that report the user's current heading.
    @available(iOS 3.0, macOS 10.15, watchOS 2.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open func startUpdatingHeading() {}
    /// Stops the generation of heading updates.
    @available(iOS 3.0, watchOS 2.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open func stopUpdatingHeading() {}
    /// The most recently reported heading.
    @available(iOS 4.0, macOS 10.15, watchOS 2.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var heading: CLHeading? { fatalError() }
}

/// The methods you use to receive events from an associated location-manager object.
///
/// Apple's requirements are `optional` (an Objective-C protocol); here each has an empty default in an
/// extension, so an app implements only the ones it needs, as there. The ones some platform lacks are in the
/// extension only (a Swift protocol's requirement cannot be unavailable).
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// Tells the delegate that new location data is available.
    @available(iOS 6.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Tells the delegate that the location manager was unable to retrieve a location value.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Tells the delegate when the app creates the location manager and when the authorization status changes.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Tells the delegate its authorization status when the app creates the location manager and when the
    /// authorization status changes.
    @available(iOS, introduced: 4.2, deprecated: 14.0, message: "Use locationManagerDidChangeAuthorization(_:) instead.")
    @available(macOS, introduced: 10.7, deprecated: 11.0, message: "Use locationManagerDidChangeAuthorization(_:) instead.")
    @available(tvOS, introduced: 9.0, deprecated: 14.0, message: "Use locationManagerDidChangeAuthorization(_:) instead.")
    @available(watchOS, introduced: 1.0, deprecated: 7.0, message: "Use locationManagerDidChangeAuthorization(_:) instead.")
    @available(visionOS, unavailable)
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Tells the delegate that the location manager received updated heading information.
    @available(iOS 3.0, macOS 10.15, watchOS 2.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

// MARK: Headings and regions

/// The azimuth (orientation) of the user's device, relative to true or magnetic north.
@available(iOS 3.0, macOS 10.7, watchOS 2.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
open class CLHeading: NSObject, @unchecked Sendable {
    /// The heading (measured in degrees) relative to magnetic north.
    @available(iOS 3.0, macOS 10.7, watchOS 2.0, *)
    open var magneticHeading: CLLocationDirection { fatalError() }
    /// The heading (measured in degrees) relative to true north.
    @available(iOS 3.0, macOS 10.7, watchOS 2.0, *)
    open var trueHeading: CLLocationDirection { fatalError() }
    /// The maximum deviation (measured in degrees) between the reported heading and the true geomagnetic
    /// heading.
    @available(iOS 3.0, macOS 10.7, watchOS 2.0, *)
    open var headingAccuracy: CLLocationDirection { fatalError() }
}

/// The abstract base class for representing a geographic region.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, *)
@available(visionOS, unavailable)
open class CLRegion: NSObject, @unchecked Sendable {
    /// The identifier for the region object.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, *)
    open var identifier: String { fatalError() }
}

/// A circular geographic region, specified as a center point and radius.
@available(iOS, introduced: 7.0, deprecated: 18.4)
@available(macOS, introduced: 10.10, deprecated: 11.0)
@available(tvOS, introduced: 9.0)
@available(watchOS, introduced: 2.0, deprecated: 9.0)
@available(visionOS, unavailable)
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// Creates and returns a region object defining a circular area.
    @available(iOS, introduced: 7.0, deprecated: 18.4)
    @available(macOS, introduced: 10.10, deprecated: 11.0)
    @available(tvOS, introduced: 9.0)
    @available(watchOS, introduced: 2.0, deprecated: 9.0)
    @available(visionOS, unavailable)
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) { fatalError() }
    /// The center point of the geographic area.
    @available(iOS, introduced: 7.0, deprecated: 18.4)
    @available(macOS, introduced: 10.10, deprecated: 11.0)
    @available(tvOS, introduced: 9.0)
    @available(watchOS, introduced: 2.0, deprecated: 9.0)
    @available(visionOS, unavailable)
    open var center: CLLocationCoordinate2D { fatalError() }
    /// The radius (measured in meters) that defines the geographic area's outer boundary.
    @available(iOS, introduced: 7.0, deprecated: 18.4)
    @available(macOS, introduced: 10.10, deprecated: 11.0)
    @available(tvOS, introduced: 9.0)
    @available(watchOS, introduced: 2.0, deprecated: 9.0)
    @available(visionOS, unavailable)
    open var radius: CLLocationDistance { fatalError() }
    /// Returns a Boolean value indicating whether the region contains the specified coordinate.
    @available(iOS, introduced: 7.0, deprecated: 18.4)
    @available(macOS, introduced: 10.10, deprecated: 11.0)
    @available(tvOS, introduced: 9.0)
    @available(watchOS, introduced: 2.0, deprecated: 9.0)
    @available(visionOS, unavailable)
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool { fatalError() }
}

// MARK: Errors

/// An error that the location manager and geocoder report.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CLError: Error, Hashable, Sendable {
    /// The error's code.
    public var code: CLError.Code { fatalError() }
    public init(_ code: CLError.Code, userInfo: [String: Any] = [:]) { fatalError() }

    /// The codes of the errors that Core Location reports.
    @available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public enum Code: Int, Hashable, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19

        /// Whether an error is a Core Location error with this code (`catch CLError.denied`).
        public static func ~= (match: CLError.Code, error: any Error) -> Bool { fatalError() }
    }

    public static var locationUnknown: CLError.Code { .locationUnknown }
    public static var denied: CLError.Code { .denied }
    public static var network: CLError.Code { .network }
    public static var headingFailure: CLError.Code { .headingFailure }
    public static var geocodeFoundNoResult: CLError.Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: CLError.Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: CLError.Code { .geocodeCanceled }
    public static var promptDeclined: CLError.Code { .promptDeclined }

    public static func == (lhs: CLError, rhs: CLError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
}
