import CoreData
import SwiftUI

struct ShelfView: View {
    @FetchRequest(sortDescriptors: []) private var shelves: FetchedResults<Shelf>
    @Environment(\.managedObjectContext) private var context

    var body: some View {
        List(shelves) { shelf in
            VStack(alignment: .leading) {
                Text(shelf.name ?? "Untitled")
                Text("\(shelf.capacity) places, rated \(shelf.rating)")
                if shelf.isFavorite { Image(systemName: "star") }
                Text(shelf.owner?.name ?? "Nobody's")
            }
        }
    }

    func stock(_ shelf: Shelf) {
        shelf.capacity += 1
        shelf.legacyCount = NSNumber(value: 3)
        shelf.price = NSDecimalNumber(string: "9.99")
        shelf.createdAt = Date()
        shelf.id = UUID()
        shelf.website = URL(string: "https://example.com")
        shelf.photo = Data()
        shelf.tags = ["fiction"]
        let books = shelf.books as? Set<Book> ?? []
        let first = shelf.featured?.firstObject as? Book
        _ = (books.count, first?.pages)
        let request: NSFetchRequest<Shelf> = Shelf.fetchRequest()
        request.predicate = NSPredicate(format: "capacity > %d", 3)
        let owner = Owner(context: context)
        owner.addToShelves(shelf)
        shelf.removeFromBooks(NSSet())
    }
}
