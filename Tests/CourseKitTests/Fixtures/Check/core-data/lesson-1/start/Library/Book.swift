import CoreData

// The entity Book's Codegen is Category/Extension: the app writes the class (public, as the generated
// accessors that take a Book are), Xcode its properties.
public class Book: NSManagedObject {
    var displayTitle: String { title ?? "Untitled" }
}
