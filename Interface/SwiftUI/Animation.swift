// SwiftUI, declarations only, written by us from Apple's public documentation.
// This file: animatable data, animations, transactions, transitions and matched geometry.

// MARK: Animatable data

/// A type that can serve as the animatable data of an animatable type.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self { fatalError() }
    public mutating func interpolate(towards other: Self, amount: Double) {}
    public func interpolated(towards other: Self, amount: Double) -> Self { fatalError() }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { fatalError() }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { fatalError() }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { fatalError() }
}

/// An empty type for animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, which is itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair<First, Second> { fatalError() }
    public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { fatalError() }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type that describes how to animate a property of a view.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

// MARK: Animations

/// The way a view changes over time to create a smooth visual transition from one state to another.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public var description: String { fatalError() }
    public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }

    public static var `default`: Animation { fatalError() }
    public static var linear: Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static var spring: Animation { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var bouncy: Animation { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var smooth: Animation { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static var snappy: Animation { fatalError() }
    public static var interactiveSpring: Animation { fatalError() }

    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { fatalError() }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }

    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
}

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// Returns the result of recomputing the view's body with the provided animation, and runs the completion
/// when all animations are complete.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { fatalError() }

extension View {
    /// Applies the given animation to this view when the specified value changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { self }

    /// Applies the given animation to all animatable values within the `body` closure.
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View { self }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type.
nonisolated public struct PlaceholderContentView<Value>: View {
    public var body: Never { fatalError() }
    init(_made: Never) {}
}

// MARK: Transactions

/// The context of the current state-processing update.
public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public var isContinuous: Bool = false

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

/// A key for accessing values in a transaction.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { fatalError() }

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

// MARK: Transitions

/// A type-erased transition.
public struct AnyTransition: Sendable {
    public init<T: Transition>(_ transition: T) {}
    public static var identity: AnyTransition { fatalError() }
    public static var opacity: AnyTransition { fatalError() }
    public static var scale: AnyTransition { fatalError() }
    public static var slide: AnyTransition { fatalError() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func push(from edge: Edge) -> AnyTransition { fatalError() }
    public static func offset(_ offset: CGSize) -> AnyTransition { fatalError() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}

/// A description of view changes to apply when a view is added to and removed from the view hierarchy.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    typealias Content = PlaceholderContentView<Self>
}

/// An indication of which of the three phases of a transition a view is in.
public enum TransitionPhase: Equatable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { fatalError() }
    public var value: Double { fatalError() }
}

/// A transition that returns the input view, unmodified, as the output view.
nonisolated public struct IdentityTransition: Transition, Sendable {
    public init() {}
    nonisolated public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension View {
    /// Associates a transition with the view.
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }
    /// Associates a transition with the view.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View { self }
}

// MARK: Matched geometry and content transitions

/// A dynamic property type that allows access to a namespace defined by the persistent identity of the
/// object containing the property.
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace defined by the persistent identity of an `@Namespace` dynamic property.
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: Namespace.ID { fatalError() }
}

/// A set of view properties that may be synchronized between views using `matchedGeometryEffect()`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

/// A kind of transition that applies to the content within a single view, rather than to the insertion
/// or removal of a view.
public struct ContentTransition: Equatable, Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    public static func numericText(value: Double) -> ContentTransition { fatalError() }
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that you
    /// provide.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    /// Modifies the view to use a given transition as its method of animating changes to the contents of
    /// its views.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
