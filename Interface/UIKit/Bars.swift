// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uinavigationbar, …/uibarappearance). Nothing here runs: bodies
// exist only to satisfy the compiler.
// This file: navigation and tab bars and their appearance objects — what a SwiftUI app restyles through
// `UINavigationBar.appearance()` and `UITabBar.appearance()`.

/// Constants to specify metrics to use for appearance.
@available(iOS 5.0, visionOS 1.0, *)
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// Navigational controls that display in a bar along the top of the screen, usually in conjunction with a
/// navigation controller.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// The appearance settings for a standard-height navigation bar.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var standardAppearance: UINavigationBarAppearance { get { fatalError() } set {} }
    /// The appearance settings for a compact-height navigation bar.
    @available(iOS 13.0, visionOS 1.0, *)
    open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
    /// The appearance settings to use when the edge of any scroll view reaches the edge of the navigation bar.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
    /// The appearance settings for a compact-height navigation bar when the edge of scrollable content
    /// aligns with the edge of the navigation bar.
    @available(iOS 15.0, visionOS 1.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
    /// A Boolean value indicating whether the title should be displayed in a large format.
    @available(iOS 11.0, visionOS 1.0, *)
    open var prefersLargeTitles: Bool { get { fatalError() } set {} }
    /// The tint color to apply to the navigation bar background.
    @available(iOS 7.0, visionOS 1.0, *)
    open var barTintColor: UIColor? { get { fatalError() } set {} }
    /// A Boolean value indicating whether the navigation bar is translucent.
    @available(iOS 3.0, visionOS 1.0, *)
    open var isTranslucent: Bool { get { fatalError() } set {} }
    /// Display attributes for the bar's title text.
    @available(iOS 5.0, visionOS 1.0, *)
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set {} }
    /// Display attributes for the bar's large title text.
    @available(iOS 11.0, visionOS 1.0, *)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set {} }
    /// The shadow image to use for the navigation bar.
    @available(iOS 6.0, visionOS 1.0, *)
    open var shadowImage: UIImage? { get { fatalError() } set {} }
    /// Sets the background image for the specified bar metrics.
    @available(iOS 5.0, visionOS 1.0, *)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// A control that displays one or more buttons in a tab bar for selecting between different subtasks,
/// views, or modes in an app.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The appearance settings for a standard-height tab bar.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var standardAppearance: UITabBarAppearance { get { fatalError() } set {} }
    /// The appearance settings for a tab bar when the edge of scrollable content aligns with the edge of
    /// the tab bar.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? { get { fatalError() } set {} }
    /// The tint color to apply to the tab bar background.
    @available(iOS 7.0, visionOS 1.0, *)
    open var barTintColor: UIColor? { get { fatalError() } set {} }
    /// The tint color to apply to unselected tabs.
    @available(iOS 10.0, visionOS 1.0, *)
    open var unselectedItemTintColor: UIColor? { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the tab bar is translucent.
    @available(iOS 7.0, visionOS 1.0, *)
    open var isTranslucent: Bool { get { fatalError() } set {} }
    /// The background image for the tab bar.
    @available(iOS 5.0, visionOS 1.0, *)
    open var backgroundImage: UIImage? { get { fatalError() } set {} }
    /// The shadow image to use for the tab bar.
    @available(iOS 6.0, visionOS 1.0, *)
    open var shadowImage: UIImage? { get { fatalError() } set {} }
}

/// An object for customizing the appearance of UIKit bars.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// Creates a bar appearance object and initializes it with values appropriate for the current device.
    public override init() {}
    /// Creates a bar appearance object and initializes it with values appropriate for the specified device.
    public init(idiom: UIUserInterfaceIdiom) {}
    /// Creates a bar appearance object and initializes it with properties from the specified appearance
    /// object.
    public init(barAppearance: UIBarAppearance) {}
    /// Configures the bar with a default background and shadow appropriate for the current theme.
    open func configureWithDefaultBackground() {}
    /// Configures the bar with an opaque background appropriate for the current theme.
    open func configureWithOpaqueBackground() {}
    /// Configures the bar with a transparent background and no shadow.
    open func configureWithTransparentBackground() {}
    /// The background color to apply to the bar.
    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    /// The blur effect to apply to the bar's background.
    open var backgroundEffect: UIBlurEffect? { get { fatalError() } set {} }
    /// The image to display on top of the bar's background.
    open var backgroundImage: UIImage? { get { fatalError() } set {} }
    /// The color to apply to the bar's shadow.
    open var shadowColor: UIColor? { get { fatalError() } set {} }
    /// The image to use for the bar's shadow.
    open var shadowImage: UIImage? { get { fatalError() } set {} }
}

/// An object for customizing the appearance of a navigation bar.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// Display attributes for the bar's title text.
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    /// Display attributes for the bar's large title text.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    /// The offset for the title text.
    open var titlePositionAdjustment: UIOffset { get { fatalError() } set {} }
    /// The appearance attributes for plain bar button items in the navigation bar.
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set {} }
    /// The appearance attributes for the back button.
    open var backButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set {} }
    /// Sets the image and transition mask to use for the back indicator.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
}

/// An object for customizing the appearance of a tab bar.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The appearance attributes for items with a stacked layout.
    open var stackedLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
    /// The appearance attributes for items with an inline layout.
    open var inlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
    /// The appearance attributes for items with a compact inline layout.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
}

/// An object for customizing the appearance of a bar button item.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
    /// The appearance attributes for the button in the normal state.
    open var normal: UIBarButtonItemStateAppearance { fatalError() }
    /// The appearance attributes for the button in the highlighted state.
    open var highlighted: UIBarButtonItemStateAppearance { fatalError() }
    /// The appearance attributes for the button in the disabled state.
    open var disabled: UIBarButtonItemStateAppearance { fatalError() }
}

/// An object for specifying the appearance of a bar button item in a specific state.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// The text attributes to apply to the button's title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
}

/// An object for customizing the appearance of a tab bar item.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    /// The appearance attributes for the tab bar item in the normal state.
    open var normal: UITabBarItemStateAppearance { fatalError() }
    /// The appearance attributes for the tab bar item in the selected state.
    open var selected: UITabBarItemStateAppearance { fatalError() }
    /// The appearance attributes for the tab bar item in the disabled state.
    open var disabled: UITabBarItemStateAppearance { fatalError() }
}

/// An object for specifying the appearance of a tab bar item in a specific state.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The color of the tab bar item's icon.
    open var iconColor: UIColor? { get { fatalError() } set {} }
    /// The text attributes to apply to the tab bar item's title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    /// The background color for the tab bar item's badge.
    open var badgeBackgroundColor: UIColor? { get { fatalError() } set {} }
}
