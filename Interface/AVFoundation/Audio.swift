// AVFoundation, declarations only, written by us from Apple's public documentation.
// This file: sound as SwiftUI apps play it — `AVAudioPlayer` with its delegate, the `AVAudioSession`
// basics, and speech with `AVSpeechSynthesizer` and `AVSpeechUtterance` (AVFAudio's, which
// `import AVFoundation` brings). A delegate's optional methods are requirements with empty defaults here.
import Foundation

/// A protocol that defines the methods to respond to audio playback events and decoding errors.
@available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// Tells the delegate when the audio finishes playing.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Tells the delegate when an audio player encounters a decoding error during playback.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// An object that plays audio data from a file or buffer.
@available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
open class AVAudioPlayer: NSObject {
    /// Creates a player to play audio from a file.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    public init(contentsOf url: URL) throws {}
    /// Creates a player to play audio from a file of a particular type.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {}
    /// Creates a player to play in-memory audio data.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    public init(data: Data) throws {}
    /// Creates a player to play in-memory audio data of a particular type.
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    public init(data: Data, fileTypeHint utiString: String?) throws {}

    /// Plays audio asynchronously.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    @discardableResult
    open func play() -> Bool { fatalError() }
    /// Plays audio asynchronously, starting at a specified point in the audio output device's timeline.
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { fatalError() }
    /// Pauses audio playback.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open func pause() {}
    /// Stops playback and undoes the setup the system requires for playback.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open func stop() {}
    /// Prepares the player for audio playback.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    @discardableResult
    open func prepareToPlay() -> Bool { fatalError() }
    /// A Boolean value that indicates whether the player is playing audio.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var isPlaying: Bool { fatalError() }
    /// The audio player's volume relative to other audio output (0.0 to 1.0).
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var volume: Float {
        get { fatalError() }
        set {}
    }
    /// The number of times the audio repeats playback (-1 loops until stopped).
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var numberOfLoops: Int {
        get { fatalError() }
        set {}
    }
    /// The current playback time, in seconds, within the audio timeline.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var currentTime: TimeInterval {
        get { fatalError() }
        set {}
    }
    /// The total duration, in seconds, of the player's audio.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var duration: TimeInterval { fatalError() }
    /// The audio player's playback rate.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var rate: Float {
        get { fatalError() }
        set {}
    }
    /// A Boolean value that indicates whether you can adjust the playback rate.
    @available(iOS 5.0, macOS 10.8, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var enableRate: Bool {
        get { fatalError() }
        set {}
    }
    /// The delegate object for the audio player.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open weak var delegate: (any AVAudioPlayerDelegate)? = nil
    /// The URL of the audio file.
    @available(iOS 2.2, macOS 10.7, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
    open var url: URL? { fatalError() }
}

/// An object that communicates to the system how you intend to use audio in your app.
@available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class AVAudioSession: NSObject {
    /// Audio session category identifiers.
    @available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The category for an app in which sound playback is nonprimary.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default audio session category.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// The category for playing recorded music or other sounds that are central to the app.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// The category for recording audio while also silencing playback audio.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// The category for recording (input) and playback (output) of audio.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// The category for routing distinct streams of audio data to different output devices.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    /// Audio session mode identifiers.
    @available(iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public struct Mode: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default audio session mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// A mode that indicates that your app is playing back movie content.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// A mode used for continuous spoken audio to pause the audio when another app plays a short prompt.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// A mode that indicates that your app is performing two-way voice communication.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// A mode that indicates that your app is performing measurement of audio input or output.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }
    /// Constants that specify optional audio behaviors.
    @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// An option that indicates whether audio from this session mixes with audio from other apps.
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        /// An option that reduces the volume of other audio sessions while audio from this session plays.
        public static let duckOthers = CategoryOptions(rawValue: 2)
        /// An option that determines whether to route audio from the session to the built-in speaker.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
        /// An option that interrupts spoken audio of other apps.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 17)
    }
    /// Options for deactivating an audio session.
    @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// An option that indicates that the system notifies other apps that your session deactivated.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Returns the shared audio session instance.
    @available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func sharedInstance() -> AVAudioSession { fatalError() }
    /// The current audio session category.
    @available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var category: AVAudioSession.Category { fatalError() }
    /// The current audio session's mode.
    @available(iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var mode: AVAudioSession.Mode { fatalError() }
    /// Sets the audio session's category.
    @available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func setCategory(_ category: AVAudioSession.Category) throws {}
    /// Sets the audio session's category with the specified options.
    @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions = []) throws {}
    /// Sets the audio session's category, mode, and options.
    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open func setCategory(
        _ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
        options: AVAudioSession.CategoryOptions = []
    ) throws {}
    /// Sets the audio session's mode.
    @available(iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func setMode(_ mode: AVAudioSession.Mode) throws {}
    /// Activates or deactivates your app's audio session using the specified options.
    @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws {}
}

/// A protocol that defines methods that a speech synthesizer's delegate implements.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    /// Tells the delegate when the synthesizer begins speaking an utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// Tells the delegate when the synthesizer finishes speaking an utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Tells the delegate when the synthesizer is about to speak a portion of an utterance's text.
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance
    ) {}
}

/// Constants that define when to stop or pause speech.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum AVSpeechBoundary: Int, Sendable {
    /// Stop or pause speech immediately.
    case immediate = 0
    /// Stop or pause speech after the synthesizer finishes speaking the current word.
    case word = 1
}

/// An object that produces synthesized speech from text utterances.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class AVSpeechSynthesizer: NSObject {
    /// Creates a speech synthesizer.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public override init() {}
    /// Adds the utterance you specify to the speech synthesizer's queue.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speech at the boundary you specify.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { fatalError() }
    /// Pauses speech at the boundary you specify.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { fatalError() }
    /// Resumes speech from its paused point.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @discardableResult
    open func continueSpeaking() -> Bool { fatalError() }
    /// A Boolean value that indicates whether the speech synthesizer is speaking.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isSpeaking: Bool { fatalError() }
    /// A Boolean value that indicates whether the speech synthesizer is paused.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var isPaused: Bool { fatalError() }
    /// The delegate object for the speech synthesizer.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open weak var delegate: (any AVSpeechSynthesizerDelegate)? = nil
}

/// A distinct voice for use in speech synthesis.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class AVSpeechSynthesisVoice: NSObject {
    /// Retrieves a voice for the BCP 47 language code you specify.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init?(language languageCode: String?) {}
    /// Retrieves a voice for the identifier you specify.
    @available(iOS 9.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init?(identifier: String) {}
    /// Retrieves all available voices on the device.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { fatalError() }
    /// The BCP 47 code of the voice's language.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var language: String { fatalError() }
    /// The name of the voice.
    @available(iOS 9.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var name: String { fatalError() }
    /// The unique identifier of the voice.
    @available(iOS 9.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var identifier: String { fatalError() }
}

/// The default rate of speech.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// The minimum rate of speech.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0.0
/// The maximum rate of speech.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1.0

/// An object that encapsulates the text for speech synthesis and parameters that affect the speech.
@available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class AVSpeechUtterance: NSObject {
    /// Creates an utterance with the text string that you specify for the speech synthesizer to speak.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(string: String) {}
    /// The text that a speech synthesizer speaks.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var speechString: String { fatalError() }
    /// The voice the speech synthesizer uses when speaking the utterance.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var voice: AVSpeechSynthesisVoice? {
        get { fatalError() }
        set {}
    }
    /// The rate the speech synthesizer uses when speaking the utterance.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var rate: Float {
        get { fatalError() }
        set {}
    }
    /// The baseline pitch the speech synthesizer uses when speaking the utterance (0.5 to 2.0).
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var pitchMultiplier: Float {
        get { fatalError() }
        set {}
    }
    /// The volume the speech synthesizer uses when speaking the utterance (0.0 to 1.0).
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var volume: Float {
        get { fatalError() }
        set {}
    }
    /// The amount of time the speech synthesizer pauses before speaking the utterance.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var preUtteranceDelay: TimeInterval {
        get { fatalError() }
        set {}
    }
    /// The amount of time the speech synthesizer pauses after speaking an utterance.
    @available(iOS 7.0, macOS 10.14, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var postUtteranceDelay: TimeInterval {
        get { fatalError() }
        set {}
    }
}
