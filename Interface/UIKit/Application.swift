// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the responder chain, the app object and its delegate (the methods a SwiftUI app's delegate
// adaptor implements), scenes and windows, and the notifications apps observe.
//
// Objective-C's optional protocol requirements have no Swift form off Apple's platforms: each is a
// requirement here with an empty default in an extension, so a delegate implements only what it needs, as
// with the SDK.

// MARK: Responders

/// An abstract interface for responding to and handling events.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() {}
    /// Returns the next responder in the responder chain, or nil if there is no next responder.
    open var next: UIResponder? { fatalError() }
    /// Returns a Boolean value indicating whether this object can become the first responder.
    open var canBecomeFirstResponder: Bool { fatalError() }
    /// Returns a Boolean value indicating whether this object is the first responder.
    open var isFirstResponder: Bool { fatalError() }
    /// Asks UIKit to make this object the first responder in its window.
    @discardableResult
    open func becomeFirstResponder() -> Bool { fatalError() }
    /// Notifies this object that it has been asked to relinquish its status as first responder in its window.
    @discardableResult
    open func resignFirstResponder() -> Bool { fatalError() }
    /// The custom input view to display when the receiver becomes the first responder.
    open var inputView: UIView? { fatalError() }
    /// The custom input accessory view to display when the receiver becomes the first responder.
    open var inputAccessoryView: UIView? { fatalError() }
}

// MARK: The app

/// The centralized point of control and coordination for apps running in iOS.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// The singleton app instance.
    public class var shared: UIApplication { fatalError() }
    /// The delegate of the app object.
    public var delegate: (any UIApplicationDelegate)? { get { fatalError() } set {} }

    /// Attempts to asynchronously open the resource at the specified URL.
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
    /// Attempts to asynchronously open the resource at the specified URL.
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { fatalError() }
    /// Returns a Boolean value that indicates whether an app is available to handle a URL scheme.
    @available(iOS 3.0, visionOS 1.0, *)
    public func canOpenURL(_ url: URL) -> Bool { fatalError() }
    /// The URL string you use to deep link to your app's custom settings in the Settings app.
    @available(iOS 8.0, visionOS 1.0, *)
    nonisolated public static let openSettingsURLString: String = ""
    /// The URL string you use to deep link to your app's notification settings in the Settings app.
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    nonisolated public static let openNotificationSettingsURLString: String = ""

    /// The number currently set as the badge of the app icon on the Home screen.
    @available(iOS, introduced: 2.0, deprecated: 17.0)
    public var applicationIconBadgeNumber: Int { get { fatalError() } set {} }
    /// The app's current state, or that of its most active scene.
    @available(iOS 4.0, visionOS 1.0, *)
    public var applicationState: UIApplication.State { fatalError() }
    /// A Boolean value that controls whether the idle timer is disabled for the app.
    @available(iOS 2.0, visionOS 1.0, *)
    public var isIdleTimerDisabled: Bool { get { fatalError() } set {} }
    /// Registers to receive remote notifications through Apple Push Notification service.
    @available(iOS 8.0, visionOS 1.0, *)
    public func registerForRemoteNotifications() {}
    /// Unregisters for all remote notifications received through Apple Push Notification service.
    @available(iOS 3.0, visionOS 1.0, *)
    public func unregisterForRemoteNotifications() {}
    /// A Boolean value that indicates whether the app is currently registered for remote notifications.
    @available(iOS 8.0, visionOS 1.0, *)
    public var isRegisteredForRemoteNotifications: Bool { fatalError() }

    /// The set of scenes currently connected to the app.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public var connectedScenes: Set<UIScene> { fatalError() }
    /// The app's visible and hidden windows.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { fatalError() }
    /// The app's key window.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    public var keyWindow: UIWindow? { fatalError() }

    /// A Boolean value that indicates whether the app is allowed to change its icon.
    @available(iOS 10.3, visionOS 1.0, *)
    public var supportsAlternateIcons: Bool { fatalError() }
    /// The name of the icon the system displays for the app.
    @available(iOS 10.3, visionOS 1.0, *)
    public var alternateIconName: String? { fatalError() }
    /// Changes the icon the system displays for the app.
    @available(iOS 10.3, visionOS 1.0, *)
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {}
    /// Changes the icon the system displays for the app.
    @available(iOS 10.3, visionOS 1.0, *)
    public func setAlternateIconName(_ alternateIconName: String?) async throws {}

    /// Marks the start of a task that should continue if the app enters the background.
    @available(iOS 4.0, visionOS 1.0, *)
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }
    /// Marks the start of a new long-running background task with the specified name.
    @available(iOS 7.0, visionOS 1.0, *)
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }
    /// Marks the end of a specific long-running background task.
    @available(iOS 4.0, visionOS 1.0, *)
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The running states of an app.
    @available(iOS 4.0, visionOS 1.0, *)
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The keys you use to access values in the launch options dictionary that the system passes to your app
    /// at initialization.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// A key indicating that the app was launched so that it could open the specified URL.
        @available(iOS 3.0, visionOS 1.0, *)
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// A key indicating that another app requested the launch of your app.
        @available(iOS 3.0, visionOS 1.0, *)
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A key indicating that a remote notification is available for the app to process.
        @available(iOS 3.0, visionOS 1.0, *)
        nonisolated public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A key indicating that the app was launched to process an incoming location event.
        @available(iOS 4.0, visionOS 1.0, *)
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// A key indicating that the app was launched in response to the user selecting a Home screen quick action.
        @available(iOS 9.0, visionOS 1.0, *)
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A key indicating that the app was launched to continue a user activity.
        @available(iOS 8.0, visionOS 1.0, *)
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Options for opening a URL.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// URLs must be universal links and have an app configured to open them.
        @available(iOS 10.0, visionOS 1.0, *)
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys you use to access values in the options dictionary when opening a URL.
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// A key containing the bundle ID of the app that sent the open-URL request to your app.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A key containing the information passed to a document interaction controller object's annotation
        /// property.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// A key containing a flag that indicates whether a document must be copied before you use it.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// A notification that posts when the app becomes active.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// A notification that posts when the app is no longer active and loses focus.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// A notification that posts when the app enters the background.
    @available(iOS 4.0, visionOS 1.0, *)
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// A notification that posts shortly before an app leaves the background state on its way to becoming the
    /// active app.
    @available(iOS 4.0, visionOS 1.0, *)
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// A notification that posts when the app is about to terminate.
    @available(iOS 4.0, visionOS 1.0, *)
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// A notification that posts immediately after the app finishes launching.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// A notification that posts when the app receives a warning from the operating system about low memory
    /// availability.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// A notification that posts when there's a significant change in time.
    @available(iOS 2.0, visionOS 1.0, *)
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    /// A notification that posts when the user presses the side and Home buttons to take a screenshot of the
    /// device.
    @available(iOS 7.0, visionOS 1.0, *)
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// A unique token that identifies a request to run in the background.
@available(iOS 4.0, visionOS 1.0, *)
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public init(rawValue: Int) { self.rawValue = rawValue }
    public var rawValue: Int
    /// A token that indicates an invalid task request.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Constants that indicate the result of a background fetch operation.
@available(iOS 7.0, visionOS 1.0, *)
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// Constants that specify which interface orientations a view controller supports.
@available(iOS 6.0, visionOS 1.0, *)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public var rawValue: UInt
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape = UIInterfaceOrientationMask(rawValue: 1 << 3 | 1 << 4)
    public static let all = UIInterfaceOrientationMask(rawValue: 1 << 1 | 1 << 2 | 1 << 3 | 1 << 4)
    public static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 1 | 1 << 3 | 1 << 4)
}

/// Constants that specify the orientation of the app's user interface.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
    /// A Boolean value that indicates whether the user interface is currently presented in a portrait
    /// orientation.
    public var isPortrait: Bool { fatalError() }
    /// A Boolean value that indicates whether the user interface is currently presented in a landscape
    /// orientation.
    public var isLandscape: Bool { fatalError() }
}

// MARK: The app delegate

/// A set of methods to manage shared behaviors for your app.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The window to use when presenting a storyboard.
    var window: UIWindow? { get set }
    /// Tells the delegate that the launch process has begun.
    @available(iOS 6.0, visionOS 1.0, *)
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
    @available(iOS 3.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Retrieves the configuration data for UIKit to use when creating a new scene.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Tells the delegate that the app has become active.
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Tells the delegate that the app is about to become inactive.
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    func applicationWillResignActive(_ application: UIApplication)
    /// Tells the delegate that the app is now in the background.
    @available(iOS, introduced: 4.0, deprecated: 26.0)
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Tells the delegate that the app is about to enter the foreground.
    @available(iOS, introduced: 4.0, deprecated: 26.0)
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Tells the delegate when the app is about to terminate.
    @available(iOS 2.0, visionOS 1.0, *)
    func applicationWillTerminate(_ application: UIApplication)
    /// Tells the delegate when the app receives a memory warning from the system.
    @available(iOS 2.0, visionOS 1.0, *)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asks the delegate to open a resource specified by a URL, and provides a dictionary of launch options.
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Tells the delegate that the app successfully registered with Apple Push Notification service.
    @available(iOS 3.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Tells the delegate that Apple Push Notification service cannot successfully complete the
    /// registration process.
    @available(iOS 3.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Tells the app that a remote notification arrived that indicates there is data to be fetched.
    @available(iOS 7.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Tells the app that a remote notification arrived that indicates there is data to be fetched.
    @available(iOS 7.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult
    /// Asks the delegate for the interface orientations to use for the view controllers in the specified
    /// window.
    @available(iOS 6.0, visionOS 1.0, *)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult { .noData }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .all }
}

// MARK: Scenes and windows

/// An object that represents one instance of your app's user interface.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The session associated with the scene.
    public var session: UISceneSession { fatalError() }
    /// The current execution state of the scene.
    public var activationState: UIScene.ActivationState { fatalError() }
    /// The title of the scene.
    public var title: String! { get { fatalError() } set {} }
    /// The object you use to receive life-cycle events associated with the scene.
    public var delegate: (any UISceneDelegate)? { get { fatalError() } set {} }

    /// Constants that indicate the current state of a scene.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// A data object containing information about the reasons UIKit created the scene.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs UIKit asks your scene to open.
        public var urlContexts: Set<UIOpenURLContext> { fatalError() }
    }

    /// A notification that indicates that a scene is now onscreen and responding to user events.
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// A notification that indicates that a scene is about to resign the active state and stop responding to
    /// user events.
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// A notification that indicates that a scene is running in the background and is no longer onscreen.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
    /// A notification that indicates that a scene is about to begin running in the foreground and become
    /// visible to the user.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
}

/// A scene that manages one or more windows for your app.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The windows associated with the scene.
    public var windows: [UIWindow] { fatalError() }
    /// The key window for the scene.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public var keyWindow: UIWindow? { fatalError() }
    /// The screen on which the scene is displayed.
    public var screen: UIScreen { fatalError() }
    /// The current orientation of the scene's interface.
    public var interfaceOrientation: UIInterfaceOrientation { fatalError() }
    /// The traits that describe the scene's current environment.
    public var traitCollection: UITraitCollection { fatalError() }
}

/// An object that contains information about one of your app's scenes.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The scene associated with the current session.
    public var scene: UIScene? { fatalError() }
    /// The role the scene plays in the app.
    public var role: UISceneSession.Role { fatalError() }
    /// The configuration data for creating the session's scene.
    public var configuration: UISceneConfiguration { fatalError() }

    /// Constants that indicate the possible roles for a scene.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// The scene displays interactive windows on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// Creates a scene configuration object with the specified role and app-specific name.
    public init(name: String?, sessionRole: UISceneSession.Role) {}
    /// The app-specific name you assigned to the scene configuration.
    public var name: String? { fatalError() }
    /// The role for any scenes you create from the current configuration.
    public var role: UISceneSession.Role { fatalError() }
    /// The class of the delegate object for the scene.
    public var delegateClass: AnyClass? { get { fatalError() } set {} }
}

/// An object containing information about a URL to open.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public var url: URL { fatalError() }
}

/// The core methods you use to respond to life-cycle events occurring within a scene.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate about the addition of a scene to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that UIKit removed a scene from your app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Tells the delegate that the scene became active and is now responding to user events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to resign the active state and stop responding to user
    /// events.
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to begin running in the foreground and become visible to
    /// the user.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that the scene is running in the background and is no longer onscreen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Asks the delegate to open one or more URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window associated with the scene.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { nil } set {} }
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// Creates a window and associates it with the specified scene object.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(windowScene: UIWindowScene) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The root view controller for the window.
    public var rootViewController: UIViewController? { get { fatalError() } set {} }
    /// The scene containing the window.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public var windowScene: UIWindowScene? { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the window is the key window for the app.
    public var isKeyWindow: Bool { fatalError() }
    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {}
    /// Shows the window and makes it the key window.
    open func makeKey() {}
}
