// APIs that came with iOS 16 and 16.4 (checked at iOS 15.0: each marked use is the SDK's error; at iOS 16.4: none).
import SwiftUI

struct Trail: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var length: Double
}

struct TrailBrowser: View {
    @State private var trails: [Trail] = []
    @State private var path = NavigationPath() // error: 'NavigationPath' is only available in iOS 16.0 or newer
    @State private var showsFilters = false
    @State private var notes = ""

    var body: some View {
        NavigationStack(path: $path) { // error: 'NavigationStack' is only available in iOS 16.0 or newer
            List(trails) { trail in
                NavigationLink(trail.name, value: trail) // error: 'init(_:value:)' is only available in iOS 16.0 or newer
            }
            .navigationDestination(for: Trail.self) { trail in // error: 'navigationDestination(for:destination:)' is only available in iOS 16.0 or newer
                TrailDetail(trail: trail)
            }
            .scrollDisabled(trails.isEmpty) // error: 'scrollDisabled' is only available in iOS 16.0 or newer
            .toolbarBackground(.visible, for: .navigationBar) // error: 'toolbarBackground(_:for:)' is only available in iOS 16.0 or newer
        }
        .sheet(isPresented: $showsFilters) {
            TextField("Notes", text: $notes, axis: .vertical) // error: 'init(_:text:axis:)' is only available in iOS 16.0 or newer
                .presentationDetents([.medium, .large]) // error: 'presentationDetents' is only available in iOS 16.0 or newer
                .presentationCornerRadius(24) // error: 'presentationCornerRadius' is only available in iOS 16.4 or newer
        }
    }
}

struct TrailDetail: View {
    var trail: Trail
    @State private var tapped = CGPoint.zero

    var body: some View {
        Grid(alignment: .leading) { // error: 'Grid' is only available in iOS 16.0 or newer
            GridRow { // error: 'GridRow' is only available in iOS 16.0 or newer
                LabeledContent("Length", value: "\(trail.length) km") // error: 'LabeledContent' is only available in iOS 16.0 or newer // error: 'init(_:value:)' is only available in iOS 16.0 or newer
            }
        }
        .fontWeight(.semibold) // error: 'fontWeight' is only available in iOS 16.0 or newer
        ViewThatFits { // error: 'ViewThatFits' is only available in iOS 16.0 or newer
            Text(trail.name)
            Text(String(trail.name.prefix(3)))
        }
        .onTapGesture { location in // error: 'onTapGesture(count:coordinateSpace:perform:)' is only available in iOS 16.0 or newer
            tapped = location
        }
    }
}
