// WidgetKit, declarations only, written by us from Apple's public documentation.
// This file: controls (iOS 18) — the `ControlWidget` protocol and its configurations
// (`StaticControlConfiguration`, `AppIntentControlConfiguration` over a `ControlConfigurationIntent`),
// the value providers, the `ControlWidgetButton` and `ControlWidgetToggle` templates, a widget bundle
// that holds controls, and `promptsForUserConfiguration()`. On Apple's platforms `ControlWidget`,
// `ControlWidgetConfiguration` and the modifiers are SwiftUI's, seen with `import WidgetKit`; here they
// are WidgetKit's. Every declaration is iOS 18.0, macOS 26.0, watchOS 26.0, and not on tvOS or
// visionOS, unless it says otherwise.
import AppIntents
import _AppleFoundation
import SwiftUI

/// The configuration and content of a control widget to display in system spaces such as Control Center.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The type of configuration representing the content of the control widget.
    associatedtype Body: ControlWidgetConfiguration
    /// Creates a control widget.
    init()
    /// The content and behavior of the control widget.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// A type that describes a control widget's content.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The type of control widget configuration representing the body of this configuration.
    associatedtype Body: ControlWidgetConfiguration
    /// The content and behavior of this control widget.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension Never: ControlWidgetConfiguration {}

/// A custom attribute that constructs a control widget's body.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A type that represents a control widget template: a button or a toggle.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The type of template representing the body of this template.
    associatedtype Body: ControlWidgetTemplate
    /// The content of this template.
    @ControlWidgetTemplateBuilder var body: Body { get }
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension Never: ControlWidgetTemplate {}

/// A custom attribute that constructs a control widget's template.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// A type that provides a value to a control template.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
public protocol ControlValueProvider {
    /// The type of value provided to the template.
    associatedtype Value
    /// A value to be shown while previewing the control in the add sheet.
    var previewValue: Value { get }
    /// The current value of the control.
    func currentValue() async throws -> Value
}

/// A type that uses a custom intent to provide a value to a control template.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
public protocol AppIntentControlValueProvider {
    /// The type of value provided to the template.
    associatedtype Value
    /// The type of intent used to prepare the value.
    associatedtype Configuration: ControlConfigurationIntent
    /// A value to be shown while previewing the control in the add sheet.
    func previewValue(configuration: Configuration) -> Value
    /// The current value of the control.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// The description of a control with no user-configurable options.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// Creates a configuration for a control, with no user-configurable options.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {}
    /// Creates a configuration for a control whose value a provider gives.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {}
    public var body: Never { fatalError() }
}

/// The description of a control that uses a custom app intent to provide user-configurable options.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration
{
    /// Creates a configuration for a control that uses a custom app intent to provide user-configurable options.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {}
    /// Creates a configuration for a control whose value a provider prepares from the custom app intent.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {}
    public var body: Never { fatalError() }
}

/// A view representing the default action label of a `ControlWidgetButton` that gives none.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: Never { fatalError() }
}

/// A control template representing a button.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    /// Creates a button template for a control.
    public init(
        action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {}
    /// Creates a button template for a control, with a title.
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Label == Text, Action: AppIntent {}
    /// Creates a button template for a control, with a localized title.
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Label == Text, Action: AppIntent {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension ControlWidgetButton where ActionLabel == ControlWidgetButtonDefaultActionLabel {
    /// Creates a button template for a control.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) where Action: AppIntent {}
}

/// A view representing the default action label of a `ControlWidgetToggle` that gives none.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct ControlWidgetToggleDefaultActionLabel: View {
    public var body: Never { fatalError() }
}

/// A control template representing a toggle.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    /// Creates a toggle template for a control, with a label and a label for each value.
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {}
    /// Creates a toggle template for a control, with a title and a label for each value.
    public init(
        _ title: some StringProtocol, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Label == Text, Action: SetValueIntent, Action.ValueType == Bool {}
    /// Creates a toggle template for a control, with a localized title and a label for each value.
    public init(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Label == Text, Action: SetValueIntent, Action.ValueType == Bool {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension ControlWidgetConfiguration {
    /// Specifies that a control's configuration UI should be automatically presented after the control is added.
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
    /// Sets the localized name shown for a control when a user adds or edits it.
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        self
    }
    /// Sets the description shown for a control when a user adds or edits it.
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        self
    }
}

@available(iOS 18.0, macOS 15.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension WidgetConfiguration {
    /// Specifies that a widget's configuration UI should be automatically presented after the widget is added.
    @available(iOS 18.0, macOS 15.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func promptsForUserConfiguration() -> some WidgetConfiguration { self }
}

@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Takes a control widget into a widget bundle's body.
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget { TupleWidget() }
}
