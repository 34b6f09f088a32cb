// MapKit for SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: the `Map` view — its iOS 17 forms over `MapContent` (position, initial position, bounds,
// selection) and its iOS 14 forms over a coordinate region with annotation items (deprecated in 17.0,
// with `MapAnnotation`, `MapMarker`, `MapPin` and `MapUserTrackingMode`). On Apple's platforms these
// come with `import MapKit` and `import SwiftUI` together (MapKit's SwiftUI overlay).
import CoreLocation
import SwiftUI

/// A view that displays an embedded map interface.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Map<Content: View>: View, Sendable {
    public var body: Never { fatalError() }
}

/// The view a map of `MapContent` shows (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View, Sendable {
    public var body: Never { fatalError() }
}

/// Options that indicate the user interactions that the map responds to.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every interaction.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let all = MapInteractionModes(rawValue: 15)
    /// Panning with a finger, mouse or trackpad.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming in and out.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Tilting the map.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let pitch = MapInteractionModes(rawValue: 4)
    /// Rotating the map.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let rotate = MapInteractionModes(rawValue: 8)
}

// MARK: iOS 17: maps of map content

extension Map {
    /// Creates a new, empty map with the bounds, interaction modes, and scope you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {}

    /// Creates a new map with the bounds, interaction modes, scope, and content you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {}

    /// Creates a new, empty map with the bounds, interaction modes, a binding to a map feature, and scope you
    /// provide.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<MapFeature?>, scope: Namespace.ID? = nil
    ) where Content == MapContentView<MapFeature, EmptyMapContent> {}

    /// Creates a new, empty map with the bounds, interaction modes, the selected value, and scope you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<SelectedValue: Hashable>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil
    ) where Content == MapContentView<SelectedValue, EmptyMapContent> {}

    /// Creates a new map with the bounds, interaction modes, selected value, scope, and map content you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<SelectedValue: Hashable, C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {}

    /// Creates a new map with the bounds, interaction modes, selected map feature, scope, and map content you
    /// provide.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init<C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<MapFeature?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<MapFeature, C> {}

    /// Creates a new, empty map with the initial camera position, bounds, interaction modes, and scope you
    /// provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {}

    /// Creates a new, empty map with the initial camera position, bounds, interaction modes, selected map
    /// feature, and scope you provide.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<MapFeature?>, scope: Namespace.ID? = nil
    ) where Content == MapContentView<MapFeature, EmptyMapContent> {}

    /// Creates a new map with the initial camera position, bounds, interaction modes, scope, and map content
    /// you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {}

    /// Creates a new map with the initial camera position, bounds, interaction modes, selected value, scope,
    /// and content you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {}

    /// Creates a new map with the initial camera position, bounds, interaction modes, selected map feature,
    /// scope, and content you provide.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init<C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<MapFeature?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<MapFeature, C> {}

    /// Creates a new, empty map with a binding to the camera position, and the bounds, interaction modes, and
    /// scope you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {}

    /// Creates a new, empty map with a binding to the camera position, and the bounds, interaction modes,
    /// selected map feature, and scope you provide.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<MapFeature?>, scope: Namespace.ID? = nil
    ) where Content == MapContentView<MapFeature, EmptyMapContent> {}

    /// Creates a new map with a binding to the camera position, and the bounds, interaction modes, scope, and
    /// content you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {}

    /// Creates a new map with a binding to the camera position, and the bounds, interaction modes, selected
    /// value, scope, and content you provide.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {}

    /// Creates a new map with a binding to the camera position, and the bounds, interaction modes, selected
    /// feature, scope, and content you provide.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<MapFeature?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<MapFeature, C> {}
}

// MARK: iOS 14: maps of a coordinate region (deprecated in 17.0)

/// The view a map of a coordinate region shows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct _DefaultMapContent: View {
    public var body: Never { fatalError() }
}

/// The view a map of a coordinate region with annotation items shows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View where Items.Element: Identifiable {
    public var body: Never { fatalError() }
}

extension Map {
    /// Creates a map that displays a coordinate region and optionally configures available interactions,
    /// user location, and tracking behavior.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {}

    /// Creates a map that displays a coordinate region with annotations, and optionally configures available
    /// interactions, user location, and tracking behavior.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {}

    /// Creates a map that displays a map rectangle and optionally configures available interactions, user
    /// location, and tracking behavior.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {}

    /// Creates a map that displays a map rectangle with annotations, and optionally configures available
    /// interactions, user location, and tracking behavior.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {}
}

/// The modes that determine how the map follows the user's location.
@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a `position` parameter along with `MapCameraPosition.userLocation` to configure how the camera follows the user.")
@available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Map initializers that take a `position` parameter along with `MapCameraPosition.userLocation` to configure how the camera follows the user.")
@available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a `position` parameter along with `MapCameraPosition.userLocation` to configure how the camera follows the user.")
@available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Map initializers that take a `position` parameter along with `MapCameraPosition.userLocation` to configure how the camera follows the user.")
public enum MapUserTrackingMode: Hashable, Sendable {
    /// The map doesn't follow the user's location.
    case none
    /// The map follows the user's location.
    case follow
    /// The map follows the user's location and heading.
    @available(iOS, introduced: 17.0, deprecated: 17.0)
    @available(tvOS, introduced: 17.0, deprecated: 17.0)
    @available(watchOS, introduced: 10.0, deprecated: 10.0)
    @available(macOS, unavailable)
    case followWithHeading
}

/// A type that defines the visual appearance of map annotations (the iOS 14 maps').
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol MapAnnotationProtocol {}

/// A customizable annotation that marks a map location.
@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
@available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
@available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
@available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    /// Creates a map annotation of a view of your own at a coordinate.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {}
}

/// A balloon-shaped annotation that marks a map location.
@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
@available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
@available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
@available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
public struct MapMarker: MapAnnotationProtocol {
    /// Creates a marker at a coordinate, tinted.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A pin-shaped annotation used to indicate a location on a map.
@available(iOS, introduced: 14.0, deprecated: 16.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
@available(macOS, introduced: 11.0, deprecated: 13.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
@available(tvOS, introduced: 14.0, deprecated: 16.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
@available(watchOS, introduced: 7.0, deprecated: 9.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
public struct MapPin: MapAnnotationProtocol {
    /// Creates a pin at a coordinate, tinted.
    @available(iOS, introduced: 14.0, deprecated: 16.0, message: "Use Marker")
    @available(macOS, introduced: 11.0, deprecated: 13.0, message: "Use Marker")
    @available(tvOS, introduced: 14.0, deprecated: 16.0, message: "Use Marker")
    @available(watchOS, introduced: 7.0, deprecated: 9.0, message: "Use Marker")
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
