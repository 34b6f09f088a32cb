// APIs that came with iOS 17 (checked at iOS 16.0: each marked use is the SDK's error; at iOS 17.0: none).
import SwiftUI

@Observable final class Garden {
    var plants = ["Basil", "Mint"]
    var watered = 0
}

struct GardenView: View {
    @Environment(Garden.self) private var garden // error: 'init(_:)' is only available in iOS 17.0 or newer
    @State private var selected: String?

    var body: some View {
        @Bindable var garden = garden // error: 'Bindable' is only available in iOS 17.0 or newer
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(garden.plants, id: \.self) { plant in
                    Text(plant)
                        .containerRelativeFrame(.horizontal) // error: 'containerRelativeFrame(_:alignment:)' is only available in iOS 17.0 or newer
                }
            }
            .scrollTargetLayout() // error: 'scrollTargetLayout(isEnabled:)' is only available in iOS 17.0 or newer
        }
        .scrollTargetBehavior(.paging) // error: 'scrollTargetBehavior' is only available in iOS 17.0 or newer // error: 'paging' is only available in iOS 17.0 or newer
        .scrollPosition(id: $selected) // error: 'scrollPosition(id:anchor:)' is only available in iOS 17.0 or newer
        .safeAreaPadding(.horizontal, 16) // error: 'safeAreaPadding' is only available in iOS 17.0 or newer
        .overlay {
            if garden.plants.isEmpty {
                ContentUnavailableView("No plants", systemImage: "leaf") // error: 'ContentUnavailableView' is only available in iOS 17.0 or newer // error: 'init(_:systemImage:description:)' is only available in iOS 17.0 or newer
            }
        }
        .onChange(of: garden.watered) { old, new in print(old, new) } // error: 'onChange(of:initial:_:)' is only available in iOS 17.0 or newer
        .toolbarTitleDisplayMode(.inline) // error: 'toolbarTitleDisplayMode' is only available in iOS 17.0 or newer
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { // error: 'topBarTrailing' is only available in iOS 17.0 or newer
                Button("Water") {
                    withAnimation(.bouncy) { garden.watered += 1 } // error: 'bouncy' is only available in iOS 17.0 or newer
                }
            }
        }
    }
}

struct GardenRoot: View {
    @State private var garden = Garden()

    var body: some View {
        GardenView()
            .environment(garden) // error: 'environment' is only available in iOS 17.0 or newer
    }
}
