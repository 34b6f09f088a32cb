// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the presentations of iOS 17 and 18 — inspectors, zoom and other navigation transitions from a
// matched source — and the empty-state view with an image from the app's assets. Sheets, alerts and
// confirmation dialogs are in Navigation.swift.

// MARK: Inspectors

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy: a trailing column in a regular
    /// size class, a sheet in a compact one.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }

    /// Sets a fixed, preferred width for the inspector containing this view when presented as a trailing
    /// column.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

// MARK: Navigation transitions

/// A type that defines the transition to use when navigating to a view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// A style that automatically chooses the appropriate presentation transition for the current context.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A navigation transition that cross-fades between the appearing view and the disappearing view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct CrossFadeNavigationTransition: NavigationTransition {}

/// A navigation transition that zooms the appearing view from a given source view (not in tvOS, where
/// navigation uses the automatic transition).
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// A style that automatically chooses the appropriate presentation transition for the current context.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension NavigationTransition where Self == CrossFadeNavigationTransition {
    /// A navigation transition that cross-fades between the appearing view and the disappearing view.
    public static var crossFade: CrossFadeNavigationTransition { CrossFadeNavigationTransition() }
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A navigation transition that zooms the appearing view from a given source view.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

extension View {
    /// Sets the navigation transition style for this view, which appears within a navigation stack or a
    /// sheet.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Identifies this view as the source of a navigation transition, such as a zoom transition.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

// MARK: Empty states

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface, consisting of a title generated from a localized string, an image from the
    /// app's asset catalog and additional content, that you display when the content of your app is
    /// unavailable to users.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    /// Creates an interface with a title string and an image from the app's asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {}
}
