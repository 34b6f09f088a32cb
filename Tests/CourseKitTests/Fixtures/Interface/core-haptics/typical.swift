// Custom haptics: an engine prepared when the view appears (restarted after a reset), a transient tap,
// a continuous buzz that fades along a parameter curve, a pattern read from an AHAP file, and an
// advanced player that loops and changes its intensity while it plays.
import CoreHaptics
import SwiftUI

@MainActor
final class Haptics {
    private var engine: CHHapticEngine?
    private var looping: (any CHHapticAdvancedPatternPlayer)?

    var isSupported: Bool { CHHapticEngine.capabilitiesForHardware().supportsHaptics }

    func prepare() {
        guard isSupported else { return }
        do {
            let engine = try CHHapticEngine()
            engine.isAutoShutdownEnabled = true
            engine.stoppedHandler = { reason in
                print("Stopped: \(reason.rawValue)")
            }
            engine.resetHandler = {
                print("Reset")
            }
            try engine.start()
            self.engine = engine
        } catch {
            print("No haptics: \(error.localizedDescription)")
        }
    }

    func tap(intensity: Float = 1, sharpness: Float = 0.5) {
        let event = CHHapticEvent(
            eventType: .hapticTransient,
            parameters: [
                CHHapticEventParameter(parameterID: .hapticIntensity, value: intensity),
                CHHapticEventParameter(parameterID: .hapticSharpness, value: sharpness),
            ],
            relativeTime: 0)
        do {
            let pattern = try CHHapticPattern(events: [event], parameters: [])
            let player = try engine?.makePlayer(with: pattern)
            try player?.start(atTime: CHHapticTimeImmediate)
        } catch {
            print(error)
        }
    }

    func fadingBuzz() throws {
        var events: [CHHapticEvent] = []
        for i in stride(from: 0, to: 1, by: 0.1) {
            events.append(CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: i))
        }
        events.append(
            CHHapticEvent(
                eventType: .hapticContinuous,
                parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8)],
                relativeTime: 1, duration: 2))
        let curve = CHHapticParameterCurve(
            parameterID: .hapticIntensityControl,
            controlPoints: [
                CHHapticParameterCurve.ControlPoint(relativeTime: 0, value: 1),
                .init(relativeTime: 2, value: 0),
            ],
            relativeTime: 1)
        let pattern = try CHHapticPattern(events: events, parameterCurves: [curve])
        try engine?.makePlayer(with: pattern).start(atTime: 0)
    }

    func playFile(named name: String) {
        guard let url = Bundle.main.url(forResource: name, withExtension: "ahap") else { return }
        try? engine?.playPattern(from: url)
    }

    func startLoop() throws {
        let pattern = try CHHapticPattern(
            events: [CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: 1)],
            parameters: [CHHapticDynamicParameter(parameterID: .hapticSharpnessControl, value: 0.3, relativeTime: 0)])
        let player = try engine?.makeAdvancedPlayer(with: pattern)
        player?.loopEnabled = true
        player?.playbackRate = 1.5
        player?.completionHandler = { _ in print("done") }
        try player?.start(atTime: CHHapticTimeImmediate)
        looping = player
    }

    func setLoopIntensity(_ value: Float) throws {
        let parameter = CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: value, relativeTime: 0)
        try looping?.sendParameters([parameter], atTime: CHHapticTimeImmediate)
    }

    func stop() {
        try? looping?.stop(atTime: CHHapticTimeImmediate)
        engine?.stop { error in
            if let error { print(error) }
        }
    }
}

struct HapticsView: View {
    @State private var haptics = Haptics()
    @State private var strength = 0.5

    var body: some View {
        VStack {
            Button("Tap", action: { haptics.tap() })
            Button("Buzz") { try? haptics.fadingBuzz() }
            Slider(value: $strength)
                .onChange(of: strength) { _, newValue in
                    try? haptics.setLoopIntensity(Float(newValue))
                }
        }
        .onAppear(perform: haptics.prepare)
        .onDisappear(perform: haptics.stop)
    }
}
