// SwiftData as a SwiftUI app uses it: models with attributes and relationships, queries in views
// (sorted, filtered, set up in an initializer), inserting and deleting through the environment's
// model context, editing a model through `@Bindable`, a container made for the app's scene, a
// preview with an in-memory container, fetches of one's own, and a model actor.
import SwiftData
import SwiftUI

@Model
final class Recipe {
    @Attribute(.unique) var title: String
    var summary: String
    var createdAt: Date
    var rating: Int
    var isFavorite = false
    var servings: Int?
    @Attribute(.externalStorage) var photo: Data?
    @Relationship(deleteRule: .cascade, inverse: \Ingredient.recipe) var ingredients: [Ingredient] = []
    var cuisine: Cuisine?
    @Transient var isExpanded = false

    init(title: String, summary: String = "", rating: Int = 3) {
        self.title = title
        self.summary = summary
        self.createdAt = .now
        self.rating = rating
    }

    var ingredientCount: Int { ingredients.count }
}

@Model
final class Ingredient {
    var name: String
    var grams: Double
    var recipe: Recipe?

    init(name: String, grams: Double) {
        self.name = name
        self.grams = grams
    }
}

@Model
final class Cuisine {
    #Unique<Cuisine>([\.name])
    #Index<Cuisine>([\.name])

    var name: String
    @Relationship(deleteRule: .nullify) var recipes: [Recipe] = []

    init(name: String) {
        self.name = name
    }
}

// MARK: Views

struct RecipeListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Recipe.createdAt, order: .reverse) private var recipes: [Recipe]
    @Query(filter: #Predicate<Recipe> { $0.isFavorite }, sort: [SortDescriptor(\Recipe.title)])
    private var favorites: [Recipe]
    @Query private var cuisines: [Cuisine]
    @State private var selection: Recipe?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Favorites: \(favorites.count)") {
                    ForEach(recipes) { recipe in
                        NavigationLink(value: recipe) {
                            RecipeRow(recipe: recipe)
                        }
                    }
                    .onDelete(perform: deleteRecipes)
                }
            }
            .toolbar {
                Button("Add", systemImage: "plus", action: addRecipe)
            }
        } detail: {
            if let selection {
                RecipeEditor(recipe: selection)
            } else {
                ContentUnavailableView("Pick a recipe", systemImage: "fork.knife")
            }
        }
    }

    private func addRecipe() {
        withAnimation {
            let recipe = Recipe(title: "New recipe")
            recipe.ingredients.append(Ingredient(name: "Flour", grams: 200))
            recipe.cuisine = cuisines.first
            modelContext.insert(recipe)
            selection = recipe
        }
    }

    private func deleteRecipes(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(recipes[index])
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.title)
            Spacer()
            Text("\(recipe.ingredientCount) ingredients")
                .foregroundStyle(.secondary)
        }
    }
}

struct RecipeEditor: View {
    @Bindable var recipe: Recipe

    var body: some View {
        Form {
            TextField("Title", text: $recipe.title)
            TextField("Summary", text: $recipe.summary, axis: .vertical)
            Stepper("Rating: \(recipe.rating)", value: $recipe.rating, in: 1...5)
            Toggle("Favorite", isOn: $recipe.isFavorite)
            ForEach(recipe.ingredients) { ingredient in
                Text("\(ingredient.name), \(ingredient.grams, format: .number) g")
            }
        }
        .navigationTitle(recipe.title)
    }
}

/// A query that depends on the view's input: set in the initializer.
struct SearchResults: View {
    @Query private var recipes: [Recipe]

    init(searchText: String, sortOrder: SortOrder = .forward) {
        _recipes = Query(
            filter: #Predicate<Recipe> { recipe in
                searchText.isEmpty || recipe.title.localizedStandardContains(searchText)
            },
            sort: \Recipe.title, order: sortOrder)
    }

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.title)
        }
    }
}

/// The newest few recipes, through a fetch descriptor, animated.
struct RecentRecipes: View {
    static var newest: FetchDescriptor<Recipe> {
        var descriptor = FetchDescriptor<Recipe>(sortBy: [SortDescriptor(\.createdAt, order: .reverse)])
        descriptor.fetchLimit = 5
        return descriptor
    }

    @Query(RecentRecipes.newest, animation: .default) private var recipes: [Recipe]
    @Query(sort: \Recipe.servings) private var byServings: [Recipe]

    var body: some View {
        ForEach(recipes) { recipe in
            Text(recipe.title)
        }
    }
}

// MARK: The app

@main
struct CookbookApp: App {
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([Recipe.self, Ingredient.self, Cuisine.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create the model container: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            RecipeListView()
        }
        .modelContainer(sharedModelContainer)
    }
}

struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeListView()
                .modelContainer(for: Recipe.self, isAutosaveEnabled: false)
        }
        .modelContainer(for: [Recipe.self, Ingredient.self], inMemory: true) { result in
            if case .failure(let error) = result {
                print(error)
            }
        }
    }
}

// MARK: Previews and fetches of one's own

@MainActor
let previewContainer: ModelContainer = {
    do {
        let container = try ModelContainer(
            for: Recipe.self, Ingredient.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Recipe(title: "Pancakes", rating: 5))
        return container
    } catch {
        fatalError("Could not create the preview container: \(error)")
    }
}()

#Preview("In memory") {
    RecipeListView()
        .modelContainer(previewContainer)
}

#Preview {
    RecipeListView()
        .modelContainer(for: Recipe.self, inMemory: true)
}

@MainActor
func favoriteTitles(in context: ModelContext) throws -> [String] {
    let descriptor = FetchDescriptor<Recipe>(
        predicate: #Predicate { $0.isFavorite && $0.rating >= 4 },
        sortBy: [SortDescriptor(\.rating, order: .reverse), SortDescriptor(\.title)])
    let count = try context.fetchCount(descriptor)
    let recipes = try context.fetch(descriptor)
    if context.hasChanges {
        try context.save()
    }
    try context.delete(model: Ingredient.self, where: #Predicate { $0.grams == 0 })
    let unique = Set(recipes)
    print(count, unique.count, recipes.first?.persistentModelID as Any, recipes.first?.modelContext as Any)
    return recipes.map(\.title)
}

@ModelActor
actor RecipeImporter {
    func importRecipes(titled titles: [String]) throws {
        for title in titles {
            modelContext.insert(Recipe(title: title))
        }
        try modelContext.save()
    }
}
