// Logging as apps write it with `Logger`: a logger per category in an extension, every level, interpolated
// values of each kind with their privacy, formats and alignment, an error caught and logged, `import os` in a
// second file's style, and the older `os_log` with an `OSLog`.
import OSLog
import SwiftUI

extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.trips"
    static let network = Logger(subsystem: subsystem, category: "network")
    static let storage = Logger(subsystem: subsystem, category: "storage")
}

struct Trip: CustomStringConvertible {
    var name: String
    var nights: Int
    var description: String { "\(name) (\(nights) nights)" }
}

enum LoadError: Error {
    case offline
}

@Observable
final class TripStore {
    var trips: [Trip] = []
    private let logger = Logger()

    func load(from url: URL) async {
        Logger.network.info("Loading trips from \(url, privacy: .public)")
        do {
            let (data, response) = try await URLSession.shared.data(from: url)
            Logger.network.debug("Received \(data.count) bytes, response \(response.description, privacy: .private)")
            trips = [Trip(name: "Tallinn", nights: 3)]
            Logger.storage.notice("Loaded \(self.trips.count, format: .decimal) trips")
        } catch {
            Logger.network.error("Loading failed: \(error.localizedDescription, privacy: .public)")
            Logger.network.error("Underlying error: \(error)")
        }
    }

    func record(_ trip: Trip, price: Double, rating: Float, isFavourite: Bool, userID: String) {
        logger.log("Saved \(trip) at \(price, format: .fixed(precision: 2)) euros")
        logger.log(level: .debug, "Rating \(rating), favourite \(isFavourite, format: .answer)")
        logger.trace("User \(userID, privacy: .private(mask: .hash)) saved \(trip.name, privacy: .sensitive)")
        logger.warning("Nights: \(trip.nights, align: .right(columns: 4)) for \(trip.name, align: .left(columns: 12))")
        logger.info("Identifier \(UInt8(7), format: .hex), auto \(userID, privacy: .auto)")
        logger.debug("Type \(Trip.self), when \(Date())")
    }

    func fail(_ error: LoadError) {
        logger.fault("Unexpected state: \(error, privacy: .public)")
        logger.critical("Giving up after \(3) attempts")
        let message = "plain text"
        logger.notice("\(message)")
    }

    func legacy() {
        let log = OSLog(subsystem: "com.example.trips", category: "legacy")
        os_log("Started", log: log, type: .info)
        os_log("Count: %d", log: log, type: .debug, trips.count)
        os_log(.error, log: log, "Failed with \(self.trips.count)")
    }
}

struct TripsView: View {
    @State private var store = TripStore()
    private let logger = Logger(subsystem: "com.example.trips", category: "ui")

    var body: some View {
        List(store.trips, id: \.name) { trip in
            Text(trip.name)
        }
        .onAppear {
            logger.info("Trips view appeared with \(store.trips.count) trips")
        }
    }
}
