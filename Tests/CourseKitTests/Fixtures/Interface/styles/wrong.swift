// Styles, with the mistakes authors make, each marked on its line with the compiler's message. One
// mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

struct PressableButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPresed ? 0.95 : 1) // error: value of type 'PressableButtonStyle.Configuration' (aka 'ButtonStyleConfiguration') has no member 'isPresed'
    }
}

/// The requirement's label misspelled.
struct OutlineButtonStyle: ButtonStyle { // error: type 'OutlineButtonStyle' does not conform to protocol 'ButtonStyle'
    func makeBody(config: Configuration) -> some View {
        config.label.padding()
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.text // error: value of type 'VerticalLabelStyle.Configuration' (aka 'LabelStyleConfiguration') has no member 'text'
        }
    }
}

struct StyleGallery: View {
    @State private var name = ""
    @State private var isOn = true
    @State private var choice = 0

    var body: some View {
        Button("Prominent") {}
            .buttonStyle(.borderedProminant) // error: reference to member 'borderedProminant' cannot be resolved without a contextual type
    }

    var custom: some View {
        Button("Custom") {}
            .buttonStyle(PressableButtonStyle) // error: no exact matches in call to instance method 'buttonStyle'
    }

    var large: some View {
        Button("Large") {}
            .controlSize(.big) // error: type 'ControlSize' has no member 'big'
    }

    var field: some View {
        TextField("Name", text: $name)
            .textFieldStyle(.roundedBorders) // error: type 'TextFieldStyle' has no member 'roundedBorders'
    }

    var toggle: some View {
        Toggle("Agree", isOn: $isOn)
            .toggleStyle(PressableButtonStyle()) // error: instance method 'toggleStyle' requires that 'PressableButtonStyle' conform to 'ToggleStyle'
    }

    var picker: some View {
        Picker("Choice", selection: $choice) {
            Text("One").tag(0)
        }
        .pickerStyle(.segmented()) // error: cannot call value of non-function type 'SegmentedPickerStyle'
    }

    var icons: some View {
        Label("Inbox", systemImage: "tray")
            .labelStyle(.iconsOnly) // error: type 'LabelStyle' has no member 'iconsOnly'
    }
}
