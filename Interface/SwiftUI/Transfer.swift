// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: SwiftUI's types that conform to `Transferable` (CoreTransferable, which `import SwiftUI`
// brings along): `Image` (as PNG data, the `PhotosPicker` page says) and `Color`.

extension Image: Transferable {
    public static var transferRepresentation: DataRepresentation<Image> { return unimplementedTransfer() }
}

extension Color: Transferable {
    public static var transferRepresentation: DataRepresentation<Color> { return unimplementedTransfer() }
}

/// A value for a declaration's body that never runs (an explicit `return`: a bare `fatalError()` would go
/// through the result builder the requirement declares).
func unimplementedTransfer<T>() -> T { fatalError() }
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
