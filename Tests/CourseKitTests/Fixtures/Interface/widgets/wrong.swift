// A widget extension, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import WidgetKit

struct Entry: TimelineEntry {
    let date: Date
    let value: Int
}

struct NoDateEntry: TimelineEntry { // error: type 'NoDateEntry' does not conform to protocol 'TimelineEntry'
    let value: Int
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry {
        Entry(date: .now, value: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(Entry(date: .now, value: 1))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .afterEnd)) // error: type 'TimelineReloadPolicy' has no member 'afterEnd'
    }
}

struct HalfProvider: TimelineProvider { // error: type 'HalfProvider' does not conform to protocol 'TimelineProvider'
    func placeholder(in context: Context) -> Entry { Entry(date: .now, value: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {}
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: Provider()) { entry in
            Text("\(entry.value)")
        }
        .supportedFamilies(.systemSmall) // error: type '[WidgetFamily]' has no member 'systemSmall'
    }
}

struct MissingKindWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(provider: Provider()) { entry in // error: missing argument for parameter 'kind' in call
            Text("\(entry.value)")
        }
    }
}

struct CounterView: View {
    @Environment(\.widgetFamily) private var family
    var entry: Entry

    var body: some View {
        Text("\(entry.value)")
            .containerBackground(for: .widgets) { Color.blue } // error: type 'ContainerBackgroundPlacement' has no member 'widgets'
    }

    var small: Bool {
        family == .systemTiny // error: type 'WidgetFamily' has no member 'systemTiny'
    }

    func reload() {
        WidgetCenter.reloadAllTimelines() // error: instance member 'reloadAllTimelines' cannot be used on type 'WidgetCenter'; did you mean to use a value of this type instead?
    }
}
