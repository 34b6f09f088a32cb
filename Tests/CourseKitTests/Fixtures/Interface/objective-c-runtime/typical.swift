// The Objective-C runtime in a SwiftUI app: an observer called by selector (a plain class's `@objc` method
// in an extension), a Core Data predicate built with `#keyPath`, `@objc dynamic` and `@objcMembers` on
// `NSObject` subclasses, and target-action in a representable's coordinator.
import CoreData
import SwiftUI

final class TaskStore: ObservableObject {
    @Published private(set) var saves = 0

    init(context: NSManagedObjectContext) {
        NotificationCenter.default.addObserver(
            self, selector: #selector(contextSaved(_:)), name: .NSManagedObjectContextDidSave, object: context)
    }
}

extension TaskStore {
    @objc func contextSaved(_ notification: Notification) {
        saves += 1
    }
}

class Artist: NSManagedObject, Identifiable {
    @NSManaged var name: String

    static func named(_ name: String, in context: NSManagedObjectContext) -> Artist? {
        let request = NSFetchRequest<Artist>(entityName: "Artist")
        request.predicate = NSPredicate(format: "%K == %@", #keyPath(Artist.name), name)
        request.fetchLimit = 1
        return try? context.fetch(request).first
    }
}

final class Settings: NSObject {
    @objc dynamic var volume = 0.5
    @objc var title = "Trips"
}

@objcMembers
final class Legacy: NSObject {
    var count = 0
    func reset() { count = 0 }
}

@objc(TRPWaypoint)
final class Waypoint: NSObject {
    @objc let name: String
    init(name: String) { self.name = name }
}

struct RefreshControl: UIViewRepresentable {
    let refresh: () -> Void

    func makeUIView(context: Context) -> UISwitch {
        let control = UISwitch()
        control.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UISwitch, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(refresh: refresh) }

    final class Coordinator: NSObject {
        let refresh: () -> Void
        init(refresh: @escaping () -> Void) { self.refresh = refresh }

        @objc func changed(_ sender: UISwitch) { refresh() }
    }
}

let volumeKey = #keyPath(Settings.volume)
let resetSelector = #selector(Legacy.reset)
let named = Selector("changed:")
