// Media in a SwiftUI app (AVKit, AVFoundation): a `VideoPlayer` over an `AVPlayer` made in a task, with an
// overlay; a looping background video; sound effects through `AVAudioPlayer` and the audio session; speech.
import AVFoundation
import AVKit
import SwiftUI

struct TrailerView: View {
    let url: URL
    @State private var player: AVPlayer?
    @State private var isPlaying = false

    var body: some View {
        VStack {
            if let player {
                VideoPlayer(player: player)
                    .frame(height: 220)
                Button(isPlaying ? "Pause" : "Play") {
                    isPlaying ? player.pause() : player.play()
                    isPlaying.toggle()
                }
                Button("Restart") {
                    player.seek(to: .zero)
                    player.play()
                }
            }
            VideoPlayer(player: AVPlayer(url: url)) {
                VStack {
                    Text("Watermark")
                        .font(.caption)
                    Spacer()
                }
            }
        }
        .task {
            let item = AVPlayerItem(url: url)
            player = AVPlayer(playerItem: item)
            player?.isMuted = true
            player?.volume = 0.5
        }
        .onDisappear {
            NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: player?.currentItem)
        }
    }
}

@MainActor
final class LoopingBackground {
    private let queuePlayer = AVQueuePlayer()
    private var looper: AVPlayerLooper?

    func start(with url: URL) {
        let item = AVPlayerItem(asset: AVURLAsset(url: url))
        looper = AVPlayerLooper(player: queuePlayer, templateItem: item)
        queuePlayer.play()
    }

    func duration(of url: URL) async throws -> Double {
        let asset = AVURLAsset(url: url)
        let duration = try await asset.load(.duration)
        return duration.seconds
    }

    func skip(seconds: Double) {
        let time = queuePlayer.currentTime() + CMTime(seconds: seconds, preferredTimescale: 600)
        queuePlayer.seek(to: time)
        _ = CMTimeGetSeconds(time)
    }
}

@MainActor
final class SoundPlayer: NSObject, AVAudioPlayerDelegate {
    static let shared = SoundPlayer()
    private var player: AVAudioPlayer?

    func play(_ name: String) {
        guard let url = Bundle.main.url(forResource: name, withExtension: "mp3") else { return }
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
            try AVAudioSession.sharedInstance().setActive(true)
            player = try AVAudioPlayer(contentsOf: url)
            player?.delegate = self
            player?.numberOfLoops = 0
            player?.prepareToPlay()
            player?.play()
        } catch {
            print("Could not play \(name): \(error.localizedDescription)")
        }
    }

    func stop() {
        player?.stop()
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
    }

    nonisolated func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        print("finished: \(flag)")
    }
}

struct ReadAloud: View {
    let text: String
    @State private var synthesizer = AVSpeechSynthesizer()

    var body: some View {
        HStack {
            Button("Speak") {
                let utterance = AVSpeechUtterance(string: text)
                utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
                utterance.rate = AVSpeechUtteranceDefaultSpeechRate * 0.9
                utterance.pitchMultiplier = 1.1
                synthesizer.speak(utterance)
            }
            Button("Stop") {
                synthesizer.stopSpeaking(at: .immediate)
            }
            .disabled(!synthesizer.isSpeaking)
        }
    }
}
