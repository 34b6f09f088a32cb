// APIs that came with iOS 18 (checked at iOS 17.0: each marked use is the SDK's error; at iOS 18.0: none).
import SwiftUI

extension ContainerValues { // error: 'ContainerValues' is only available in iOS 18.0 or newer
    @Entry var isHighlighted = false // error: 'ContainerValueKey' is only available in iOS 18.0 or newer
}

struct Shelf<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in // error: 'init(subviews:content:)' is only available in iOS 18.0 or newer
                subview
                    .background(subview.containerValues.isHighlighted ? Color.yellow : Color.clear)
            }
        }
    }
}

struct LibraryTabs: View {
    @AppStorage("lastVisit") private var lastVisit = Date.now // error: 'init(wrappedValue:_:store:)' is only available in iOS 18.0 or newer

    var body: some View {
        TabView { // error: 'init(content:)' is only available in iOS 18.0 or newer
            Tab("Books", systemImage: "book") { // error: 'Tab' is only available in iOS 18.0 or newer // error: 'init(_:systemImage:content:)' is only available in iOS 18.0 or newer
                Shelf {
                    Text("Dune")
                        .containerValue(\.isHighlighted, true) // error: 'containerValue' is only available in iOS 18.0 or newer
                    Text("Emma")
                }
            }
            Tab("Search", systemImage: "magnifyingglass") { // error: 'Tab' is only available in iOS 18.0 or newer // error: 'init(_:systemImage:content:)' is only available in iOS 18.0 or newer
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable) // error: 'sidebarAdaptable' is only available in iOS 18.0 or newer
        .tint(Color.red.mix(with: .blue, by: 0.5)) // error: 'mix(with:by:in:)' is only available in iOS 18.0 or newer
    }
}
