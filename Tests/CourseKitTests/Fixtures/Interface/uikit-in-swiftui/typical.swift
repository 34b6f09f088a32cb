// UIKit in a SwiftUI app, as tutorials and Apple's sample code write it: an app delegate through the adaptor,
// representables wrapping a text view and an image picker with their coordinators, a hosting controller,
// haptics, the keyboard modifiers, and colors, images and fonts from UIKit.
import SwiftUI
import UIKit

// MARK: The app and its delegate

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var deviceToken: Data?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemBlue
        UIPageControl.appearance().pageIndicatorTintColor = UIColor.systemBlue.withAlphaComponent(0.3)
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        self.deviceToken = deviceToken
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        print("Registration failed: \(error.localizedDescription)")
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
    }
}

@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    init() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.label,
            .font: UIFont.systemFont(ofSize: 34, weight: .bold),
        ]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .systemOrange

        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
        UITabBar.appearance().standardAppearance = tabs
        UITableView.appearance().backgroundColor = .clear
    }

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environmentObject(appDelegate)
        }
    }
}

// MARK: A text view with a coordinator

struct NotesEditor: UIViewRepresentable {
    @Binding var text: String
    var font: UIFont = .preferredFont(forTextStyle: .body)

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.font = font
        textView.backgroundColor = .secondarySystemBackground
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        textView.autocapitalizationType = .sentences
        textView.keyboardDismissMode = .interactive
        textView.setContentHuggingPriority(.defaultLow, for: .vertical)
        textView.layer.cornerRadius = 8
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text {
            uiView.text = text
        }
        uiView.font = font
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>

        init(text: Binding<String>) {
            self.text = text
        }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            textView.text.count + text.count <= 2_000
        }
    }
}

// MARK: An image picker with a coordinator

struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    var sourceType: UIImagePickerController.SourceType = .photoLibrary
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(sourceType) ? sourceType : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: PhotoPicker

        init(_ parent: PhotoPicker) {
            self.parent = parent
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            if let edited = info[.editedImage] as? UIImage {
                parent.image = edited
            } else if let original = info[.originalImage] as? UIImage {
                parent.image = original
            }
            parent.dismiss()
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            parent.dismiss()
        }
    }
}

// MARK: More UIKit views and controllers

struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

struct Spinner: UIViewRepresentable {
    var isAnimating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = true
        spinner.color = .systemGray
        return spinner
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

struct WrappingLabel: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
        uiView.textAlignment = context.environment.layoutDirection == .rightToLeft ? .right : .left
    }

    @available(iOS 16.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        uiView.sizeThatFits(CGSize(width: proposal.width ?? 320, height: .greatestFiniteMagnitude))
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: ()) {
        uiView.text = nil
    }
}

// MARK: SwiftUI hosted in UIKit

struct SummaryCard: View {
    var title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .padding()
    }
}

final class SummaryViewController: UIViewController {
    private let hosting = UIHostingController(rootView: SummaryCard(title: "Today"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addChild(hosting)
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hosting.view)
        NSLayoutConstraint.activate([
            hosting.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            hosting.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            hosting.view.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        hosting.didMove(toParent: self)
        if #available(iOS 16.0, *) {
            hosting.sizingOptions = .intrinsicContentSize
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hosting.rootView = SummaryCard(title: title ?? "Today")
    }
}

struct SummaryContainer: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SummaryViewController {
        SummaryViewController()
    }

    func updateUIViewController(_ uiViewController: SummaryViewController, context: Context) {
        uiViewController.title = context.environment.colorScheme == .dark ? "Tonight" : "Today"
    }
}

// MARK: The screen

struct JournalView: View {
    @EnvironmentObject private var appDelegate: AppDelegate
    @State private var title = ""
    @State private var email = ""
    @State private var notes = ""
    @State private var photo: UIImage?
    @State private var showsPicker = false
    @State private var isSaving = false

    private let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemTeal : .systemBlue
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Entry") {
                    TextField("Title", text: $title)
                        .textInputAutocapitalization(.words)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .autocapitalization(.none)
                    TextField("Pages", text: $notes)
                        .keyboardType(.numberPad)
                    NotesEditor(text: $notes)
                        .frame(minHeight: 120)
                }
                Section("Photo") {
                    if let photo {
                        Image(uiImage: photo)
                            .resizable()
                            .scaledToFit()
                    } else if let placeholder = UIImage(systemName: "photo", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .light)) {
                        Image(uiImage: placeholder)
                    }
                    Button("Choose Photo") {
                        UISelectionFeedbackGenerator().selectionChanged()
                        showsPicker = true
                    }
                }
                Section {
                    Button("Save", action: save)
                    Spinner(isAnimating: isSaving)
                    WrappingLabel(text: "Entries sync to all your devices.")
                }
                .listRowBackground(Color(uiColor: .secondarySystemGroupedBackground))
            }
            .tint(Color(accent))
            .background(Color(UIColor.systemGroupedBackground))
            .navigationTitle("New Entry")
            .toolbar {
                Button("Settings", action: openSettings)
            }
            .sheet(isPresented: $showsPicker) {
                PhotoPicker(image: $photo)
            }
        }
    }

    private func save() {
        let impact = UIImpactFeedbackGenerator(style: .medium)
        impact.prepare()
        impact.impactOccurred(intensity: 0.8)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIPasteboard.general.string = title
        if let photo, let data = photo.jpegData(compressionQuality: 0.8) {
            print("Saving \(data.count) bytes, \(photo.size.width) points wide")
        }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
    }

    private func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) else { return }
        UIApplication.shared.open(url)
        Task {
            let opened = await UIApplication.shared.open(url)
            print(opened)
        }
    }
}

// MARK: Watching the app and the keyboard

@MainActor
final class KeyboardObserver: ObservableObject {
    @Published var height: CGFloat = 0
    @Published var isActive = true
    private var observers: [any NSObjectProtocol] = []

    func start() {
        let keyboard = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
            let height = frame?.cgRectValue.height ?? 0
            Task { @MainActor in self.height = height }
        }
        let activation = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            Task { @MainActor in self.isActive = true }
        }
        observers = [keyboard, activation]
    }

    var screenScale: CGFloat {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.screen.scale ?? 2
    }

    var isPhone: Bool {
        UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemVersion.hasPrefix("1")
    }
}

// MARK: UIKit fonts and colors in SwiftUI

extension Color {
    static let cardBackground = Color(uiColor: .tertiarySystemBackground)
    static let brandAccent = Color(UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
    // Xcode's color literal: a UIColor on iOS.
    static let pickedAccent = Color(#colorLiteral(red: 0.2, green: 0.6, blue: 0.86, alpha: 1))
}

extension UIFont {
    static var roundedTitle: UIFont {
        let base = UIFont.preferredFont(forTextStyle: .title2)
        guard let descriptor = base.fontDescriptor.withDesign(.rounded) else { return base }
        return UIFont(descriptor: descriptor, size: base.pointSize)
    }
}

// MARK: Previews of the wrapped views

#Preview("Summary") {
    SummaryContainer()
        .frame(height: 200)
}

#Preview {
    VStack {
        WrappingLabel(text: "Hello, UIKit")
        Spinner(isAnimating: true)
    }
    .background(BlurView())
}
