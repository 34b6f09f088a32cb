// CoreHaptics, declarations only, written by us from Apple's public documentation.
// This file: custom haptics as SwiftUI apps play them — `CHHapticEngine` (capabilities, start and stop,
// handlers, players), `CHHapticEvent` with its event types and parameters, dynamic parameters and
// parameter curves, `CHHapticPattern` (from events, a dictionary or an AHAP file) and the pattern players.
// Every declaration is iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0 unless it says otherwise.
import Foundation

/// A value that asks the engine to play without delay.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public let CHHapticTimeImmediate: TimeInterval = 0

// MARK: Events and parameters

/// An event that contains the data needed to play a single haptic or audio effect.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CHHapticEvent: NSObject {
    /// The kinds of haptic and audio events.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    public struct EventType: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief, impulsive haptic experience.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A haptic experience of longer duration, such as a sustained vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A sound of longer duration.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A sound from a custom audio resource.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// The parameters an event can carry.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    public struct ParameterID: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The strength of a haptic event.
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// The feel of a haptic event, from round and organic to crisp and precise.
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// The time at which a haptic pattern's intensity begins increasing.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// The time at which a haptic pattern's intensity begins decreasing.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// The time at which to begin fading the haptic pattern.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// A Boolean value that indicates whether to sustain a haptic event for its full duration.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// The volume of an audio event.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// The pitch of an audio event.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// The stereo panning of an audio event.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// The high-frequency content of an audio event.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    /// Creates an event of a type, with parameters, at a time relative to the pattern's start.
    public init(eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        fatalError()
    }
    /// Creates an event of a type and a duration, with parameters, at a time relative to the pattern's start.
    public init(
        eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime time: TimeInterval,
        duration: TimeInterval
    ) { fatalError() }
    /// Creates an event that plays a registered audio resource.
    public init(audioResourceID resID: UInt, parameters eventParameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        fatalError()
    }
    /// Creates an event of a duration that plays a registered audio resource.
    public init(
        audioResourceID resID: UInt, parameters eventParameters: [CHHapticEventParameter], relativeTime time: TimeInterval,
        duration: TimeInterval
    ) { fatalError() }

    /// The type of the event.
    open var type: EventType { fatalError() }
    /// The parameters of the event.
    open var eventParameters: [CHHapticEventParameter] { fatalError() }
    /// The time of the event relative to the pattern's start.
    open var relativeTime: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
    /// The duration of the event.
    open var duration: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}

/// A value that changes an event's feel (intensity, sharpness, attack…).
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CHHapticEventParameter: NSObject {
    /// Creates a parameter of an event.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) { fatalError() }
    /// The parameter's identifier.
    open var parameterID: CHHapticEvent.ParameterID { fatalError() }
    /// The parameter's value.
    open var value: Float {
        get { fatalError() }
        set { fatalError() }
    }
}

/// A value that changes all the events of a pattern while it plays.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CHHapticDynamicParameter: NSObject {
    /// The parameters a pattern can change while it plays.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    public struct ID: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Changes the intensity of the pattern's haptic events.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Changes the sharpness of the pattern's haptic events.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Changes the attack time of the pattern's haptic events.
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        /// Changes the decay time of the pattern's haptic events.
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        /// Changes the release time of the pattern's haptic events.
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        /// Changes the volume of the pattern's audio events.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        /// Changes the pitch of the pattern's audio events.
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        /// Changes the panning of the pattern's audio events.
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        /// Changes the brightness of the pattern's audio events.
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
    }

    /// Creates a dynamic parameter applied at a time relative to the pattern's start.
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) { fatalError() }
    /// The parameter's identifier.
    open var parameterID: ID { fatalError() }
    /// The parameter's value.
    open var value: Float {
        get { fatalError() }
        set { fatalError() }
    }
    /// The time the parameter applies, relative to the pattern's start.
    open var relativeTime: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}

/// A curve that changes a dynamic parameter smoothly between control points.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CHHapticParameterCurve: NSObject {
    /// A point of a curve: a value at a time relative to the curve's start.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    open class ControlPoint: NSObject {
        /// Creates a control point.
        public init(relativeTime time: TimeInterval, value: Float) { fatalError() }
        /// The time of the point.
        open var relativeTime: TimeInterval {
            get { fatalError() }
            set { fatalError() }
        }
        /// The value at the point.
        open var value: Float {
            get { fatalError() }
            set { fatalError() }
        }
    }

    /// Creates a curve of a parameter through control points.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        fatalError()
    }
    /// The parameter the curve changes.
    open var parameterID: CHHapticDynamicParameter.ID { fatalError() }
    /// The curve's control points.
    open var controlPoints: [ControlPoint] { fatalError() }
    /// The time the curve starts, relative to the pattern's start.
    open var relativeTime: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: Patterns

/// A set of events and parameters that play as one haptic experience.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CHHapticPattern: NSObject {
    /// The keys of a pattern's dictionary (the structure of an AHAP file).
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    public struct Key: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let version = Key(rawValue: "Version")
        public static let pattern = Key(rawValue: "Pattern")
        public static let event = Key(rawValue: "Event")
        public static let eventType = Key(rawValue: "EventType")
        public static let time = Key(rawValue: "Time")
        public static let eventDuration = Key(rawValue: "EventDuration")
        public static let eventParameters = Key(rawValue: "EventParameters")
        public static let parameter = Key(rawValue: "Parameter")
        public static let parameterID = Key(rawValue: "ParameterID")
        public static let parameterValue = Key(rawValue: "ParameterValue")
        public static let parameterCurve = Key(rawValue: "ParameterCurve")
        public static let parameterCurveControlPoints = Key(rawValue: "ParameterCurveControlPoints")
    }

    /// Creates a pattern from events and dynamic parameters.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws { fatalError() }
    /// Creates a pattern from events and parameter curves.
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws { fatalError() }
    /// Creates a pattern from a dictionary.
    public init(dictionary patternDict: [CHHapticPattern.Key: Any]) throws { fatalError() }
    /// Creates a pattern from an AHAP file.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    public init(contentsOf ahapURL: URL) throws { fatalError() }

    /// The duration of the pattern.
    open var duration: TimeInterval { fatalError() }
    /// The pattern as a dictionary.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    open func exportDictionary() throws -> [CHHapticPattern.Key: Any] { fatalError() }
}

// MARK: Players

/// A protocol that defines how to play a haptic pattern.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts playing the pattern at a time.
    func start(atTime time: TimeInterval) throws
    /// Stops playing the pattern at a time.
    func stop(atTime time: TimeInterval) throws
    /// Sends dynamic parameters to the playing pattern at a time.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Schedules a parameter curve on the playing pattern.
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    /// Stops the pattern at once, dropping what was scheduled.
    func cancel() throws
    /// A Boolean value that indicates whether the player is muted.
    var isMuted: Bool { get set }
}

/// A player that can pause, resume, seek, loop and change the rate of a pattern.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Pauses the pattern at a time.
    func pause(atTime time: TimeInterval) throws
    /// Resumes the pattern at a time.
    func resume(atTime time: TimeInterval) throws
    /// Moves to an offset within the pattern.
    func seek(toOffset offsetTime: TimeInterval) throws
    /// A Boolean value that indicates whether the pattern loops.
    var loopEnabled: Bool { get set }
    /// The time at which a loop ends.
    var loopEnd: TimeInterval { get set }
    /// The playback rate (1 is normal).
    var playbackRate: Float { get set }
    /// A closure the player calls when the pattern finishes (with an error where it failed).
    var completionHandler: ((any Error)?) -> Void { get set }
}

/// What the device's haptic hardware supports.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol CHHapticDeviceCapability {
    /// A Boolean value that indicates whether the device supports haptic playback.
    var supportsHaptics: Bool { get }
    /// A Boolean value that indicates whether the device supports audio playback through the engine.
    var supportsAudio: Bool { get }
}

// MARK: The engine

/// An object that represents the connection to the haptic server. (An `NSObject` subclass on Apple's
/// platforms; a root class here, since Linux's `NSObject.init()` cannot be overridden by a throwing one.)
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class CHHapticEngine {
    /// The reasons the engine stopped.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1
        case applicationSuspended = 2
        case idleTimeout = 3
        case notifyWhenFinished = 4
        case engineDestroyed = 5
        case gameControllerDisconnect = 6
        case systemError = -1
    }

    /// What the engine does when its players have finished.
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1
        case leaveEngineRunning = 2
    }

    public typealias CompletionHandler = @Sendable ((any Error)?) -> Void
    public typealias StoppedHandler = @Sendable (CHHapticEngine.StoppedReason) -> Void
    public typealias ResetHandler = @Sendable () -> Void
    public typealias FinishedHandler = @Sendable ((any Error)?) -> CHHapticEngine.FinishedAction

    /// Returns the haptic capabilities of the device.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { fatalError() }

    /// Creates an instance of the haptic engine.
    public init() throws { fatalError() }

    /// Starts the engine and waits for it to start.
    open func start() throws { fatalError() }
    /// Starts the engine, calling `completionHandler` when it has.
    open func start(completionHandler: CHHapticEngine.CompletionHandler? = nil) { fatalError() }
    /// Starts the engine.
    open func start() async throws { fatalError() }
    /// Stops the engine, calling `completionHandler` when it has.
    open func stop(completionHandler: CHHapticEngine.CompletionHandler? = nil) { fatalError() }
    /// Stops the engine.
    open func stop() async throws { fatalError() }

    /// A closure the engine calls when it stops because of an external event.
    open var stoppedHandler: CHHapticEngine.StoppedHandler {
        get { fatalError() }
        set { fatalError() }
    }
    /// A closure the engine calls after the haptic server restarts it.
    open var resetHandler: CHHapticEngine.ResetHandler {
        get { fatalError() }
        set { fatalError() }
    }
    /// Calls `finishedHandler` when all the engine's players have finished.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping CHHapticEngine.FinishedHandler) { fatalError() }

    /// Creates a player for a pattern.
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { fatalError() }
    /// Creates an advanced player for a pattern.
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        fatalError()
    }
    /// Plays the pattern of an AHAP file at once.
    open func playPattern(from fileURL: URL) throws { fatalError() }
    /// Plays the pattern of AHAP data at once.
    open func playPattern(from data: Data) throws { fatalError() }

    /// Registers an audio resource for audio events.
    open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> UInt {
        fatalError()
    }

    /// A Boolean value that indicates whether the engine stops itself when idle.
    open var isAutoShutdownEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// A Boolean value that indicates whether the engine plays haptics and no audio.
    open var playsHapticsOnly: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// A Boolean value that indicates whether the engine plays audio and no haptics.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    open var playsAudioOnly: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// A Boolean value that indicates whether audio is muted.
    open var isMutedForAudio: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// A Boolean value that indicates whether haptics are muted.
    open var isMutedForHaptics: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// The engine's current time.
    open var currentTime: TimeInterval { fatalError() }
}

/// An error of the haptic engine.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct CHHapticError: Error, Hashable, Sendable {
    /// The codes of the errors.
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case operationNotPermitted = -4806
        case engineStartTimeout = -4808
        case notSupported = -4809
        case serverInitFailed = -4810
        case serverInterrupted = -4811
        case invalidPatternPlayer = -4812
        case invalidPatternData = -4813
        case invalidPatternDictionary = -4814
        case invalidAudioSession = -4815
        case invalidParameterType = -4820
        case invalidEventType = -4821
        case invalidEventTime = -4822
        case invalidEventDuration = -4823
        case invalidAudioResource = -4824
        case resourceNotAvailable = -4825
        case badEventEntry = -4830
        case badParameterEntry = -4831
        case invalidTime = -4840
        case fileNotFound = -4851
        case insufficientPower = -4897
        case unknownError = -4898
        case memoryError = -4899
    }
    /// The error's code.
    public var code: Code { fatalError() }
    public static func == (lhs: CHHapticError, rhs: CHHapticError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}
