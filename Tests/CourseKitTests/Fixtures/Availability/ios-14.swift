// APIs that came with iOS 14 (checked at iOS 13.0: each marked use is the SDK's error; at iOS 14.0: none).
import SwiftUI

final class Pantry: ObservableObject {
    @Published var items = ["Flour", "Eggs"]
}

struct PantryApp: App { // error: 'App' is only available in iOS 14.0 or newer
    @StateObject private var pantry = Pantry() // error: 'StateObject' is only available in iOS 14.0 or newer

    var body: some Scene { // error: 'Scene' is only available in iOS 14.0 or newer
        WindowGroup { // error: 'WindowGroup' is only available in iOS 14.0 or newer
            PantryList()
                .environmentObject(pantry)
        }
    }
}

struct PantryList: View {
    @EnvironmentObject private var pantry: Pantry
    @AppStorage("sortAscending") private var sortAscending = true // error: 'init(wrappedValue:_:store:)' is only available in iOS 14.0 or newer // error: 'AppStorage' is only available in iOS 14.0 or newer
    @Namespace private var shelf // error: 'Namespace' is only available in iOS 14.0 or newer
    @State private var isEditing = false
    @State private var note = ""
    @State private var tint = Color.orange

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVStack(alignment: .leading) { // error: 'LazyVStack' is only available in iOS 14.0 or newer
                    ForEach(pantry.items, id: \.self) { item in
                        Label(item, systemImage: "cart") // error: 'Label' is only available in iOS 14.0 or newer // error: 'init(_:systemImage:)' is only available in iOS 14.0 or newer
                            .matchedGeometryEffect(id: item, in: shelf) // error: 'matchedGeometryEffect(id:in:properties:anchor:isSource:)' is only available in iOS 14.0 or newer
                    }
                }
                ProgressView(value: 0.5) // error: 'ProgressView' is only available in iOS 14.0 or newer // error: 'init(value:total:)' is only available in iOS 14.0 or newer
                Link("Recipes", destination: URL(string: "https://example.com")!) // error: 'Link' is only available in iOS 14.0 or newer // error: 'init(_:destination:)' is only available in iOS 14.0 or newer
                ColorPicker("Tint", selection: $tint) // error: 'ColorPicker' is only available in iOS 14.0 or newer // error: 'init(_:selection:supportsOpacity:)' is only available in iOS 14.0 or newer
                TextEditor(text: $note) // error: 'TextEditor' is only available in iOS 14.0 or newer
            }
            .navigationTitle("Pantry") // error: 'navigationTitle' is only available in iOS 14.0 or newer
            .toolbar { // error: 'toolbar(content:)' is only available in iOS 14.0 or newer
                ToolbarItem(placement: .primaryAction) { // error: 'ToolbarItem' is only available in iOS 14.0 or newer // error: 'init(placement:content:)' is only available in iOS 14.0 or newer // error: 'primaryAction' is only available in iOS 14.0 or newer
                    Button("Edit", systemImage: "pencil") { isEditing = true } // error: 'init(_:systemImage:action:)' is only available in iOS 14.0 or newer
                }
            }
            .onChange(of: sortAscending) { value in print(value) } // error: 'onChange(of:perform:)' is only available in iOS 14.0 or newer
            .fullScreenCover(isPresented: $isEditing) { Text(note) } // error: 'fullScreenCover(isPresented:onDismiss:content:)' is only available in iOS 14.0 or newer
            .ignoresSafeArea(.keyboard) // error: 'ignoresSafeArea(_:edges:)' is only available in iOS 14.0 or newer
            .onOpenURL { url in print(url) } // error: 'onOpenURL(perform:)' is only available in iOS 14.0 or newer
        }
    }
}
