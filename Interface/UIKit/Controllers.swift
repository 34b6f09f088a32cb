// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/view-controllers). Nothing here runs: bodies exist only to
// satisfy the compiler.
// This file: `UIViewController` and the controllers SwiftUI apps wrap in a representable — navigation
// controllers, the image picker with its delegate and info keys, the activity (share) sheet.

// MARK: View controllers

/// An object that manages a view hierarchy for your UIKit app.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIViewController: UIResponder, UIAppearanceContainer {
    /// Creates a view controller with the nib file in the specified bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    /// Creates a view controller with data in an unarchiver.
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    /// The view that the controller manages.
    open var view: UIView! { get { fatalError() } set {} }
    /// A Boolean value indicating whether the view is currently loaded into memory.
    @available(iOS 3.0, visionOS 1.0, *)
    open var isViewLoaded: Bool { fatalError() }
    /// Creates the view that the controller manages.
    open func loadView() {}
    /// Called after the controller's view is loaded into memory.
    open func viewDidLoad() {}
    /// Notifies the view controller that its view is about to be added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Notifies the view controller that its view was added to a view hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Notifies the view controller that its view is about to be removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Notifies the view controller that its view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called to notify the view controller that its view is about to layout its subviews.
    @available(iOS 5.0, visionOS 1.0, *)
    open func viewWillLayoutSubviews() {}
    /// Called to notify the view controller that its view has just laid out its subviews.
    @available(iOS 5.0, visionOS 1.0, *)
    open func viewDidLayoutSubviews() {}
    /// Sent to the view controller when the app receives a memory warning.
    open func didReceiveMemoryWarning() {}

    /// A localized string that represents the view this controller manages.
    open var title: String? { get { fatalError() } set {} }
    /// The navigation item used to represent the view controller in a parent's navigation bar.
    open var navigationItem: UINavigationItem { fatalError() }
    /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
    open var navigationController: UINavigationController? { fatalError() }
    /// The parent view controller of the recipient.
    open var parent: UIViewController? { fatalError() }
    /// An array of view controllers that are children of the current view controller.
    @available(iOS 5.0, visionOS 1.0, *)
    open var children: [UIViewController] { fatalError() }
    /// Adds the specified view controller as a child of the current view controller.
    @available(iOS 5.0, visionOS 1.0, *)
    open func addChild(_ childController: UIViewController) {}
    /// Removes the view controller from its parent.
    @available(iOS 5.0, visionOS 1.0, *)
    open func removeFromParent() {}
    /// Called after the view controller is added or removed from a container view controller.
    @available(iOS 5.0, visionOS 1.0, *)
    open func didMove(toParent parent: UIViewController?) {}
    /// Called just before the view controller is added or removed from a container view controller.
    @available(iOS 5.0, visionOS 1.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// Presents a view controller modally.
    @available(iOS 5.0, visionOS 1.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Dismisses the view controller that was presented modally by the view controller.
    @available(iOS 5.0, visionOS 1.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// The view controller that presented this view controller.
    @available(iOS 5.0, visionOS 1.0, *)
    open var presentingViewController: UIViewController? { fatalError() }
    /// The view controller that is presented by this view controller, or one of its ancestors in the view
    /// controller hierarchy.
    @available(iOS 5.0, visionOS 1.0, *)
    open var presentedViewController: UIViewController? { fatalError() }
    /// The presentation style for modal view controllers.
    @available(iOS 3.2, visionOS 1.0, *)
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set {} }
    /// The transition style to use when presenting the view controller.
    @available(iOS 3.0, visionOS 1.0, *)
    open var modalTransitionStyle: UIModalTransitionStyle { get { fatalError() } set {} }
    /// A Boolean value indicating whether the view controller enforces a modal behavior.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var isModalInPresentation: Bool { get { fatalError() } set {} }
    /// The preferred size for the view controller's view.
    @available(iOS 7.0, visionOS 1.0, *)
    open var preferredContentSize: CGSize { get { fatalError() } set {} }
    /// The nearest popover presentation controller that is managing the current view controller.
    @available(iOS 8.0, visionOS 1.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }

    /// The user interface style adopted by the view controller and all of its children.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set {} }
    /// The traits that describe the view controller's current environment.
    @available(iOS 8.0, visionOS 1.0, *)
    open var traitCollection: UITraitCollection { fatalError() }
    /// The preferred status bar style for the view controller.
    @available(iOS 7.0, visionOS 1.0, *)
    open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
    /// Specifies whether the view controller prefers the status bar to be hidden or shown.
    @available(iOS 7.0, visionOS 1.0, *)
    open var prefersStatusBarHidden: Bool { fatalError() }
    /// Indicates to the system that the view controller status bar attributes have changed.
    @available(iOS 7.0, visionOS 1.0, *)
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The interface orientations that the view controller supports.
    @available(iOS 6.0, visionOS 1.0, *)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { fatalError() }
}

/// Modal presentation styles available when presenting view controllers.
@available(iOS 3.2, visionOS 1.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    @available(iOS 8.0, visionOS 1.0, *)
    case overFullScreen = 5
    @available(iOS 8.0, visionOS 1.0, *)
    case overCurrentContext = 6
    @available(iOS 8.0, visionOS 1.0, *)
    case popover = 7
    @available(iOS 7.0, visionOS 1.0, *)
    case none = -1
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    case automatic = -2
}

/// Transition styles available when presenting view controllers.
@available(iOS 3.0, visionOS 1.0, *)
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    @available(iOS 3.2, visionOS 1.0, *)
    case partialCurl = 3
}

/// The style of the device's status bar.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    @available(iOS 7.0, visionOS 1.0, *)
    case lightContent = 1
    @available(iOS 13.0, visionOS 1.0, *)
    case darkContent = 3
}

/// An object that manages the content for a popover.
@available(iOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIPopoverPresentationController: NSObject {
    /// The view containing the anchor rectangle for the popover.
    open var sourceView: UIView? { get { fatalError() } set {} }
    /// The rectangle in the specified view in which to anchor the popover.
    open var sourceRect: CGRect { get { fatalError() } set {} }
    /// The bar button item on which to anchor the popover.
    open var barButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
}

// MARK: Navigation

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// Initializes and returns a newly created navigation controller.
    public init(rootViewController: UIViewController) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The navigation bar managed by the navigation controller.
    open var navigationBar: UINavigationBar { fatalError() }
    /// The view controllers currently on the navigation stack.
    open var viewControllers: [UIViewController] { get { fatalError() } set {} }
    /// The view controller at the top of the navigation stack.
    open var topViewController: UIViewController? { fatalError() }
    /// The view controller associated with the currently visible view in the navigation interface.
    open var visibleViewController: UIViewController? { fatalError() }
    /// A Boolean value that determines whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool { get { fatalError() } set {} }
    /// The gesture recognizer responsible for popping the top view controller off the navigation stack.
    @available(iOS 7.0, visionOS 1.0, *)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    /// Pushes a view controller onto the receiver's stack and updates the display.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    /// Pops the top view controller from the navigation stack and updates the display.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    /// Pops all the view controllers on the stack except the root view controller and updates the display.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    /// Sets whether the navigation bar is hidden.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

/// Use a navigation controller delegate to modify behavior when a view controller is pushed or popped from
/// the navigation stack.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Notifies the delegate just before the navigation controller displays a view controller's view and
    /// navigation item properties.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Notifies the delegate just after the navigation controller displays a view controller's view and
    /// navigation item properties.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// The items that a navigation bar displays when the associated view controller is visible.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// Creates a navigation item with the specified title.
    public init(title: String) {}
    /// The navigation item's title that displays in the navigation bar.
    open var title: String? { get { fatalError() } set {} }
    /// The mode to use when displaying the title of the navigation bar.
    @available(iOS 11.0, visionOS 1.0, *)
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { fatalError() } set {} }
    /// A single custom bar button item to display on the right (or trailing) edge of the navigation bar.
    open var rightBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
    /// A custom bar button item to display on the left (or leading) edge of the navigation bar.
    open var leftBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
    /// An array of custom bar button items to display on the right (or trailing) side of the navigation bar.
    @available(iOS 5.0, visionOS 1.0, *)
    open var rightBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set {} }
    /// A Boolean value that determines whether the back button is hidden.
    open var hidesBackButton: Bool { get { fatalError() } set {} }
    /// The title to use for the back button.
    @available(iOS 11.0, visionOS 1.0, *)
    open var backButtonTitle: String? { get { fatalError() } set {} }
    /// The appearance settings to use when displaying the navigation bar in a standard-height configuration.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var standardAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
    /// The appearance settings to use when the edge of any scroll view reaches the edge of the navigation bar.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
    /// The appearance settings to use when displaying the navigation bar in a compact-height configuration.
    @available(iOS 13.0, visionOS 1.0, *)
    open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }

    /// Constants that indicate how to display the title of the navigation bar.
    @available(iOS 11.0, visionOS 1.0, *)
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }
}

/// An object that provides default functionality for bar buttons.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// The title displayed on the item.
    open var title: String? { get { fatalError() } set {} }
    /// The image used to represent the item.
    open var image: UIImage? { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the item is enabled.
    open var isEnabled: Bool { get { fatalError() } set {} }
}

/// A specialized button for placement in a toolbar or tab bar.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    public override init() {}
    /// Creates a new item using the specified system item, primary action and menu.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    /// Creates a new item using the specified title, image, primary action and menu.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    /// The tint color to apply to the button item.
    @available(iOS 5.0, visionOS 1.0, *)
    open var tintColor: UIColor? { get { fatalError() } set {} }
    /// The style of the item.
    open var style: UIBarButtonItem.Style { get { fatalError() } set {} }
    /// The menu associated with the bar button item.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open var menu: UIMenu? { get { fatalError() } set {} }

    /// Specifies the style of an item.
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// Defines system-supplied images for bar button items.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        @available(iOS 13.0, visionOS 1.0, *)
        case close = 24
    }
}

// MARK: The image picker

/// A view controller that manages the system interfaces for taking pictures, recording movies, and choosing
/// items from the user's media library.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// Returns a Boolean value indicating whether the device supports picking media using the specified
    /// source type.
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { fatalError() }
    /// Retrieves the available media types for the specified source type.
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? { fatalError() }
    /// Returns a Boolean value that indicates whether a given camera is available.
    @available(iOS 4.0, visionOS 1.0, *)
    open class func isCameraDeviceAvailable(_ cameraDevice: UIImagePickerController.CameraDevice) -> Bool { fatalError() }

    /// The type of picker interface to be displayed by the controller.
    open var sourceType: UIImagePickerController.SourceType { get { fatalError() } set {} }
    /// An array indicating the media types to be accessed by the media picker controller.
    open var mediaTypes: [String] { get { fatalError() } set {} }
    /// A Boolean value indicating whether the user is allowed to edit a selected still image or movie.
    @available(iOS 3.1, visionOS 1.0, *)
    open var allowsEditing: Bool { get { fatalError() } set {} }
    /// The camera used by the image picker controller.
    @available(iOS 4.0, visionOS 1.0, *)
    open var cameraDevice: UIImagePickerController.CameraDevice { get { fatalError() } set {} }
    /// The capture mode used by the camera.
    @available(iOS 4.0, visionOS 1.0, *)
    open var cameraCaptureMode: UIImagePickerController.CameraCaptureMode { get { fatalError() } set {} }
    /// The flash mode used by the active camera.
    @available(iOS 4.0, visionOS 1.0, *)
    open var cameraFlashMode: UIImagePickerController.CameraFlashMode { get { fatalError() } set {} }
    /// Indicates whether the image picker displays the default camera controls.
    @available(iOS 3.1, visionOS 1.0, *)
    open var showsCameraControls: Bool { get { fatalError() } set {} }
    /// The image picker's delegate object.
    open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)? { get { fatalError() } set {} }
    /// Captures a still image using the camera.
    @available(iOS 3.1, visionOS 1.0, *)
    open func takePicture() {}

    /// The source to use when picking an image or when determining available media types.
    public enum SourceType: Int, Sendable {
        @available(iOS, introduced: 2.0, deprecated: 100000.0)
        case photoLibrary = 0
        case camera = 1
        @available(iOS, introduced: 2.0, deprecated: 100000.0)
        case savedPhotosAlbum = 2
    }

    /// The camera to use for image or movie capture.
    @available(iOS 4.0, visionOS 1.0, *)
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// The category of media for the camera to capture.
    @available(iOS 4.0, visionOS 1.0, *)
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// The flash mode to use with the active camera.
    @available(iOS 4.0, visionOS 1.0, *)
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// Keys that you use to get values from the information dictionary that the image picker passes to its
    /// delegate.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// Specifies the media type selected by the user.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// Specifies the original, uncropped image selected by the user.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// Specifies an image edited by the user.
        @available(iOS 3.0, visionOS 1.0, *)
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// Specifies the cropping rectangle that was applied to the original image.
        @available(iOS 3.0, visionOS 1.0, *)
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// Specifies the filesystem URL for the movie.
        @available(iOS 3.0, visionOS 1.0, *)
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// Metadata for a newly-captured photograph.
        @available(iOS 4.1, visionOS 1.0, *)
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A key containing the URL of the image file.
        @available(iOS 11.0, visionOS 1.0, *)
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}

/// A set of methods that your delegate object must implement to interact with the image picker interface.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Tells the delegate that the user picked a still image or movie.
    @available(iOS 2.0, visionOS 1.0, *)
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Tells the delegate that the user canceled the pick operation.
    @available(iOS 2.0, visionOS 1.0, *)
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

// MARK: The activity (share) sheet

/// A view controller that you use to offer standard services from your app.
@available(iOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// Initializes and returns a new activity view controller object that acts on the specified data.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The completion handler to execute after the activity view controller is dismissed.
    @available(iOS 8.0, visionOS 1.0, *)
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? { get { fatalError() } set {} }
    /// The list of services that you don't want the activity view controller to display.
    open var excludedActivityTypes: [UIActivity.ActivityType]? { get { fatalError() } set {} }

    /// The signature for a block that the system calls when the activity view controller is dismissed.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
}

/// An abstract class that you subclass to implement app-specific services.
@available(iOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// An identifier for the type of service being provided.
    open var activityType: UIActivity.ActivityType? { fatalError() }

    /// Constants that identify the system-provided services.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        /// The object posts the provided content to the user's wall on Facebook.
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        /// The object posts the provided content to the user's Twitter feed.
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        /// The object posts the provided content to the Messages app.
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        /// The object posts the provided content to a new email message.
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// The object prints the provided content.
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        /// The object posts the provided content to the general pasteboard.
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// The object assigns the image to a contact.
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        /// The object assigns the image or video to the user's camera roll.
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        /// The object adds the URL to Safari's reading list.
        @available(iOS 7.0, visionOS 1.0, *)
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        /// The object makes the provided content available via AirDrop.
        @available(iOS 7.0, visionOS 1.0, *)
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        /// The object opens the content in iBooks.
        @available(iOS 9.0, visionOS 1.0, *)
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        /// The object marks up the provided content as a PDF file.
        @available(iOS 11.0, visionOS 1.0, *)
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
    }
}
