// UIKit, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uikit). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the device and its screen — `UIDevice`, `UIScreen`, the trait collection and the enumerations
// apps branch on (idiom, orientation, interface style, size class).

/// A representation of the current device.
@available(iOS 2.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// An object that represents the current device.
    public class var current: UIDevice { fatalError() }
    /// The name of the device.
    public var name: String { fatalError() }
    /// The model of the device.
    public var model: String { fatalError() }
    /// The model of the device as a localized string.
    public var localizedModel: String { fatalError() }
    /// The name of the operating system running on the device.
    public var systemName: String { fatalError() }
    /// The current version of the operating system.
    public var systemVersion: String { fatalError() }
    /// The style of interface to use on the current device.
    @available(iOS 3.2, visionOS 1.0, *)
    public var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    /// The physical orientation of the device.
    public var orientation: UIDeviceOrientation { fatalError() }
    /// An alphanumeric string that uniquely identifies a device to the app's vendor.
    @available(iOS 6.0, visionOS 1.0, *)
    public var identifierForVendor: UUID? { fatalError() }
    /// A Boolean value that indicates whether battery monitoring is enabled.
    @available(iOS 3.0, visionOS 1.0, *)
    public var isBatteryMonitoringEnabled: Bool { get { fatalError() } set {} }
    /// The battery charge level for the device.
    @available(iOS 3.0, visionOS 1.0, *)
    public var batteryLevel: Float { fatalError() }
    /// The battery state for the device.
    @available(iOS 3.0, visionOS 1.0, *)
    public var batteryState: UIDevice.BatteryState { fatalError() }
    /// A Boolean value that indicates whether the device generates orientation notifications.
    public var isGeneratingDeviceOrientationNotifications: Bool { fatalError() }
    /// Begins the generation of notifications of device orientation changes.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Ends the generation of notifications of device orientation changes.
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Constants that indicate the battery state of the device.
    @available(iOS 3.0, visionOS 1.0, *)
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    /// A notification that posts when the orientation of the device changes.
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// A notification that posts when the battery level changes.
    @available(iOS 3.0, visionOS 1.0, *)
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// A notification that posts when battery state changes.
    @available(iOS 3.0, visionOS 1.0, *)
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// The type of interface to use on the current device.
@available(iOS 3.2, visionOS 1.0, *)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    @available(iOS 9.0, visionOS 1.0, *)
    case tv = 2
    @available(iOS 9.0, visionOS 1.0, *)
    case carPlay = 3
    @available(iOS 14.0, visionOS 1.0, *)
    case mac = 5
    @available(iOS 17.0, visionOS 1.0, *)
    case vision = 6
}

/// Constants that describe the physical orientation of the device.
@available(iOS 2.0, visionOS 1.0, *)
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6
    /// A Boolean value that indicates whether the device is in a portrait orientation.
    public var isPortrait: Bool { fatalError() }
    /// A Boolean value that indicates whether the device is in a landscape orientation.
    public var isLandscape: Bool { fatalError() }
    /// A Boolean value that indicates whether the device is in a flat orientation.
    public var isFlat: Bool { fatalError() }
    /// A Boolean value that indicates whether the specified orientation is one of the portrait or landscape
    /// orientations.
    public var isValidInterfaceOrientation: Bool { fatalError() }
}

/// An object that defines the properties associated with a hardware-based display.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// Returns the screen object representing the device's screen.
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead")
    public class var main: UIScreen { fatalError() }
    /// The bounding rectangle of the screen, measured in points.
    public var bounds: CGRect { fatalError() }
    /// The natural scale factor associated with the screen.
    @available(iOS 4.0, *)
    public var scale: CGFloat { fatalError() }
    /// The bounding rectangle of the physical screen, measured in pixels.
    @available(iOS 8.0, *)
    public var nativeBounds: CGRect { fatalError() }
    /// The native scale factor for the physical screen.
    @available(iOS 8.0, *)
    public var nativeScale: CGFloat { fatalError() }
    /// The brightness level of the screen.
    @available(iOS 5.0, *)
    public var brightness: CGFloat { get { fatalError() } set {} }
    /// The traits that describe the screen's current environment.
    @available(iOS 8.0, *)
    public var traitCollection: UITraitCollection { fatalError() }
}

/// The iOS interface environment for your app, defined by traits such as horizontal and vertical size class,
/// display scale, and user interface idiom.
@available(iOS 8.0, visionOS 1.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() {}
    /// Creates a trait collection that contains only the specified user interface style trait.
    @available(iOS 12.0, visionOS 1.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    /// Creates a trait collection that contains only a specified horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    /// Creates a trait collection that contains only a specified vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    /// The trait collection that UIKit uses for the current task.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public class var current: UITraitCollection { get { fatalError() } set {} }
    /// The user interface style associated with the trait collection.
    @available(iOS 12.0, visionOS 1.0, *)
    public var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    /// The horizontal size class of the trait collection.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    /// The vertical size class of the trait collection.
    public var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    /// The user interface idiom of the trait collection.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    /// The display scale of the trait collection.
    public var displayScale: CGFloat { fatalError() }
}

/// Constants that indicate the interface style for the app.
@available(iOS 12.0, visionOS 1.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Constants that indicate the size class of a trait collection.
@available(iOS 8.0, visionOS 1.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
