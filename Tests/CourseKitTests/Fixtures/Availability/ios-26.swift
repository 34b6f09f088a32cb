// APIs that came with iOS 26 (checked at iOS 18.0: each marked use is the SDK's error; at iOS 26.0: none).
import SwiftUI

@Observable final class Countdown {
    var seconds = 0
}

struct ComposeView: View {
    @Environment(\.openURL) private var openURL
    var countdown: Countdown

    var body: some View {
        HStack {
            Button("Send", role: .confirm) { send() } // error: 'confirm' is only available in iOS 26.0 or newer
                .buttonStyle(.glassProminent) // error: 'glassProminent' is only available in iOS 26.0 or newer
            Button("Close", role: .close) {} // error: 'close' is only available in iOS 26.0 or newer
                .buttonStyle(.glass) // error: 'glass' is only available in iOS 26.0 or newer
        }
        .environment(\.openURL, OpenURLAction { _ in .systemAction(prefersInApp: true) }) // error: 'systemAction(prefersInApp:)' is only available in iOS 26.0 or newer
        .task {
            for await seconds in Observations({ countdown.seconds }) { // error: 'Observations' is only available in iOS 26.0 or newer
                print(seconds)
            }
        }
    }

    func send() {}
}
