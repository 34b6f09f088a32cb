// The Objective-C runtime, with the mistakes authors make, each marked on its line with the compiler's
// message: a selector or key path that names nothing, or a method or property not exposed to
// Objective-C, as Xcode reports them.
import Foundation

final class TaskStore {
    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(contextSaved(_:)), name: .init("Saved"), object: nil) // error: cannot find 'contextSaved' in scope
    }

    func reload() {}

    func observe() {
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .init("Saved"), object: nil) // error: argument of '#selector' refers to instance method 'reload()' that is not exposed to Objective-C
    }
}

final class Settings: NSObject {
    @objc dynamic var volume = 0.5
    var title = "Trips"
}

let missing = #keyPath(Settings.volumes) // error: type 'Settings' has no member 'volumes'
let plain = #keyPath(Settings.title) // error: argument of '#keyPath' refers to non-'@objc' property 'title'
