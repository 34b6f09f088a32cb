// AVKit, declarations only, written by us from Apple's public documentation.
// This file: SwiftUI's `VideoPlayer` (on Apple's platforms, seen with `import AVKit` and `import SwiftUI`
// together). `import AVKit` brings AVFoundation along, as on Apple's platforms.
@_exported import AVFoundation
import SwiftUI

/// A view that displays content from a player and a native user interface to control playback.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct VideoPlayer<VideoOverlay: View>: View {
    /// Creates a video-player user interface for the player object, with a view over its video.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {}
    public var body: Never { fatalError() }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// Creates a video-player user interface for the player object.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(player: AVPlayer?) {}
}
