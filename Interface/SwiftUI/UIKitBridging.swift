// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui/uikit-integration). Nothing here runs: bodies exist only to
// satisfy the compiler.
// This file: SwiftUI's side of UIKit — the representables that wrap a UIKit view or view controller, the
// hosting controller, the app delegate adaptor, the text input modifiers that take UIKit's types, the
// conversions between UIKit's and SwiftUI's colors, images and styles.
//
// Not here: UIKit's own `#Preview` of a `UIView` or `UIViewController`. Declared beside SwiftUI's
// `#Preview`, its two overloads leave Swift 6.3 unable to diagnose a preview whose body is no view at
// all (`#Preview { 42 }`, `#Preview { ContentView }`: "failed to produce diagnostic for expression"),
// where SwiftUI's alone names the mistake; docs/checks.md shows how a course declares them.

import UIKit

// MARK: Wrapping a UIKit view

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view hierarchy.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of
    /// your SwiftUI interface.
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?

    /// Contextual information about the state of the system that you use to create and update your UIKit
    /// view.
    typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The current transaction.
    public var transaction: Transaction { fatalError() }
    /// The current environment.
    public var environment: EnvironmentValues { fatalError() }
}

// MARK: Wrapping a UIKit view controller

/// A view that represents a UIKit view controller.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    @MainActor @preconcurrency
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view controller to other
    /// parts of your SwiftUI interface.
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    @MainActor @preconcurrency
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?

    /// Contextual information about the state of the system that you use to create and update your UIKit
    /// view controller.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view
/// controller.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The current transaction.
    public var transaction: Transaction { fatalError() }
    /// Environment values that describe the current state of the system.
    public var environment: EnvironmentValues { fatalError() }
}

// MARK: Hosting SwiftUI in UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) { fatalError() }
    /// Creates a hosting controller object from an archive and the specified SwiftUI view.
    public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }
    /// Creates a hosting controller object from the contents of the specified archive.
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content { get { fatalError() } set {} }
    /// The options for how the hosting controller tracks changes to the size of its SwiftUI content.
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions { get { fatalError() } set {} }
    /// Calculates and returns the most appropriate size for the current view.
    public func sizeThatFits(in size: CGSize) -> CGSize { fatalError() }
}

/// Options for how a hosting controller tracks its content's size.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public init(rawValue: Int) { self.rawValue = rawValue }
    public let rawValue: Int
    /// The hosting controller tracks its content's ideal size in its preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The hosting controller's view automatically invalidate its intrinsic content size when its ideal size
    /// changes.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

// MARK: The app delegate

/// A property wrapper type that you use to create a UIKit app delegate.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty
where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
    /// Creates a UIKit app delegate adaptor.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    /// The underlying app delegate.
    public var wrappedValue: DelegateType { fatalError() }
}

@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Creates a UIKit app delegate adaptor using a delegate that's an observable object.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    /// A projection of the observed object that creates bindings to its properties using dynamic member
    /// lookup.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { fatalError() }
}

// MARK: Text input

extension View {
    /// Sets the keyboard type for this view.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Sets the text content type for this view, which the system uses to offer suggestions while the user
    /// enters text on an iOS or tvOS device.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Sets whether to apply auto-capitalization to this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

extension TextInputAutocapitalization {
    /// Creates a new `TextInputAutocapitalization` struct from a `UITextAutocapitalizationType` enum.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public init?(_ type: UITextAutocapitalizationType) { fatalError() }
}

// MARK: Colors, images and styles

extension Color {
    /// Creates a color from a UIKit color.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(uiColor: UIColor) { fatalError() }
    /// Creates a color from a UIKit color.
    public init(_ color: UIColor) { fatalError() }
}

extension UIColor {
    /// Creates a color object that encapsulates a SwiftUI color.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public convenience init(_ color: Color) { fatalError() }
}

extension Image {
    /// Creates a SwiftUI image from a UIKit image instance.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(uiImage: UIImage) { fatalError() }
}

extension ImageRenderer {
    /// The current contents of the view, rasterized as a UIKit image.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @MainActor
    public var uiImage: UIImage? { fatalError() }
}

extension UIUserInterfaceStyle {
    /// Creates a user interface style from the specified SwiftUI color scheme.
    @available(iOS 14.0, tvOS 14.0, *)
    public init(_ colorScheme: ColorScheme?) { fatalError() }
}
