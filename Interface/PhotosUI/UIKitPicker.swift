// PhotosUI, declarations only, written by us from Apple's public documentation.
// This file: the UIKit picker (iOS 14) that a `UIViewControllerRepresentable` wraps —
// `PHPickerViewController`, its configuration, delegate and results, whose item providers load the
// chosen images. It imports UIKit, so it is left out where UIKit is not (macOS).
import SwiftUI
import UIKit
import _AppleFoundation

/// An object that contains information about how to configure a picker view controller.
@available(iOS 14.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PHPickerConfiguration: Equatable, Hashable, Sendable {
    /// Modes that determine which representation to use if an asset contains more than one.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The system chooses the best representation.
        case automatic = 0
        /// The current representation, without transcoding.
        case current = 1
        /// The most compatible representation.
        case compatible = 2
    }
    /// Modes that determine how the picker handles the user's selection.
    @available(iOS 15.0, macOS 13.0, visionOS 1.0, *)
    public enum Selection: Int, Sendable {
        /// The default selection behavior.
        case `default` = 0
        /// Selected assets are numbered in the order of selection.
        case ordered = 1
        /// Continuous selection, without a confirmation.
        @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
        case continuous = 2
    }
    /// Creates a configuration without a photo library (no asset identifiers in the results).
    public init() {}
    /// Creates a configuration with the photo library you give.
    public init(photoLibrary: PHPhotoLibrary) {}
    /// The types of assets the picker shows.
    public var filter: PHPickerFilter?
    /// The maximum number of selections the user can make (0: no limit; the default is 1).
    public var selectionLimit: Int
    /// The mode that determines which representation to use if an asset contains more than one.
    public var preferredAssetRepresentationMode: PHPickerConfiguration.AssetRepresentationMode
    /// The selection behavior of the picker.
    @available(iOS 15.0, macOS 13.0, visionOS 1.0, *)
    public var selection: PHPickerConfiguration.Selection
    /// The identifiers of assets to preselect.
    @available(iOS 15.0, macOS 13.0, visionOS 1.0, *)
    public var preselectedAssetIdentifiers: [String]
}

/// An object that contains information about an asset the user picked.
@available(iOS 14.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    /// A representation of the selected asset.
    public let itemProvider: NSItemProvider
    /// The local identifier of the selected asset; nil without a photo library.
    public let assetIdentifier: String?
}

/// A protocol you implement to respond to user interactions with a picker view controller. Its method is
/// a requirement, as with the SDK.
@available(iOS 14.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol PHPickerViewControllerDelegate: NSObjectProtocol {
    /// Tells the delegate that the user completed a selection or dismissed the picker by canceling.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// A view controller that provides the user interface for choosing assets from the photo library.
@available(iOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class PHPickerViewController: UIViewController {
    /// Creates a picker with the configuration you give.
    public init(configuration: PHPickerConfiguration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// The configuration the picker was made with.
    open var configuration: PHPickerConfiguration { fatalError() }
    /// The object that receives the picker's results.
    open weak var delegate: (any PHPickerViewControllerDelegate)? {
        get { fatalError() }
        set {}
    }
}
