// Custom haptics, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import CoreHaptics
import SwiftUI

final class Buzzer {
    var engine: CHHapticEngine?

    func noTry() {
        engine = CHHapticEngine() // error: call can throw, but it is not marked with 'try' and the error is not handled
    }

    func supported() -> Bool {
        CHHapticEngine.capabilitiesForHardware.supportsHaptics // error: method 'capabilitiesForHardware' was used as a property; add () to call it
    }

    func misspelledType() {
        _ = CHHapticEvent(eventType: .transient, parameters: [], relativeTime: 0) // error: type 'CHHapticEvent.EventType' has no member 'transient'
    }

    func doubleValue(_ strength: Double) {
        _ = CHHapticEventParameter(parameterID: .hapticIntensity, value: strength) // error: cannot convert value of type 'Double' to expected argument type 'Float'
    }

    func wrongParameterKind() {
        _ = CHHapticDynamicParameter(parameterID: .hapticIntensity, value: 1, relativeTime: 0) // error: type 'CHHapticDynamicParameter.ID' has no member 'hapticIntensity'
    }

    func missingTime() {
        _ = CHHapticEvent(eventType: .hapticTransient, parameters: []) // error: missing argument for parameter 'relativeTime' in call
    }

    func play(_ events: [CHHapticEvent]) throws {
        let pattern = try CHHapticPattern(events: events) // error: missing argument for parameter 'parameters' in call
        _ = pattern
    }

    func startPlayer(_ pattern: CHHapticPattern) throws {
        let player = try engine?.makePlayer(with: pattern)
        try player?.start() // error: missing argument for parameter 'atTime' in call
    }

    func loop(_ player: any CHHapticPatternPlayer) {
        player.loopEnabled = true // error: value of type 'any CHHapticPatternPlayer' has no member 'loopEnabled'
    }
}
