// State and bindings: `@State` owned by a view and handed down as a `Binding`; an `@Observable` model
// held in `@State` and edited through `@Bindable`; bindings to elements of a collection; focus; values
// kept in user defaults; and the older `ObservableObject` with `@StateObject` and `@ObservedObject`.
import SwiftUI

@Observable
final class Profile {
    var name = ""
    var bio = ""
    var notificationsOn = true
}

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct CounterView: View {
    @State private var count = 0
    @State private var isShowingDetails = false

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add one") {
                count += 1
            }
            Stepper("Count", value: $count, in: 0...10)
            DetailsToggle(isOn: $isShowingDetails)
            if isShowingDetails {
                Text("Details")
            }
        }
    }
}

struct DetailsToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Show details", isOn: $isOn)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        ProfileEditor(profile: profile)
    }
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            TextField("Bio", text: $profile.bio, axis: .vertical)
            Toggle("Notifications", isOn: $profile.notificationsOn)
        }
    }
}

struct InlineProfile: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        TextField("Name", text: $profile.name)
    }
}

struct TaskList: View {
    @State private var tasks = [TodoItem(title: "Pack"), TodoItem(title: "Book a room")]

    var body: some View {
        List {
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
        }
    }
}

struct SearchField: View {
    enum Field: Hashable { case query, tag }

    @State private var query = ""
    @FocusState private var focusedField: Field?
    @FocusState private var isEditing: Bool
    @AppStorage("showsHints") private var showsHints = true
    @SceneStorage("lastQuery") private var lastQuery = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .focused($focusedField, equals: .query)
            TextField("Tag", text: Binding(
                get: { query.lowercased() },
                set: { query = $0 }
            ))
            .focused($isEditing)
            Toggle("Hints", isOn: $showsHints)
            TextField("Last", text: .constant(lastQuery))
        }
        .onAppear { focusedField = .query }
    }
}

final class Stopwatch: ObservableObject {
    @Published var seconds = 0
    @Published private(set) var isRunning = false

    func start() { isRunning = true }
}

struct TimerScreen: View {
    @StateObject private var timer = Stopwatch()

    var body: some View {
        TimerFace(timer: timer)
    }
}

struct TimerFace: View {
    @ObservedObject var timer: Stopwatch

    var body: some View {
        VStack {
            Text("\(timer.seconds) s")
            Stepper("Seconds", value: $timer.seconds)
            Button("Start") { timer.start() }
                .disabled(timer.isRunning)
        }
    }
}
