// AVFoundation, declarations only, written by us from Apple's public documentation.
// This file: playing media as SwiftUI apps do — `AVPlayer` and `AVPlayerItem` over an `AVAsset` or a URL,
// `AVQueuePlayer` and `AVPlayerLooper`, and Core Media's `CMTime`, which `import AVFoundation` brings.
@_exported import Foundation

/// A structure that represents a time value (Core Media).
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
public struct CMTime: Equatable, Comparable, Hashable, Sendable {
    /// Creates a time with a value and a timescale.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public init(value: Int64, timescale: Int32) {}
    /// Creates a time from seconds and a preferred timescale.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public init(seconds: Double, preferredTimescale: Int32) {}
    /// The time zero.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public static let invalid = CMTime(value: 0, timescale: 0)
    /// The time as seconds.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public var seconds: Double { fatalError() }
    /// A Boolean value that indicates whether the time is valid.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public var isValid: Bool { fatalError() }
    /// A Boolean value that indicates whether the time is a number.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
    public var isNumeric: Bool { fatalError() }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { fatalError() }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { fatalError() }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { fatalError() }
}

/// Makes a time from seconds and a preferred timescale (Core Media).
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime { fatalError() }
/// Returns the time as seconds (Core Media).
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 6.0, visionOS 1.0, *)
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { fatalError() }

/// An object that models timed audiovisual media.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
open class AVAsset: NSObject, @unchecked Sendable {
    /// Loads the value of a property asynchronously.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { fatalError() }
}

/// A property of an asset that loads asynchronously.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public class AVAsyncProperty<Root, Value>: @unchecked Sendable {}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
    /// The duration of the asset.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { fatalError() }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
    /// A Boolean value that indicates whether the asset is playable.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { fatalError() }
}

/// An object that you use to initialize an asset from a local or remote URL.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// Creates an asset that models the media at a URL.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public init(url URL: URL, options: [String: Any]? = nil) {}
    /// The URL of the asset.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var url: URL { fatalError() }
}

/// An object that models the timing and presentation state of an asset during playback.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
open class AVPlayerItem: NSObject {
    /// The statuses of a player item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }
    /// Creates a player item with a specified URL.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public convenience init(url URL: URL) { fatalError() }
    /// Creates a player item for a specified asset.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public convenience init(asset: AVAsset) { fatalError() }
    /// The asset of the item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var asset: AVAsset { fatalError() }
    /// The status of the item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var status: AVPlayerItem.Status { fatalError() }
    /// The duration of the item.
    @available(iOS 4.3, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var duration: CMTime { fatalError() }
    /// The error that caused the item to fail.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var error: (any Error)? { fatalError() }
    /// Returns the current time of the item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func currentTime() -> CMTime { fatalError() }
    /// Sets the current playback time to the specified time.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {}
}

extension AVPlayerItem {
    /// Posted when the item has played to its end time.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

/// An object that provides the interface to control the player's transport behavior.
@available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
open class AVPlayer: NSObject {
    /// The statuses of a player.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }
    /// The states of a player's playback.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }
    /// What a player does when its item plays to its end.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// Creates a player object.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public override init() {}
    /// Creates a new player to play a single audiovisual resource referenced by a given URL.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public init(url URL: URL) {}
    /// Creates a new player to play the specified player item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public init(playerItem item: AVPlayerItem?) {}

    /// Begins playback of the current item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func play() {}
    /// Pauses playback of the current item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func pause() {}
    /// The item for which the player is currently controlling playback.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var currentItem: AVPlayerItem? { fatalError() }
    /// Replaces the current item with a new item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func replaceCurrentItem(with item: AVPlayerItem?) {}
    /// The current playback rate.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var rate: Float {
        get { fatalError() }
        set {}
    }
    /// The audio playback volume for the player (0.0 to 1.0).
    @available(iOS 7.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var volume: Float {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether the player's audio output is muted.
    @available(iOS 7.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var isMuted: Bool {
        get { fatalError() }
        set {}
    }
    /// A value that indicates whether the player can be used for playback.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var status: AVPlayer.Status { fatalError() }
    /// A value that indicates whether playback is in progress, paused, or waiting.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var timeControlStatus: AVPlayer.TimeControlStatus { fatalError() }
    /// The action to perform when the current item has finished playing.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open var actionAtItemEnd: AVPlayer.ActionAtItemEnd {
        get { fatalError() }
        set {}
    }
    /// Returns the current time of the current player item.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func currentTime() -> CMTime { fatalError() }
    /// Requests that the player seek to a specified time.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func seek(to time: CMTime) {}
    /// Requests that the player seek to a specified time, and calls the handler when it is done.
    @available(iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {}
    /// Requests that the player seek to a specified time, and returns whether it finished.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public func seek(to time: CMTime) async -> Bool { fatalError() }
    /// Requests the periodic invocation of a given block during playback to report changing time.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any { fatalError() }
    /// Cancels a previously registered periodic or boundary time observer.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func removeTimeObserver(_ observer: Any) {}
}

/// A player that plays a sequence of player items.
@available(iOS 4.1, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
open class AVQueuePlayer: AVPlayer {
    /// Creates a queue player with player items from the specified array.
    @available(iOS 4.1, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public init(items: [AVPlayerItem]) { fatalError() }
    /// Creates a queue player with no items.
    @available(iOS 4.1, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    public override init() { fatalError() }
    /// Ends playback of the current item and starts playback of the next item in the queue.
    @available(iOS 4.1, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func advanceToNextItem() {}
    /// Returns an array of the currently enqueued items.
    @available(iOS 4.1, macOS 10.7, tvOS 9.0, watchOS 1.0, visionOS 1.0, *)
    open func items() -> [AVPlayerItem] { fatalError() }
}

/// An object that loops media content using a queue player.
@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class AVPlayerLooper: NSObject {
    /// Creates a player looper that continuously plays a player item.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) { fatalError() }
    /// Stops looping.
    @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func disableLooping() {}
}
