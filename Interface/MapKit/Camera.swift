// MapKit for SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: where a map looks and how it looks (iOS 17) — `MapCameraPosition`, `MapCamera`,
// `MapCameraBounds`, `MapStyle`, the map controls, `MapReader`, `MapFeature`, Look Around, and the view
// modifiers of maps (`mapStyle`, `mapControls`, `onMapCameraChange`, `lookAroundViewer`…).
import CoreLocation
import SwiftUI

// MARK: The camera

/// A structure that describes how to position the camera when showing a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCameraPosition: Equatable {
    /// A position that frames the map's content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var automatic: MapCameraPosition { fatalError() }
    /// A position that shows a coordinate region.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { fatalError() }
    /// A position that shows a map rectangle.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { fatalError() }
    /// A position given by a camera.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { fatalError() }
    /// A position that frames a map item.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = true) -> MapCameraPosition { fatalError() }
    /// A position that follows the user's location, with a position to use until it is known.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        fatalError()
    }

    /// The region the position shows, if it shows one.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var region: MKCoordinateRegion? { fatalError() }
    /// The map rectangle the position shows, if it shows one.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var rect: MKMapRect? { fatalError() }
    /// The camera of the position, if it has one.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var camera: MapCamera? { fatalError() }
    /// The map item the position frames, if it frames one.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var item: MKMapItem? { fatalError() }
    /// The position used while the user's location is unknown.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var fallbackPosition: MapCameraPosition? { fatalError() }
    /// Whether the position follows the user's location.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var followsUserLocation: Bool { fatalError() }
    /// Whether the position follows the user's heading.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var followsUserHeading: Bool { fatalError() }
    /// Whether the person moved the map to this position.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var positionedByUser: Bool { fatalError() }
    /// Whether the map may pitch the camera automatically.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var allowsAutomaticPitch: Bool { fatalError() }

    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool { fatalError() }
}

/// A camera that defines the view of a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCamera: Equatable {
    /// The coordinate the camera looks at.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var centerCoordinate: CLLocationCoordinate2D
    /// The distance, in meters, from the center coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var distance: Double
    /// The heading, in degrees from north.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var heading: Double
    /// The pitch, in degrees from looking straight down.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var pitch: Double

    /// Creates a camera.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        fatalError()
    }

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool { fatalError() }
}

/// The limits of the camera's center and distance.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCameraBounds {
    /// Bounds of the camera's center in a coordinate region, and of its distance.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        fatalError()
    }
    /// Bounds of the camera's center in a map rectangle, and of its distance.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        fatalError()
    }
    /// Bounds of the camera's distance.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) { fatalError() }
}

/// What a map's camera shows after a change.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCameraUpdateContext {
    /// The camera.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public let camera: MapCamera
    /// The coordinate region the map shows.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public let region: MKCoordinateRegion
    /// The map rectangle the map shows.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public let rect: MKMapRect
}

/// How often a map reports a change of its camera.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCameraUpdateFrequency {
    /// Throughout the change.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var continuous: MapCameraUpdateFrequency { fatalError() }
    /// When the change ends.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var onEnd: MapCameraUpdateFrequency { fatalError() }
}

// MARK: Styles

/// A style that you can apply to a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapStyle {
    /// A street map.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var standard: MapStyle { fatalError() }
    /// A street map with the elevation, emphasis, points of interest and traffic you choose.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func standard(
        elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { fatalError() }
    /// Satellite imagery.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var imagery: MapStyle { fatalError() }
    /// Satellite imagery with the elevation you choose.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { fatalError() }
    /// Satellite imagery with roads and labels.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var hybrid: MapStyle { fatalError() }
    /// Satellite imagery with roads and labels, and the elevation, points of interest and traffic you choose.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func hybrid(
        elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle { fatalError() }

    /// How a map shows elevation.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct Elevation {
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var automatic: MapStyle.Elevation { fatalError() }
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var flat: MapStyle.Elevation { fatalError() }
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var realistic: MapStyle.Elevation { fatalError() }
    }

    /// How strongly a street map shows its features.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct StandardEmphasis {
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var automatic: MapStyle.StandardEmphasis { fatalError() }
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var muted: MapStyle.StandardEmphasis { fatalError() }
    }
}

/// The categories of points of interest a map shows.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PointOfInterestCategories: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: MKPointOfInterestCategory...) { fatalError() }
    /// Every category.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var all: PointOfInterestCategories { fatalError() }
    /// No category.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var excludingAll: PointOfInterestCategories { fatalError() }
    /// Only these categories.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { fatalError() }
    /// Only these categories.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func including(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories {
        fatalError()
    }
    /// Every category but these.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { fatalError() }
    /// Every category but these.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func excluding(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories {
        fatalError()
    }
}

// MARK: Features

/// A feature of the map that a person can select: a point of interest, a territory or a physical feature.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapFeature: Hashable {
    /// The feature's title.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var title: String? { fatalError() }
    /// The feature's coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var coordinate: CLLocationCoordinate2D { fatalError() }
    /// The feature's kind.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var kind: MapFeature.FeatureKind { fatalError() }
    /// The feature's point-of-interest category.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var pointOfInterestCategory: MKPointOfInterestCategory? { fatalError() }
    /// The feature's image.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var image: Image? { fatalError() }
    /// The feature's background color.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var backgroundColor: Color? { fatalError() }

    /// The kinds of map features.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct FeatureKind: Equatable {
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var pointOfInterest: MapFeature.FeatureKind { fatalError() }
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var territory: MapFeature.FeatureKind { fatalError() }
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public static var physicalFeature: MapFeature.FeatureKind { fatalError() }
        public static func == (lhs: MapFeature.FeatureKind, rhs: MapFeature.FeatureKind) -> Bool { fatalError() }
    }

    public static func == (lhs: MapFeature, rhs: MapFeature) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
}

// MARK: Controls

/// A button that sets the map to follow the user's location.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct MapUserLocationButton: View, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(scope: Namespace.ID? = nil) {}
    public var body: Never { fatalError() }
}

/// A compass that shows the map's heading.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct MapCompass: View, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(scope: Namespace.ID? = nil) {}
    public var body: Never { fatalError() }
}

/// A legend of the map's scale.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct MapScaleView: View, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: Never { fatalError() }
}

/// A button that switches the map between two and three dimensions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct MapPitchToggle: View, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    public init(scope: Namespace.ID? = nil) {}
    public var body: Never { fatalError() }
}

/// A slider that sets the map's pitch (macOS).
@available(macOS 14.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct MapPitchSlider: View, Sendable {
    @available(macOS 14.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(scope: Namespace.ID? = nil) {}
    public var body: Never { fatalError() }
}

/// A stepper that zooms the map (macOS).
@available(macOS 14.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct MapZoomStepper: View, Sendable {
    @available(macOS 14.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(scope: Namespace.ID? = nil) {}
    public var body: Never { fatalError() }
}

// MARK: Reading a map

/// A view that gives its content a proxy of the map in it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct MapReader<Content: View>: View, Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// A proxy of a map: converts between points and coordinates, and frames cameras.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapProxy {
    /// The coordinate at a point of a coordinate space.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? {
        fatalError()
    }
    /// The point of a coordinate space at a coordinate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? {
        fatalError()
    }
    /// A camera that frames a coordinate region.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func camera(framing region: MKCoordinateRegion) -> MapCamera { fatalError() }
    /// A camera that frames a map rectangle.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func camera(framing rect: MKMapRect) -> MapCamera { fatalError() }
    /// A camera that frames a map item.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func camera(framing item: MKMapItem, allowPitch: Bool = true) -> MapCamera { fatalError() }
}

// MARK: Look Around

/// A view that shows a Look Around scene.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct LookAroundPreview: View, Sendable {
    /// Creates a preview of a scene.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(
        initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
        pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
    ) {}
    /// Creates a preview of a scene a binding holds.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(
        scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
        pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
    ) {}
    public var body: Never { fatalError() }
}

/// Where a Look Around view shows its badge.
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum MKLookAroundBadgePosition: Int, Hashable, Sendable {
    case topLeading = 0
    case topTrailing = 1
    case bottomTrailing = 2
}

// MARK: View modifiers of maps

extension View {
    /// Sets the style of the maps in this view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func mapStyle(_ value: MapStyle) -> some View { self }

    /// Sets the controls of the maps in this view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func mapControls(@ViewBuilder _ content: () -> some View) -> some View { self }

    /// Shows or hides the controls of the maps in this view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Performs an action when a map's camera framing changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void)
        -> some View
    { self }

    /// Performs an action, given what the camera shows, when a map's camera framing changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View { self }

    /// Names the scope that map controls outside a map use to find it.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency
    public func mapScope(_ scope: Namespace.ID) -> some View { self }

    /// Chooses which map features a person may select.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func mapFeatureSelectionDisabled(_ selectionDisabled: @escaping (MapFeature) -> Bool) -> some View { self }

    /// Presents a Look Around viewer of a scene.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func lookAroundViewer(
        isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
        showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all, onDismiss: (() -> Void)? = nil
    ) -> some View { self }

    /// Presents a Look Around viewer of the scene a binding holds.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func lookAroundViewer(
        isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
        showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all, onDismiss: (() -> Void)? = nil
    ) -> some View { self }
}
