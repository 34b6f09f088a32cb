// UserNotifications, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/usernotifications).
// This file: what a SwiftUI app uses to schedule local notifications — the notification center
// (`UNUserNotificationCenter.current()`, authorization with its options and status, the settings, adding and
// removing requests, the badge count), the content (`UNMutableNotificationContent`, `UNNotificationSound`), the
// requests and their triggers (time interval, calendar, location), and the delegate that presents a
// notification in the foreground and receives the user's response. The completion-handler and async forms are
// both declared, as Swift imports them from Objective-C. Most declarations are iOS 10.0, macOS 10.14,
// tvOS 10.0, watchOS 3.0, visionOS 1.0; a notification's text, sound and the user's response are not on tvOS,
// and the location trigger only on iOS and watchOS.
import CoreLocation
import Foundation

// MARK: Authorization

/// Options that determine the authorized features of local and remote notifications.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The ability to update the app's badge.
    public static var badge: UNAuthorizationOptions { fatalError() }
    /// The ability to play sounds.
    public static var sound: UNAuthorizationOptions { fatalError() }
    /// The ability to display alerts.
    public static var alert: UNAuthorizationOptions { fatalError() }
    /// The ability to display notifications in a CarPlay environment.
    public static var carPlay: UNAuthorizationOptions { fatalError() }
    /// The ability to play sounds for critical alerts.
    @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0, *)
    public static var criticalAlert: UNAuthorizationOptions { fatalError() }
    /// An option indicating the system should display a button for in-app notification settings.
    @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0, *)
    public static var providesAppNotificationSettings: UNAuthorizationOptions { fatalError() }
    /// The ability to post noninterrupting notifications provisionally to the Notification Center.
    @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0, *)
    public static var provisional: UNAuthorizationOptions { fatalError() }
}

/// Constants indicating whether the app is allowed to schedule notifications.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public enum UNAuthorizationStatus: Int, Sendable, Hashable {
    /// The user hasn't yet made a choice about whether the app is allowed to schedule notifications.
    case notDetermined = 0
    /// The app isn't authorized to schedule or receive notifications.
    case denied = 1
    /// The app is authorized to schedule or receive notifications.
    case authorized = 2
    /// The application is provisionally authorized to post noninterruptive user notifications.
    @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0, *)
    case provisional = 3
    /// The app is authorized to schedule or receive notifications for a limited amount of time.
    @available(iOS 14.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case ephemeral = 4
}

/// The object for managing notification-related settings and the authorization status of your app.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// The app's ability to schedule and receive local and remote notifications.
    open var authorizationStatus: UNAuthorizationStatus { fatalError() }
}

// MARK: Content

/// A sound played upon the delivery of a notification.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// Returns an object representing the default sound for notifications.
    open class var `default`: UNNotificationSound { fatalError() }
}

/// The uneditable content of a notification.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The localized text that provides the notification's primary description.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var title: String { fatalError() }
    /// The localized text that provides the notification's secondary description.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var subtitle: String { fatalError() }
    /// The localized text that provides the notification's main content.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var body: String { fatalError() }
    /// The sound that plays when the system delivers the notification.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var sound: UNNotificationSound? { fatalError() }
    /// The number that your app's icon displays.
    open var badge: NSNumber? { fatalError() }
    /// The custom data to associate with the notification.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var userInfo: [AnyHashable: Any] { fatalError() }
    /// The identifier of the app-defined category object.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var categoryIdentifier: String { fatalError() }
}

/// The editable content for a notification.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// Creates empty content, to fill in before scheduling it.
    public override init() { fatalError() }
    /// The localized text that provides the notification's primary description.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open override var title: String {
        get { fatalError() }
        set {}
    }
    /// The localized text that provides the notification's secondary description.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open override var subtitle: String {
        get { fatalError() }
        set {}
    }
    /// The localized text that provides the notification's main content.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open override var body: String {
        get { fatalError() }
        set {}
    }
    /// The sound that plays when the system delivers the notification.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open override var sound: UNNotificationSound? {
        get { fatalError() }
        set {}
    }
    /// The number that your app's icon displays.
    open override var badge: NSNumber? {
        get { fatalError() }
        set {}
    }
    /// The custom data to associate with the notification.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open override var userInfo: [AnyHashable: Any] {
        get { fatalError() }
        set {}
    }
    /// The identifier of the app-defined category object.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open override var categoryIdentifier: String {
        get { fatalError() }
        set {}
    }
}

// MARK: Triggers and requests

/// The common behavior for subclasses that trigger the delivery of a local or remote notification.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// A Boolean value indicating whether the system reschedules the notification after it's delivered.
    open var repeats: Bool { fatalError() }
}

/// A trigger condition that causes the system to deliver a notification after the amount of time you specify
/// elapses.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Creates a time interval trigger using the time value parameter.
    public convenience init(timeInterval: TimeInterval, repeats: Bool) { fatalError() }
    /// The time interval to create the trigger.
    open var timeInterval: TimeInterval { fatalError() }
    /// The next date at which the trigger conditions are met.
    open func nextTriggerDate() -> Date? { fatalError() }
}

/// A trigger condition that causes a notification the system delivers at a specific date and time.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Creates a calendar trigger using the date components parameter.
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { fatalError() }
    /// The date components to construct this object.
    open var dateComponents: DateComponents { fatalError() }
    /// The next date at which the trigger conditions are met.
    open func nextTriggerDate() -> Date? { fatalError() }
}

/// A trigger condition that causes the system to deliver a notification when the user's device enters or
/// exits a geographic region you specify.
@available(iOS 10.0, watchOS 3.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Creates a location trigger using the region parameter.
    @available(iOS 10.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public convenience init(region: CLRegion, repeats: Bool) { fatalError() }
    /// The region used to determine when the system sends the notification.
    open var region: CLRegion { fatalError() }
}

/// A request to schedule a local notification, which includes the content of the notification and the
/// trigger conditions for delivery.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// Creates a notification request object that you use to schedule a notification.
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        fatalError()
    }
    /// The unique identifier for this notification request.
    open var identifier: String { fatalError() }
    /// The content associated with the notification.
    open var content: UNNotificationContent { fatalError() }
    /// The conditions that trigger the delivery of the notification.
    open var trigger: UNNotificationTrigger? { fatalError() }
}

/// The data for a local or remote notification the system delivers to your app.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotification: NSObject, @unchecked Sendable {
    /// The notification request containing the payload and trigger condition for the notification.
    open var request: UNNotificationRequest { fatalError() }
    /// The delivery date of the notification.
    open var date: Date { fatalError() }
}

/// The user's response to an actionable notification.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification to which the user responded.
    open var notification: UNNotification { fatalError() }
    /// The identifier string of the action that the user selected.
    open var actionIdentifier: String { fatalError() }
}

/// An action that indicates the user opened the app from the notification interface.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action that indicates the user explicitly dismissed the notification interface.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

// MARK: Presentation in the foreground

/// Constants indicating how to present a notification in a foreground app.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apply the notification's badge value to the app's icon.
    public static var badge: UNNotificationPresentationOptions { fatalError() }
    /// Play the sound associated with the notification.
    public static var sound: UNNotificationPresentationOptions { fatalError() }
    /// Display the alert using the content provided by the notification.
    @available(iOS, introduced: 10.0, deprecated: 14.0)
    @available(macOS, introduced: 10.14, deprecated: 11.0)
    @available(tvOS, introduced: 10.0, deprecated: 14.0)
    @available(watchOS, introduced: 3.0, deprecated: 7.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public static var alert: UNNotificationPresentationOptions { fatalError() }
    /// Show the notification in Notification Center.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var list: UNNotificationPresentationOptions { fatalError() }
    /// Present the notification as a banner.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var banner: UNNotificationPresentationOptions { fatalError() }
}

/// An interface for processing incoming notifications and responding to notification actions. Its methods are
/// optional (empty defaults here); the response to a notification is not on tvOS, so it is in the extension
/// only (a protocol's requirement cannot be unavailable).
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Asks the delegate how to handle a notification that arrived while the app was running in the foreground.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// Asks the delegate how to handle a notification that arrived while the app was running in the foreground
    /// (asynchronous form).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
}

@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)
        async -> UNNotificationPresentationOptions
    { fatalError() }
    /// Asks the delegate to process the user's response to a delivered notification.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {}
    /// Asks the delegate to process the user's response to a delivered notification (asynchronous form).
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
        async
    {}
}

// MARK: The notification center

/// The central object for managing notification-related activities for your app or app extension.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    /// Returns your app's notification center.
    open class func current() -> UNUserNotificationCenter { fatalError() }
    /// The notification center's delegate.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Requests a person's authorization to allow local and remote notifications for your app.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {}
    /// Requests a person's authorization to allow local and remote notifications for your app (asynchronous
    /// form).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }

    /// Retrieves the authorization and feature-related settings for your app.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {}
    /// Retrieves the authorization and feature-related settings for your app (asynchronous form).
    open func notificationSettings() async -> UNNotificationSettings { fatalError() }

    /// Schedules the delivery of a local notification.
    open func add(
        _ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {}
    /// Schedules the delivery of a local notification (asynchronous form).
    open func add(_ request: UNNotificationRequest) async throws {}

    /// Fetches all of your app's local notifications that are pending delivery.
    open func getPendingNotificationRequests(
        completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {}
    /// Fetches all of your app's local notifications that are pending delivery (asynchronous form).
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { fatalError() }
    /// Removes your app's local notifications that are pending and match the specified identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    /// Removes all of your app's pending local notifications.
    open func removeAllPendingNotificationRequests() {}

    /// Updates the badge count for your app's icon.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {}
    /// Updates the badge count for your app's icon (asynchronous form).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
