// WidgetKit, declarations only, written by us from Apple's public documentation.
// This file: widgets a person configures through an app intent (iOS 17) — `AppIntentTimelineProvider`
// and `AppIntentConfiguration`, over a `WidgetConfigurationIntent` (AppIntents).
import AppIntents
import SwiftUI

/// A type that advises WidgetKit when to update a user-configurable widget's display.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol AppIntentTimelineProvider {
    /// A type that specifies the date to display a widget.
    associatedtype Entry: TimelineEntry
    /// The intent that configures the widget.
    associatedtype Intent: WidgetConfigurationIntent
    /// An object that contains details about how a widget is rendered.
    typealias Context = TimelineProviderContext
    /// Provides a timeline entry representing a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// Provides a timeline entry that represents the current time and state of a widget.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// Provides an array of timeline entries for the current time and, optionally, any future times to
    /// update a widget.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// An object describing the content of a widget that uses a custom intent to provide user-configurable
/// options.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    /// Creates a configuration for a widget by using a custom intent to provide user-configurable options.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {}
    public var body: Never { fatalError() }
}
