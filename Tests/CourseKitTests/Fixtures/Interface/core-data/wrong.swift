// Core Data in a SwiftUI app, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import CoreData
import SwiftUI

public class Item: NSManagedObject {}

extension Item {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }

    @NSManaged public var timestamp: Date?
    @NSManaged public var title: String?

    /// A request without a type where it is made: `NSManagedObject`'s `fetchRequest()` fits too. Xcode
    /// says the same (docs/benchmarks.md, BudgetApp).
    static var everyItem: NSFetchRequest<Item> {
        let request = Item.fetchRequest() // error: ambiguous use of 'fetchRequest()'
        request.sortDescriptors = []
        return request
    }
}

extension Item: Identifiable {}

/// A class written by hand that does not make itself identifiable (`NSManagedObject` is not).
class Album: NSManagedObject {
    @NSManaged var title: String
}

struct AlbumList: View {
    @FetchRequest(sortDescriptors: []) private var albums: FetchedResults<Album>

    var body: some View {
        List(albums) { album in // error: requires that 'FetchedResults<Album>.Element' (aka 'Album') conform to 'Identifiable'
            Text(album.title)
        }
    }
}

/// An entity written as a structure.
struct Note: NSManagedObject {} // error: inheritance from non-protocol type 'NSManagedObject'

/// A value that is no managed object.
struct Draft {
    var text: String
}

struct PersistenceController {
    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer("Todos") // error: missing argument label 'name:' in call
        container.loadPersistentStores { error in // error: contextual closure type '(NSPersistentStoreDescription, (any Error)?) -> Void' expects 2 arguments, but 1 was used in closure body
            print(error)
        }
    }

    func save() {
        container.viewContext.save() // error: call can throw, but it is not marked with 'try' and the error is not handled
    }
}

struct ItemList: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptor: [SortDescriptor(\Item.timestamp)]) // error: incorrect argument label in call (have 'sortDescriptor:', expected 'sortDescriptors:')
    private var items: FetchedResults<Item>

    @FetchRequest(sortDescriptors: []) private var drafts: FetchedResults<Draft> // error: type 'Draft' does not conform to protocol 'NSFetchRequestResult'

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.title ?? "")
            }
            .onDelete { offsets in
                viewContext.delete(offsets) // error: cannot convert value of type 'IndexSet' to expected argument type 'NSManagedObject'
            }
        }
    }

    func add() {
        let item = Item(context: viewContext, title: "New") // error: extra argument 'title' in call
        item.timestamp = Date()
    }

    func filter(by text: String) {
        items.nsPredicate = "title CONTAINS \(text)" // error: cannot assign value of type 'String' to type 'NSPredicate'
    }
}

struct TodosApp: App {
    let persistence = PersistenceController()

    var body: some Scene {
        WindowGroup {
            ItemList()
                .environment(\.managedObjectContext, persistence.container) // error: cannot convert value of type 'NSPersistentContainer' to expected argument type 'NSManagedObjectContext'
        }
    }
}
