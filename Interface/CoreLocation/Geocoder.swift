// CoreLocation, declarations only, written by us from Apple's public documentation.
// This file: geocoding — `CLGeocoder` (forward and reverse, with completion handlers and async) and
// `CLPlacemark`. The geocoder is deprecated in the 26.0 releases (MapKit's requests replace it); its
// pages give no message.

/// A type of block that handles the results of a geocoding request.
@available(iOS 2.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// An interface for converting between geographic coordinates and place names.
@available(iOS, introduced: 5.0, deprecated: 26.0)
@available(macOS, introduced: 10.8, deprecated: 26.0)
@available(tvOS, introduced: 9.0, deprecated: 26.0)
@available(watchOS, introduced: 2.0, deprecated: 26.0)
@available(visionOS, introduced: 1.0, deprecated: 26.0)
open class CLGeocoder: NSObject {
    public override init() { fatalError() }

    /// A Boolean value indicating whether the receiver is in the middle of a geocoding request.
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open var isGeocoding: Bool { fatalError() }

    /// Cancels a pending geocoding request.
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func cancelGeocode() {}

    /// Submits a reverse-geocoding request for the specified location.
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    /// Submits a reverse-geocoding request for the specified location (the asynchronous form the page gives).
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { fatalError() }
    /// Submits a reverse-geocoding request for the specified location and locale.
    @available(iOS, introduced: 11.0, deprecated: 26.0)
    @available(macOS, introduced: 10.13, deprecated: 26.0)
    @available(tvOS, introduced: 11.0, deprecated: 26.0)
    @available(watchOS, introduced: 4.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {}
    /// Submits a reverse-geocoding request for the specified location and locale (asynchronous form).
    @available(iOS, introduced: 11.0, deprecated: 26.0)
    @available(macOS, introduced: 10.13, deprecated: 26.0)
    @available(tvOS, introduced: 11.0, deprecated: 26.0)
    @available(watchOS, introduced: 4.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws
        -> [CLPlacemark]
    { fatalError() }

    /// Submits a forward-geocoding request using the specified string.
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    /// Submits a forward-geocoding request using the specified string (asynchronous form).
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { fatalError() }
    /// Submits a forward-geocoding request using the specified string and region information.
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, unavailable)
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {}
    /// Submits a forward-geocoding request using the specified string and region information (asynchronous
    /// form).
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    @available(macOS, introduced: 10.8, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(watchOS, introduced: 2.0, deprecated: 26.0)
    @available(visionOS, unavailable)
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        fatalError()
    }
    /// Submits a forward-geocoding request using the specified string, region and locale.
    @available(iOS, introduced: 11.0, deprecated: 26.0)
    @available(macOS, introduced: 10.13, deprecated: 26.0)
    @available(tvOS, introduced: 11.0, deprecated: 26.0)
    @available(watchOS, introduced: 4.0, deprecated: 26.0)
    @available(visionOS, unavailable)
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
        completionHandler: @escaping CLGeocodeCompletionHandler
    ) {}
}

/// A user-friendly description of a geographic coordinate, often containing the name of the place, its
/// address, and other relevant information.
@available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    /// Creates a placemark object from another placemark object.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(placemark: CLPlacemark) { fatalError() }

    /// The location object containing latitude and longitude information.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var location: CLLocation? { fatalError() }
    /// The name of the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var name: String? { fatalError() }
    /// The street address associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var thoroughfare: String? { fatalError() }
    /// Additional street-level information for the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var subThoroughfare: String? { fatalError() }
    /// The city associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var locality: String? { fatalError() }
    /// Additional city-level information for the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var subLocality: String? { fatalError() }
    /// The state or province associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var administrativeArea: String? { fatalError() }
    /// Additional administrative area information for the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var subAdministrativeArea: String? { fatalError() }
    /// The postal code associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var postalCode: String? { fatalError() }
    /// The name of the country or region associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var country: String? { fatalError() }
    /// The abbreviated country or region name.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isoCountryCode: String? { fatalError() }
    /// The time zone associated with the placemark.
    @available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var timeZone: TimeZone? { fatalError() }
    /// The relevant areas of interest associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var areasOfInterest: [String]? { fatalError() }
    /// The name of the inland water body associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var inlandWater: String? { fatalError() }
    /// The name of the ocean associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var ocean: String? { fatalError() }
    /// The geographic region associated with the placemark.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 2.0, *)
    @available(visionOS, unavailable)
    open var region: CLRegion? { fatalError() }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}
