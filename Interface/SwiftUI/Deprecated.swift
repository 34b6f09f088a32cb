// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui, and its "Deprecated modifiers" and "Deprecated symbols" pages).
// This file: the deprecated forms still in the SDK that tutorials of 2019–2022 use — alerts and action sheets
// built from values, the presentation mode, the first initializers of text fields, sliders, steppers and
// navigation links, and the modifiers they were renamed from. Each carries the versions its page gives: a
// deprecation "in a future version" (the page's range ends at the current SDK) is `deprecated: 100000.0`,
// for which Xcode shows no warning; `NavigationLink`'s `isActive:` forms were deprecated in iOS 16.0.
// Deprecated forms declared with their area: `NavigationView` and `navigationBarTitle` (Navigation.swift),
// `foregroundColor`, `accentColor` and `cornerRadius` (Shapes.swift), `animation(_:)` (Animation.swift),
// `onChange(of:perform:)` (Modifiers.swift, App.swift).

// MARK: Alerts

/// A representation of an alert presentation.
@available(iOS, introduced: 13.0, deprecated: 100000.0)
@available(macOS, introduced: 10.15, deprecated: 100000.0)
@available(tvOS, introduced: 13.0, deprecated: 100000.0)
@available(watchOS, introduced: 6.0, deprecated: 100000.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0)
public struct Alert {
    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}

    /// A button that represents an operation of an alert presentation.
    public struct Button {
        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        /// Creates an alert button that indicates cancellation, with a system-provided label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
    }
}

/// A representation of an action sheet presentation.
@available(iOS, introduced: 13.0, deprecated: 100000.0)
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0)
@available(watchOS, introduced: 6.0, deprecated: 100000.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0)
public struct ActionSheet {
    /// Creates an action sheet with the provided buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}

    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button
}

extension View {
    /// Presents an alert to the user.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// Presents an alert to the user, using the given item as a data source for the alert's content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// Presents an action sheet when a given condition is true.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// Presents an action sheet using the given item as a data source for the sheet's content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }
}

// MARK: Presentation mode

/// An indication whether a view is currently presented by another view.
@available(iOS, introduced: 13.0, deprecated: 100000.0)
@available(macOS, introduced: 10.15, deprecated: 100000.0)
@available(tvOS, introduced: 13.0, deprecated: 100000.0)
@available(watchOS, introduced: 6.0, deprecated: 100000.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0)
public struct PresentationMode {
    /// Indicates whether a view is currently presented.
    public var isPresented: Bool { fatalError() }
    /// Dismisses the view if it is currently presented.
    public mutating func dismiss() {}
    init(_made: Never) {}
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public var presentationMode: Binding<PresentationMode> { fatalError() }
}

// MARK: Layout and appearance

extension View {
    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Sets the visibility of the status bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func statusBar(hidden: Bool) -> some View { self }

    /// Sets the visibility of the status bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Sets the color scheme for this view (a preference of the view, not of its presentation).
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { self }

    /// Masks this view using the alpha channel of the given view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    @_disfavoredOverload
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }

    /// Sets whether to disable autocorrection for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 8.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Sets the tint color applied to the platter of a list row (watchOS).
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, unavailable)
    nonisolated public func listRowPlatterColor(_ color: Color?) -> some View { self }

    /// Adds an action to perform when this view recognizes a long press gesture, and another as the
    /// press starts and ends.
    ///
    /// Disfavored: `.onLongPressGesture(minimumDuration: 0.5) { … }` fits this form and the current one
    /// alike, and Xcode takes it without "ambiguous use" (the SDK ranks them by something its pages do not
    /// show); the current form is taken here.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View { self }
}

// MARK: Accessibility (the modifiers before `accessibilityLabel(_:)` and its siblings)

extension View {
    /// Adds a label to the view that describes its contents.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func accessibility(label: Text) -> some View { self }

    /// Adds a textual description of the value that the view contains.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func accessibility(value: Text) -> some View { self }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func accessibility(hint: Text) -> some View { self }

    /// Specifies whether to hide this view from system accessibility features.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func accessibility(hidden: Bool) -> some View { self }

    /// Uses the specified string to identify the view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func accessibility(identifier: String) -> some View { self }

    /// Adds the given traits to the view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
}

// MARK: Styles

extension SwitchToggleStyle {
    /// Creates a switch style with a tint color.
    @available(iOS, introduced: 14.0, deprecated: 100000.0)
    @available(macOS, introduced: 11.0, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init(tint: Color) { self.init() }
}

extension CircularProgressViewStyle {
    /// Creates a circular progress view style with a tint color.
    @available(iOS, introduced: 14.0, deprecated: 100000.0)
    @available(macOS, introduced: 11.0, deprecated: 100000.0)
    @available(tvOS, introduced: 14.0, deprecated: 100000.0)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init(tint: Color) { self.init() }
}

// MARK: Text fields with editing and commit actions

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {}

    /// Creates a text field with a text label generated from a title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {}

    /// Creates a text field with a text label generated from a localized title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {}

    /// Creates a text field with a text label generated from a title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {}

    /// Creates a text field with a text label generated from a localized title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {}

    /// Creates a text field with a text label generated from a title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {}

    /// Creates an instance which binds over an arbitrary type, `V`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {}
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a localized title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {}

    /// Creates a secure field with a text label generated from a title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {}
}

// MARK: Sliders and steppers with the label last (the iOS 13 order)

@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided label.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
}

@available(tvOS, unavailable)
extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 100000.0)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
}

@available(tvOS, unavailable)
extension Stepper {
    /// Creates a stepper instance that performs the closures you provide when the user increments or
    /// decrements the stepper.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, unavailable)
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {}
}

// MARK: Navigation links driven by a Boolean or a tag (deprecated in iOS 16)

extension NavigationLink {
    /// Creates a navigation link that presents the destination view when active.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when active.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when a bound selection variable
    /// equals a given tag value.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(macOS, introduced: 10.15, deprecated: 13.0)
    @available(tvOS, introduced: 13.0, deprecated: 16.0)
    @available(watchOS, introduced: 6.0, deprecated: 9.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when a bound selection variable
    /// matches a value you provide.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(macOS, introduced: 10.15, deprecated: 13.0)
    @available(tvOS, introduced: 13.0, deprecated: 16.0)
    @available(watchOS, introduced: 6.0, deprecated: 9.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view when active, with a text label that
    /// the link generates from a localized string key.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {}

    /// Creates a navigation link that presents a destination view when active, with a text label that
    /// the link generates from a title string.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {}

    /// Creates a navigation link that presents a destination view when active, with a text label that
    /// the link generates from a localized string key.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {}
}

// MARK: Gestures renamed in iOS 17

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
@available(iOS, introduced: 13.0, deprecated: 100000.0)
@available(macOS, introduced: 10.15, deprecated: 100000.0)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, introduced: 1.0, deprecated: 100000.0)
nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { fatalError() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
@available(iOS, introduced: 13.0, deprecated: 100000.0)
@available(macOS, introduced: 10.15, deprecated: 100000.0)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, introduced: 1.0, deprecated: 100000.0)
nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { fatalError() }
}
