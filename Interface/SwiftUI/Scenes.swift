// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the scenes beyond `WindowGroup` (in App.swift) — `Window`, `Settings` and `MenuBarExtra` (macOS),
// `DocumentGroup` with `FileDocument` — opening and dismissing windows, menu commands and keyboard
// shortcuts.

// MARK: Windows, settings and menu bar extras (macOS)

/// A scene that presents its content in a single, unique window.
@available(macOS 13.0, visionOS 26.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct Window<Content: View>: Scene {
    /// Creates a window with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {}
    /// Creates a window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    /// Creates a window with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A scene that presents an interface for viewing and modifying an app's settings.
@available(macOS 11.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct Settings<Content: View>: Scene {
    /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A scene that renders itself as a persistent control in the system menu bar.
@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct MenuBarExtra<Label: View, Content: View>: Scene {
    /// Creates a menu bar extra that presents the content, with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    /// Creates a menu bar extra that the person can insert and remove, with a custom label.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MenuBarExtra where Label == SwiftUI.Label<Text, Image> {
    /// Creates a menu bar extra with a system image to use as the item's label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// Creates a menu bar extra with a system image to use as the item's label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// Creates a menu bar extra with an image from the app's bundle to use as the item's label.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {}
}

/// A specification for the appearance and behavior of a menu bar extra scene.
@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol MenuBarExtraStyle {}

@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A menu bar extra style that renders its content in a popover-like window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A menu bar extra style that renders its contents as a menu that pops up from the icon.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension Scene {
    /// Sets the style for menu bar extra created by this scene.
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { self }
}

// MARK: Opening and dismissing windows

/// An action that presents a window.
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct OpenWindowAction {
    /// Opens a window that's associated with the specified identifier.
    public func callAsFunction(id: String) {}
    /// Opens a window defined by a window group that presents the type of the specified value.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens a window defined by the window group that presents the specified value type and that's
    /// associated with the specified identifier.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
    nonisolated init(_made: Never) {}
}

/// An action that dismisses a window associated to a particular scene.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct DismissWindowAction {
    /// Dismisses the current window.
    public func callAsFunction() {}
    /// Dismisses the window that's associated with the specified identifier.
    public func callAsFunction(id: String) {}
    nonisolated init(_made: Never) {}
}

extension EnvironmentValues {
    /// A window presentation action stored in a view's environment.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var openWindow: OpenWindowAction { fatalError() }
    /// A window dismissal action stored in a view's environment.
    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var dismissWindow: DismissWindowAction { fatalError() }
}

extension WindowGroup {
    /// Creates a window group that presents windows for values of a type, whose content receives a
    /// binding to the value the window was opened with.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {}
}

/// The content of a window presenting a value.
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
nonisolated public struct PresentedWindowContent<Data, Content: View>: View {
    public var body: Never { fatalError() }
}

// MARK: Documents

#if !canImport(Darwin)
/// A representation of a node (a file, directory, or symbolic link) in the file system. (Foundation on
/// Apple's platforms; the Foundation of other platforms lacks it, so it is declared here for documents.)
@available(iOS 4.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class FileWrapper: @unchecked Sendable {
    /// Initializes the receiver as a regular-file file wrapper.
    public init(regularFileWithContents contents: Data) {}
    /// The contents of the file-system node associated with a regular-file file wrapper.
    open var regularFileContents: Data? { fatalError() }
    /// The preferred filename for the file wrapper object.
    open var preferredFilename: String?
}
#endif

/// A type that you use to serialize documents to and from file.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol FileDocument {
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to.
    static var writableContentTypes: [UTType] { get }
    /// Creates a document and initializes it with the contents of a file.
    init(configuration: ReadConfiguration) throws
    /// Serializes a document snapshot to a file wrapper.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration for writing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The configuration for reading file contents.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FileDocumentReadConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the document content.
    public let file: FileWrapper
    init(_made: Never) { fatalError() }
}

/// The configuration for serializing file contents.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FileDocumentWriteConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the current document content, if any.
    public let existingFile: FileWrapper?
    init(_made: Never) { fatalError() }
}

/// The properties of an open file document.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The current document model.
    @Binding public var document: Document
    /// The URL of the open file document.
    public var fileURL: URL?
    /// A Boolean that indicates whether you can edit the document.
    public var isEditable: Bool
    init(_made: Never) { fatalError() }
}

/// A scene that enables support for opening, creating, and saving documents.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DocumentGroup where Document: FileDocument {
    /// Creates a document group for creating and editing file documents.
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
    /// Creates a document group capable of viewing file documents.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
}

// MARK: Commands

/// Conforming types represent a group of related commands that can be exposed to the user via the main
/// menu on macOS and key commands on iOS.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor @preconcurrency
    var body: Body { get }
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension Never: Commands {}

/// Commands made of several commands.
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
nonisolated public struct _TupleCommands<T>: Commands {
    public var body: Never { fatalError() }
}

/// Constructs command sets from multi-expression closures.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands<(repeat each C)> { fatalError() }
}

/// An empty group of commands.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct EmptyCommands: Commands {
    public init() {}
    public var body: Never { fatalError() }
}

/// The standard locations that you can place new command groups relative to.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement()
    public static let appSettings = CommandGroupPlacement()
    public static let systemServices = CommandGroupPlacement()
    public static let appVisibility = CommandGroupPlacement()
    public static let appTermination = CommandGroupPlacement()
    public static let newItem = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement()
    public static let importExport = CommandGroupPlacement()
    public static let printItem = CommandGroupPlacement()
    public static let undoRedo = CommandGroupPlacement()
    public static let pasteboard = CommandGroupPlacement()
    public static let textEditing = CommandGroupPlacement()
    public static let textFormatting = CommandGroupPlacement()
    public static let toolbar = CommandGroupPlacement()
    public static let sidebar = CommandGroupPlacement()
    public static let windowSize = CommandGroupPlacement()
    public static let windowList = CommandGroupPlacement()
    public static let singleWindowList = CommandGroupPlacement()
    public static let windowArrangement = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
}

/// Groups of controls that you can add to existing command menus.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct CommandGroup<Content: View>: Commands {
    /// A value describing the addition of the given views to the beginning of the indicated group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// A value describing the addition of the given views to the end of the indicated group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// A value describing the complete replacement of the contents of the indicated group with the given
    /// views.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct CommandMenu<Content: View>: Commands {
    /// Creates a new menu with a localized name for a collection of app-specific commands.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Creates a new menu for a collection of app-specific commands.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    /// Creates a new menu with a string name for a collection of app-specific commands.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A built-in set of commands for manipulating window sidebars.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct SidebarCommands: Commands {
    public init() {}
    public var body: Never { fatalError() }
}

/// A built-in set of commands for manipulating window toolbars.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ToolbarCommands: Commands {
    public init() {}
    public var body: Never { fatalError() }
}

/// A built-in group of commands for searching, editing, and transforming selections of text.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct TextEditingCommands: Commands {
    public init() {}
    public var body: Never { fatalError() }
}

extension Scene {
    /// Adds commands to the scene.
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}

// MARK: Keyboard shortcuts

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an
/// optional set of modifier keys to specify a keyboard shortcut.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Hashable, Sendable {
    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral: Character) { self.character = extendedGraphemeClusterLiteral }
    /// The character value that the key equivalent represents.
    public var character: Character
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// A set of key modifiers that you can add to a gesture.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all = EventModifiers(rawValue: 63)
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in order to
/// activate a button or toggle.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Hashable, Sendable {
    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// The key equivalent that the user presses in conjunction with any specified modifier keys.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent.
    public var modifiers: EventModifiers
    /// The standard keyboard shortcut for the default button, consisting of the Return key and no
    /// modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a prompt,
    /// consisting of the Escape key and no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control.
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Assigns a keyboard shortcut to the modified control.
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}
