// APIs that came with iOS 15 (checked at iOS 14.0: each marked use is the SDK's error; at iOS 15.0: none).
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
    var photo: URL?
}

struct RecipeList: View {
    @Environment(\.dismiss) private var dismiss // error: 'dismiss' is only available in iOS 15.0 or newer
    @FocusState private var isSearchFocused: Bool // error: 'FocusState' is only available in iOS 15.0 or newer
    @State private var recipes: [Recipe] = []
    @State private var query = ""
    @State private var confirmsDeletion = false

    var body: some View {
        List {
            Section("Recipes") { // error: 'init(_:content:)' is only available in iOS 15.0 or newer
                ForEach(recipes) { recipe in
                    HStack {
                        AsyncImage(url: recipe.photo) // error: 'AsyncImage' is only available in iOS 15.0 or newer
                        Text(recipe.name)
                    }
                    .foregroundStyle(.secondary) // error: 'foregroundStyle' is only available in iOS 15.0 or newer // error: 'secondary' is only available in iOS 15.0 or newer
                    .swipeActions { // error: 'swipeActions(edge:allowsFullSwipe:content:)' is only available in iOS 15.0 or newer
                        Button("Delete", role: .destructive) { confirmsDeletion = true } // error: 'init(_:role:action:)' is only available in iOS 15.0 or newer
                    }
                    .listRowSeparator(.hidden) // error: 'listRowSeparator(_:edges:)' is only available in iOS 15.0 or newer
                }
            }
            TextField("Note", text: $query)
                .focused($isSearchFocused) // error: 'focused' is only available in iOS 15.0 or newer
                .onSubmit { isSearchFocused = false } // error: 'onSubmit(of:_:)' is only available in iOS 15.0 or newer // error: setter for 'isSearchFocused' is only available in iOS 15.0 or newer
                .submitLabel(.done) // error: 'submitLabel' is only available in iOS 15.0 or newer
        }
        .searchable(text: $query) // error: 'searchable(text:placement:prompt:)' is only available in iOS 15.0 or newer
        .refreshable { await reload() } // error: 'refreshable(action:)' is only available in iOS 15.0 or newer
        .task { await reload() } // error: 'task(name:priority:file:line:_:)' is only available in iOS 15.0 or newer
        .badge(recipes.count) // error: 'badge' is only available in iOS 15.0 or newer
        .background(.ultraThinMaterial) // error: 'background(_:ignoresSafeAreaEdges:)' is only available in iOS 15.0 or newer // error: 'ultraThinMaterial' is only available in iOS 15.0 or newer
        .background(Color.orange) // iOS 13's background(_:alignment:), passed over by nothing newer
        .safeAreaInset(edge: .bottom) { Text("\(recipes.count) recipes") } // error: 'safeAreaInset(edge:alignment:spacing:content:)' is only available in iOS 15.0 or newer
        .alert("Delete the recipe?", isPresented: $confirmsDeletion) { // error: 'alert(_:isPresented:actions:)' is only available in iOS 15.0 or newer
            Button("Delete", role: .destructive) { dismiss() } // error: 'init(_:role:action:)' is only available in iOS 15.0 or newer
        }
        .dynamicTypeSize(.large) // error: 'dynamicTypeSize' is only available in iOS 15.0 or newer
    }

    func reload() async {}
}
