// iOS 26, the course's platform: Liquid Glass on custom controls (effects, tints, interactive glass, a
// container whose shapes morph and unite, a symbol drawn on), glass button styles, toolbars with spacers
// and the search item, the background extension effect, scroll edge effects, a tab bar that minimizes with
// a bottom accessory, styled text editing, and a web view over an observed page.
import SwiftUI
import WebKit

struct Trip: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct GlassControls: View {
    @Namespace private var glass
    @State private var isExpanded = false
    @State private var rating = 3

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            HStack(spacing: 20) {
                Image(systemName: "pencil")
                    .symbolEffect(.drawOn.byLayer, isActive: !isExpanded)
                    .frame(width: 56, height: 56)
                    .glassEffect()
                    .glassEffectID("pencil", in: glass)
                if isExpanded {
                    Image(systemName: "eraser")
                        .frame(width: 56, height: 56)
                        .glassEffect(.regular.tint(.orange).interactive())
                        .glassEffectID("eraser", in: glass)
                        .glassEffectTransition(.matchedGeometry)
                }
                ForEach(1..<4) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .padding()
                        .glassEffect(.clear, in: .circle)
                        .glassEffectUnion(id: "stars", namespace: glass)
                }
            }
        }
        .overlay(alignment: .bottom) {
            HStack {
                Button("Less") { rating -= 1 }
                    .buttonStyle(.glass)
                Button("Expand") { withAnimation { isExpanded.toggle() } }
                    .buttonStyle(.glassProminent)
            }
            .glassEffect(.identity, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

struct TripsTabs: View {
    @State private var query = ""
    let trips: [Trip]

    var body: some View {
        TabView {
            Tab("Trips", systemImage: "airplane") {
                NavigationStack {
                    List(trips) { trip in
                        Label(trip.name, systemImage: "mappin")
                            .labelIconToTitleSpacing(12)
                    }
                    .navigationTitle("Trips")
                    .navigationSubtitle("Upcoming")
                    .searchable(text: $query)
                    .scrollEdgeEffectStyle(.soft, for: .top)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Add", systemImage: "plus") {}
                        }
                        .sharedBackgroundVisibility(.hidden)
                        ToolbarSpacer(.fixed, placement: .topBarTrailing)
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") {}
                        }
                        DefaultToolbarItem(kind: .search, placement: .bottomBar)
                        ToolbarSpacer(placement: .bottomBar)
                    }
                }
            }
            Tab("Map", systemImage: "map") {
                Image("World")
                    .resizable()
                    .scaledToFill()
                    .backgroundExtensionEffect()
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            NowPlaying()
        }
    }
}

struct NowPlaying: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        switch placement {
        case .expanded:
            Text("Flight LH 400, boarding at 10:40")
        default:
            Text("LH 400")
        }
    }
}

struct JournalEditor: View {
    @State private var text = AttributedString("Day one: ")
    @State private var selection = AttributedTextSelection()

    var body: some View {
        TextEditor(text: $text, selection: $selection)
            .padding()
            .glassEffect(.regular, in: .rect(cornerRadius: 20))
    }
}

struct GuideView: View {
    @State private var page = WebPage()
    let guide = URL(string: "https://example.com/guide")!

    var body: some View {
        VStack {
            if page.isLoading {
                ProgressView(value: page.estimatedProgress)
            }
            WebView(page)
                .webViewMagnificationGestures(.enabled)
        }
        .navigationTitle(page.title)
        .onAppear {
            page.load(URLRequest(url: guide))
        }
    }
}

struct LinkOnlyGuide: View {
    var body: some View {
        WebView(url: URL(string: "https://example.com"))
    }
}
