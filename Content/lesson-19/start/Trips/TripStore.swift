import Foundation
import Observation

/// The app's trips, kept in one place: views read them here, and change them through it.
@MainActor
@Observable
final class TripStore {
    var trips: [Trip]

    /// The trips saved last time, or the samples when nothing was saved yet.
    init() {
        trips = Self.saved() ?? Trip.samples
    }

    /// Adds the trip a draft describes, under the next free id.
    func add(_ draft: TripDraft) {
        let id = (trips.map(\.id).max() ?? 0) + 1
        trips.append(draft.trip(id: id))
    }

    /// Writes the trips to the app's documents folder.
    func save() {
        print("Saving \(trips.count) trips")
        do {
            try JSONEncoder().encode(trips).write(to: Self.file, options: .atomic)
        } catch {
            print("Could not save the trips: \(error)")
        }
    }

    private static var file: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("trips.json")
    }

    private static func saved() -> [Trip]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode([Trip].self, from: data)
    }
}
