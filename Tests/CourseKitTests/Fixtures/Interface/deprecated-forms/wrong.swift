// The deprecated forms of 2020–2022 with the mistakes authors make, each marked on its line with the
// compiler's message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var title: String
}

struct NotesView: View {
    @State private var showingAlert = false
    @State private var showingSheet = false
    @State private var showingDetail = false
    @State private var selectedTitle: String?
    @State private var draft = ""
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Text("Notes")
            .alert(isPresented: showingAlert) { // error: cannot convert value 'showingAlert' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
                Alert(title: Text("Saved"))
            }
    }

    var plainTitle: some View {
        Text("Notes")
            .alert(isPresented: $showingAlert) {
                Alert(title: "Delete all notes?") // error: cannot convert value of type 'String' to expected argument type 'Text'
            }
    }

    var sheet: some View {
        Text("Notes")
            .actionSheet(isPresented: $showingSheet) {
                ActionSheet(title: Text("Sort"), buttons: [.ok()]) // error: type 'ActionSheet.Button' (aka 'Alert.Button') has no member 'ok'
            }
    }

    var byTitle: some View {
        Text("Notes")
            .alert(item: $selectedTitle) { title in // error: instance method 'alert(item:content:)' requires that 'String' conform to 'Identifiable'
                Alert(title: Text(title))
            }
    }

    var closeButton: some View {
        Button("Close") {
            presentationMode.dismiss() // error: dynamic key path member lookup cannot refer to instance method 'dismiss()' // error: cannot call value of non-function type 'Binding<() -> ()>'
        }
    }

    var background: some View {
        Color.blue.edgesIgnoringSafeArea(.everything) // error: type 'Edge.Set' has no member 'everything'
    }

    var link: some View {
        NavigationLink(destination: Text("Detail"), isActive: showingDetail) { // error: cannot convert value 'showingDetail' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
            Text("Open")
        }
    }

    var field: some View {
        TextField("Title", text: $draft, onCommit: { title in print(title) }) // error: contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body
    }
}
