// Maps and location, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import CoreLocation
import MapKit
import SwiftUI

// MARK: Location

/// A model that forgot to adopt the delegate protocol.
final class Tracker: NSObject, ObservableObject {
    private let manager = CLLocationManager()
    @Published var coordinate: CLLocationCoordinate2D?

    func start() {
        manager.delegate = self // error: cannot assign value of type 'Tracker' to type '(any CLLocationManagerDelegate)?'
    }

    func ask() {
        manager.requestWhenInUseAuthorisation() // error: value of type 'CLLocationManager' has no member 'requestWhenInUseAuthorisation'
    }

    func configure() {
        manager.desiredAccuracy = .best // error: type 'CLLocationAccuracy' (aka 'Double') has no member 'best'
    }
}

struct Office {
    let entrance = CLLocationCoordinate2D(lat: 51.5, long: -0.12) // error: incorrect argument labels in call (have 'lat:long:', expected 'latitude:longitude:')
}

struct Places {
    let home = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
    let work = CLLocationCoordinate2D(latitude: 51.52, longitude: -0.08)

    var isSamePlace: Bool {
        home == work // error: binary operator '==' cannot be applied to two 'CLLocationCoordinate2D' operands
    }

    func distance() -> CLLocationDistance {
        let a = CLLocation(latitude: home.latitude, longitude: home.longitude)
        let b = CLLocation(latitude: work.latitude, longitude: work.longitude)
        return a.distance(to: b) // error: incorrect argument label in call (have 'to:', expected 'from:')
    }

    func town(of location: CLLocation) async throws -> String? {
        let placemarks = try await CLGeocoder().reverseGeocodeLocation(location)
        return placemarks.first?.city // error: value of type 'CLPlacemark' has no member 'city'
    }
}

// MARK: Maps

struct Stop: Identifiable {
    let id = UUID()
    var name: String
    var coordinate: CLLocationCoordinate2D
}

struct StopsMap: View {
    let stops: [Stop]
    @State private var position: MapCameraPosition = .automatic
    @State private var region = MKCoordinateRegion()

    var body: some View {
        Map(position: position) { // error: cannot convert value 'position' of type 'MapCameraPosition' to expected type 'Binding<MapCameraPosition>', use wrapper instead
            UserAnnotation()
        }
    }

    var labels: some View {
        Map {
            Text("Stops") // error: static method 'buildExpression' requires that 'Text' conform to 'MapContent'
        }
    }

    var markers: some View {
        Map {
            ForEach(stops) { stop in
                Marker(stop.name, location: stop.coordinate) // error: incorrect argument label in call (have '_:location:', expected '_:coordinate:')
            }
        }
    }

    var styled: some View {
        Map()
            .mapStyle(.satellite) // error: type 'MapStyle' has no member 'satellite'
    }

    var oldMarkers: some View {
        Map {
            MapMarker(coordinate: region.center) // error: static method 'buildExpression' requires that 'MapMarker' conform to 'MapContent'
        }
    }

    var zoomed: some View {
        Map(initialPosition: .region(MKCoordinateRegion(center: region.center, span: MKCoordinateSpan(latitudeDelta: 0.1)))) // error: missing argument for parameter 'longitudeDelta' in call
    }

    var annotated: some View {
        Map {
            Annotation("Start", coordinate: region.center) {
                Marker("Inside", coordinate: region.center) // error: static method 'buildExpression' requires that 'Marker<Text>' conform to 'View'
            }
        }
    }
}

@MainActor
func findCafes(near region: MKCoordinateRegion) async throws -> [MKMapItem] {
    let request = MKLocalSearch.Request()
    request.query = "cafe" // error: value of type 'MKLocalSearch.Request' has no member 'query'
    let response = try await MKLocalSearch(request: request).start()
    return response.items // error: value of type 'MKLocalSearch.Response' has no member 'items'
}
