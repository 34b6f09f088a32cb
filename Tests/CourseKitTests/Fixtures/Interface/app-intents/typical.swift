// App intents: intents with parameters (an enum of the app's, an entity found by a query) returning
// nothing, a value or a dialog; the app's shortcuts and their phrases; a widget configured through a
// `WidgetConfigurationIntent` with an `AppIntentTimelineProvider`, and a button that runs an intent.
import AppIntents
import SwiftUI
import WidgetKit

enum Drink: String, AppEnum {
    case espresso, latte, tea

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
        .espresso: "Espresso",
        .latte: DisplayRepresentation(title: "Latte", subtitle: "With milk"),
        .tea: DisplayRepresentation(title: "Tea", image: .init(systemName: "leaf")),
    ]
}

struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    let id: UUID
    let title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

struct NoteQuery: EntityQuery {
    func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
        identifiers.map { NoteEntity(id: $0, title: "Note") }
    }

    func suggestedEntities() async throws -> [NoteEntity] {
        [NoteEntity(id: UUID(), title: "Groceries")]
    }
}

struct OrderDrink: AppIntent {
    static let title: LocalizedStringResource = "Order a Drink"
    static let description = IntentDescription("Orders your usual drink.")

    @Parameter(title: "Drink", default: .latte)
    var drink: Drink

    @Parameter(title: "Cups", default: 1, inclusiveRange: (1, 4))
    var cups: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Ordered \(cups) \(drink.rawValue)")
    }
}

struct CountNotes: AppIntent {
    static let title: LocalizedStringResource = "Count Notes"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: 3)
    }
}

struct OpenNote: AppIntent {
    static let title: LocalizedStringResource = "Open Note"
    static let openAppWhenRun = true

    @Parameter(title: "Note")
    var note: NoteEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        print("Opening \(note.title)")
        return .result()
    }
}

struct CoffeeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderDrink(),
            phrases: ["Order a drink in \(.applicationName)", "Order a \(\.$drink) in \(.applicationName)"],
            shortTitle: "Order", systemImageName: "cup.and.saucer")
        AppShortcut(intent: CountNotes(), phrases: ["Count my notes in \(.applicationName)"])
    }
}

struct DrinkConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Drink"
    static let description: IntentDescription = "Choose the drink to show."

    @Parameter(title: "Drink", default: .espresso)
    var drink: Drink
}

struct DrinkEntry: TimelineEntry {
    let date: Date
    let drink: Drink
}

struct DrinkProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DrinkEntry {
        DrinkEntry(date: .now, drink: .latte)
    }

    func snapshot(for configuration: DrinkConfiguration, in context: Context) async -> DrinkEntry {
        DrinkEntry(date: .now, drink: configuration.drink)
    }

    func timeline(for configuration: DrinkConfiguration, in context: Context) async -> Timeline<DrinkEntry> {
        Timeline(entries: [DrinkEntry(date: .now, drink: configuration.drink)], policy: .never)
    }
}

struct DrinkWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Drink", intent: DrinkConfiguration.self, provider: DrinkProvider()) { entry in
            VStack {
                Text(entry.drink.rawValue.capitalized)
                Button(intent: OrderDrink()) {
                    Label("Order", systemImage: "cup.and.saucer")
                }
            }
            .containerBackground(.brown.gradient, for: .widget)
        }
        .configurationDisplayName("Drink")
        .supportedFamilies([.systemSmall])
    }
}
