// A widget extension: a timeline provider of entries every hour, a view that adapts to its family, a
// static configuration with its name, description and families, a bundle of two widgets, the app
// reloading timelines, and a preview over a timeline.
import AppIntents
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 4_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: .now, steps: context.isPreview ? 4_000 : 6_500))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let now = Date()
        let entries = (0..<5).map { hour in
            StepsEntry(date: Calendar.current.date(byAdding: .hour, value: hour, to: now)!, steps: 1_000 * hour)
        }
        let next = Calendar.current.date(byAdding: .hour, value: 5, to: now)!
        completion(Timeline(entries: entries, policy: .after(next)))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsProvider.Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                Circle().stroke(lineWidth: 4)
                Image(systemName: "figure.walk")
            }
        case .accessoryInline:
            Text("\(entry.steps) steps")
        default:
            VStack(alignment: .leading) {
                Text(entry.date, style: .time).font(.caption)
                Text(entry.steps, format: .number).font(.largeTitle.bold())
                    .widgetAccentable()
            }
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom)
            }
            .widgetURL(URL(string: "steps://today"))
        }
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps, hour by hour.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: String
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry { QuoteEntry(date: .now, quote: "…") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<QuoteEntry>) -> Void) {
        completion(Timeline(entries: [QuoteEntry(date: .now, quote: "Stay hungry")], policy: .atEnd))
    }
}

struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Quote", provider: QuoteProvider()) { entry in
            Text(entry.quote)
                .containerBackground(.orange.gradient, for: .widget)
        }
        .configurationDisplayName("Quote")
        .contentMarginsDisabled()
    }
}

@main
struct HealthWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        QuoteWidget()
        OpenStepsControl()
        GoalControl()
    }
}

// Controls (iOS 18): a button that opens the app, and one configured by the person through an intent,
// whose value a provider prepares; the configuration UI shown as the control is added.
struct OpenStepsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Steps"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenStepsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "OpenSteps") {
            ControlWidgetButton(action: OpenStepsIntent()) {
                Label("Steps", systemImage: "figure.walk")
            }
        }
        .displayName("Open Steps")
    }
}

struct GoalConfigurationIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Goal"

    @Parameter(title: "Goal", default: 10_000)
    var goal: Int
}

struct GoalProvider: AppIntentControlValueProvider {
    func previewValue(configuration: GoalConfigurationIntent) -> Int { configuration.goal }

    func currentValue(configuration: GoalConfigurationIntent) async throws -> Int { configuration.goal }
}

struct GoalControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Goal", provider: GoalProvider()) { goal in
            ControlWidgetButton(action: OpenStepsIntent()) {
                Label("\(goal) steps", systemImage: "target")
            } actionLabel: { isActive in
                if isActive {
                    Text("Opening…")
                }
            }
        }
        .promptsForUserConfiguration()
    }
}

struct SettingsView: View {
    @AppStorage("goal") private var goal = 10_000

    var body: some View {
        Stepper("Goal: \(goal)", value: $goal, step: 500)
            .onChange(of: goal) {
                WidgetCenter.shared.reloadTimelines(ofKind: "StepsWidget")
                WidgetCenter.shared.reloadAllTimelines()
            }
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 1_200)
    StepsEntry(date: .now, steps: 8_400)
}
