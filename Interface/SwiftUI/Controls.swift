// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: controls — buttons, toggles, text fields, steppers, pickers, sliders, date pickers, progress
// views, links, menus, group boxes and disclosure groups — and the text-input modifiers.

// MARK: Buttons

/// A control that initiates an action.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Button<Label: View>: View {
    /// Creates a button that displays a custom label.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// Creates a button with a specified role that displays a custom label.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// Creates a button that generates its label from a string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// Creates a button with a specified role that generates its label from a localized string key.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// Creates a button with a specified role that generates its label from a string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button that generates its label from a localized string key and system image name.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    /// Creates a button that generates its label from a string and a system image name.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
    /// Creates a button with a specified role that generates its label from a localized string key and a
    /// system image.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// Creates a button with a specified role that generates its label from a string and a system image.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// Creates a button that generates its label from a localized string key and image name.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom
    /// interaction behavior.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

/// A value that describes the purpose of a button.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static let confirm = ButtonRole()
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static let close = ButtonRole()
}

/// A button that toggles the edit mode environment value.
@available(iOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct EditButton: View {
    public init() {}
    public var body: Never { fatalError() }
}

// MARK: Toggles

/// A control that toggles between on and off states.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Toggle<Label: View>: View {
    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    /// Creates a toggle that generates its label from a string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image name.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
    /// Creates a toggle that generates its label from a string and system image name.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {}
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ configuration: ToggleStyleConfiguration) {}
}

// MARK: Text input

/// A control that displays an editable text interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TextField<Label: View>: View {
    /// Creates a text field with a prompt generated from a `Text`, and a custom label.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    /// Creates a text field that can grow along the given axis, with a custom label.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
    /// Creates a text field that applies a format style to a bound value, with a custom label.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {}
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// Creates a text field with a text label generated from a localized title string and a prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    /// Creates a text field with a preferred axis and a text label generated from a localized title string.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
    /// Creates a text field with a text label generated from a title string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
    /// Creates a text field that applies a format style to a bound value, with a label generated from a
    /// localized title string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {}
    /// Creates a text field that applies a formatter to a bound value, with a label generated from a
    /// localized title string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {}
}

/// A control into which people securely enter private text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct SecureField<Label: View>: View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// A view that can display and edit long-form text.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public var body: Never { fatalError() }
}

/// A semantic label describing the label of submission within a view hierarchy.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

/// A type that defines various triggers that result in the firing of a submission action.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The kinds of autocapitalization behavior applied during text input.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

extension View {
    /// Adds an action to perform when the user submits a value to this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Sets the submit label for this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Sets how often the shift key in the keyboard is automatically enabled.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Sets whether to disable autocorrection for this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}

// MARK: Steppers and sliders

/// A control that performs increment and decrement actions.
@available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct Stepper<Label: View>: View {
    /// Creates a stepper instance that performs the closures you provide when the user increments or
    /// decrements the stepper.
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you
    /// provide.
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {}
    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and
    /// within a range of values you provide.
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(iOS, introduced: 13.0, deprecated: 27.2)
    @available(macOS, introduced: 10.15, deprecated: 27.2)
    @available(watchOS, introduced: 9.0, deprecated: 27.2)
    @available(visionOS, introduced: 1.0, deprecated: 27.2)
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

/// A control for selecting a value from a bounded linear range of values.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    public var body: Never { fatalError() }
}

@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
    @available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    @available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    @available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    @available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

// MARK: Pickers

/// A control for selecting from a set of mutually exclusive values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    /// Creates a picker that generates its label from a string.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and system image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A control for selecting an absolute date.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct DatePicker<Label: View>: View {
    /// The components of a date that a date picker shows.
    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(tvOS, unavailable)
extension DatePicker where Label == Text {
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
}

/// The components of a date that a date picker shows.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control for selecting from a set of colors.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ColorPicker<Label: View>: View {
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension ColorPicker where Label == Text {
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}

// MARK: Indicators and links

/// A view that shows the progress toward completion of a task.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(@ViewBuilder label: () -> Label) {}
    /// Creates a progress view for showing determinate progress that displays a custom label.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {}
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init() {}
    /// Creates a progress view for showing determinate progress.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey) {}
    /// Creates a progress view for showing determinate progress that generates its label from a localized
    /// string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
}

/// A control for navigating to a URL.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

/// A control for presenting a menu of actions.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
nonisolated public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(watchOS, unavailable)
extension Menu where Label == Text {
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

@available(watchOS, unavailable)
extension Menu where Label == SwiftUI.Label<Text, Image> {
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}

// MARK: Grouping

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
@available(iOS 14.0, macOS 10.15, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension GroupBox where Label == EmptyView {
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(@ViewBuilder content: () -> Content) {}
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension GroupBox where Label == Text {
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// A view that shows or hides another content view, based on the state of a disclosure control.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension DisclosureGroup where Label == Text {
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {}
}

/// A container view that you can use to add hierarchy within certain views.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
nonisolated public struct ControlGroup<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
