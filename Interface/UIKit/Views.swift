// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uiview). Nothing here runs: bodies exist only to satisfy the
// compiler.
// This file: `UIView` (geometry, hierarchy, layout, Auto Layout anchors, animation, appearance proxies)
// and `UIControl` with its actions: a closure's (`UIAction`) and target-action's (`addTarget(_:action:for:)`
// with a `#selector`, which `course check` type-checks with the compiler's Objective-C interoperability
// on; docs/checks.md, "The Objective-C runtime").
import ObjectiveC

// MARK: Appearance proxies

/// A collection of methods that gives you access to the appearance proxy for a class.
@available(iOS 5.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIAppearance: NSObjectProtocol {
    /// Returns the appearance proxy for the receiver.
    static func appearance() -> Self
    /// Returns the appearance proxy for the receiver in a given containment hierarchy.
    @available(iOS 9.0, visionOS 1.0, *)
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A protocol that a class must adopt to allow appearance customization using the `UIAppearance` API.
@available(iOS 5.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIAppearanceContainer: NSObjectProtocol {}

// MARK: Views

/// An object that manages the content for a rectangular area on the screen.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIView: UIResponder, UIAppearance, UIAppearanceContainer {
    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    public init(frame: CGRect) { fatalError() }
    /// Creates a view from data in an unarchiver.
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    /// Returns the appearance proxy for the receiver.
    open class func appearance() -> Self { fatalError() }
    /// Returns the appearance proxy for the receiver in a given containment hierarchy.
    @available(iOS 9.0, visionOS 1.0, *)
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self { fatalError() }

    // Geometry and visual appearance
    /// The frame rectangle, which describes the view's location and size in its superview's coordinate
    /// system.
    open var frame: CGRect { get { fatalError() } set {} }
    /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
    open var bounds: CGRect { get { fatalError() } set {} }
    /// The center point of the view's frame rectangle.
    open var center: CGPoint { get { fatalError() } set {} }
    /// Specifies the transform applied to the view, relative to the center of its bounds.
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    /// The view's alpha value.
    open var alpha: CGFloat { get { fatalError() } set {} }
    /// A Boolean value that determines whether the view is hidden.
    open var isHidden: Bool { get { fatalError() } set {} }
    /// A Boolean value that determines whether the view is opaque.
    open var isOpaque: Bool { get { fatalError() } set {} }
    /// The view's background color.
    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    /// The first nondefault tint color value in the view's hierarchy, ascending from and starting with the
    /// view itself.
    @available(iOS 7.0, visionOS 1.0, *)
    open var tintColor: UIColor! { get { fatalError() } set {} }
    /// A Boolean value that determines whether subviews are confined to the bounds of the view.
    open var clipsToBounds: Bool { get { fatalError() } set {} }
    /// A flag used to determine how a view lays out its content when its bounds change.
    open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
    /// The view's Core Animation layer used for rendering.
    open var layer: CALayer { fatalError() }
    /// A Boolean value that determines whether user events are ignored and removed from the event queue.
    open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
    /// An integer that you can use to identify view objects in your application.
    open var tag: Int { get { fatalError() } set {} }
    /// The user interface style adopted by the view and all of its subviews.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set {} }
    /// The traits that describe the view's current environment.
    @available(iOS 8.0, visionOS 1.0, *)
    open var traitCollection: UITraitCollection { fatalError() }

    // The view hierarchy
    /// The receiver's superview, or nil if it has none.
    open var superview: UIView? { fatalError() }
    /// The receiver's immediate subviews.
    open var subviews: [UIView] { fatalError() }
    /// The receiver's window object, or nil if it has none.
    open var window: UIWindow? { fatalError() }
    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {}
    /// Inserts a subview at the specified index.
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// Moves the specified subview so that it appears on top of its siblings.
    open func bringSubviewToFront(_ view: UIView) {}
    /// Moves the specified subview so that it appears behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {}
    /// Unlinks the view from its superview and its window, and removes it from the responder chain.
    open func removeFromSuperview() {}
    /// Tells the view that its superview changed.
    open func didMoveToSuperview() {}
    /// Tells the view that its window object changed.
    open func didMoveToWindow() {}

    // Layout
    /// The natural size for the receiving view, considering only properties of the view itself.
    @available(iOS 6.0, visionOS 1.0, *)
    open var intrinsicContentSize: CGSize { fatalError() }
    /// Invalidates the view's intrinsic content size.
    @available(iOS 6.0, visionOS 1.0, *)
    open func invalidateIntrinsicContentSize() {}
    /// Lays out subviews.
    open func layoutSubviews() {}
    /// Invalidates the current layout of the receiver and triggers a layout update during the next update
    /// cycle.
    open func setNeedsLayout() {}
    /// Lays out the subviews immediately, if layout updates are pending.
    open func layoutIfNeeded() {}
    /// Asks the view to calculate and return the size that best fits the specified size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    /// Resizes and moves the receiver view so it just encloses its subviews.
    open func sizeToFit() {}
    /// A Boolean value that determines whether the view's autoresizing mask is translated into Auto Layout
    /// constraints.
    @available(iOS 6.0, visionOS 1.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
    /// The insets that you use to determine the safe area for this view.
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    /// The default spacing to use when laying out content in the view.
    @available(iOS 8.0, visionOS 1.0, *)
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set {} }
    /// Sets the priority with which a view resists being made larger than its intrinsic size.
    @available(iOS 6.0, visionOS 1.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Sets the priority with which a view resists being made smaller than its intrinsic size.
    @available(iOS 6.0, visionOS 1.0, *)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Returns the optimal size of the view based on its current constraints.
    @available(iOS 6.0, visionOS 1.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    /// The optimal size of a view based on its constraints, the specified fitting priorities and target size.
    @available(iOS 8.0, visionOS 1.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { fatalError() }

    // Auto Layout anchors
    /// A layout anchor representing the leading edge of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// A layout anchor representing the trailing edge of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// A layout anchor representing the left edge of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// A layout anchor representing the right edge of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// A layout anchor representing the top edge of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    /// A layout anchor representing the bottom edge of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    /// A layout anchor representing the width of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var widthAnchor: NSLayoutDimension { fatalError() }
    /// A layout anchor representing the height of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var heightAnchor: NSLayoutDimension { fatalError() }
    /// A layout anchor representing the horizontal center of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// A layout anchor representing the vertical center of the view's frame.
    @available(iOS 9.0, visionOS 1.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    /// The layout guide representing the portion of your view that is unobscured by bars and other content.
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    /// A layout guide representing the view's margins.
    @available(iOS 9.0, visionOS 1.0, *)
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }

    // Drawing
    /// Draws the receiver's image within the passed-in rectangle.
    open func draw(_ rect: CGRect) {}
    /// Marks the receiver's entire bounds rectangle as needing to be redrawn.
    open func setNeedsDisplay() {}

    // Gestures
    /// Attaches a gesture recognizer to the view.
    @available(iOS 3.2, visionOS 1.0, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// Detaches a gesture recognizer from the receiving view.
    @available(iOS 3.2, visionOS 1.0, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    // Ending editing
    /// Causes the view, or one of its embedded text fields, to resign the first responder status.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { fatalError() }

    // Animation
    /// Animate changes to one or more views using the specified duration.
    @available(iOS 4.0, visionOS 1.0, *)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    /// Animate changes to one or more views using the specified duration and completion handler.
    @available(iOS 4.0, visionOS 1.0, *)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    /// Animate changes to one or more views using the specified duration, delay, options, and completion
    /// handler.
    @available(iOS 4.0, visionOS 1.0, *)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    /// Performs a view animation using a timing curve corresponding to the motion of a physical spring.
    @available(iOS 7.0, visionOS 1.0, *)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}

    /// Options that specify how a view adjusts its content when its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// Options for animating views using block objects.
    @available(iOS 4.0, visionOS 1.0, *)
    public struct AnimationOptions: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public var rawValue: UInt
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}

// MARK: Auto Layout

/// The layout priority is used to indicate to the constraint-based layout system which constraints are more
/// important.
@available(iOS 6.0, visionOS 1.0, *)
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public var rawValue: Float
    /// A required constraint.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// The priority level with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// The priority level at which a button hugs its contents horizontally.
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// The priority level with which the view wants to conform to the target size in that computation.
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

/// The relationship between two user interface objects that must be satisfied by the constraint-based
/// layout system.
@available(iOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// Activates each constraint in the specified array.
    @available(iOS 8.0, visionOS 1.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// Deactivates each constraint in the specified array.
    @available(iOS 8.0, visionOS 1.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    /// The active state of the constraint.
    @available(iOS 8.0, visionOS 1.0, *)
    open var isActive: Bool { get { fatalError() } set {} }
    /// The constant added to the multiplied second attribute participating in the constraint.
    open var constant: CGFloat { get { fatalError() } set {} }
    /// The priority of the constraint.
    open var priority: UILayoutPriority { get { fatalError() } set {} }

    /// Keys that specify a horizontal or vertical layout constraint between objects.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// A factory class for creating layout constraint objects using a fluent API.
@available(iOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Returns a constraint that defines one item's attribute as equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines one item's attribute as equal to another item's attribute plus a
    /// constant offset.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines one item's attribute as greater than or equal to another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines one item's attribute as greater than or equal to another item's
    /// attribute plus a constant offset.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines one item's attribute as less than or equal to another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines one item's attribute as less than or equal to another item's
    /// attribute plus a constant offset.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// A factory class for creating horizontal layout constraint objects using a fluent API.
@available(iOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A factory class for creating vertical layout constraint objects using a fluent API.
@available(iOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A factory class for creating size-based layout constraint objects using a fluent API.
@available(iOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns a constraint that defines a constant size for the anchor's size attribute.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines the minimum size for the anchor's size attribute.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines the maximum size for the anchor's size attribute.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    /// Returns a constraint that defines the anchor's size attribute as equal to the specified anchor
    /// multiplied by the constant.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// A rectangular area that can interact with Auto Layout.
@available(iOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    public override init() {}
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// MARK: Gesture recognizers

/// The base class for concrete gesture recognizers.
@available(iOS 3.2, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// Initializes an allocated gesture-recognizer object with a target and an action selector.
    public init(target: Any?, action: Selector?) {}
    public override init() {}
    /// Adds a target and an action to a gesture-recognizer object.
    open func addTarget(_ target: Any, action: Selector) {}
    /// The delegate of the gesture recognizer.
    open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set {} }
    /// A Boolean property that indicates whether the gesture recognizer is enabled.
    open var isEnabled: Bool { get { fatalError() } set {} }
    /// The view the gesture recognizer is attached to.
    open var view: UIView? { fatalError() }
    /// The current state of the gesture recognizer.
    open var state: UIGestureRecognizer.State { fatalError() }
    /// Returns the point's location in the specified view.
    open func location(in view: UIView?) -> CGPoint { fatalError() }

    /// The current state a gesture recognizer is in.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
}

/// A set of methods implemented by the delegate of a gesture recognizer to fine-tune an app's gesture-
/// recognition behavior.
@available(iOS 3.2, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asks the delegate if a gesture recognizer should begin interpreting touches.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks the delegate if two gesture recognizers should be allowed to recognize gestures simultaneously.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

// MARK: Controls and actions

/// The base class for controls, which are visual elements that convey a specific action or intention in
/// response to user interactions.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIControl: UIView {
    /// Creates a new control with the specified frame and registers the primary action event.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
    /// A Boolean value indicating whether the control is in the enabled state.
    open var isEnabled: Bool { get { fatalError() } set {} }
    /// A Boolean value indicating whether the control is in the selected state.
    open var isSelected: Bool { get { fatalError() } set {} }
    /// A Boolean value indicating whether the control draws a highlight.
    open var isHighlighted: Bool { get { fatalError() } set {} }
    /// Associates the specified action object with the control.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// Removes the specified action from the control's event handling.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// Calls the action methods associated with the specified events.
    open func sendActions(for controlEvents: UIControl.Event) {}
    /// Associates a target object and action method with the control.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    /// Stops the delivery of events to the specified target object.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}

    /// Constants describing the state of a control.
    public struct State: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public var rawValue: UInt
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        @available(iOS 9.0, visionOS 1.0, *)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Constants describing the types of events possible for controls.
    public struct Event: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public var rawValue: UInt
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        @available(iOS 9.0, visionOS 1.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        @available(iOS 14.0, visionOS 1.0, *)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}

/// A type that represents a handler for an action.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An object that represents a menu, an action, or a command.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// The title of the menu element.
    open var title: String { fatalError() }
    /// The image to display next to the menu element's title.
    open var image: UIImage? { fatalError() }

    /// Attributes that determine the style of the menu element.
    public struct Attributes: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public var rawValue: UInt
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Constants that indicate the state of an action- or command-based menu element.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// A menu element that performs its action in a closure.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// Creates an action with the specified title, image, identifier, discoverability title, attributes,
    /// state, and handler.
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError() }
    /// The object responsible for the action handler.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open var sender: Any? { fatalError() }

    /// A type that represents an action identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
    }
}

/// A container for grouping related menu elements in an app menu or contextual menu.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// Creates a new menu with the specified values.
    public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) { fatalError() }
    /// The contents of the menu.
    open var children: [UIMenuElement] { fatalError() }
}
