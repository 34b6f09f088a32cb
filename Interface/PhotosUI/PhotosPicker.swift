// PhotosUI, declarations only, written by us from Apple's public documentation.
// This file: the Photos picker of SwiftUI (iOS 16) — `PhotosPicker`, `PhotosPickerItem` and what it
// loads through `Transferable`, the `photosPicker(isPresented:…)` modifiers, `PHPickerFilter`, and
// `PHPhotoLibrary` (the Photos framework's, which `import PhotosUI` brings along). On Apple's platforms
// the SwiftUI part comes with `import PhotosUI` and `import SwiftUI` together.
import SwiftUI

// MARK: Filters and the library

/// A type that defines the filter to apply to the photo library.
@available(iOS 14.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    /// The filter for images.
    @available(iOS 14.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public static let images = PHPickerFilter()
    /// The filter for videos.
    @available(iOS 14.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let videos = PHPickerFilter()
    /// The filter for live photos.
    @available(iOS 14.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let livePhotos = PHPickerFilter()
    /// A filter that represents screenshots.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let screenshots = PHPickerFilter()
    /// A filter that represents screen recordings.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let screenRecordings = PHPickerFilter()

    /// Returns a new filter formed by OR-ing the filters in a given array.
    @available(iOS 14.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
    /// Creates a new filter that includes only the filters you specify.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
    /// Creates a new filter that excludes the filter you specify.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { fatalError() }
}

/// An object that manages access and changes to the user's photo library (the Photos framework's, whose
/// page lists no watchOS).
@available(iOS 8.0, macOS 10.13, tvOS 10.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    /// Retrieves the shared photo library object.
    open class func shared() -> PHPhotoLibrary { fatalError() }
}

// MARK: Items

/// A type that represents an item you use with a Photos picker.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct PhotosPickerItem: Equatable, Hashable, Sendable, Transferable {
    /// Creates an item without any representation using an identifier.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public init(itemIdentifier: String) { fatalError() }
    /// The local identifier of the item; nil when the picker has no photo library.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public var itemIdentifier: String? { fatalError() }
    /// The content types the item supports in order of the most preferred to the least.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public var supportedContentTypes: [UTType] { fatalError() }

    /// Attempts to load an instance of the type you specify from the item provider.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? { fatalError() }
    /// Attempts to load an instance of the type you specify from the item provider, with a completion
    /// handler.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    @discardableResult @preconcurrency
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress { fatalError() }

    /// A type that determines the encoding to use when multiple encodings are available.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        // The members used as default arguments carry no availability of their own (their type's
        // applies): Swift checks a default argument apart from its initializer's unavailability.
        /// An encoding policy that chooses the best encoding.
        public static let automatic = EncodingDisambiguationPolicy()
        /// An encoding policy that chooses the current encoding to avoid transcoding, if possible.
        public static let current = EncodingDisambiguationPolicy()
        /// An encoding policy that chooses the most compatible encoding, even if transcoding is required.
        public static let compatible = EncodingDisambiguationPolicy()
    }

    public static var transferRepresentation: DataRepresentation<PhotosPickerItem> { return unimplemented() }
}

/// A type that describes how the Photos picker handles user selection.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    /// Uses the default selection behavior.
    public static let `default` = PhotosPickerSelectionBehavior()
    /// Uses the selection order the user made, numbering the selected items.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public static let ordered = PhotosPickerSelectionBehavior()
    /// Delivers the selection continuously.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let continuous = PhotosPickerSelectionBehavior()
    /// Delivers the selection continuously, in the order the user made.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior()
}

// MARK: The picker

/// A view that displays a Photos picker for choosing assets from the photo library.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct PhotosPicker<Label: View>: View, Sendable {
    /// Creates a picker that selects an item and optionally configures the types of items to show, item
    /// encoding, and label behavior.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    @preconcurrency nonisolated
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: @Sendable () -> Label
    ) {}

    /// Creates a picker that selects a collection of items and optionally configures the max selection count,
    /// selection behavior, types of items to show, item encoding, and label behavior.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    @preconcurrency nonisolated
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: @Sendable () -> Label
    ) {}

    /// Creates a picker that selects an item from the photo library you specify.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency nonisolated
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary, @ViewBuilder label: @Sendable () -> Label
    ) {}

    /// Creates a picker that selects a collection of items from the photo library you specify.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency nonisolated
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary, @ViewBuilder label: @Sendable () -> Label
    ) {}

    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension PhotosPicker where Label == Text {
    /// Creates a picker with a title key and selection.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {}

    /// Creates a picker with a title and selection.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {}

    /// Creates a picker with a title key and a selection of several items.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {}

    /// Creates a picker with a title and a selection of several items.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension PhotosPicker where Label == Text {
    /// Creates a picker with a title key and selection, from the photo library you specify.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {}

    /// Creates a picker with a title and selection, from the photo library you specify.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {}

    /// Creates a picker with a title key and a selection of several items, from the photo library you specify.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {}

    /// Creates a picker with a title and a selection of several items, from the photo library you specify.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {}
}

/// The styles of a Photos picker: presented, inline, or compact (the version is the
/// `photosPickerStyle(_:)` page's).
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PhotosPickerStyle: Equatable, Hashable, Sendable {
    /// The picker presented in a sheet.
    public static let presentation = PhotosPickerStyle()
    /// The picker in the view hierarchy.
    public static let inline = PhotosPickerStyle()
    /// The picker in a single row.
    public static let compact = PhotosPickerStyle()
}

/// Capabilities of the Photos picker that an app can turn off.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PHPickerCapabilities: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let search = PHPickerCapabilities(rawValue: 1)
    public static let stagingArea = PHPickerCapabilities(rawValue: 2)
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 4)
    public static let selectionActions = PHPickerCapabilities(rawValue: 8)
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 16)
}

// MARK: The modifiers

extension View {
    /// Presents a Photos picker that selects a `PhotosPickerItem`.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    nonisolated public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    /// Presents a Photos picker that selects a collection of `PhotosPickerItem`.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    nonisolated public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    /// Presents a Photos picker that selects a `PhotosPickerItem` from a given photo library.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View { self }

    /// Presents a Photos picker that selects a collection of `PhotosPickerItem` from a given photo library.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View { self }

    /// Sets the style of the Photos pickers in this view.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }

    /// Shows or hides the accessories of the Photos pickers in this view.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all)
        -> some View
    { self }

    /// Turns off capabilities of the Photos pickers in this view.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities)
        -> some View
    { self }
}

/// A value for a declaration's body that never runs (an explicit `return`: a bare `fatalError()` would go
/// through the result builder the requirement declares).
func unimplemented<T>() -> T { fatalError() }
