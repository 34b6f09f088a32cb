// SwiftData with the mistakes authors make, each marked on its line with the compiler's message: a
// model that is a struct or has no initializer, a class that is no model where SwiftData wants one,
// query arguments that do not fit, a misspelled option, a missing `try`. One mistake to a body.
import SwiftData
import SwiftUI

@Model // error: non-class type 'Note' cannot conform to class protocol 'PersistentModel'
struct Note {
    var text: String

    init(text: String) {
        self.text = text
    }
}

@Model // error: @Model requires an initializer be provided for 'Tag'
final class Tag {
    var name = ""
}

/// A class without `@Model`: no persistent model.
final class Draft {
    var title = ""

    init() {}
}

@Model
final class Task {
    @Attribute(.uniqe) var title: String // error: type 'Schema.Attribute.Option' has no member 'uniqe'
    var isDone = false
    var dueDate: Date?
    @Relationship(deleteRule: .cascading) var steps: [Step] = [] // error: type 'Schema.Relationship.DeleteRule' has no member 'cascading'

    init(title: String) {
        self.title = title
    }
}

@Model
final class Step {
    var text: String
    @Relationship(inverse: \Task.step) var task: Task? // error: value of type 'Task' has no member 'step'

    init(text: String) {
        self.text = text
    }
}

struct TaskList: View {
    @Environment(\.modelContext) private var modelContext
    @Query var drafts: [Draft] // error: type 'Draft' does not conform to protocol 'PersistentModel'
    @Query(sort: \Draft.title) var sortedDrafts: [Draft] // error: macro 'Query(filter:sort:order:transaction:)' requires that 'Draft' conform to 'PersistentModel'
    @Query(sort: \.title) var tasks: [Task] // error: cannot infer key path type from context; consider explicitly specifying a root type
    @Query(sortBy: \Task.title) var sortedTasks: [Task] // error: incorrect argument label in macro expansion (have 'sortBy:', expected 'sort:')
    @Query(sort: \Task.dueDate, order: .descending) var dueTasks: [Task] // error: type 'SortOrder' has no member 'descending'
    @Query(filter: #Predicate<Task> { $0.title.hasPrefix("A") }) var aTasks: [Task] // error: The hasPrefix(_:) function is not supported in this predicate (from macro 'Predicate')

    var body: some View {
        Text("Tasks")
    }
}

struct TaskBoard: View {
    @Environment(\.modelContext) private var modelContext
    @Query var allTasks: [Task]

    var body: some View {
        List(allTasks) { task in
            Text(task.title)
        }
        .toolbar {
            Button("Add") {
                allTasks.append(Task(title: "New")) // error: cannot use mutating member on immutable value: 'allTasks' is a get-only property
            }
        }
    }

    func keep(_ draft: Draft) {
        modelContext.insert(draft) // error: instance method 'insert' requires that 'Draft' conform to 'PersistentModel'
    }
}

@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup {
            TaskBoard()
                .modelContainer(for: Task.self, inMemory: "yes") // error: cannot convert value of type 'String' to expected argument type 'Bool'
        }
    }
}

@MainActor
func overdue(in context: ModelContext) throws -> [Task] {
    let container = try ModelContainer(for: Draft.self) // error: no exact matches in call to initializer
    let configuration = ModelConfiguration(inMemory: true) // error: extra argument 'inMemory' in call
    let descriptor = FetchDescriptor<Task>(sortBy: [SortDescriptor(\.title)], predicate: nil) // error: argument 'predicate' must precede argument 'sortBy'
    print(container, configuration, descriptor)
    context.save() // error: call can throw but is not marked with 'try'
    return try context.fetch(FetchDescriptor<Task>()).filter { $0.isDone == false }
}
