// The forms a tutorial of 2020–2022 writes, deprecated since and still in the SDK: a navigation view with
// bar titles and items, alerts and action sheets built from values, the presentation mode, text fields
// with editing and commit actions, the first slider and stepper initializers, links driven by a Boolean,
// and the older modifiers. They type-check (a deprecation is a warning, not an error).
import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var phone: String
}

final class ContactStore: ObservableObject {
    @Published var contacts: [Contact] = []
    @Published var lastError: String?
}

struct ContactsView: View {
    @ObservedObject var store: ContactStore
    @State private var showingDeleteAlert = false
    @State private var showingOptions = false
    @State private var selectedContact: Contact?
    @State private var showingDetail = false
    @State private var draftName = ""
    @State private var volume = 0.5
    @State private var quantity = 1

    var body: some View {
        NavigationView {
            List {
                ForEach(store.contacts) { contact in
                    NavigationLink(destination: ContactDetail(contact: contact), isActive: $showingDetail) {
                        Text(contact.name)
                            .foregroundColor(.primary)
                    }
                }
                TextField("New contact", text: $draftName, onEditingChanged: { editing in
                    print(editing ? "editing" : "done")
                }, onCommit: {
                    store.contacts.append(Contact(name: draftName, phone: ""))
                })
                TextField("Search", text: $draftName, onCommit: { print(draftName) })
                SecureField("Password", text: $draftName, onCommit: {})
                Slider(value: $volume, in: 0...1, onEditingChanged: { _ in }) {
                    Text("Volume")
                }
                Slider(value: $volume, in: 0...1, step: 0.1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
                    Text("Volume")
                }
                Stepper(onIncrement: { quantity += 1 }, onDecrement: { quantity -= 1 }) {
                    Text("Quantity: \(quantity)")
                }
                Toggle("Favorites only", isOn: $showingOptions)
                    .toggleStyle(SwitchToggleStyle(tint: .orange))
                ProgressView()
                    .progressViewStyle(CircularProgressViewStyle(tint: .blue))
            }
            .navigationBarTitle("Contacts", displayMode: .inline)
            .navigationBarItems(leading: EditButton(), trailing: Button(action: { showingOptions = true }) {
                Image(systemName: "ellipsis.circle")
            })
            .alert(isPresented: $showingDeleteAlert) {
                Alert(
                    title: Text("Delete all contacts?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { store.contacts.removeAll() },
                    secondaryButton: .cancel())
            }
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(title: Text("Sort by"), message: nil, buttons: [
                    .default(Text("Name")) { store.contacts.sort { $0.name < $1.name } },
                    .destructive(Text("Delete all")) { showingDeleteAlert = true },
                    .cancel(),
                ])
            }
            .alert(item: $selectedContact) { contact in
                Alert(title: Text(contact.name), message: Text(contact.phone), dismissButton: .default(Text("OK")))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .accentColor(.purple)
        .onChange(of: quantity) { newValue in
            print("quantity is now \(newValue)")
        }
        .animation(.default)
    }
}

struct ContactDetail: View {
    let contact: Contact
    @Environment(\.presentationMode) var presentationMode
    @State private var scale: CGFloat = 1

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle")
                .resizable()
                .frame(width: 120, height: 120)
                .cornerRadius(60)
                .scaleEffect(scale)
                .gesture(MagnificationGesture().onChanged { value in scale = value })
            Text(contact.name)
                .font(.title)
                .accessibility(label: Text("Name: \(contact.name)"))
            Text(contact.phone)
                .foregroundColor(.secondary)
                .accessibility(hint: Text("Double-tap to call"))
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .padding()
        .background(Color.yellow.edgesIgnoringSafeArea(.all))
        .statusBar(hidden: true)
        .navigationBarHidden(false)
        .onLongPressGesture(minimumDuration: 1, pressing: { isPressing in print(isPressing) }) {
            print("long press")
        }
    }
}

struct ContactsView_Previews: PreviewProvider {
    static var previews: some View {
        ContactsView(store: ContactStore())
            .colorScheme(.dark)
    }
}
