import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

#Preview {
    Counter()
}

#Preview("Dark") {
    Counter()
        .preferredColorScheme(.dark)
}
