// Media in a SwiftUI app, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import AVKit
import SwiftUI

struct TrailerView: View {
    let url: URL
    @State private var player = AVPlayer()

    var body: some View {
        VideoPlayer(url: url) // error: incorrect argument label in call (have 'url:', expected 'player:') // error: cannot convert value of type 'URL' to expected argument type 'AVPlayer'
    }

    var overlaid: some View {
        VideoPlayer(player: player, overlay: { Text("Logo") }) // error: incorrect argument label in call (have 'player:overlay:', expected 'player:videoOverlay:')
    }

    func restart() {
        player.seek(to: 0) // error: cannot convert value of type 'Int' to expected argument type 'CMTime'
        AVPlayer().start() // error: value of type 'AVPlayer' has no member 'start'
    }
}

final class SoundPlayer {
    var player: AVAudioPlayer?

    func play(_ url: URL) {
        player = AVAudioPlayer(contentsOf: url) // error: call can throw, but it is not marked with 'try' and the error is not handled
    }

    func configure() throws {
        try AVAudioSession.sharedInstance().setCategory(.playbackAndRecord) // error: type 'AVAudioSession.Category' has no member 'playbackAndRecord'
    }

    func loop() {
        player?.numberOfLoops = true // error: cannot assign value of type 'Bool' to type 'Int'
    }
}

struct ReadAloud: View {
    let synthesizer = AVSpeechSynthesizer()

    var body: some View {
        Button("Speak") {
            synthesizer.speak("Hello") // error: cannot convert value of type 'String' to expected argument type 'AVSpeechUtterance'
        }
    }

    func slower() {
        let utterance = AVSpeechUtterance(text: "Hello") // error: incorrect argument label in call (have 'text:', expected 'string:')
        synthesizer.speak(utterance)
    }
}
