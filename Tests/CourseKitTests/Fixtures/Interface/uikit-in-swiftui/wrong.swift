// UIKit in a SwiftUI app, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import UIKit

/// A delegate that is not an app delegate, handed to the adaptor.
final class Settings: NSObject, ObservableObject {
    @Published var showsHints = true
}

struct SettingsApp: App {
    @UIApplicationDelegateAdaptor(Settings.self) private var settings // error: no exact matches in call to initializer

    var body: some Scene {
        WindowGroup { Text("Settings") }
    }
}

/// A coordinator that does not inherit from NSObject.
struct PlainEditor: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        uiView.text = text
    }

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    final class Coordinator: UITextViewDelegate {} // error: type 'PlainEditor.Coordinator' does not conform to protocol 'NSObjectProtocol'
}

/// A coordinator declared, but never made.
struct NotesEditor: UIViewRepresentable { // error: type 'NotesEditor' does not conform to protocol 'UIViewRepresentable'
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        UITextView()
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        uiView.text = text
    }

    final class Coordinator: NSObject, UITextViewDelegate {}
}

/// An image picker whose coordinator is not a navigation controller delegate.
struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator // error: cannot assign value of type 'PhotoPicker.Coordinator' to type '(any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?'
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate {
        let parent: PhotoPicker

        init(_ parent: PhotoPicker) {
            self.parent = parent
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalPhoto] as? UIImage // error: reference to member 'originalPhoto' cannot be resolved without a contextual type
        }
    }
}

/// A view controller with an initializer of its own, but not the one a storyboard needs.
final class DetailViewController: UIViewController {
    let detail: String

    init(detail: String) {
        self.detail = detail
        super.init(nibName: nil, bundle: nil)
    }
} // error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'

struct EntryForm: View {
    @State private var email = ""
    @State private var photo: UIImage?

    var body: some View {
        TextField("Email", text: $email)
            .keyboardType(.email) // error: type 'UIKeyboardType' has no member 'email'
    }

    var nameField: some View {
        TextField("Name", text: $email)
            .autocapitalization(.never) // error: type 'UITextAutocapitalizationType' has no member 'never'
    }

    var preview: some View {
        Image(uiImage: photo) // error: value of optional type 'UIImage?' must be unwrapped to a value of type 'UIImage'
    }

    func saved() {
        let haptic = UIImpactFeedbackGenerator(style: .strong) // error: type 'UIImpactFeedbackGenerator.FeedbackStyle' has no member 'strong'
        haptic.impactOccurred()
    }

    func copied() {
        UIPasteboard.general.string = photo // error: cannot assign value of type 'UIImage?' to type 'String?'
    }

    func openSettings() {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)) // error: value of optional type 'URL?' must be unwrapped to a value of type 'URL'
    }

    func tint() -> Color {
        Color(uiColor: UIColor(red: 0.9, green: 0.3, blue: 0.2)) // error: missing argument for parameter 'alpha' in call
    }

    func host() -> UIViewController {
        let hosting = UIHostingController(rootView: Text("Hello"))
        hosting.sizingOptions = .intrinsicSize // error: type 'UIHostingControllerSizingOptions' has no member 'intrinsicSize'
        return hosting
    }
}
