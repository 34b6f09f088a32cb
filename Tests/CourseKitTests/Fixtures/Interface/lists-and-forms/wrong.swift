// Lists, ForEach and forms, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

struct ShoppingList: View {
    @State private var items = ["Eggs", "Milk", "Bread"]
    @State private var query = ""

    var body: some View {
        List {
            ForEach(items) { item in // error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'
                Text(item)
            }
        }
    }

    var rows: some View {
        List(items) { item in // error: initializer 'init(_:rowContent:)' requires that 'String' conform to 'Identifiable'
            Text(item)
        }
    }

    var deletable: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in
                items.remove(at: offsets) // error: cannot convert value of type 'IndexSet' to expected argument type 'Int'
            }
        }
    }

    var movable: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onMove { source, destination in
                items.move(from: source, to: destination) // error: incorrect argument labels in call (have 'from:to:', expected 'fromOffsets:toOffset:')
            }
        }
    }

    var deletableList: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
        .onDelete { items.remove(atOffsets: $0) } // error: value of type 'List<Never, ForEach<[String], String, Text>>' has no member 'onDelete'
    }

    var styled: some View {
        List {
            Text("Eggs")
        }
        .listStyle(.insetgrouped) // error: type 'ListStyle' has no member 'insetgrouped'
    }

    var searchable: some View {
        List(items, id: \.self) { Text($0) }
            .searchable(text: query) // error: cannot convert value 'query' of type 'String' to expected type 'Binding<String>', use wrapper instead
    }

    var swipeable: some View {
        List(items, id: \.self) { item in
            Text(item)
                .swipeActions(edge: .left) { // error: type 'HorizontalEdge' has no member 'left'
                    Button("Pin") {}
                }
        }
    }
}

struct SettingsForm: View {
    @State private var servings = 2
    @State private var reminder = Date.now

    var body: some View {
        Form {
            Section("Cooking") {
                Stepper("Servings", value: $servings, in: 1..<12) // error: cannot convert value of type 'Range<Int>' to expected argument type 'ClosedRange<Int>'
            }
        }
    }

    var reminders: some View {
        Form {
            DatePicker("At", selection: $reminder, displayedComponents: .time) // error: type 'DatePickerComponents' has no member 'time'
        }
    }
}
