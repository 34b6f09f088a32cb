// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: navigation (stacks, links, destinations, split views, titles, toolbars), presentations
// (sheets, full-screen covers, popovers, alerts, confirmation dialogs) and tab views.

// MARK: Navigation stacks and links

/// A view that displays a root view and enables you to present additional views over the root view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError() }
}

/// A type-erased list of data representing the content of a navigation stack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath: Equatable {
    /// A serializable representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws {}
    }

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    /// Creates a new navigation path from the contents of a sequence of codable values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable {}
    public init(_ codable: NavigationPath.CodableRepresentation) {}

    /// The number of elements in this path.
    public var count: Int { fatalError() }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { fatalError() }
    /// A value that holds a serializable representation of the path, if every element is codable.
    public var codable: NavigationPath.CodableRepresentation? { fatalError() }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {}
    /// Appends a new codable value to the end of this path.
    public mutating func append<V: Hashable & Codable>(_ value: V) {}
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {}

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

/// A view that controls a navigation presentation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    /// Creates a navigation link that presents the destination view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a localized string key.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a title string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a localized string key.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a title string.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// Associates a destination view with a binding that can be used to push the view onto a
    /// `NavigationStack`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// Associates a destination view with a bound value for use within a navigation stack or navigation
    /// split view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// Configures the view's title for purposes of navigation, using a localized string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// Configures the view's title for purposes of navigation, using a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// Configures the view's title for purposes of navigation.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }
    /// Configures the view's title for purposes of navigation, using a string binding.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { self }
    /// Configures the view's subtitle for purposes of navigation.
    @available(macOS 11.0, *)
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }

    /// Configures the title display mode for this view.
    @available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Configures the toolbar title display mode for this view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
    /// Hides the navigation bar back button for the view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// A type that defines the behavior of title of a toolbar.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { fatalError() }
    public static var large: ToolbarTitleDisplayMode { fatalError() }
    public static var inlineLarge: ToolbarTitleDisplayMode { fatalError() }
    public static var inline: ToolbarTitleDisplayMode { fatalError() }
}

/// A view that presents views in two or three columns, where selections in leading columns control
/// presentations in subsequent columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

/// The visibility of the leading columns in a navigation split view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var automatic: NavigationSplitViewVisibility { fatalError() }
    public static var all: NavigationSplitViewVisibility { fatalError() }
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
}

extension View {
    /// Sets a fixed, preferred width for the column containing this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
}

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
@available(iOS, introduced: 13.0, deprecated: 27.0)
@available(macOS, introduced: 10.15, deprecated: 27.0)
@available(tvOS, introduced: 13.0, deprecated: 27.0)
@available(watchOS, introduced: 7.0, deprecated: 27.0)
@available(visionOS, introduced: 1.0, deprecated: 27.0)
nonisolated public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A specification for the appearance and interaction of a navigation view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(iOS 13.0, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

// The modifiers of `NavigationView`'s time: still in the SDK (deprecated only in a future release, so
// Xcode does not warn), and in many tutorials.
extension View {
    /// Sets the style for navigation views within this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// Sets the title in the navigation bar for this view.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { self }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// Sets the title and display mode in the navigation bar for this view.
    @available(iOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(iOS, introduced: 13.0, deprecated: 27.2)
    @available(visionOS, introduced: 1.0, deprecated: 27.2)
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(iOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(iOS, introduced: 13.0, deprecated: 27.2)
    @available(visionOS, introduced: 1.0, deprecated: 27.2)
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(iOS 14.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(iOS, introduced: 14.0, deprecated: 27.2)
    @available(visionOS, introduced: 1.0, deprecated: 27.2)
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Sets the navigation bar items for this view.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    /// Hides the navigation bar for this view.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}

// MARK: Toolbars

/// Conforming types represent items that can be placed in various locations in a toolbar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: ToolbarContent {}

/// Constructs a toolbar item set from multi-expression closures.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

/// Toolbar content made of several items.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    nonisolated public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    nonisolated public var body: Never { fatalError() }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement, identifier and content.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A structure that defines the placement of a toolbar item.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let primaryAction = ToolbarItemPlacement()
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static let secondaryAction = ToolbarItemPlacement()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let status = ToolbarItemPlacement()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let confirmationAction = ToolbarItemPlacement()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let cancellationAction = ToolbarItemPlacement()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let destructiveAction = ToolbarItemPlacement()
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    public static let keyboard = ToolbarItemPlacement()
    @available(iOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static let topBarLeading = ToolbarItemPlacement()
    @available(iOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static let topBarTrailing = ToolbarItemPlacement()
    @available(iOS 14.0, visionOS 1.0, *)
    public static let bottomBar = ToolbarItemPlacement()
    @available(iOS 14.0, visionOS 1.0, *)
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(iOS 14.0, visionOS 1.0, *)
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

/// The placement of a toolbar.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
}

extension View {
    /// Populates the toolbar or navigation bar with the specified views.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Populates the toolbar or navigation bar with the specified items.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
    /// Specifies the visibility of a bar managed by SwiftUI.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self
    }
}

// MARK: Presentations

/// An attachment anchor for a popover.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A type that represents a height where a sheet naturally rests.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError() }
    public static func height(_ height: CGFloat) -> PresentationDetent { fatalError() }
}

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a sheet using the given item as a data source for the sheet's content.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents a modal view that covers as much of the screen as possible when binding to a Boolean value
    /// you provide is true.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a modal view that covers as much of the screen as possible using the binding you provide
    /// as a data source for the sheet's content.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents a popover when a given condition is true.
    @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a popover using the given item as a data source for the popover's content.
    @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Sets the available detents for the enclosing sheet.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
    /// currently selected detent.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// Sets the visibility of the drag indicator on top of a sheet.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Requests that the presentation have a specific corner radius.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Sets the presentation background of the enclosing sheet using a shape style.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Presents an alert when a given condition is true, using a localized string key for the title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert when a given condition is true, using a string variable as a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert when a given condition is true, using a text view for the title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert with a message when a given condition is true, using a localized string key for a
    /// title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert with a message when a given condition is true using a string variable as a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert with a message when a given condition is true using a text view as a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert using the given data to produce the alert's content and a localized string key
    /// for a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents an alert with a message using the given data to produce the alert's content and a
    /// localized string key for a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the
    /// title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents a confirmation dialog with a message when a given condition is true, using a localized
    /// string key for the title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents a confirmation dialog using data to produce the dialog's content and a localized string key
    /// for the title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
}

// MARK: Tab views

/// A view that switches between multiple child views using interactive user interface elements.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    public init(@ViewBuilder content: () -> Content) {}
}

/// The content for a tab and the tab's associated tab item in a tab view: tab content, not a view, so a
/// tab view's builder gives its value the type of the tab view's selection (`Tab(value: .map)`).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value,
    /// with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias TabValue = Value
    public var body: Never { fatalError() }
}

/// A type that provides content for programmatically selectable tabs in a tab view. (The page's
/// `where Self.TabValue == Self.Body.TabValue` on `TabValue` is left off: the primitive contents' body is
/// `Never`, as a primitive view's is.)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view.
    associatedtype TabValue: Hashable
    /// The type of tab content representing the body of this tab content.
    associatedtype Body: TabContent
    /// The value of this type's nested content.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency
    var body: Body { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Never: TabContent {
    public typealias TabValue = Never
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection; all the
/// tabs it holds have the same selection type. (Its methods' own versions are left off, as
/// `ChartContentBuilder`'s: a use would name them besides the tab view.)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// A view representation of the content of a builder-based tab view with selection.
    nonisolated public struct Content<C: TabContent>: View {
        public var body: Never { fatalError() }
    }
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == TabValue {
        content
    }
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>()
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>()
    }
    public static func buildIf<Content: TabContent>(_ content: Content?) -> some TabContent<TabValue> where Content.TabValue == TabValue {
        TupleTabContent<TabValue, Content?>()
    }
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> some TabContent<TabValue> where T.TabValue == TabValue, F.TabValue == TabValue {
        TupleTabContent<TabValue, (T, F)>()
    }
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> some TabContent<TabValue> where T.TabValue == TabValue, F.TabValue == TabValue {
        TupleTabContent<TabValue, (T, F)>()
    }
    public static func buildLimitedAvailability(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        TupleTabContent<TabValue, Void>()
    }
}

/// Tab content made of several pieces: what `TabContentBuilder`'s blocks return, as `some TabContent`
/// (a type of ours, not Apple's API).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct TupleTabContent<TabValue: Hashable, T>: TabContent {
    public var body: Never { fatalError() }
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its tabs.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}

extension TabView where SelectionValue == Never {
    /// Creates a tab view of tabs without values (`Tab("Trips", systemImage:)`, whose `Value` is `Never`):
    /// a form of the `init(content:)` overload group's page, the builder-based one of iOS 18.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> {}
}

extension Tab where Value == Never {
    /// Creates a new tab with a label that you can use in a tab view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Tab where Value == Never, Label == EmptyView {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(@ViewBuilder content: () -> Content) {}
}

extension Tab where Label == EmptyView {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(value: Value, @ViewBuilder content: () -> Content) {}
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a new tab with a label inferred from a localized string key and a system image.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// Creates a new tab with a label inferred from a string and a system image.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// Creates a new tab with a label inferred from a localized string key and an image.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {}
    /// Creates a new tab with a label inferred from the role.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(role: TabRole, @ViewBuilder content: () -> Content) {}
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value,
    /// with a label inferred from a localized string key and a system image.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
    /// Creates a tab with a role that the tab view presents when the tab view's selection matches the
    /// tab's value.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {}
}

/// The default label for a tab.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct DefaultTabLabel: View {
    public var body: Never { fatalError() }
}

/// A value that defines the purpose of the tab.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}

/// A specification for the appearance and interaction of a tab view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@available(macOS, unavailable)
nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
    /// Sets the tab bar item associated with this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// Sets the style for the tab view within the current environment.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
