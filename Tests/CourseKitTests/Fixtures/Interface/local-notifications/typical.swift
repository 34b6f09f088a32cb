// Local notifications as a reminders app schedules them: permission asked once (async and with a completion
// handler), the settings read, content with a sound and a badge, the three kinds of trigger, pending requests
// listed and removed, and a delegate that shows notifications in the foreground and opens the right screen.
import CoreLocation
import SwiftUI
import UserNotifications

@Observable
final class ReminderScheduler {
    var isAuthorized = false
    var pending: [String] = []
    private let center = UNUserNotificationCenter.current()

    func requestPermission() async {
        do {
            isAuthorized = try await center.requestAuthorization(options: [.alert, .badge, .sound])
        } catch {
            print("Authorization failed: \(error.localizedDescription)")
        }
    }

    func requestPermissionTheOldWay() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, error in
            if let error {
                print(error.localizedDescription)
            } else if granted {
                print("Allowed")
            }
        }
    }

    func refreshStatus() async {
        let settings = await center.notificationSettings()
        switch settings.authorizationStatus {
        case .authorized, .provisional, .ephemeral:
            isAuthorized = true
        case .denied, .notDetermined:
            isAuthorized = false
        @unknown default:
            isAuthorized = false
        }
    }

    func checkStatus(then act: @escaping @Sendable (Bool) -> Void) {
        center.getNotificationSettings { settings in
            act(settings.authorizationStatus == .authorized)
        }
    }

    func scheduleReminder(for title: String, in seconds: TimeInterval) async throws -> String {
        let content = UNMutableNotificationContent()
        content.title = title
        content.subtitle = "Don't forget"
        content.body = "It's time for \(title.lowercased())."
        content.sound = .default
        content.badge = 1
        content.userInfo = ["screen": "reminders", "id": 42]
        content.categoryIdentifier = "REMINDER"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        try await center.add(request)
        return request.identifier
    }

    func scheduleEveryMorning() {
        let content = UNMutableNotificationContent()
        content.title = "Good morning"
        content.sound = UNNotificationSound.default
        var components = DateComponents()
        components.hour = 8
        components.minute = 30
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: "morning", content: content, trigger: trigger)
        center.add(request) { error in
            if let error { print(error) }
        }
        center.add(request)
        print(trigger.nextTriggerDate() ?? Date())
    }

    func remindAtTheOffice() {
        let office = CLLocationCoordinate2D(latitude: 59.437, longitude: 24.7536)
        let region = CLCircularRegion(center: office, radius: 100, identifier: "office")
        let trigger = UNLocationNotificationTrigger(region: region, repeats: false)
        let content = UNMutableNotificationContent()
        content.body = "You have arrived."
        center.add(UNNotificationRequest(identifier: "office", content: content, trigger: trigger))
    }

    func listPending() async {
        let requests = await center.pendingNotificationRequests()
        pending = requests.map { $0.content.title }
    }

    func cancel(_ identifier: String) {
        center.removePendingNotificationRequests(withIdentifiers: [identifier])
    }

    func cancelAll() async throws {
        center.removeAllPendingNotificationRequests()
        try await center.setBadgeCount(0)
        center.setBadgeCount(0) { error in print(error as Any) }
    }
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list, .sound, .badge])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
            let screen = response.notification.request.content.userInfo["screen"] as? String
            print(screen ?? "home", response.notification.date)
        }
        completionHandler()
    }
}

final class AsyncNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        notification.request.identifier == "quiet" ? [] : [.banner, .sound]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        print(response.notification.request.content.body)
    }
}

struct RemindersView: View {
    @State private var scheduler = ReminderScheduler()
    private let delegate = NotificationDelegate()

    var body: some View {
        List(scheduler.pending, id: \.self) { title in
            Text(title)
        }
        .toolbar {
            Button("Remind me") {
                Task { _ = try? await scheduler.scheduleReminder(for: "Stretch", in: 60) }
            }
        }
        .task {
            UNUserNotificationCenter.current().delegate = delegate
            await scheduler.requestPermission()
            await scheduler.listPending()
        }
    }
}
