// Styles: SwiftUI's own styles for buttons, labels, text fields, toggles, pickers, lists, progress views,
// date pickers, group boxes, menus and tab views; styles of one's own, offered as static members.
import SwiftUI

/// A button that shrinks while pressed.
struct PressableButtonStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(color.opacity(configuration.isPressed ? 0.6 : 1), in: Capsule())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.role == .destructive ? 0.8 : 1)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
}

/// Icon above title.
struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title2)
            configuration.title.font(.caption)
        }
    }
}

/// A checkbox made of a symbol.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

/// A progress bar drawn with two capsules.
struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule()
                    .fill(.tint)
                    .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
            }
        }
        .frame(height: 8)
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(.thinMaterial, in: .rect(cornerRadius: 12))
    }
}

struct StyleGallery: View {
    @State private var name = ""
    @State private var isOn = true
    @State private var choice = 0
    @State private var date = Date.now

    var body: some View {
        VStack(spacing: 16) {
            Button("Bordered") {}
                .buttonStyle(.bordered)
                .controlSize(.large)
                .buttonBorderShape(.capsule)
            Button("Prominent") {}
                .buttonStyle(.borderedProminent)
                .tint(.green)
            Button("Custom") {}
                .buttonStyle(.pressable)
            Button("Custom red", role: .destructive) {}
                .buttonStyle(PressableButtonStyle(color: .red))
            Label("Inbox", systemImage: "tray")
                .labelStyle(VerticalLabelStyle())
            Label("Sent", systemImage: "paperplane")
                .labelStyle(.titleAndIcon)
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            Toggle("Agree", isOn: $isOn)
                .toggleStyle(CheckboxToggleStyle())
            Toggle("Switch", isOn: $isOn)
                .toggleStyle(.switch)
            Picker("Choice", selection: $choice) {
                Text("One").tag(0)
                Text("Two").tag(1)
            }
            .pickerStyle(.menu)
            ProgressView(value: 0.4)
                .progressViewStyle(BarProgressStyle())
            ProgressView()
                .progressViewStyle(.circular)
            DatePicker("Date", selection: $date)
                .datePickerStyle(.compact)
            GroupBox("Summary") {
                Text("All good")
            }
            .groupBoxStyle(CardGroupBoxStyle())
            Menu("Options") {
                Button("First") {}
            }
            .menuStyle(.button)
        }
    }
}

struct StyledContainers: View {
    var body: some View {
        TabView {
            List {
                Text("Row")
            }
            .listStyle(.sidebar)
            .scrollContentBackground(.hidden)
            Text("Second page")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}
