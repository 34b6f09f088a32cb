// Core Data in a SwiftUI app: a persistence controller over `NSPersistentContainer` (with an in-memory
// store for previews), entity classes as Xcode generates them, `@FetchRequest` in its forms, sections,
// the context in the environment, saving, deleting and background work.
import CoreData
import SwiftUI

// What Xcode generates for an entity `Item` (Codegen: Manual/None), without its `@objc(Item)` line.
public class Item: NSManagedObject {}

extension Item {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }

    @NSManaged public var timestamp: Date?
    @NSManaged public var title: String?
    @NSManaged public var isDone: Bool
    @NSManaged public var priority: Int16
    @NSManaged public var category: String?
}

extension Item: Identifiable {}

/// A class written by hand (Codegen: Manual/None, no generated files) that makes itself identifiable:
/// `NSManagedObject` is not, so this is no redundant conformance.
class Album: NSManagedObject, Identifiable {
    @NSManaged var title: String
}

extension Item {
    var wrappedTitle: String { title ?? "Untitled" }
}

struct PersistenceController {
    @MainActor static let shared = PersistenceController()

    @MainActor static let preview: PersistenceController = {
        let controller = PersistenceController(inMemory: true)
        let context = controller.container.viewContext
        for index in 0..<10 {
            let item = Item(context: context)
            item.timestamp = Date()
            item.title = "Item \(index)"
        }
        do {
            try context.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return controller
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Todos")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { description, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    func save() {
        let context = container.viewContext
        guard context.hasChanges else { return }
        try? context.save()
    }
}

@main
struct TodosApp: App {
    let persistenceController = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            ItemList()
                .environment(\.managedObjectContext, persistenceController.container.viewContext)
        }
    }
}

struct ItemList: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)],
        animation: .default)
    private var items: FetchedResults<Item>

    @FetchRequest(sortDescriptors: [SortDescriptor(\Item.title, order: .reverse)], predicate: NSPredicate(format: "isDone == NO"))
    private var open: FetchedResults<Item>

    @FetchRequest(fetchRequest: Item.fetchRequest(), animation: .easeInOut)
    private var all: FetchedResults<Item>

    @FetchRequest(sortDescriptors: []) private var unsorted: FetchedResults<Item>

    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        ItemDetail(item: item)
                    } label: {
                        Text(itemFormatter.string(from: item.timestamp!))
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .searchable(text: $query)
            .onChange(of: query) { _, newValue in
                items.nsPredicate = newValue.isEmpty ? nil : NSPredicate(format: "title CONTAINS[cd] %@", newValue)
            }
            .toolbar {
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Newest first") {
                        items.sortDescriptors = [SortDescriptor(\Item.timestamp, order: .reverse)]
                    }
                }
            }
            .navigationTitle("\(open.count) open of \(all.count)")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(context: viewContext)
            newItem.timestamp = Date()
            newItem.priority = 1
            do {
                try viewContext.save()
            } catch {
                let nsError = error as NSError
                fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
            }
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            offsets.map { items[$0] }.forEach(viewContext.delete)
            try? viewContext.save()
        }
    }
}

struct ItemDetail: View {
    @ObservedObject var item: Item
    @Environment(\.managedObjectContext) private var context
    @Environment(\.dismiss) private var dismiss

    static let dateFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        Form {
            TextField("Title", text: Binding(get: { item.title ?? "" }, set: { item.title = $0 }))
            Toggle("Done", isOn: $item.isDone)
            if let timestamp = item.timestamp {
                Text("Added \(timestamp, formatter: Self.dateFormat)")
            }
            Stepper("Priority \(item.priority)", value: $item.priority, in: 0...3)
            Button("Delete", role: .destructive) {
                context.delete(item)
                try? context.save()
                dismiss()
            }
        }
        .onDisappear {
            if context.hasChanges { try? context.save() }
        }
    }
}

struct CategorisedItems: View {
    @SectionedFetchRequest(
        sectionIdentifier: \Item.category,
        sortDescriptors: [SortDescriptor(\.category), SortDescriptor(\.title)]
    )
    private var sections: SectionedFetchResults<String?, Item>

    var body: some View {
        List(sections) { section in
            Section(section.id ?? "None") {
                ForEach(section) { item in
                    Text(item.wrappedTitle)
                }
            }
        }
    }
}

/// A list whose fetch request depends on a value handed in.
struct FilteredItems: View {
    @FetchRequest var items: FetchedResults<Item>

    init(category: String) {
        _items = FetchRequest<Item>(
            sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)],
            predicate: NSPredicate(format: "category == %@", category))
    }

    var body: some View {
        List(items, id: \.objectID) { item in
            Text(item.wrappedTitle)
        }
    }
}

enum ItemStore {
    static func doneCount(in context: NSManagedObjectContext) throws -> Int {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.predicate = NSPredicate(format: "isDone == YES")
        request.sortDescriptors = [NSSortDescriptor(key: "timestamp", ascending: false)]
        request.fetchLimit = 50
        return try context.count(for: request)
    }

    /// Values that bridge to Objective-C objects as a format's arguments (`as CVarArg`).
    static func items(since date: Date, except id: UUID, in context: NSManagedObjectContext) throws -> [Item] {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.predicate = NSPredicate(format: "timestamp >= %@ AND id != %@", date as CVarArg, id as CVarArg)
        return try context.fetch(request)
    }

    /// NSManagedObject's fetch request of any result, where a batch delete asks for it.
    static func deleteAll(in context: NSManagedObjectContext) throws {
        let everything: NSFetchRequest<NSFetchRequestResult> = Item.fetchRequest()
        _ = try context.execute(NSBatchDeleteRequest(fetchRequest: everything))
    }

    static func titles(in context: NSManagedObjectContext) throws -> [String] {
        try context.fetch(Item.fetchRequest()).compactMap(\.title)
    }

    static func importTitles(_ titles: [String], into container: NSPersistentContainer) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            for title in titles {
                let item = Item(context: context)
                item.title = title
                item.timestamp = Date()
            }
            try context.save()
        }
        await container.performBackgroundTask { background in
            background.automaticallyMergesChangesFromParent = false
            try? background.save()
        }
    }
}

private let itemFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    formatter.timeStyle = .medium
    return formatter
}()

#Preview {
    ItemList()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

// A view model that watches a fetch through a fetched results controller, and the store's batch
// requests: a delete of every item, and an insert from dictionaries.
final class ItemListModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
    @Published private(set) var items: [Item] = []
    private let controller: NSFetchedResultsController<Item>

    init(context: NSManagedObjectContext) {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "timestamp", ascending: true)]
        controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
        try? controller.performFetch()
        items = controller.fetchedObjects ?? []
        let sectionCount = controller.sections?.count ?? 0
        print(sectionCount, controller.sections?.first?.numberOfObjects ?? 0)
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        items = controller.fetchedObjects as? [Item] ?? []
    }

    func deleteAll(in context: NSManagedObjectContext) throws {
        let request: NSFetchRequest<NSFetchRequestResult> = NSFetchRequest(entityName: "Item")
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeObjectIDs
        let result = try context.execute(delete) as? NSBatchDeleteResult
        let deleted = result?.result as? [NSManagedObjectID] ?? []
        NSManagedObjectContext.mergeChanges(
            fromRemoteContextSave: [NSDeletedObjectsKey: deleted], into: [context])
    }

    func insert(_ dates: [Date], in context: NSManagedObjectContext) throws {
        let insert = NSBatchInsertRequest(entityName: "Item", objects: dates.map { ["timestamp": $0] })
        insert.resultType = .count
        _ = try context.execute(insert)
    }
}
