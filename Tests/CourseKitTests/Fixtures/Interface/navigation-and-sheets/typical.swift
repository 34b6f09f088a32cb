// Navigation and presentations: a stack driven by a path of values, links and destinations, titles and
// toolbars, a split view with a selection, tabs, and sheets, covers, alerts and confirmation dialogs.
import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    var name: String
    var state: String
}

enum Route: Hashable {
    case park(Park)
    case settings
}

struct ParkBrowser: View {
    let parks: [Park]
    @State private var path: [Route] = []
    @State private var isAdding = false
    @State private var editing: Park?
    @State private var confirmingReset = false
    @State private var showsError = false

    var body: some View {
        NavigationStack(path: $path) {
            List(parks) { park in
                NavigationLink(value: Route.park(park)) {
                    VStack(alignment: .leading) {
                        Text(park.name)
                        Text(park.state).font(.caption)
                    }
                }
                .swipeActions {
                    Button("Edit") { editing = park }
                }
            }
            .navigationTitle("Parks")
            .navigationBarTitleDisplayMode(.large)
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .park(let park):
                    ParkDetail(park: park)
                case .settings:
                    Text("Settings")
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { isAdding = true }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Settings") { path.append(.settings) }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Reset", role: .destructive) { confirmingReset = true }
                    Spacer()
                }
            }
            .sheet(isPresented: $isAdding) {
                AddParkSheet()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
            .sheet(item: $editing, onDismiss: { print("closed") }) { park in
                ParkDetail(park: park)
            }
            .confirmationDialog("Reset all parks?", isPresented: $confirmingReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive) { path.removeAll() }
                Button("Cancel", role: .cancel) {}
            }
            .alert("Could not load", isPresented: $showsError) {
                Button("OK") {}
            } message: {
                Text("Check your connection.")
            }
        }
    }
}

struct ParkDetail: View {
    let park: Park
    @State private var showsMap = false

    var body: some View {
        ScrollView {
            Text(park.name).font(.largeTitle)
            NavigationLink("Nearby parks") {
                Text("Nearby")
            }
            Button("Map") { showsMap = true }
        }
        .navigationTitle(park.name)
        .fullScreenCover(isPresented: $showsMap) {
            Text("Map of \(park.name)")
        }
    }
}

struct AddParkSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("New Park")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(name.isEmpty)
                }
            }
        }
        .interactiveDismissDisabled(!name.isEmpty)
    }
}

struct ParkSplitView: View {
    let parks: [Park]
    @State private var selection: Park.ID?
    @State private var navigationPath = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(parks, selection: $selection) { park in
                Text(park.name)
            }
            .navigationSplitViewColumnWidth(240)
        } detail: {
            if let park = parks.first(where: { $0.id == selection }) {
                NavigationStack(path: $navigationPath) {
                    ParkDetail(park: park)
                        .navigationDestination(for: Park.self) { ParkDetail(park: $0) }
                }
            } else {
                ContentUnavailableView("Pick a park", systemImage: "tree")
            }
        }
    }
}

struct RootTabs: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Parks", systemImage: "tree", value: 0) {
                ParkBrowser(parks: [])
            }
            Tab("Search", systemImage: "magnifyingglass", value: 1) {
                Text("Search")
            }
            // A tab with a value and no label.
            Tab(value: 2) {
                Text("Pages")
            }
        }
        .toolbarBackground(Color.indigo, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
    }
}

/// Tabs whose values are an enumeration's cases: the tab view's selection gives `.map` its type.
struct ScreenTabs: View {
    enum Screen: Hashable { case map, list }
    @State private var screen = Screen.map

    var body: some View {
        TabView(selection: $screen) {
            Tab(value: .map) {
                Text("Map")
            }
            Tab("List", systemImage: "list.bullet", value: .list) {
                Text("List")
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct OlderTabs: View {
    var body: some View {
        TabView {
            Text("Parks")
                .tabItem { Label("Parks", systemImage: "tree") }
                .badge(3)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// Navigation as tutorials wrote it before `NavigationStack`.
struct OlderParkList: View {
    let parks: [Park]

    var body: some View {
        NavigationView {
            List(parks) { park in
                NavigationLink(destination: ParkDetail(park: park)) {
                    Text(park.name)
                }
            }
            .navigationBarTitle("Parks", displayMode: .inline)
            .navigationBarItems(trailing: EditButton())
        }
        .navigationViewStyle(.stack)
    }
}
