// App intents, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import AppIntents
import SwiftUI
import WidgetKit

enum Size: String, AppEnum {
    case small, large

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}

struct NoTitle: AppIntent { // error: type 'NoTitle' does not conform to protocol 'AppIntent'
    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct NotAsync: AppIntent {
    static let title: LocalizedStringResource = "Not Async"

    func perform() throws -> some IntentResult {
        try await Task.sleep(for: .seconds(1)) // error: 'async' call in a function that does not support concurrency
        return .result()
    }
}

struct WrongCase: AppIntent {
    static let title: LocalizedStringResource = "Wrong Case"

    @Parameter(title: "Size", default: .medium) // error: type 'Size' has no member 'medium'
    var size: Size

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct WrongDefault: AppIntent {
    static let title: LocalizedStringResource = "Wrong Default"

    @Parameter(title: "Size", default: "small") // error: cannot convert value of type 'String' to expected argument type 'Size'
    var size: Size

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct NoDialog: AppIntent {
    static let title: LocalizedStringResource = "No Dialog"

    func perform() async throws -> some IntentResult {
        .result(dialog: 42) // error: cannot convert value of type 'Int' to expected argument type 'IntentDialog'
    }
}

struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NoDialog(), phrases: ["Say it in \(.appName)"]) // error: type 'AppShortcutPhraseToken' has no member 'appName'
    }
}

struct Configuration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configure"
}

struct Provider: AppIntentTimelineProvider { // error: type 'Provider' does not conform to protocol 'AppIntentTimelineProvider'
    struct Entry: TimelineEntry {
        let date: Date
    }

    func placeholder(in context: Context) -> Entry { Entry(date: .now) }

    func timeline(for configuration: Configuration, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [], policy: .atEnd)
    }
}

struct Card: View {
    var body: some View {
        Button("Say", intent: NoDialog)  // error: type 'NoDialog.Type' cannot conform to 'AppIntent'
    }
}
