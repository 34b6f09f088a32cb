// The additions of iOS 16 to 18, with the mistakes authors make, each marked on its line with the
// compiler's message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

struct Folder: Identifiable {
    let id = UUID()
    var name: String
    var children: [Folder]
}

struct Mistakes: View {
    let folders: [Folder]
    @State private var position = ScrollPosition(edge: .top)
    @State private var offset: CGFloat = 0
    @State private var likes = 0
    @State private var showsInspector = false

    var body: some View {
        List(folders, children: \.children) { folder in // error: cannot convert value of type 'KeyPath<Folder, Array<Folder>>' to expected argument type 'KeyPath<Folder, [Folder]?>'
            Text(folder.name)
        }
    }

    var scrolling: some View {
        ScrollView {
            Text("Trips")
        }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.offset.y // error: value of type 'ScrollGeometry' has no member 'offset'
        } action: { _, newValue in
            offset = newValue
        }
    }

    var positioned: some View {
        ScrollView {
            Text("Trips")
        }
        .scrollPosition(position) // error: cannot convert value 'position' of type 'ScrollPosition' to expected type 'Binding<ScrollPosition>', use wrapper instead
    }

    var feedback: some View {
        Button("Like") { likes += 1 }
            .sensoryFeedback(.tap, trigger: likes) // error: type 'SensoryFeedback' has no member 'tap'
    }

    var symbol: some View {
        Image(systemName: "heart")
            .symbolEffect(.scale.up, value: likes) // error: instance method 'symbolEffect(_:options:value:)' requires that 'ScaleSymbolEffect' conform to 'DiscreteSymbolEffect'
    }

    var inspector: some View {
        Text("Trips")
            .inspector(showsInspector) { // error: missing argument label 'isPresented:' in call // error: cannot convert value 'showsInspector' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
                Text("Details")
            }
    }

    var clock: some View {
        TimelineView(.every(1)) { context in // error: type 'TimelineSchedule' has no member 'every'
            Text(context.date, style: .time)
        }
    }
}
