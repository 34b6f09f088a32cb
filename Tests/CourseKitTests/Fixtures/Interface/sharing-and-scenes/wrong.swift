// Sharing and scenes, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import UniformTypeIdentifiers

struct Postcard: Codable, Identifiable {
    var id = UUID()
    var city: String
}

extension Postcard: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

struct Sticker: Identifiable {
    let id: Int
    var name: String
}

struct Badge {}

extension Badge: Transferable {} // error: type 'Badge' does not conform to protocol 'Transferable'

struct Wall: View {
    @State private var postcards: [Postcard] = []
    let sticker = Sticker(id: 1, name: "Sun")
    let postcard = Postcard(city: "Lisbon")

    var body: some View {
        ShareLink(item: postcard) // error: no exact matches in call to initializer
    }

    var dragged: some View {
        Text(sticker.name)
            .draggable(sticker) // error: instance method 'draggable' requires that 'Sticker' conform to 'Transferable'
    }

    var dropped: some View {
        Text("Drop here")
            .dropDestination(for: Postcard) { items, _ in // error: expected member name or initializer call after type name
                postcards.append(contentsOf: items)
            }
    }

    var shortcut: some View {
        Button("New") {}
            .keyboardShortcut("new") // error: no exact matches in call to instance method 'keyboardShortcut'
    }
}

struct Notes: App {
    var body: some Scene {
        WindowGroup {
            Text("Notes")
        }
        .commands {
            CommandGroup(after: .file) { // error: type 'CommandGroupPlacement' has no member 'file'
                Button("Import") {}
            }
        }
    }
}
