// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uifeedbackgenerator). Nothing here runs: bodies exist only to
// satisfy the compiler.
// This file: haptic feedback generators.

/// The abstract superclass for all feedback generators.
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    public override init() {}
    /// Prepares the generator to trigger feedback.
    open func prepare() {}
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public override init() {}
    /// Creates an impact feedback generator with the specified style.
    @available(iOS, introduced: 10.0, deprecated: 100000.0)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    /// Creates an impact feedback generator with the specified style and view.
    @available(iOS 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) { fatalError() }
    /// Triggers impact feedback.
    open func impactOccurred() {}
    /// Triggers impact feedback with a specific intensity.
    @available(iOS 13.0, *)
    open func impactOccurred(intensity: CGFloat) {}
    /// Triggers impact feedback at a location in the view.
    @available(iOS 17.5, *)
    open func impactOccurred(at location: CGPoint) {}
    /// Triggers impact feedback with a specific intensity at a location in the view.
    @available(iOS 17.5, *)
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}

    /// The mass of the objects in the collision simulated by an impact feedback generator object.
    @available(iOS 10.0, *)
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        @available(iOS 13.0, *)
        case soft = 3
        @available(iOS 13.0, *)
        case rigid = 4
    }
}

/// A concrete feedback generator subclass that creates haptics to communicate successes, failures, and
/// warnings.
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers notification feedback.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
    /// Triggers notification feedback at a location in the view.
    @available(iOS 17.5, *)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType, at location: CGPoint) {}

    /// Notification feedback types that indicate success, failure, and warning.
    @available(iOS 10.0, *)
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in selection.
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    open func selectionChanged() {}
    /// Triggers selection feedback at a location in the view.
    @available(iOS 17.5, *)
    open func selectionChanged(at location: CGPoint) {}
}
