// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/views-and-controls). Nothing here runs: bodies exist only to
// satisfy the compiler.
// This file: the views and controls SwiftUI apps wrap in a representable or restyle through an appearance
// proxy — labels, buttons, text views and fields with their delegates, activity indicators, scroll views,
// page controls, search bars, segmented controls, switches, blur effects, table views.

// MARK: Labels and buttons

/// A view that displays one or more lines of informational text.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text that the label displays.
    open var text: String? { get { fatalError() } set {} }
    /// The styled text that the label displays.
    @available(iOS 6.0, visionOS 1.0, *)
    open var attributedText: NSAttributedString? { get { fatalError() } set {} }
    /// The font of the text.
    open var font: UIFont! { get { fatalError() } set {} }
    /// The color of the text.
    open var textColor: UIColor! { get { fatalError() } set {} }
    /// The technique for aligning the text.
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    /// The maximum number of lines for rendering text.
    open var numberOfLines: Int { get { fatalError() } set {} }
    /// The technique for wrapping and truncating the label's text.
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set {} }
    /// A Boolean value that determines whether the label reduces the text's font size to fit the title string
    /// into the label's bounding rectangle.
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }
    /// The minimum scale factor for the label's text.
    @available(iOS 6.0, visionOS 1.0, *)
    open var minimumScaleFactor: CGFloat { get { fatalError() } set {} }
    /// The preferred maximum width, in points, for a multiline label.
    @available(iOS 6.0, visionOS 1.0, *)
    open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the object automatically updates its font when the device's
    /// content size category changes.
    @available(iOS 10.0, visionOS 1.0, *)
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

/// A control that executes your custom code in response to user interactions.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// Creates and returns a new button of the specified type.
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    /// Creates a new button of the specified type and registers the primary action event.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
    /// Creates a button with the specified configuration.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }
    /// The configuration for the button's appearance.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    open var configuration: UIButton.Configuration? { get { fatalError() } set {} }
    /// Sets the title to use for the specified state.
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    /// Sets the color of the title to use for the specified state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    /// Sets the image to use for the specified button state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    /// A view that displays the value of the currentTitle property for a button.
    @available(iOS 3.0, visionOS 1.0, *)
    open var titleLabel: UILabel? { fatalError() }
    /// The button's image view.
    @available(iOS 3.0, visionOS 1.0, *)
    open var imageView: UIImageView? { fatalError() }

    /// Specifies the style of a button.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        @available(iOS 7.0, visionOS 1.0, *)
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        @available(iOS 13.0, visionOS 1.0, *)
        case close = 7
    }

    /// A configuration that specifies the appearance and behavior of a button and its contents.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public struct Configuration: Hashable {
        /// Creates a configuration for a button with a transparent background.
        public static func plain() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button with a tinted background color.
        public static func tinted() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button with a gray background.
        public static func gray() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button with a background filled with the button's tint color.
        public static func filled() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button that has no background.
        public static func borderless() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button with a bordered appearance.
        public static func bordered() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button with a bordered, tinted appearance.
        public static func borderedTinted() -> UIButton.Configuration { fatalError() }
        /// Creates a configuration for a button with a prominent bordered appearance.
        public static func borderedProminent() -> UIButton.Configuration { fatalError() }
        /// The text of the title label the button displays.
        public var title: String?
        /// The text the subtitle label of the button displays.
        public var subtitle: String?
        /// The foreground image the button displays.
        public var image: UIImage?
        /// The distance between the button's image and text.
        public var imagePadding: CGFloat
        /// The base color to use for foreground elements.
        public var baseForegroundColor: UIColor?
        /// The base color to use for the background.
        public var baseBackgroundColor: UIColor?
        /// The distance from the edges of the button to its content.
        public var contentInsets: NSDirectionalEdgeInsets
        /// A Boolean value that determines whether the button displays an activity indicator.
        public var showsActivityIndicator: Bool
        /// The style that defines the corner radius of the button's background.
        public var cornerStyle: UIButton.Configuration.CornerStyle

        /// Settings that determine the corner radius of the button's background.
        public enum CornerStyle: Hashable, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
    }
}

// MARK: Text views and text fields

/// A scrollable, multiline text region.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInputTraits {
    /// The text that the text view displays.
    open var text: String! { get { fatalError() } set {} }
    /// The styled text that the text view displays.
    @available(iOS 6.0, visionOS 1.0, *)
    open var attributedText: NSAttributedString! { get { fatalError() } set {} }
    /// The font of the text.
    open var font: UIFont? { get { fatalError() } set {} }
    /// The color of the text.
    open var textColor: UIColor? { get { fatalError() } set {} }
    /// The technique for aligning the text.
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the text view is editable.
    open var isEditable: Bool { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the text view is selectable.
    @available(iOS 7.0, visionOS 1.0, *)
    open var isSelectable: Bool { get { fatalError() } set {} }
    /// The current selection range of the text view.
    open var selectedRange: NSRange { get { fatalError() } set {} }
    /// The inset of the text container's layout area within the text view's content area.
    @available(iOS 7.0, visionOS 1.0, *)
    open var textContainerInset: UIEdgeInsets { get { fatalError() } set {} }
    /// The attributes to apply to new text that the user enters.
    @available(iOS 6.0, visionOS 1.0, *)
    open var typingAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the object automatically updates its font when the device's
    /// content size category changes.
    @available(iOS 10.0, visionOS 1.0, *)
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
    /// Scrolls the text view until the text in the specified range is visible.
    open func scrollRangeToVisible(_ range: NSRange) {}

    /// A notification that posts when the text in a text view changes.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// A notification that posts when a text view begins an editing session.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// A notification that posts when a text view ends an editing session.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}

/// The interface for the delegate of a text view object.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asks the delegate whether to begin editing in the specified text view.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asks the delegate whether to stop editing in the specified text view.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Tells the delegate when editing of the specified text view begins.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Tells the delegate when editing of the specified text view ends.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asks the delegate whether to replace the specified text in the text view.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate when the user changes the text or attributes in the specified text view.
    func textViewDidChange(_ textView: UITextView)
    /// Tells the delegate when the text selection changes in the specified text view.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// An object that displays an editable text area in your interface.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInputTraits {
    /// The text that the text field displays.
    open var text: String? { get { fatalError() } set {} }
    /// The styled text that the text field displays.
    @available(iOS 6.0, visionOS 1.0, *)
    open var attributedText: NSAttributedString? { get { fatalError() } set {} }
    /// The string that displays when there is no other text in the text field.
    open var placeholder: String? { get { fatalError() } set {} }
    /// The styled string that displays when there is no other text in the text field.
    @available(iOS 6.0, visionOS 1.0, *)
    open var attributedPlaceholder: NSAttributedString? { get { fatalError() } set {} }
    /// The font of the text.
    open var font: UIFont? { get { fatalError() } set {} }
    /// The color of the text.
    open var textColor: UIColor? { get { fatalError() } set {} }
    /// The technique for aligning the text.
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    /// The border style for the text field.
    open var borderStyle: UITextField.BorderStyle { get { fatalError() } set {} }
    /// A mode that controls when the standard Clear button appears in the text field.
    open var clearButtonMode: UITextField.ViewMode { get { fatalError() } set {} }
    /// An overlay view that displays on the left (or leading) side of the text field.
    open var leftView: UIView? { get { fatalError() } set {} }
    /// A mode that controls when the left overlay view appears in the text field.
    open var leftViewMode: UITextField.ViewMode { get { fatalError() } set {} }
    /// An overlay view that displays on the right (or trailing) side of the text field.
    open var rightView: UIView? { get { fatalError() } set {} }
    /// A mode that controls when the right overlay view appears in the text field.
    open var rightViewMode: UITextField.ViewMode { get { fatalError() } set {} }
    /// A Boolean value that indicates whether to reduce the font size to fit the text string into the text
    /// field's bounding rectangle.
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }
    /// A Boolean value that determines whether the text field is in edit mode.
    open var isEditing: Bool { fatalError() }
    /// The custom input view to display when the text field becomes the first responder.
    open override var inputView: UIView? { get { fatalError() } set {} }
    /// The custom accessory view to display when the text field becomes the first responder.
    open override var inputAccessoryView: UIView? { get { fatalError() } set {} }
    /// The text field's delegate.
    open var delegate: (any UITextFieldDelegate)? { get { fatalError() } set {} }

    /// The type of border drawn around the text field.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// Constants that indicate when the text field displays an overlay view.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// Constants that indicate the reason why a text field stopped editing.
    @available(iOS 10.0, visionOS 1.0, *)
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// A notification that posts when the text in a text field changes.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// A notification that posts when a text field begins an editing session.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// A notification that posts when a text field ends an editing session.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
}

/// A set of optional methods to manage the editing and validation of text in a text field object.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asks the delegate whether to begin editing in the specified text field.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate when editing begins in the specified text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asks the delegate whether to stop editing in the specified text field.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate when editing stops for the specified text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Tells the delegate when editing stops for the specified text field, and the reason it stopped.
    @available(iOS 10.0, visionOS 1.0, *)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asks the delegate whether to change the specified text.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Tells the delegate when the text selection changes in the specified text field.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asks the delegate whether to remove the text field's current contents.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asks the delegate whether to process the pressing of the Return button for the text field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

// MARK: Activity indicators

/// A view that shows that a task is in progress.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// Creates an activity indicator view with the specified style.
    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The basic appearance of the activity indicator.
    open var style: UIActivityIndicatorView.Style { get { fatalError() } set {} }
    /// The color of the activity indicator.
    @available(iOS 5.0, visionOS 1.0, *)
    open var color: UIColor! { get { fatalError() } set {} }
    /// A Boolean value that controls whether the activity indicator is hidden when the animation is stopped.
    open var hidesWhenStopped: Bool { get { fatalError() } set {} }
    /// A Boolean value indicating whether the activity indicator is currently running its animation.
    open var isAnimating: Bool { fatalError() }
    /// Starts the animation of the activity indicator.
    open func startAnimating() {}
    /// Stops the animation of the activity indicator.
    open func stopAnimating() {}

    /// The visual style of the activity indicator.
    public enum Style: Int, Sendable {
        @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
        case medium = 100
        @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
        case large = 101
        @available(iOS, introduced: 2.0, deprecated: 13.0)
        case whiteLarge = 0
        @available(iOS, introduced: 2.0, deprecated: 13.0)
        case white = 1
        @available(iOS, introduced: 2.0, deprecated: 13.0)
        case gray = 2
    }
}

// MARK: Scroll views

/// A view that allows the scrolling and zooming of its contained views.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// The point at which the origin of the content view is offset from the origin of the scroll view.
    open var contentOffset: CGPoint { get { fatalError() } set {} }
    /// The size of the content view.
    open var contentSize: CGSize { get { fatalError() } set {} }
    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    open var contentInset: UIEdgeInsets { get { fatalError() } set {} }
    /// The insets derived from the content insets and the safe area of the scroll view.
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    /// A Boolean value that determines whether scrolling is enabled.
    open var isScrollEnabled: Bool { get { fatalError() } set {} }
    /// A Boolean value that determines whether paging is enabled for the scroll view.
    open var isPagingEnabled: Bool { get { fatalError() } set {} }
    /// A Boolean value that controls whether the vertical scroll indicator is visible.
    open var showsVerticalScrollIndicator: Bool { get { fatalError() } set {} }
    /// A Boolean value that controls whether the horizontal scroll indicator is visible.
    open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set {} }
    /// A Boolean value that controls whether the scroll view bounces past the edge of content and back again.
    open var bounces: Bool { get { fatalError() } set {} }
    /// A Boolean value that determines whether bouncing always occurs when vertical scrolling reaches the end
    /// of the content.
    open var alwaysBounceVertical: Bool { get { fatalError() } set {} }
    /// A Boolean value that determines whether bouncing always occurs when horizontal scrolling reaches the
    /// end of the content view.
    open var alwaysBounceHorizontal: Bool { get { fatalError() } set {} }
    /// A floating-point value that specifies the minimum scale factor that can apply to the scroll view's
    /// content.
    open var minimumZoomScale: CGFloat { get { fatalError() } set {} }
    /// A floating-point value that specifies the maximum scale factor that can apply to the scroll view's
    /// content.
    open var maximumZoomScale: CGFloat { get { fatalError() } set {} }
    /// A floating-point value that specifies the current scale factor applied to the scroll view's content.
    @available(iOS 3.0, visionOS 1.0, *)
    open var zoomScale: CGFloat { get { fatalError() } set {} }
    /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
    @available(iOS 7.0, visionOS 1.0, *)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError() } set {} }
    /// The refresh control associated with the scroll view.
    @available(iOS 10.0, visionOS 1.0, *)
    open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }
    /// The behavior for determining the adjusted content offsets.
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the user has begun scrolling the content.
    open var isDragging: Bool { fatalError() }
    /// A Boolean value that indicates whether the content is moving in the scroll view after the user lifted
    /// their finger.
    open var isDecelerating: Bool { fatalError() }
    /// The delegate of the scroll-view object.
    open var delegate: (any UIScrollViewDelegate)? { get { fatalError() } set {} }
    /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    /// Scrolls a specific area of the content so that it's visible in the receiver.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// A floating-point value that specifies the current zoom scale.
    @available(iOS 3.0, visionOS 1.0, *)
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {}

    /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
    @available(iOS 7.0, visionOS 1.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
    }

    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
}

/// The methods that an object adopts to manage scroll-related messages for a scroll view.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Tells the delegate when the user scrolls the content view within the scroll view.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate when the scroll view is about to start scrolling the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells the delegate when dragging ended in the scroll view.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the scroll view ended decelerating the scrolling movement.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Asks the delegate for the view to scale when zooming is about to occur in the scroll view.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells the delegate that the scroll view's zoom factor changed.
    @available(iOS 3.2, visionOS 1.0, *)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A standard control that can initiate the refreshing of a scroll view's contents.
@available(iOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// A Boolean value indicating whether a refresh operation has been triggered and is in progress.
    open var isRefreshing: Bool { fatalError() }
    /// The styled title text to display in the refresh control.
    open var attributedTitle: NSAttributedString? { get { fatalError() } set {} }
    /// Tells the control that a refresh operation was started programmatically.
    open func beginRefreshing() {}
    /// Tells the control that a refresh operation has ended.
    open func endRefreshing() {}
}

// MARK: Page controls, segmented controls, switches

/// A control that displays a horizontal series of dots, each of which corresponds to a page in the app's
/// document or other data-model entity.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// The number of pages the page control shows as dots.
    open var numberOfPages: Int { get { fatalError() } set {} }
    /// The current page, displayed as a white dot.
    open var currentPage: Int { get { fatalError() } set {} }
    /// A Boolean value that determines whether to hide the indicator when there's only one page.
    open var hidesForSinglePage: Bool { get { fatalError() } set {} }
    /// The tint color for nonselected indicators in the page control.
    @available(iOS 6.0, visionOS 1.0, *)
    open var pageIndicatorTintColor: UIColor? { get { fatalError() } set {} }
    /// The tint color for the currently selected indicator in the page control.
    @available(iOS 6.0, visionOS 1.0, *)
    open var currentPageIndicatorTintColor: UIColor? { get { fatalError() } set {} }
}

/// A horizontal control that consists of multiple segments, each segment functioning as a discrete button.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// Initializes and returns a segmented control with segments having the given titles or images.
    public init(items: [Any]?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The index number that identifies the selected segment that the user last touched.
    open var selectedSegmentIndex: Int { get { fatalError() } set {} }
    /// The number of segments the receiver has.
    open var numberOfSegments: Int { fatalError() }
    /// The color to use for highlighting the currently selected segment.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var selectedSegmentTintColor: UIColor? { get { fatalError() } set {} }
    /// Sets the text attributes of the title for a given control state.
    @available(iOS 5.0, visionOS 1.0, *)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// Sets the title of a segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
}

/// A control that offers a binary choice, such as on/off.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// A Boolean value that determines the off/on state of the switch.
    open var isOn: Bool { get { fatalError() } set {} }
    /// The color used to tint the appearance of the switch when it's turned on.
    @available(iOS 5.0, visionOS 1.0, *)
    open var onTintColor: UIColor? { get { fatalError() } set {} }
    /// The color used to tint the appearance of the thumb.
    @available(iOS 6.0, visionOS 1.0, *)
    open var thumbTintColor: UIColor? { get { fatalError() } set {} }
    /// Set the state of the switch to on or off, optionally animating the transition.
    open func setOn(_ on: Bool, animated: Bool) {}
}

// MARK: Search bars

/// A specialized view for receiving search-related information from the user.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UISearchBar: UIView, UITextInputTraits {
    /// The current or starting search text.
    open var text: String? { get { fatalError() } set {} }
    /// The string that displays when there's no other text in the search field.
    open var placeholder: String? { get { fatalError() } set {} }
    /// A Boolean value indicating whether the cancel button is displayed.
    open var showsCancelButton: Bool { get { fatalError() } set {} }
    /// Sets the display state of the cancel button, optionally with animation.
    @available(iOS 3.0, visionOS 1.0, *)
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {}
    /// A search bar style that specifies the search bar's appearance.
    @available(iOS 7.0, visionOS 1.0, *)
    open var searchBarStyle: UISearchBar.Style { get { fatalError() } set {} }
    /// The tint color to apply to the search bar background.
    @available(iOS 7.0, visionOS 1.0, *)
    open var barTintColor: UIColor? { get { fatalError() } set {} }
    /// The search bar's text field.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var searchTextField: UISearchTextField { fatalError() }
    /// The search bar's delegate object.
    open var delegate: (any UISearchBarDelegate)? { get { fatalError() } set {} }

    /// Constants that specify the search bar's style.
    @available(iOS 7.0, visionOS 1.0, *)
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }
}

/// A field that displays search text, and can also display tokens that represent search filters.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UISearchTextField: UITextField {}

/// A collection of optional methods that you implement to make a search bar control functional.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Asks the delegate if editing should begin in the specified search bar.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate when the user begins editing the search text.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Tells the delegate that the user finished editing the search text.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Tells the delegate that the user changed the search text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Tells the delegate that the search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate that the cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

// MARK: Visual effects

/// An initial set of properties for a visual effect view.
@available(iOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// A visual effect that blurs the content layered behind a view.
@available(iOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// Creates a blur effect with the specified style.
    public convenience init(style: UIBlurEffect.Style) { fatalError() }

    /// The intensity of the blur effect and the kind of view to which you apply it.
    @available(iOS 8.0, visionOS 1.0, *)
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        @available(iOS 10.0, visionOS 1.0, *)
        case regular = 4
        @available(iOS 10.0, visionOS 1.0, *)
        case prominent = 5
        @available(iOS 13.0, visionOS 1.0, *)
        case systemUltraThinMaterial = 6
        @available(iOS 13.0, visionOS 1.0, *)
        case systemThinMaterial = 7
        @available(iOS 13.0, visionOS 1.0, *)
        case systemMaterial = 8
        @available(iOS 13.0, visionOS 1.0, *)
        case systemThickMaterial = 9
        @available(iOS 13.0, visionOS 1.0, *)
        case systemChromeMaterial = 10
        @available(iOS 13.0, visionOS 1.0, *)
        case systemUltraThinMaterialLight = 11
        @available(iOS 13.0, visionOS 1.0, *)
        case systemThinMaterialLight = 12
        @available(iOS 13.0, visionOS 1.0, *)
        case systemMaterialLight = 13
        @available(iOS 13.0, visionOS 1.0, *)
        case systemThickMaterialLight = 14
        @available(iOS 13.0, visionOS 1.0, *)
        case systemChromeMaterialLight = 15
        @available(iOS 13.0, visionOS 1.0, *)
        case systemUltraThinMaterialDark = 16
        @available(iOS 13.0, visionOS 1.0, *)
        case systemThinMaterialDark = 17
        @available(iOS 13.0, visionOS 1.0, *)
        case systemMaterialDark = 18
        @available(iOS 13.0, visionOS 1.0, *)
        case systemThickMaterialDark = 19
        @available(iOS 13.0, visionOS 1.0, *)
        case systemChromeMaterialDark = 20
    }
}

/// An object that amplifies and adjusts the color of the content layered behind a visual effect view.
@available(iOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// Creates a vibrancy effect for the specified blur effect.
    public convenience init(blurEffect: UIBlurEffect) { fatalError() }
}

/// An object that implements some complex visual effects.
@available(iOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// Creates a visual effect view with the specified effect.
    public init(effect: UIVisualEffect?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The visual effect provided by the view.
    open var effect: UIVisualEffect? { get { fatalError() } set {} }
    /// A view to which you add subviews that depend on the visual effect view's effect.
    open var contentView: UIView { fatalError() }
}

// MARK: Table views

/// A view that presents data using rows in a single column.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// Initializes and returns a table view object having the given frame and style.
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The style of the table view.
    open var style: UITableView.Style { fatalError() }
    /// The style for table cells used as separators.
    open var separatorStyle: UITableViewCell.SeparatorStyle { get { fatalError() } set {} }
    /// The color of separator rows in the table view.
    open var separatorColor: UIColor? { get { fatalError() } set {} }
    /// The default height (in points) of each row in the table view.
    open var rowHeight: CGFloat { get { fatalError() } set {} }
    /// The estimated height of rows in the table view.
    @available(iOS 7.0, visionOS 1.0, *)
    open var estimatedRowHeight: CGFloat { get { fatalError() } set {} }
    /// The padding above each section header.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    open var sectionHeaderTopPadding: CGFloat { get { fatalError() } set {} }
    /// The view that displays above the table's content.
    open var tableHeaderView: UIView? { get { fatalError() } set {} }
    /// The view that displays below the table's content.
    open var tableFooterView: UIView? { get { fatalError() } set {} }
    /// A Boolean value that determines whether users can select a row.
    @available(iOS 3.0, visionOS 1.0, *)
    open var allowsSelection: Bool { get { fatalError() } set {} }
    /// Reloads the rows and sections of the table view.
    open func reloadData() {}

    /// Constants for the table view styles.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
        case insetGrouped = 2
    }
}

/// The visual appearance of a single row in a table view.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// Initializes a table cell with a style and a reuse identifier and returns it to the caller.
    @available(iOS 3.0, visionOS 1.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The content view of the cell object.
    open var contentView: UIView { fatalError() }
    /// The style of selected cells.
    open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set {} }
    /// The view used as the background of the cell.
    open var backgroundView: UIView? { get { fatalError() } set {} }
    /// The view to use as the background of the cell when it is selected.
    open var selectedBackgroundView: UIView? { get { fatalError() } set {} }

    /// An enumeration for the various styles of cells.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The style of selected cells.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        @available(iOS 7.0, visionOS 1.0, *)
        case `default` = 3
    }

    /// The style for cells used as separators.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
    }
}
