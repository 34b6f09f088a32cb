// Local notifications, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import UserNotifications

struct Reminders {
    let center = UNUserNotificationCenter.current()

    func shared() -> UNUserNotificationCenter {
        UNUserNotificationCenter.shared // error: type 'UNUserNotificationCenter' has no member 'shared'
    }

    func ask() async throws -> Bool {
        try await center.requestAuthorization([.alert, .sound]) // error: missing argument label 'options:' in call
    }

    func askWithoutTry() async -> Bool {
        await center.requestAuthorization(options: [.alert]) // error: call can throw, but it is not marked with 'try'
    }

    func status() async -> UNAuthorizationStatus {
        await center.notificationSettings().status // error: value of type 'UNNotificationSettings' has no member 'status'
    }

    func content() -> UNNotificationContent {
        let content = UNNotificationContent()
        content.title = "Stretch" // error: cannot assign to property: 'title' is a get-only property
        return content
    }

    func sound(_ content: UNMutableNotificationContent) {
        content.sound = "default" // error: cannot assign value of type 'String' to type 'UNNotificationSound'
    }

    func trigger() -> UNNotificationTrigger {
        UNTimeIntervalNotificationTrigger(interval: 60, repeats: false) // error: incorrect argument label in call (have 'interval:repeats:', expected 'timeInterval:repeats:')
    }

    func calendar(_ components: DateComponents) -> UNNotificationTrigger {
        UNCalendarNotificationTrigger(dateMatching: components) // error: missing argument for parameter 'repeats' in call
    }

    func request(_ content: UNNotificationContent) -> UNNotificationRequest {
        UNNotificationRequest(content: content, trigger: nil) // error: missing argument for parameter 'identifier' in call
    }

    func cancel(_ id: String) {
        center.removePendingNotificationRequests(withIdentifiers: id) // error: cannot convert value of type 'String' to expected argument type '[String]'
    }
}
