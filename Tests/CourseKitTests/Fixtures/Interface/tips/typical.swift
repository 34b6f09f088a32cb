// Tips: a tip with a title, message, image, buttons and options; TipKit configured when the app starts;
// the tip shown inline and as a popover, closed by the user or invalidated when its feature is used; an
// event donated for the tips' rules. The file imports Foundation and TipKit only: TipKit brings SwiftUI
// along (its `Text` and `Image`), as on Apple's platforms.
import Foundation
import TipKit

struct FavoriteTip: Tip {
    static let favorited = Tips.Event(id: "favorited")

    var title: Text {
        Text("Save as a favorite")
    }

    var message: Text? {
        Text("Your favorites appear in the Favorites tab.")
    }

    var image: Image? {
        Image(systemName: "star")
    }

    var actions: [Action] {
        [
            Tips.Action(id: "learn-more", title: "Learn More"),
            Tips.Action(id: "dismiss") { Text("Not now") },
        ]
    }

    var options: [any TipOption] {
        [Tips.MaxDisplayCount(3), Tips.IgnoresDisplayFrequency(true)]
    }
}

struct SearchTip: Tip {
    var title: Text { Text("Search your notes") }
}

// Rules: a parameter of app state (`@Parameter`, read and set as a static property) and an event's
// donations, each with `#Rule`.
struct SyncTip: Tip {
    @Parameter
    static var isSignedIn: Bool = false
    @Parameter(.transient)
    static var noteCount = 0
    static let opened = Event(id: "opened")

    var title: Text { Text("Sync your notes") }

    var rules: [Rule] {
        [
            #Rule(Self.$isSignedIn) { $0 == true },
            #Rule(Self.$noteCount) { count in count >= 3 },
            #Rule(Self.opened) { event in
                event.donations.count >= 2
            },
        ]
    }
}

func signIn() {
    SyncTip.isSignedIn = true
    SyncTip.noteCount += 1
}

@main
struct NotesApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.daily),
            .datastoreLocation(.applicationDefault),
        ])
    }

    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

struct NotesView: View {
    private let favoriteTip = FavoriteTip()
    private let searchTip = SearchTip()
    @State private var isFavorite = false

    var body: some View {
        VStack {
            TipView(favoriteTip, arrowEdge: .bottom) { action in
                if action.id == "learn-more" {
                    print("Learn more")
                }
            }
            .tipBackground(Color.yellow.opacity(0.2))
            Button {
                isFavorite.toggle()
                favoriteTip.invalidate(reason: .actionPerformed)
                Task { await FavoriteTip.favorited.donate() }
            } label: {
                Image(systemName: isFavorite ? "star.fill" : "star")
            }
            .popoverTip(searchTip)
            TipView(searchTip)
                .tipImageSize(CGSize(width: 24, height: 24))
        }
    }
}
