// Maps and location: a location model behind the location manager's delegate, reverse geocoding,
// iOS 17's live updates, and maps (MapKit's SwiftUI views and its search) over them.
import CoreLocation
import MapKit
import SwiftUI

// MARK: Location

/// The user's location, kept up to date by the location manager, published to the views.
final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    @Published var coordinate: CLLocationCoordinate2D?
    @Published var status: CLAuthorizationStatus = .notDetermined
    @Published var failure: String?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        manager.distanceFilter = 25
        manager.activityType = .fitness
    }

    func requestAccess() {
        manager.requestWhenInUseAuthorization()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        status = manager.authorizationStatus
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            manager.startUpdatingLocation()
        case .notDetermined:
            manager.requestWhenInUseAuthorization()
        case .denied, .restricted:
            manager.stopUpdatingLocation()
        @unknown default:
            break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let latest = locations.last, latest.horizontalAccuracy >= 0 else { return }
        coordinate = latest.coordinate
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if let error = error as? CLError, error.code == .denied {
            failure = "Location access was denied."
        } else {
            failure = error.localizedDescription
        }
    }
}

/// A place the user saved, with its distance from where they are.
struct SavedPlace: Identifiable, Codable {
    var id = UUID()
    var name: String
    var coordinate: CLLocationCoordinate2D

    func distance(from coordinate: CLLocationCoordinate2D) -> CLLocationDistance {
        let here = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let there = CLLocation(latitude: self.coordinate.latitude, longitude: self.coordinate.longitude)
        return here.distance(from: there)
    }
}

extension CLLocationCoordinate2D {
    static let london = CLLocationCoordinate2D(latitude: 51.507_222, longitude: -0.1275)
}

/// The name of the town at a location, or nil.
func townName(at location: CLLocation) async -> String? {
    let geocoder = CLGeocoder()
    do {
        let placemarks = try await geocoder.reverseGeocodeLocation(location)
        guard let placemark = placemarks.first else { return nil }
        return [placemark.locality, placemark.country].compactMap { $0 }.joined(separator: ", ")
    } catch CLError.network {
        return nil
    } catch {
        return nil
    }
}

/// The same with a completion handler, as older code writes it.
func findTown(named name: String, completion: @escaping @Sendable (CLLocationCoordinate2D?) -> Void) {
    CLGeocoder().geocodeAddressString(name) { placemarks, error in
        completion(placemarks?.first?.location?.coordinate)
    }
}

/// iOS 17: locations as an asynchronous sequence, without a delegate.
@available(iOS 17.0, *)
func followUser(onUpdate: (CLLocationCoordinate2D) -> Void) async throws {
    for try await update in CLLocationUpdate.liveUpdates(.otherNavigation) {
        if let location = update.location, !update.isStationary {
            onUpdate(location.coordinate)
        }
    }
}

struct LocationStatusView: View {
    @StateObject private var model = LocationModel()
    @State private var town: String?

    var body: some View {
        VStack {
            if let coordinate = model.coordinate {
                Text("\(coordinate.latitude), \(coordinate.longitude)")
                Text(town ?? "Looking up the town…")
            } else if model.status == .denied {
                Text(model.failure ?? "Location is off")
            } else {
                Button("Share my location") { model.requestAccess() }
            }
        }
        .task(id: model.coordinate?.latitude) {
            guard let coordinate = model.coordinate else { return }
            town = await townName(at: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
        }
    }
}

// MARK: Maps (iOS 17)

/// A place to show on the map.
struct Landmark: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var symbol: String
    var latitude: Double
    var longitude: Double

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

struct LandmarksMap: View {
    let landmarks: [Landmark]
    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    @State private var selection: Landmark?
    @State private var visibleRegion: MKCoordinateRegion?
    @State private var satellite = false
    @Namespace private var mapScope

    var body: some View {
        Map(position: $position, selection: $selection, scope: mapScope) {
            UserAnnotation()
            ForEach(landmarks) { landmark in
                Marker(landmark.name, systemImage: landmark.symbol, coordinate: landmark.coordinate)
                    .tint(.orange)
                    .tag(landmark)
            }
            Annotation("Start", coordinate: .london, anchor: .bottom) {
                Image(systemName: "flag.fill")
                    .padding(6)
                    .background(.yellow, in: Circle())
            }
            if let first = landmarks.first {
                MapCircle(center: first.coordinate, radius: 400)
                    .foregroundStyle(.blue.opacity(0.2))
                    .stroke(.blue, lineWidth: 2)
            }
            MapPolyline(coordinates: landmarks.map(\.coordinate), contourStyle: .geodesic)
                .stroke(.red, lineWidth: 3)
            MapPolygon(coordinates: landmarks.map(\.coordinate))
                .foregroundStyle(.green.opacity(0.3))
            Marker("Office", monogram: Text("HQ"), coordinate: .london)
        }
        .mapStyle(satellite ? .hybrid(elevation: .realistic) : .standard(pointsOfInterest: .excludingAll))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
            MapPitchToggle()
        }
        .onMapCameraChange(frequency: .onEnd) { context in
            visibleRegion = context.region
        }
        .mapScope(mapScope)
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("London") {
                    withAnimation {
                        position = .region(
                            MKCoordinateRegion(center: .london, latitudinalMeters: 5_000, longitudinalMeters: 5_000))
                    }
                }
                Button("Tilt") {
                    position = .camera(MapCamera(centerCoordinate: .london, distance: 1_200, heading: 90, pitch: 60))
                }
                Toggle("Satellite", isOn: $satellite)
            }
            .padding()
        }
    }
}

/// A map that starts at a region and lets the user tap features.
struct ExploreMap: View {
    @State private var feature: MapFeature?

    var body: some View {
        Map(
            initialPosition: .region(
                MKCoordinateRegion(center: .london, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))),
            interactionModes: [.pan, .zoom], selection: $feature
        )
        .mapStyle(.imagery)
        .overlay(alignment: .top) {
            if let feature {
                Text(feature.title ?? "A place")
            }
        }
    }
}

// MARK: Maps (iOS 14, still in older code)

struct RegionMap: View {
    let landmarks: [Landmark]
    @State private var region = MKCoordinateRegion(
        center: .london, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
    @State private var tracking: MapUserTrackingMode = .follow

    var body: some View {
        VStack {
            Map(coordinateRegion: $region, showsUserLocation: true, userTrackingMode: $tracking)
            Map(coordinateRegion: $region, annotationItems: landmarks) { landmark in
                MapAnnotation(coordinate: landmark.coordinate) {
                    Circle()
                        .fill(.red)
                        .frame(width: 12, height: 12)
                }
            }
            Map(coordinateRegion: $region, annotationItems: landmarks) { landmark in
                MapMarker(coordinate: landmark.coordinate, tint: .purple)
            }
        }
    }
}

// MARK: Search and directions

@MainActor
final class PlaceSearch: NSObject, ObservableObject, MKLocalSearchCompleterDelegate {
    @Published var results: [MKMapItem] = []
    @Published var suggestions: [MKLocalSearchCompletion] = []
    @Published var route: MKRoute?
    private let completer = MKLocalSearchCompleter()

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = [.address, .pointOfInterest]
    }

    func suggest(_ fragment: String) {
        completer.queryFragment = fragment
    }

    nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        let titles = completer.results.map(\.title)
        print(titles)
    }

    func search(_ text: String, near region: MKCoordinateRegion) async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = text
        request.region = region
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .restaurant])
        do {
            let response = try await MKLocalSearch(request: request).start()
            results = response.mapItems
        } catch {
            results = []
        }
    }

    func directions(from source: MKMapItem, to destination: MKMapItem) async throws {
        let request = MKDirections.Request()
        request.source = source
        request.destination = destination
        request.transportType = .walking
        let response = try await MKDirections(request: request).calculate()
        route = response.routes.first
        if let route {
            print(route.name, route.distance, route.expectedTravelTime)
        }
    }
}

struct SearchResultsMap: View {
    @StateObject private var search = PlaceSearch()
    @State private var selected: MKMapItem?
    @State private var scene: MKLookAroundScene?
    @State private var showsLookAround = false

    var body: some View {
        Map(selection: $selected) {
            ForEach(search.results, id: \.self) { item in
                Marker(item: item)
            }
            if let route = search.route {
                MapPolyline(route)
                    .stroke(.blue, lineWidth: 6)
            }
        }
        .lookAroundViewer(isPresented: $showsLookAround, initialScene: scene)
        .task {
            await search.search("coffee", near: MKCoordinateRegion(center: .london, latitudinalMeters: 2_000, longitudinalMeters: 2_000))
        }
        .onChange(of: selected) {
            MKLookAroundSceneRequest(coordinate: .london).getSceneWithCompletionHandler { found, _ in
                scene = found
                showsLookAround = found != nil
            }
        }
        .toolbar {
            Button("Open in Maps") {
                let destination = MKMapItem(placemark: MKPlacemark(coordinate: .london))
                destination.name = "London"
                destination.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking])
            }
        }
    }
}
