// Tips, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import TipKit

struct NoTitleTip: Tip { // error: type 'NoTitleTip' does not conform to protocol 'Tip'
    var message: Text? { Text("Missing its title") }
}

struct StringTitleTip: Tip { // error: type 'StringTitleTip' does not conform to protocol 'Tip'
    var title: String { "A string" }
}

struct GoodTip: Tip {
    var title: Text { Text("Good") }
}

struct TipsView: View {
    private let tip = GoodTip()

    var body: some View {
        TipView(tip, arrowEdge: .up) // error: type 'Edge?' has no member 'up'
    }

    var popover: some View {
        Text("Hi")
            .popoverTip(GoodTip.self) // error: type 'GoodTip.Type' cannot conform to 'Tip'
    }

    var inline: some View {
        TipView(tip: tip) // error: extraneous argument label 'tip:' in call
    }

    func configure() {
        Tips.configure() // error: call can throw, but it is not marked with 'try' and the error is not handled
    }

    func close() {
        tip.invalidate(reason: .closed) // error: type 'Tips.InvalidationReason' has no member 'closed'
    }

    func limit() -> [any TipOption] {
        [Tips.MaxDisplayCount(count: 3)] // error: extraneous argument label 'count:' in call
    }
}
