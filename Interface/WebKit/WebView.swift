// WebKit for SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/webkit/webview-swift.struct, .../webkit/webpage). Nothing here runs.
// This file: iOS 26's `WebView` and the observable `WebPage` that loads and describes its content, with the
// web view modifiers a SwiftUI app uses. WebKit's UIKit/AppKit classes (`WKWebView`) are not declared.

import SwiftUI
#if canImport(FoundationNetworking)
// `URLRequest` is in Foundation on Apple's platforms; on Linux it is in FoundationNetworking.
@_exported import FoundationNetworking
#endif

/// A view that displays some web content.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct WebView: View {
    /// Create a new WebView showing the content of `page`; a page belongs to one web view.
    @MainActor @preconcurrency
    public init(_ page: WebPage) {}
    /// Create a new WebView with the specified URL, loaded whenever it becomes or changes to a non-nil value.
    @MainActor @preconcurrency
    public init(url: URL?) {}
    public var body: Never { fatalError() }

    /// The options for controlling how magnification gestures interact with web views.
    public struct MagnificationGesturesBehavior: Sendable {
        /// The web view chooses; web views enable magnification by default.
        public static let automatic = MagnificationGesturesBehavior()
        /// Magnify gestures change the web view's magnification.
        public static let enabled = MagnificationGesturesBehavior()
        /// Magnify gestures do not change the web view's magnification.
        public static let disabled = MagnificationGesturesBehavior()
    }
}

/// An object that controls and presents web content: load it, and observe its title, URL and progress.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public final class WebPage: Observable {
    /// Creates a web page with the default configuration.
    public init() {}

    /// The title of the page's document.
    public var title: String { fatalError() }
    /// The URL of the page's content.
    public var url: URL? { fatalError() }
    /// An estimate, from 0.0 to 1.0, of how much of the current navigation's content has loaded.
    public var estimatedProgress: Double { fatalError() }
    /// Whether the page is loading content.
    public var isLoading: Bool { fatalError() }
    /// The theme color the page's content declares, if any.
    public var themeColor: Color? { fatalError() }

    /// An event in the life of a navigation.
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation
        case receivedServerRedirect
        case committed
        case finished
    }

    /// Loads the content of a request; the events of the navigation arrive as an asynchronous sequence.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        AsyncThrowingStream<WebPage.NavigationEvent, any Error> { $0.finish() }
    }
    /// Loads the content at a URL.
    @discardableResult
    public func load(_ url: URL) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        AsyncThrowingStream<WebPage.NavigationEvent, any Error> { $0.finish() }
    }
    /// Loads HTML content, resolving relative URLs against `baseURL`.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        AsyncThrowingStream<WebPage.NavigationEvent, any Error> { $0.finish() }
    }
    /// Reloads the current page.
    @discardableResult
    public func reload() -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        AsyncThrowingStream<WebPage.NavigationEvent, any Error> { $0.finish() }
    }
    /// Stops loading all resources on the current page.
    public func stopLoading() {}
    /// Runs JavaScript in the page and returns its result.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? { nil }
}

extension View {
    /// Determines whether magnify gestures change the view's magnification.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View { self }

    /// Adds an action to be performed when a value, created from a web view's scroll geometry, changes.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func webViewOnScrollGeometryChange<T: Hashable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View { self }
}
