// Controls: buttons (titles, labels, roles, images), text fields (prompts, formats, axes, focus and
// submit), steppers, toggles, pickers, sliders, date and color pickers, progress views, links and menus.
import SwiftUI

struct OrderForm: View {
    enum Size: String, CaseIterable, Identifiable {
        case small, medium, large
        var id: Self { self }
    }

    @State private var name = ""
    @State private var notes = ""
    @State private var password = ""
    @State private var quantity = 1
    @State private var tip = 0.15
    @State private var size = Size.medium
    @State private var isGift = false
    @State private var wantsReceipt = true
    @State private var delivery = Date.now
    @State private var ribbon = Color.red
    @State private var rating: Double = 3
    @FocusState private var nameIsFocused: Bool

    var body: some View {
        Form {
            TextField("Name", text: $name, prompt: Text("Required"))
                .focused($nameIsFocused)
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .onSubmit { nameIsFocused = false }
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(3...)
            SecureField("Password", text: $password)
            TextField("Quantity", value: $quantity, format: .number)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10, step: 1)
            Stepper {
                Text("Tip \(tip, format: .percent)")
            } onIncrement: {
                tip += 0.05
            } onDecrement: {
                tip -= 0.05
            }
            Picker("Size", selection: $size) {
                ForEach(Size.allCases) { size in
                    Text(size.rawValue.capitalized).tag(size)
                }
            }
            .pickerStyle(.segmented)
            Toggle("Gift wrap", isOn: $isGift)
            Toggle(isOn: $wantsReceipt) {
                Label("Receipt", systemImage: "doc.text")
            }
            Slider(value: $rating, in: 1...5, step: 1) {
                Text("Rating")
            } minimumValueLabel: {
                Text("1")
            } maximumValueLabel: {
                Text("5")
            }
            DatePicker("Delivery", selection: $delivery, in: Date.now..., displayedComponents: [.date, .hourAndMinute])
            ColorPicker("Ribbon", selection: $ribbon, supportsOpacity: false)
            ProgressView(value: rating, total: 5) {
                Text("Rating")
            }
            ProgressView("Sending…")
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
            actions
        }
    }

    private var actions: some View {
        HStack {
            Button("Place order") {
                placeOrder()
            }
            .disabled(name.isEmpty)
            Button(role: .destructive) {
                name = ""
            } label: {
                Label("Clear", systemImage: "trash")
            }
            Button("Help", systemImage: "questionmark.circle", action: showHelp)
                .labelStyle(.iconOnly)
            Menu("More") {
                Button("Duplicate", action: placeOrder)
                Button("Share") {}
                Divider()
                Button("Cancel order", role: .destructive) {}
            }
            .menuStyle(.button)
        }
    }

    private func placeOrder() {}
    private func showHelp() {}
}
