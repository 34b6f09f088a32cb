// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui, and the Symbols framework that `import SwiftUI` brings along).
// Nothing here runs: bodies exist only to satisfy the compiler.
// This file: iOS 17's animators and effects — keyframe and phase animators with their keyframes and
// springs, symbol effects, and sensory feedback.

// MARK: Animatable values

extension Double: Animatable {}
extension CGFloat: Animatable {}
extension Float: Animatable {}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

// MARK: Springs and curves

/// A representation of a spring's motion.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct Spring: Hashable, Sendable {
    /// Creates a spring with the specified duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
    /// Creates a spring with the specified mass, stiffness, and damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { fatalError() }
    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { fatalError() }
    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { fatalError() }
    /// The perceptual duration of the spring.
    public var duration: TimeInterval { fatalError() }
    /// How bouncy the spring is.
    public var bounce: Double { fatalError() }
}

/// A function defined by a two-dimensional curve that maps an input progress in the range [0,1] to an
/// output progress that is also in the range [0,1].
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct UnitCurve: Hashable, Sendable {
    public static let linear = UnitCurve()
    public static let easeIn = UnitCurve()
    public static let easeOut = UnitCurve()
    public static let easeInOut = UnitCurve()
    public static let circularEaseIn = UnitCurve()
    public static let circularEaseOut = UnitCurve()
    public static let circularEaseInOut = UnitCurve()
    /// Creates a new curve using bezier control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { fatalError() }
}

// MARK: Keyframes

/// A type that defines changes to a value over time.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value
}

/// A group of keyframes that define an interpolation curve of an animatable value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

/// A sequence of keyframes animating a single property of a root type.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    /// Creates an instance that animates the entire value from the root of the key path.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
    /// Creates an instance that animates the property of the root value at the given key path.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

/// Keyframes of several tracks, made by a keyframes builder.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct _KeyframesGroup<Value>: Keyframes {}

/// A builder that combines keyframe content values into a single value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
    public static func buildExpression<Content: KeyframeTrackContent>(_ expression: Content) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value { fatalError() }
    public static func buildBlock() -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildBlock<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
    public static func buildBlock<each K: Keyframes>(_ keyframes: repeat each K) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value { component }
}

/// Keyframes of a track, made by a keyframe track content builder.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct _KeyframeTrackGroup<Value: Animatable>: KeyframeTrackContent {}

/// The builder that creates keyframe track content from the keyframes that you define within a closure.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    public static func buildBlock<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value { keyframe }
    public static func buildBlock<each K: KeyframeTrackContent>(_ keyframes: repeat each K) -> _KeyframeTrackGroup<Value> { _KeyframeTrackGroup() }
    public static func buildArray<K: KeyframeTrackContent>(_ keyframes: [K]) -> _KeyframeTrackGroup<Value> where K.Value == Value { _KeyframeTrackGroup() }
}

/// A keyframe that uses simple linear interpolation.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe that uses a spring function to interpolate to the given value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe that immediately moves to the given value without interpolating.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value.
    public init(_ to: Value) {}
}

extension View {
    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `body`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View { self }

    /// Plays the given keyframes when the given trigger value changes, updating the view using the
    /// modifiers you apply in `body`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View { self }

    /// Cycles through the given phases continuously, updating the content using the view builder closure
    /// that you supply.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View { self }

    /// Animates effects that you apply to a view over a sequence of phases that change individually each
    /// time the trigger value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View { self }
}

// MARK: Symbol effects

/// An effect that you can apply to a symbol image.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect: Sendable {}

/// A type of symbol effect that applies its animation indefinitely, while active.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol IndefiniteSymbolEffect {}

/// A type of symbol effect that performs a transient animation each time a value changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol DiscreteSymbolEffect {}

/// A type of symbol effect that animates the change from one symbol to another.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ContentTransitionSymbolEffect {}

/// A type of symbol effect that animates a symbol in or out.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol TransitionSymbolEffect {}

/// A symbol effect that applies the bounce animation to a symbol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// A symbol effect that fades the opacity of some or all layers in a symbol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// A symbol effect that replaces the opacity of variable layers in a symbol with a repeating pattern.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// A symbol effect that scales symbol images.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// A symbol effect that makes the layers of a symbol-based image appear, or disappear, separately or as a
/// whole.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// A symbol effect that makes the layers of a symbol-based image disappear, separately or as a whole.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}

/// A symbol effect that animates the replacement of one symbol image with another.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// A symbol effect that wiggles a symbol.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var up: WiggleSymbolEffect { self }
    public var down: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { self }
    public var counterClockwise: WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
}

/// A symbol effect that rotates a symbol.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// A symbol effect that makes a symbol breathe: scale up and down, or pulse.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

/// A symbol effect that draws a symbol on, as a whole or one motion group at a time.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    public var byLayer: DrawOnSymbolEffect { self }
    public var individually: DrawOnSymbolEffect { self }
    public var wholeSymbol: DrawOnSymbolEffect { self }
}

/// A symbol effect that draws a symbol off, as a whole or one motion group at a time.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    public var byLayer: DrawOffSymbolEffect { self }
    public var individually: DrawOffSymbolEffect { self }
    public var wholeSymbol: DrawOffSymbolEffect { self }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension SymbolEffect where Self == DrawOnSymbolEffect {
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension SymbolEffect where Self == DrawOffSymbolEffect {
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// Options that configure how effects apply to symbol images.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectOptions: Equatable, Sendable {
    /// The default options.
    public static var `default`: SymbolEffectOptions { fatalError() }
    /// An option that repeats the effect indefinitely.
    public static var repeating: SymbolEffectOptions { fatalError() }
    /// An option that turns off repetition of the effect.
    public static var nonRepeating: SymbolEffectOptions { fatalError() }
    /// An option that repeats the effect a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { fatalError() }
    /// An option that sets the speed of the effect.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
    /// The options with the effect repeated indefinitely.
    public var repeating: SymbolEffectOptions { self }
    /// The options with the effect repeated a number of times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// The options with the effect at the given speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Returns a new view with a symbol effect added to it, running while `isActive` is true.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }

    /// Returns a new view with its inherited symbol image effects either removed or left unchanged, that
    /// runs the effect each time `value` changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }

    /// Removes all symbol effects from the view, or leaves them unchanged.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Creates a content transition that applies the symbol effect you specify.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition { fatalError() }
}

// MARK: Sensory feedback

/// Represents a type of haptic and/or audio feedback that can be played.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Hashable, Sendable {
    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback()
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback()
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback()
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback()
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback()
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback()
    /// Indicates that an activity started.
    public static let start = SensoryFeedback()
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback()
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback()
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback()
    /// Indicates a drawn path has completed and/or recognized.
    @available(iOS 17.5, *)
    public static let pathComplete = SensoryFeedback()
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback()
    /// An impact of the given weight and intensity.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }
    /// An impact of the given flexibility and intensity.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Sendable {
        public static let rigid = Flexibility()
        public static let solid = Flexibility()
        public static let soft = Flexibility()
    }
}

extension View {
    /// Plays the specified `feedback` when the provided `trigger` value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays the specified `feedback` when the provided `trigger` value changes and the `condition`
    /// closure returns `true`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Plays feedback when returned from the `feedback` closure after the provided `trigger` value
    /// changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }

    /// Plays feedback when returned from the `feedback` closure after the provided `trigger` value
    /// changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}
