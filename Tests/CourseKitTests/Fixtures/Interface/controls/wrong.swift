// Controls, with the mistakes authors make, each marked on its line with the compiler's message. One
// mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

/// A choice that is not `Hashable`: a picker cannot select it.
struct Topping {
    var name: String
}

struct OrderForm: View {
    @State private var name = ""
    @State private var password = ""
    @State private var quantity = 1
    @State private var isGift = false
    @State private var delivery = Date.now
    @State private var topping = Topping(name: "Cheese")
    @State private var progress = 0.5

    var body: some View {
        TextField("Name", text: name) // error: cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead
    }

    var secret: some View {
        SecureField("Password", text: $password, prompt: "Required") // error: cannot convert value of type 'String' to expected argument type 'Text'
    }

    var submit: some View {
        TextField("Name", text: $name)
            .submitLabel(.enter) // error: type 'SubmitLabel' has no member 'enter'
    }

    var stepper: some View {
        Stepper("Quantity", value: $quantity, step: "1") // error: cannot convert value of type 'String' to expected argument type 'Int'
    }

    var gift: some View {
        Toggle(isOn: isGift) { // error: cannot convert value 'isGift' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
            Text("Gift wrap")
        }
    }

    var toppings: some View {
        Picker("Topping", selection: $topping) { // error: generic struct 'Picker' requires that 'Topping' conform to 'Hashable'
            Text("Cheese")
        }
    }

    var date: some View {
        DatePicker("Delivery", selection: delivery) // error: cannot convert value 'delivery' of type 'Date' to expected type 'Binding<Date>', use wrapper instead
    }

    var sending: some View {
        ProgressView("Sending", value: progress, total: "1") // error: cannot convert value of type 'String' to expected argument type 'Double'
    }

    var terms: some View {
        Link("Terms", destination: "https://example.com/terms") // error: cannot convert value of type 'String' to expected argument type 'URL'
    }

    var clear: some View {
        Button("Clear", action: clearAll, role: .destructive) // error: argument 'role' must precede argument 'action'
    }

    private func clearAll() {}
}
