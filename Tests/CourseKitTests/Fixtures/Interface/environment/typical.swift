// The environment: SwiftUI's own values (`\.dismiss`, `\.colorScheme`), values set for a subtree, keys
// of one's own (an `EnvironmentKey`, and `@Entry`), observable objects placed in and read from the
// environment, and the older `EnvironmentObject`.
import SwiftUI

@Observable
final class Library {
    var books: [String] = []
    var isSyncing = false
}

final class LegacySettings: ObservableObject {
    @Published var fontSize: Double = 14
}

/// A key written out in full, as before `@Entry`.
private struct ReadingSpeedKey: EnvironmentKey {
    static let defaultValue: Double = 1.0
}

extension EnvironmentValues {
    var readingSpeed: Double {
        get { self[ReadingSpeedKey.self] }
        set { self[ReadingSpeedKey.self] = newValue }
    }

    @Entry var accent: Color = .orange
    @Entry var showsCovers = true
}

extension View {
    func readingSpeed(_ speed: Double) -> some View {
        environment(\.readingSpeed, speed)
    }
}

struct LibraryRoot: View {
    @State private var library = Library()
    @StateObject private var settings = LegacySettings()

    var body: some View {
        BookList()
            .environment(library)
            .environmentObject(settings)
            .environment(\.accent, .purple)
            .environment(\.locale, Locale(identifier: "fr_FR"))
            .readingSpeed(1.5)
            .transformEnvironment(\.font) { font in
                font = font ?? .body
            }
    }
}

struct BookList: View {
    @Environment(Library.self) private var library
    @Environment(\.accent) private var accent
    @Environment(\.showsCovers) private var showsCovers
    @Environment(\.readingSpeed) private var speed
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @EnvironmentObject private var settings: LegacySettings

    var body: some View {
        List(library.books, id: \.self) { book in
            HStack {
                if showsCovers {
                    Image(systemName: "book.closed")
                        .foregroundStyle(accent)
                }
                Text(book)
                    .font(.system(size: settings.fontSize))
            }
        }
        .overlay {
            if library.isSyncing {
                ProgressView()
            }
        }
        .background(colorScheme == .dark ? Color.black : Color.white)
        .environment(\.showsCovers, sizeClass != .compact)
    }
}

struct BookDetail: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(Library.self) private var library: Library?

    var body: some View {
        VStack {
            Button("Close") { dismiss() }
            Button("Website") {
                openURL(URL(string: "https://example.com")!)
            }
            Text("\(library?.books.count ?? 0) books")
        }
        .environment(\.colorScheme, .dark)
        .environment(\.dynamicTypeSize, .large)
    }
}
