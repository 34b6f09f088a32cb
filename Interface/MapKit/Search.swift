// MapKit, declarations only, written by us from Apple's public documentation.
// This file: places and the services that find them — `MKMapItem`, `MKPlacemark` (deprecated in the
// 26.0 releases, with `MKMapItem(placemark:)` and `placemark`), `MKAddress`, `MKLocalSearch` with its
// request and response, `MKLocalSearchCompleter`, `MKDirections` with `MKRoute`, and Look Around scenes.
import CoreLocation

// MARK: Places

/// A user-friendly description of a location on the map.
@available(iOS, introduced: 3.0, deprecated: 26.0)
@available(macOS, introduced: 10.9, deprecated: 26.0)
@available(tvOS, introduced: 9.2, deprecated: 26.0)
@available(watchOS, introduced: 2.0, deprecated: 26.0)
@available(visionOS, introduced: 1.0, deprecated: 26.0)
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// Creates and returns a placemark object using the specified coordinate.
    @available(iOS, introduced: 10.0, deprecated: 26.0)
    @available(macOS, introduced: 10.12, deprecated: 26.0)
    @available(tvOS, introduced: 10.0, deprecated: 26.0)
    @available(watchOS, introduced: 3.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public init(coordinate: CLLocationCoordinate2D) { fatalError() }
    /// Creates and returns a placemark object using the specified coordinate and address dictionary.
    @available(iOS, introduced: 3.0, deprecated: 26.0)
    @available(macOS, introduced: 10.9, deprecated: 26.0)
    @available(tvOS, introduced: 9.2, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { fatalError() }
    /// The coordinate of the placemark (from `MKAnnotation`).
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    /// The title of the placemark (from `MKAnnotation`).
    open var title: String? { fatalError() }
    /// The abbreviated country or region name.
    @available(iOS, introduced: 3.0, deprecated: 26.0)
    @available(macOS, introduced: 10.9, deprecated: 26.0)
    @available(tvOS, introduced: 9.2, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open var countryCode: String? { fatalError() }
}

/// A class that contains a full address, and, optionally, a short address.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
open class MKAddress: NSObject, @unchecked Sendable {
    /// Initializes a new address with a location's full address and a short address.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public init?(fullAddress: String, shortAddress: String?) { fatalError() }
    /// A string that represents a place's full address.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    open var fullAddress: String { fatalError() }
    /// A string that represents the short address of a location, such as its street address and city.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    open var shortAddress: String? { fatalError() }
}

/// A point of interest on the map.
@available(iOS 6.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
open class MKMapItem: NSObject {
    /// Creates and returns a map item object using the specified placemark object.
    @available(iOS, introduced: 6.0, deprecated: 26.0)
    @available(macOS, introduced: 10.9, deprecated: 26.0)
    @available(tvOS, introduced: 9.2, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public init(placemark: MKPlacemark) { fatalError() }
    /// Creates and returns a map item object using the specified location and address objects.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public init(location: CLLocation, address: MKAddress?) { fatalError() }
    /// Creates and returns a singleton map item object representing the device's current location.
    @available(iOS 6.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    open class func forCurrentLocation() -> MKMapItem { fatalError() }

    /// The placemark object containing the location information.
    @available(iOS, introduced: 6.0, deprecated: 26.0)
    @available(macOS, introduced: 10.9, deprecated: 26.0)
    @available(tvOS, introduced: 9.2, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open var placemark: MKPlacemark { fatalError() }
    /// The location object.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    open var location: CLLocation { fatalError() }
    /// The address object.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    open var address: MKAddress? { fatalError() }
    /// A Boolean value that indicates whether the map item represents the user's current location.
    @available(iOS 6.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    open var isCurrentLocation: Bool { fatalError() }
    /// The descriptive name associated with the map item.
    @available(iOS 6.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    open var name: String? {
        get { fatalError() }
        set {}
    }
    /// The phone number associated with a business at the specified location.
    @available(iOS 6.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    open var phoneNumber: String? {
        get { fatalError() }
        set {}
    }
    /// The URL associated with the specified location.
    @available(iOS 6.0, macOS 10.9, tvOS 9.2, watchOS 2.0, visionOS 1.0, *)
    open var url: URL? {
        get { fatalError() }
        set {}
    }
    /// The time zone of the specified location.
    @available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var timeZone: TimeZone? {
        get { fatalError() }
        set {}
    }
    /// The point-of-interest category for the map item.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var pointOfInterestCategory: MKPointOfInterestCategory? {
        get { fatalError() }
        set {}
    }

    /// Opens the Maps app and displays the map item.
    @available(iOS 6.0, macOS 10.9, watchOS 2.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { fatalError() }
    /// Opens the Maps app and displays the specified map items.
    @available(iOS 6.0, macOS 10.9, watchOS 2.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
        fatalError()
    }
}

/// A key to the launch options of `openInMaps(launchOptions:)`: the mode of transportation to use.
@available(iOS 6.0, macOS 10.9, watchOS 2.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public var MKLaunchOptionsDirectionsModeKey: String { fatalError() }
/// The directions mode that picks the best mode for the distance.
@available(iOS 10.0, macOS 10.12, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public var MKLaunchOptionsDirectionsModeDefault: String { fatalError() }
/// The directions mode for driving.
@available(iOS 6.0, macOS 10.9, watchOS 2.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public var MKLaunchOptionsDirectionsModeDriving: String { fatalError() }
/// The directions mode for walking.
@available(iOS 6.0, macOS 10.9, watchOS 2.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public var MKLaunchOptionsDirectionsModeWalking: String { fatalError() }
/// The directions mode for public transit.
@available(iOS 9.0, macOS 10.11, watchOS 2.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public var MKLaunchOptionsDirectionsModeTransit: String { fatalError() }

// MARK: Local search

/// A utility object for initiating map-based searches and processing the results.
@available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKLocalSearch: NSObject {
    /// Creates a local search object using the specified search request.
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init(request: MKLocalSearch.Request) { fatalError() }

    /// A Boolean value that indicates whether the search is in progress.
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var isSearching: Bool { fatalError() }

    /// Starts the search and delivers the results to the specified completion handler.
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func start(completionHandler: @escaping @MainActor (MKLocalSearch.Response?, (any Error)?) -> Void) {}
    /// Starts the search and returns its results (the asynchronous form the page gives).
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func start() async throws -> MKLocalSearch.Response { fatalError() }
    /// Cancels the search request.
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func cancel() {}

    /// A block for processing the results of a search.
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    /// The parameters to use when searching for points of interest on the map.
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open class Request: NSObject {
        /// Creates an empty search request.
        @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public override init() { fatalError() }
        /// Creates a search request from a search-completion object.
        @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public init(completion: MKLocalSearchCompletion) { fatalError() }
        /// A string containing the desired search item.
        @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var naturalLanguageQuery: String? { get { fatalError() } set {} }
        /// A map region that provides a hint as to where to search.
        @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var region: MKCoordinateRegion { get { fatalError() } set {} }
        /// The types of items to include in the search results.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var resultTypes: MKLocalSearch.ResultType { get { fatalError() } set {} }
        /// The filter that lists the point-of-interest categories to include or exclude in search results.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set {} }
        /// The types of search results.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
        @available(watchOS, unavailable)
        public typealias ResultType = MKLocalSearch.ResultType
    }

    /// The results of a local search.
    @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open class Response: NSObject {
        /// An array of map items representing the search results.
        @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var mapItems: [MKMapItem] { fatalError() }
        /// The map region that encompasses the search results.
        @available(iOS 6.1, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var boundingRegion: MKCoordinateRegion { fatalError() }
    }

    /// Options that indicate the types of search results.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A value that indicates that search results include addresses.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public static var address: MKLocalSearch.ResultType { fatalError() }
        /// A value that indicates that search results include points of interest.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public static var pointOfInterest: MKLocalSearch.ResultType { fatalError() }
        /// A value that indicates that search results include physical features.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
        @available(watchOS, unavailable)
        public static var physicalFeature: MKLocalSearch.ResultType { fatalError() }
    }
}

/// A utility object for generating a list of completion strings based on a partial search string that
/// you provide.
@available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKLocalSearchCompleter: NSObject {
    public override init() { fatalError() }

    /// The delegate of the search completer object.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The search string that you want completions for.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var queryFragment: String { get { fatalError() } set {} }
    /// The region that defines the geographic scope of the search.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var region: MKCoordinateRegion { get { fatalError() } set {} }
    /// The types of completions to include in the search results.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var resultTypes: MKLocalSearchCompleter.ResultType { get { fatalError() } set {} }
    /// The filter that lists the point-of-interest categories to include or exclude in search results.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set {} }
    /// A list of completion objects for the query fragment.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var results: [MKLocalSearchCompletion] { fatalError() }
    /// A Boolean value that indicates whether the search completer is generating results.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var isSearching: Bool { fatalError() }
    /// Cancels any in-progress search.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func cancel() {}

    /// Options that indicate the types of completions.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A value that indicates that completions include addresses.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public static var address: MKLocalSearchCompleter.ResultType { fatalError() }
        /// A value that indicates that completions include points of interest.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public static var pointOfInterest: MKLocalSearchCompleter.ResultType { fatalError() }
        /// A value that indicates that completions include query completions.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public static var query: MKLocalSearchCompleter.ResultType { fatalError() }
        /// A value that indicates that completions include physical features.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
        @available(watchOS, unavailable)
        public static var physicalFeature: MKLocalSearchCompleter.ResultType { fatalError() }
    }
}

/// Methods for receiving search-related information from a search completer.
///
/// Apple's requirements are `optional`; here each has an empty default in an extension.
@available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// Tells the delegate that the search completer updated its search completions.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Tells the delegate that an error occurred during the generation of search completions.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

@available(watchOS, unavailable)
extension MKLocalSearchCompleterDelegate {
    @available(watchOS, unavailable)
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    @available(watchOS, unavailable)
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// A fully formed string that completes a partial string.
@available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKLocalSearchCompletion: NSObject {
    /// The primary text of the search completion.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var title: String { fatalError() }
    /// The secondary text of the search completion.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var subtitle: String { fatalError() }
    /// The ranges of text to highlight in the title string.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var titleHighlightRanges: [NSValue] { fatalError() }
    /// The ranges of text to highlight in the subtitle string.
    @available(iOS 9.3, macOS 10.11.4, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var subtitleHighlightRanges: [NSValue] { fatalError() }
}

// MARK: Directions

/// A utility object that computes directions and travel-time information based on the route information
/// you provide.
@available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKDirections: NSObject {
    /// Creates a directions object with the specified request.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init(request: MKDirections.Request) { fatalError() }

    /// A completion handler that receives route information.
    public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void

    /// Begins calculating the requested route information asynchronously.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func calculate(completionHandler: @escaping MKDirections.DirectionsHandler) {}
    /// Calculates the requested route information (the asynchronous form the page gives).
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func calculate() async throws -> MKDirections.Response { fatalError() }
    /// Cancels an in-progress request for route information.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func cancel() {}

    /// The start and end points of a route, along with the planned mode of transportation.
    @available(iOS 6.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open class Request: NSObject {
        public override init() { fatalError() }
        /// The starting point for routing directions.
        @available(iOS 6.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var source: MKMapItem? { get { fatalError() } set {} }
        /// The end point of the routing directions.
        @available(iOS 6.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var destination: MKMapItem? { get { fatalError() } set {} }
        /// The type of transportation to use when calculating directions.
        @available(iOS 7.0, macOS 10.9, visionOS 1.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        open var transportType: MKDirectionsTransportType { get { fatalError() } set {} }
        /// A Boolean value that indicates whether you want multiple routes when they're available.
        @available(iOS 7.0, macOS 10.9, visionOS 1.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        open var requestsAlternateRoutes: Bool { get { fatalError() } set {} }
    }

    /// The route information returned by the server.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open class Response: NSObject {
        /// An array of route objects representing the directions between the start and end points.
        @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var routes: [MKRoute] { fatalError() }
        /// The starting point of the route.
        @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var source: MKMapItem { fatalError() }
        /// The end point of the route.
        @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var destination: MKMapItem { fatalError() }
    }
}

/// The modes of transportation to use when getting directions.
@available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A route for an automobile.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var automobile: MKDirectionsTransportType { fatalError() }
    /// A route for a pedestrian.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var walking: MKDirectionsTransportType { fatalError() }
    /// A route for public transportation.
    @available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var transit: MKDirectionsTransportType { fatalError() }
    /// A route that's the fastest one available, regardless of the mode of transportation.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static var any: MKDirectionsTransportType { fatalError() }
}

/// A single route between a requested start and end point.
@available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
@available(watchOS, unavailable)
open class MKRoute: NSObject {
    /// The name assigned to the route.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var name: String { fatalError() }
    /// The route distance, in meters.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var distance: CLLocationDistance { fatalError() }
    /// The expected travel time, in seconds.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var expectedTravelTime: TimeInterval { fatalError() }
    /// The overall route transport type.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var transportType: MKDirectionsTransportType { fatalError() }
    /// A polyline object representing the path of the route.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var polyline: MKPolyline { fatalError() }
    /// An array of objects representing the steps along the route.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var steps: [MKRoute.Step] { fatalError() }

    /// One part of an overall route.
    @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open class Step: NSObject {
        /// The written instructions for following the path represented by this step.
        @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var instructions: String { fatalError() }
        /// The step distance, in meters.
        @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var distance: CLLocationDistance { fatalError() }
        /// The geometry of the path the step covers.
        @available(iOS 7.0, macOS 10.9, tvOS 9.2, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open var polyline: MKPolyline { fatalError() }
    }
}

// MARK: Look Around

/// An object that represents a Look Around scene for a map location.
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class MKLookAroundScene: NSObject, @unchecked Sendable {}

/// An object that you use to request a Look Around scene.
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class MKLookAroundSceneRequest: NSObject {
    /// Creates a request for a scene at a coordinate.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(coordinate: CLLocationCoordinate2D) { fatalError() }
    /// Creates a request for a scene at a map item.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(mapItem: MKMapItem) { fatalError() }
    /// The scene, requested (the asynchronous form the page gives of `getSceneWithCompletionHandler(_:)`).
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var scene: MKLookAroundScene? {
        get async throws { fatalError() }
    }
    /// Requests a scene and hands it to a completion handler.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open func getSceneWithCompletionHandler(
        _ completionHandler: @escaping @MainActor (MKLookAroundScene?, (any Error)?) -> Void
    ) {}
    /// Cancels the request.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open func cancel() {}
}
