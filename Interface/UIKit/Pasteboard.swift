// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit/uipasteboard). Nothing here runs: bodies exist only to satisfy
// the compiler.
// This file: the pasteboard apps copy to and paste from.

/// An object that helps a user share data from one place to another within your app, and from your app to
/// other apps.
@available(iOS 3.0, visionOS 1.0, *)
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The general pasteboard, which you use for general copy-paste operations.
    open class var general: UIPasteboard { fatalError() }
    /// The string value of the first pasteboard item.
    open var string: String? { get { fatalError() } set {} }
    /// An array of strings in all pasteboard items.
    open var strings: [String]? { get { fatalError() } set {} }
    /// The URL object of the first pasteboard item.
    open var url: URL? { get { fatalError() } set {} }
    /// An array of URL objects in all pasteboard items.
    open var urls: [URL]? { get { fatalError() } set {} }
    /// The image object of the first pasteboard item.
    open var image: UIImage? { get { fatalError() } set {} }
    /// An array of image objects in all pasteboard items.
    open var images: [UIImage]? { get { fatalError() } set {} }
    /// The color object of the first pasteboard item.
    open var color: UIColor? { get { fatalError() } set {} }
    /// A Boolean value that indicates whether the pasteboard contains a nonempty string.
    @available(iOS 10.0, visionOS 1.0, *)
    open var hasStrings: Bool { fatalError() }
    /// A Boolean value that indicates whether the pasteboard contains one or more URLs.
    @available(iOS 10.0, visionOS 1.0, *)
    open var hasURLs: Bool { fatalError() }
    /// A Boolean value that indicates whether the pasteboard contains one or more images.
    @available(iOS 10.0, visionOS 1.0, *)
    open var hasImages: Bool { fatalError() }
    /// A Boolean value that indicates whether the pasteboard contains one or more colors.
    @available(iOS 10.0, visionOS 1.0, *)
    open var hasColors: Bool { fatalError() }
    /// The number of items in the pasteboard.
    open var numberOfItems: Int { fatalError() }
    /// The items on the pasteboard.
    open var items: [[String: Any]] { get { fatalError() } set {} }
    /// The number of times the pasteboard's contents change.
    open var changeCount: Int { fatalError() }
    /// Posts a notification when the contents of a pasteboard change.
    nonisolated public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
}
