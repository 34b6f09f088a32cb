// APIs that came with iOS 13: Combine and Foundation's publishers (checked at iOS 12.0, a UIKit app's
// platform: each marked use is the SDK's error; at iOS 13.0: none).
import Combine
import Foundation

final class Ticker {
    var subscriptions = Set<AnyCancellable>() // error: 'AnyCancellable' is only available in iOS 13.0 or newer

    func start() {
        Timer.publish(every: 1, on: .main, in: .common) // error: 'publish(every:tolerance:on:in:options:)' is only available in iOS 13.0 or newer
            .autoconnect()
            .sink { date in print(date) } // error: 'sink(receiveValue:)' is only available in iOS 13.0 or newer
            .store(in: &subscriptions)
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged) // error: 'publisher(for:object:)' is only available in iOS 13.0 or newer
            .receive(on: DispatchQueue.main) // error: conformance of 'DispatchQueue' to 'Scheduler' is only available in iOS 13.0 or newer
            .sink { _ in print("day") } // error: 'sink(receiveValue:)' is only available in iOS 13.0 or newer
            .store(in: &subscriptions)
        [1, 2, 3].publisher // error: 'publisher' is only available in iOS 13.0 or newer
            .sink { print($0) } // error: 'sink(receiveValue:)' is only available in iOS 13.0 or newer
            .store(in: &subscriptions)
        let answer = Future<Int, Never> { promise in promise(.success(42)) } // error: 'Future' is only available in iOS 13.0 or newer
        let later = Deferred { Just(answer) } // error: 'Deferred' is only available in iOS 13.0 or newer // error: 'Just' is only available in iOS 13.0 or newer
        _ = later
        ImmediateScheduler.shared.schedule { print("now") } // error: 'ImmediateScheduler' is only available in iOS 13.0 or newer
    }
}
