// Combine, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/combine). Nothing here runs: bodies exist only to satisfy the compiler.
// This file: the operators SwiftUI apps chain onto `@Published` properties, subjects, timers and
// notifications — timing (debounce, throttle, delay), combining (combineLatest, merge, zip, flatMap,
// switchToLatest), transforming and errors (scan, collect, tryMap, catch, replaceError, decode), scheduling
// (`receive(on:)` with `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers) — and the publishers
// of Foundation: `Timer.publish(every:on:in:)` with `autoconnect()`, `NotificationCenter.publisher(for:)`,
// `URLSession.dataTaskPublisher(for:)` and a sequence's `publisher`. Combine's types came with iOS 13,
// macOS 10.15, tvOS 13, watchOS 6 (and visionOS 1); what came later says so.

import Foundation
import Dispatch
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// MARK: Schedulers

/// A protocol that provides a scheduler with an expression for relative time.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions
    /// This scheduler's definition of the current moment in time.
    var now: SchedulerTimeType { get }
    /// The minimum tolerance allowed by the scheduler.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Performs the action at the next possible opportunity.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Performs the action at some time after the specified date.
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Performs the action at the next possible opportunity, with the default scheduler options.
    public func schedule(_ action: @escaping () -> Void) {}
    /// Performs the action at some time after the specified date, with the default tolerance and options.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {}
}

/// The time of a scheduler that counts in seconds: what `DispatchQueue`, `RunLoop` and `OperationQueue`
/// schedule against (the versions of their `SchedulerTimeType` pages).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _SchedulerTime: Strideable, Codable, Hashable, Sendable {
    /// A type that represents the distance between two values.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
        public var magnitude: Double
        public init(_ timeInterval: Double) { self.magnitude = timeInterval }
        public init(floatLiteral value: Double) { self.magnitude = value }
        public init(integerLiteral value: Int) { self.magnitude = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { self.magnitude = Double(source) }
        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1_000_000_000) }
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
    }
    public func distance(to other: _SchedulerTime) -> Stride { fatalError() }
    public func advanced(by n: Stride) -> _SchedulerTime { self }
}

// The page lists visionOS without a version.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public typealias SchedulerTimeType = _SchedulerTime
    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
    public var now: _SchedulerTime { fatalError() }
    public var minimumTolerance: _SchedulerTime.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    public typealias SchedulerTimeType = _SchedulerTime
    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions {}
    public var now: _SchedulerTime { fatalError() }
    public var minimumTolerance: _SchedulerTime.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue.
    public typealias SchedulerTimeType = _SchedulerTime
    /// Options that affect the operation of the operation queue scheduler.
    public struct SchedulerOptions {}
    public var now: _SchedulerTime { fatalError() }
    public var minimumTolerance: _SchedulerTime.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}

/// A scheduler for performing synchronous actions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = _SchedulerTime
    public typealias SchedulerOptions = Never
    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()
    public var now: _SchedulerTime { fatalError() }
    public var minimumTolerance: _SchedulerTime.Stride { fatalError() }
    public func schedule(options: Never?, _ action: @escaping () -> Void) {}
    public func schedule(after date: _SchedulerTime, tolerance: _SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void) {}
}

// MARK: Operator publishers

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between events.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that publishes either the most-recent or first element published by the upstream
    /// publisher in a specified time interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that transforms elements from an upstream publisher into a new publisher.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that flattens nested publishers, subscribing to the most recent one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher created by applying the merge function to two upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher created by applying the merge function to three upstream publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream publishers.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(_ upstream: Upstream...) {}
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher created by applying the zip function to two upstream publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that transforms elements from the upstream publisher by providing the current element
    /// to a closure along with the last value returned by the closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that publishes the value of a key path.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that buffers a maximum number of items.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that transforms all elements from the upstream publisher with a provided error-throwing
    /// closure.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that converts any failure from the upstream publisher into a new error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that appears to send a specified failure type.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that prints log messages for all publishing events, optionally prefixed with a given
    /// string.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        init(_made: Never) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        public static func == (lhs: Share, rhs: Share) -> Bool { fatalError() }
    }

    /// A publisher that decodes the output of its upstream with a decoder.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that encodes the output of its upstream with an encoder.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that publishes a given sequence of elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    /// A publisher that automatically connects to an upstream connectable publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }
}

// MARK: Coders

// `TopLevelEncoder` and `TopLevelDecoder`, with Foundation's coders: TopLevelCoders.swift.

// MARK: Operators

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> { fatalError() }
    /// Publishes either the most-recent or first element published by the upstream publisher in the
    /// specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> { fatalError() }
    /// Delays delivery of all output to the downstream receiver by a specified amount of time on a
    /// particular scheduler.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> { fatalError() }
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> { fatalError() }
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> { fatalError() }

    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of
    /// publishers you specify.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure { fatalError() }

    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either
    /// publisher.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure { fatalError() }
    /// Subscribes to an additional publisher and invokes a closure upon receiving output from either
    /// publisher.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure { fatalError() }
    /// Subscribes to two additional publishers and publishes a tuple upon receiving output from any of the
    /// publishers.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure { fatalError() }
    /// Combines elements from this publisher with those from another publisher of the same type,
    /// delivering an interleaved sequence of elements.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output { fatalError() }
    /// Combines elements from this publisher with those from two other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C> where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output { fatalError() }
    /// Combines elements from another publisher and deliver pairs of elements as tuples.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure { fatalError() }

    /// Transforms elements from the upstream publisher by providing the current element to a closure
    /// along with the last value returned by the closure.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> { fatalError() }
    /// Collects all received elements, and emits a single array of the collection when the upstream
    /// publisher finishes.
    public func collect() -> Publishers.Collect<Self> { fatalError() }
    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { fatalError() }
    /// Publishes the value of a key path of each element.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> { fatalError() }
    /// Transforms all elements from the upstream publisher with a provided error-throwing closure.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> { fatalError() }
    /// Converts any failure from the upstream publisher into a new error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> { fatalError() }
    /// Replaces nil elements in the stream with the provided element.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? { fatalError() }
    /// Replaces any errors in the stream with the provided element.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> { fatalError() }
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output { fatalError() }
    /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times you
    /// specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { fatalError() }
    /// Decodes the output from the upstream using a specified decoder.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input { fatalError() }
    /// Encodes the output from upstream using a specified encoder.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable { fatalError() }

    /// Performs the specified closures when publisher events occur.
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> { fatalError() }
    /// Prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> { fatalError() }
    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> { fatalError() }
    /// Publishes only elements that don't match the previous element, as the predicate decides.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { fatalError() }
}

extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> { fatalError() }
}

// iOS 14's `flatMap` forms where one side cannot fail: the failure type of the side that cannot is set to
// the other's. Both sides unable to fail has a form of its own, more specific than the two, so that
// `flatMap` from `Never` to `Never` is not ambiguous (Apple's Publisher page lists all four forms).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of
    /// publishers you specify.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> { fatalError() }
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of
    /// publishers you specify.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self> where P.Failure == Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of
    /// publishers you specify.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Sequence {
    /// A publisher that publishes the elements of the sequence.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

// MARK: Deferred and future results

/// A publisher that eventually produces a single value and then finishes or fails.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void
    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

/// A publisher that awaits subscription before running the supplied closure to create a publisher for the
/// new subscriber.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// The closure to execute when this deferred publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher
    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

// MARK: Connectable publishers and timers

/// A publisher that provides an explicit means of connecting and canceling publication.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance with which to
    /// cancel publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher { fatalError() }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }
        public func connect() -> any Cancellable { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {}
    }
}

// MARK: Notifications and URL sessions

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?
        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher { fatalError() }
    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher { fatalError() }

    /// A publisher that delivers the results of performing URL session data tasks.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        /// The URL request performed by the data task associated with this publisher.
        public let request: URLRequest
        /// The URL session that performs the data task associated with this publisher.
        public let session: URLSession
        /// Creates a data task publisher from the provided URL request and URL session.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }
}
