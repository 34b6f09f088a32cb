// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/accessibility-for-uikit). Nothing here runs: bodies exist only
// to satisfy the compiler.
// This file: posting accessibility notifications, the system's accessibility settings, and the
// accessibility properties UIKit gives every object.

/// The accessibility namespace: notifications and the user's accessibility settings.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIAccessibility {
    /// Posts a notification to assistive apps.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    /// A Boolean value that indicates whether VoiceOver is in an enabled state.
    @available(iOS 4.0, visionOS 1.0, *)
    public static var isVoiceOverRunning: Bool { fatalError() }
    /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state.
    @available(iOS 8.0, visionOS 1.0, *)
    public static var isReduceMotionEnabled: Bool { fatalError() }
    /// A Boolean value that indicates whether the Reduce Transparency setting is in an enabled state.
    @available(iOS 8.0, visionOS 1.0, *)
    public static var isReduceTransparencyEnabled: Bool { fatalError() }
    /// A Boolean value that indicates whether the Bold Text setting is in an enabled state.
    @available(iOS 8.0, visionOS 1.0, *)
    public static var isBoldTextEnabled: Bool { fatalError() }
    /// A notification that UIKit posts when VoiceOver starts or stops.
    @available(iOS 11.0, visionOS 1.0, *)
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// A notification that UIKit posts when the system's Reduce Motion setting changes.
    @available(iOS 8.0, visionOS 1.0, *)
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// An accessibility notification to post to assistive apps.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public var rawValue: UInt32
        /// A notification that an app posts when a new view appears that occupies a major portion of the
        /// screen.
        public static let screenChanged = Notification(rawValue: 1000)
        /// A notification that an app posts when the layout of a screen changes.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A notification that an app posts when it needs to convey an announcement to the assistive app.
        @available(iOS 4.1, visionOS 1.0, *)
        public static let announcement = Notification(rawValue: 1008)
        /// A notification that an app posts when a scroll action completes.
        @available(iOS 4.2, visionOS 1.0, *)
        public static let pageScrolled = Notification(rawValue: 1009)
    }
}

/// Constants that describe how an accessibility element behaves.
@available(iOS 2.0, visionOS 1.0, *)
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public var rawValue: UInt64
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
}

extension NSObject {
    /// A Boolean value that indicates whether the element is an accessibility element that an assistive app
    /// can access.
    @available(iOS 3.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public var isAccessibilityElement: Bool { get { fatalError() } set {} }
    /// A succinct label in a localized string that identifies the accessibility element.
    @available(iOS 3.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public var accessibilityLabel: String? { get { fatalError() } set {} }
    /// A localized string that contains a brief description of the result of performing an action on the
    /// accessibility element.
    @available(iOS 3.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public var accessibilityHint: String? { get { fatalError() } set {} }
    /// A localized string that represents the current value of the accessibility element.
    @available(iOS 3.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public var accessibilityValue: String? { get { fatalError() } set {} }
    /// The combination of accessibility traits that best characterizes the accessibility element.
    @available(iOS 3.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    public var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
}

extension UIView {
    /// A string that identifies the element.
    @available(iOS 5.0, visionOS 1.0, *)
    public var accessibilityIdentifier: String? { get { fatalError() } set {} }
}
