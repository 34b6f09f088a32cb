// CoreData, declarations only, written by us from Apple's public documentation.
// This file: what Core Data code asks of Foundation where Linux's Foundation differs from Apple's.
// Linux's `NSPredicate` has no format strings and its `NSSortDescriptor` no key strings (it has no
// key-value coding), and it sorts by key paths of `Comparable` values only; Apple's Foundation has all
// three, and Core Data code uses them. Declared here, they are found before Foundation's.
import Foundation

extension NSPredicate {
    /// Creates a predicate by substituting the values in an argument list into a format string.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) { fatalError() }
    /// Creates a predicate by substituting the values in an array into a format string.
    @available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) { fatalError() }
}

extension NSSortDescriptor {
    /// Creates a sort descriptor with a key string and an order.
    @available(iOS 2.0, macOS 10.3, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init(key: String?, ascending: Bool) { fatalError() }
    /// Creates a sort descriptor with a key path and an order.
    @available(iOS 2.0, macOS 10.3, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) { fatalError() }
}
