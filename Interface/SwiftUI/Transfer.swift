// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/coretransferable and .../swiftui). Nothing here runs.
// This file: `Transferable` and its representations (CoreTransferable, which `import SwiftUI` brings along
// on Apple's platforms), with the conformances of the standard types; sharing (`ShareLink`, `SharePreview`)
// and drag and drop (`draggable`, `dropDestination`). `UTType` comes from the UniformTypeIdentifiers module.

@_exported import UniformTypeIdentifiers

// MARK: Transferable

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or copy and
/// paste.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol Transferable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation
    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A declarative description of the process of importing and exporting a transferable item.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred.
    associatedtype Item: Transferable
    /// The transfer representation for the item.
    associatedtype Body: TransferRepresentation
    /// The transfer representation for the item.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { return fatalError() }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

// The bodies below `return`: a body with a `return` is not built by the result builder that the requirement
// gives its witnesses.

/// Several transfer representations combined by a builder, in order of preference.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct _TupleTransferRepresentation<Item: Transferable, T>: TransferRepresentation {
    public var body: Never { return fatalError() }
}

/// Creates a transfer representation by composing existing transfer representations.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> _TupleTransferRepresentation<Item, (repeat each R)> { fatalError() }
}

/// A transfer representation for types that participate in Swift's protocols for encoding and decoding.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// Creates a transfer representation for a given content type, encoded as JSON.
    public init(contentType: UTType) {}
    /// Creates a transfer representation for a given type with the encoder and decoder that you supply.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {}
    public var body: Never { return fatalError() }
}

/// A transfer representation for types that know how to convert themselves to and from data.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// Creates a transfer representation for importing and exporting data.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {}
    /// Creates a transfer representation for exporting data.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    /// Creates a transfer representation for importing data.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
    public var body: Never { return fatalError() }
}

/// A description of a file that was received from another app or by drag and drop.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ReceivedTransferredFile: Sendable {
    /// The received file on disk.
    public let file: URL
    /// Whether the file is the original file, not a copy.
    public let isOriginalFile: Bool
    init(_made: Never) { fatalError() }
}

/// A description of a file to send to another app or by drag and drop.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct SentTransferredFile: Sendable {
    /// Creates a description of a file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file }
    /// The file on disk.
    public var file: URL
}

/// A transfer representation for types that transfer as a file URL.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// Creates a transfer representation for importing and exporting a file.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    /// Creates a transfer representation for exporting a file.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    /// Creates a transfer representation for importing a file.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    public var body: Never { return fatalError() }
}

/// A transfer representation that uses another type's transfer representation as its own.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    /// Creates a transfer representation that converts an item to and from a proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
    /// Creates a transfer representation that exports an item as a proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
    /// Creates a transfer representation that imports an item from a proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
    public var body: Never { return fatalError() }
}

/// A transfer representation with a modification applied.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    public var body: Never { return fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension TransferRepresentation {
    /// Provides a filename to use if the receiver chooses to write the item to disk.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> { fatalError() }
    /// Prevents the system from exporting an item if it does not meet the supplied condition.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> { fatalError() }
}

/// The transfer representation of a type of the standard library, Foundation or SwiftUI.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct _SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {
    init() {}
    public var body: Never { return fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<String> { return _SystemTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Data: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Data> { return _SystemTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension URL: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<URL> { return _SystemTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension AttributedString: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<AttributedString> { return _SystemTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Image: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Image> { return _SystemTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Color: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Color> { return _SystemTransferRepresentation() }
}

// MARK: Sharing

/// The default label of a share link: a share icon with a "Share" title.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct DefaultShareLinkLabel: View {
    public var body: Never { return fatalError() }
    init(_made: Never) {}
}

/// A representation of a type to display in a share preview.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// Creates a preview representation with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    /// Creates a preview representation with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview representation with a title.
    public init(_ titleKey: LocalizedStringKey) {}
    /// Creates a preview representation with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension SharePreview where Icon == Never {
    /// Creates a preview representation with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    /// Creates a preview representation with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never {
    /// Creates a preview representation with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
}

/// A view that controls a sharing presentation.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View where Data.Element: Transferable {
    /// Creates an instance that presents the share interface, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {}
    /// Creates an instance that presents the share interface, with a custom label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {}
    public var body: Never { return fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates an instance that presents the share interface for a URL, with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {}
    /// Creates an instance that presents the share interface for a string, with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {}
    /// Creates an instance that presents the share interface for URLs, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {}
    /// Creates an instance that presents the share interface for strings, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {}
    /// Creates an instance that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {}
    /// Creates an instance, with a title, that presents the share interface.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {}
    /// Creates an instance, with a title, that presents the share interface.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
    /// Creates an instance that presents the share interface for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
    /// Creates an instance, with a title, that presents the share interface for a URL.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
    /// Creates an instance, with a title, that presents the share interface for a string.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
    /// Creates an instance, with a title, that presents the share interface for a URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
    /// Creates an instance, with a title, that presents the share interface for a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
    /// Creates an instance that presents the share interface for URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {}
    /// Creates an instance that presents the share interface for strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {}
}

// MARK: Drag and drop

extension View {
    /// Activates this view as the source of a drag and drop operation.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Activates this view as the source of a drag and drop operation, with a preview of the dragged item.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }

    /// Defines the destination of a drag and drop operation that handles the dropped content with a
    /// closure that you specify. (Its page gives a deprecation whose range ends at the current SDK.)
    @available(iOS, introduced: 16.0, deprecated: 100000.0)
    @available(macOS, introduced: 13.0, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, introduced: 1.0)
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    /// Defines the destination of a drag and drop operation that handles the dropped content, with the
    /// description of the drop session.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func dropDestination<T: Transferable>(for type: T.Type = T.self, isEnabled: Bool = true, action: @escaping (_ items: [T], _ session: DropSession) -> Void) -> some View { self }
}

/// The description of a drop session.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DropSession {
    /// The location of the drop in the destination view's coordinate space.
    public var location: CGPoint { fatalError() }
    init(_made: Never) {}
}
