// Maps and location: a location model behind the location manager's delegate, reverse geocoding,
// iOS 17's live updates, and maps (MapKit's SwiftUI views and its search) over them.
import CoreLocation
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
