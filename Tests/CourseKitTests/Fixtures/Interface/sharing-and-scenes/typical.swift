// Sharing and scenes: a model made `Transferable` (as JSON, and as text through a proxy) shared with
// `ShareLink`s and moved by drag and drop; a document-based app with a `FileDocument`; menu commands and
// keyboard shortcuts; and the Mac's settings, single window and menu bar extra.
import SwiftUI
import UniformTypeIdentifiers

struct Postcard: Codable, Hashable, Identifiable {
    var id = UUID()
    var city: String
    var message: String
}

extension UTType {
    static let postcard = UTType(exportedAs: "com.example.postcard")
}

extension Postcard: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .postcard)
        ProxyRepresentation(exporting: \.message)
    }
}

struct PostcardWall: View {
    @State private var postcards: [Postcard] = []
    @State private var isTargeted = false
    let website = URL(string: "https://example.com/postcards")!

    var body: some View {
        VStack {
            ShareLink(item: website)
            ShareLink("Share the site", item: website, subject: Text("Postcards"))
            ShareLink(item: "Greetings from Lisbon") {
                Label("Share text", systemImage: "text.quote")
            }
            if let first = postcards.first {
                ShareLink(item: first, preview: SharePreview(first.city, image: Image(systemName: "envelope")))
            }
            ForEach(postcards) { postcard in
                Text(postcard.city)
                    .draggable(postcard) {
                        Label(postcard.city, systemImage: "envelope")
                    }
            }
        }
        .dropDestination(for: Postcard.self) { items, _ in
            postcards.append(contentsOf: items)
            return true
        } isTargeted: { targeted in
            isTargeted = targeted
        }
        .background(isTargeted ? Color.accentColor.opacity(0.2) : .clear)
    }
}

struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""

    init(text: String = "") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let string = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            TextEditor(text: file.$document.text)
        }
        .commands {
            CommandMenu("Postcard") {
                Button("New Postcard") {}
                    .keyboardShortcut("n", modifiers: [.command, .shift])
            }
            CommandGroup(after: .newItem) {
                Button("Import…") {}
            }
            SidebarCommands()
        }
    }
}

// macOS only: on iOS, Window, Settings and MenuBarExtra are unavailable (Xcode says so).
#if os(macOS)
struct MacCompanion: App {
    var body: some Scene {
        WindowGroup {
            OpenerView()
        }
        Window("Activity", id: "activity") {
            Text("Recent postcards")
        }
        Settings {
            Form {
                Toggle("Notify me", isOn: .constant(true))
            }
        }
        MenuBarExtra("Postcards", systemImage: "envelope") {
            Button("Quit") {}
                .keyboardShortcut("q")
        }
        .menuBarExtraStyle(.menu)
    }
}
#endif

struct OpenerView: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Show activity") {
            openWindow(id: "activity")
        }
        .keyboardShortcut(.defaultAction)
    }
}
