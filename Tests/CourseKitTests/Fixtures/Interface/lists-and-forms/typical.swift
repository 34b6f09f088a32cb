// Lists, ForEach and forms: rows from identifiable data and from key paths, sections with headers and
// footers, deleting and moving rows, selection, search and refresh, and a settings form.
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var minutes: Int
    var isFavorite = false
}

struct RecipeList: View {
    @State private var recipes = [Recipe(title: "Soup", minutes: 30), Recipe(title: "Salad", minutes: 10)]
    @State private var query = ""
    @State private var selection = Set<Recipe.ID>()

    private var results: [Recipe] {
        query.isEmpty ? recipes : recipes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(results) { recipe in
                        HStack {
                            Text(recipe.title)
                            Spacer()
                            Text("\(recipe.minutes) min").foregroundStyle(.secondary)
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Favorite", systemImage: "star") { toggleFavorite(recipe) }
                                .tint(.yellow)
                        }
                    }
                    .onDelete(perform: delete)
                    .onMove { source, destination in
                        recipes.move(fromOffsets: source, toOffset: destination)
                    }
                } header: {
                    Text("Recipes")
                } footer: {
                    Text("\(recipes.count) recipes")
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $query, prompt: "Find a recipe")
            .refreshable {
                await reload()
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .toolbar { EditButton() }
            .navigationTitle("Recipes")
        }
    }

    private func delete(at offsets: IndexSet) {
        recipes.remove(atOffsets: offsets)
    }

    private func toggleFavorite(_ recipe: Recipe) {
        if let index = recipes.firstIndex(of: recipe) {
            recipes[index].isFavorite.toggle()
        }
    }

    private func reload() async {}
}

struct ShoppingList: View {
    @State private var items = ["Eggs", "Milk", "Bread"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .listRowSeparator(.hidden)
            }
            ForEach(0..<3) { index in
                Text("Row \(index)")
            }
            ForEach(Array(items.enumerated()), id: \.offset) { offset, item in
                Text("\(offset + 1). \(item)")
            }
        }
        .listStyle(.plain)
    }
}

struct FavoriteToggles: View {
    @State private var recipes = [Recipe(title: "Soup", minutes: 30)]

    var body: some View {
        List($recipes) { $recipe in
            Toggle(recipe.title, isOn: $recipe.isFavorite)
        }
    }
}

struct SettingsForm: View {
    enum Units: String, CaseIterable, Identifiable {
        case metric, imperial
        var id: Self { self }
    }

    @State private var name = ""
    @State private var units = Units.metric
    @State private var servings = 2
    @State private var remindsMe = true
    @State private var reminder = Date.now
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Section(header: Text("Profile"), footer: Text("Shown to friends")) {
                TextField("Name", text: $name)
                LabeledContent("Recipes", value: "12")
            }
            Section("Cooking") {
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases) { unit in
                        Text(unit.rawValue.capitalized).tag(unit)
                    }
                }
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            }
            Section {
                Toggle("Remind me", isOn: $remindsMe)
                if remindsMe {
                    DatePicker("At", selection: $reminder, displayedComponents: .hourAndMinute)
                }
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    Text("Nothing here yet")
                }
            }
        }
    }
}
