// Views and modifiers: text, images and labels; chained modifiers; a view modifier of one's own; views
// built by functions and properties. The kind of code a first SwiftUI tutorial writes.
import SwiftUI

struct Badge: View {
    var title: String
    var systemImage: String
    var isHighlighted = false

    var body: some View {
        Label(title, systemImage: systemImage)
            .font(.caption.weight(.semibold))
            .foregroundStyle(isHighlighted ? .white : .primary)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(isHighlighted ? Color.accentColor : Color.gray.opacity(0.2), in: Capsule())
            .accessibilityLabel(Text(title))
    }
}

struct ProfileHeader: View {
    let name: String
    let subtitle: String?
    let visits: Int

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 56, height: 56)
                .foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.title2)
                    .bold()
                    .lineLimit(1)
                if let subtitle {
                    Text(subtitle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text("\(visits) visits")
                    .font(.footnote.monospacedDigit())
            }
            Spacer()
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
    }
}

/// A modifier of one's own, applied through an extension of `View`.
struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.regularMaterial)
            .clipShape(.rect(cornerRadius: cornerRadius))
            .overlay {
                RoundedRectangle(cornerRadius: cornerRadius)
                    .stroke(.separator, lineWidth: 1)
            }
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 16) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }
}

struct WelcomeCard: View {
    var isNew: Bool

    var body: some View {
        VStack(alignment: .leading) {
            headline
            details(count: 3)
        }
        .cardStyle()
        .opacity(isNew ? 1 : 0.6)
        .onAppear {
            print("shown")
        }
    }

    private var headline: some View {
        Text("Welcome back")
            .font(.headline)
            .foregroundColor(.primary)
    }

    @ViewBuilder
    private func details(count: Int) -> some View {
        if count == 0 {
            Text("Nothing new")
        } else {
            Text("^[\(count) new item](inflect: true)")
                .italic()
            Divider()
            Text(Date.now, style: .relative)
        }
    }
}

struct Gallery: View {
    let names = ["sunrise", "sunset", "moon"]

    var body: some View {
        Group {
            ForEach(names, id: \.self) { name in
                Image(systemName: name)
                    .imageScale(.large)
                    .symbolRenderingMode(.hierarchical)
                    .rotationEffect(.degrees(10))
                    .scaleEffect(1.2)
            }
            Text("Shown: \(names.count)")
                .textCase(.uppercase)
                .kerning(1.5)
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        .border(.gray, width: 1)
    }

    func erased(_ flag: Bool) -> AnyView {
        flag ? AnyView(Text("On")) : AnyView(Image(systemName: "xmark"))
    }
}
