// Views and modifiers, with the mistakes authors make, each marked on its line with the compiler's
// message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI

struct Badge: View {
    var title: String
    var isHighlighted = false

    var body: some View {
        Text(title)
            .paddin() // error: value of type 'Text' has no member 'paddin'
    }

    var highlighted: some View {
        Text(title)
            .foregroundStyle(isHighlighted ? .white : .primery) // error: type 'Color' has no member 'primery'
    }
}

struct ProfileHeader: View {
    let name: String
    let visits: Int

    var body: some View {
        Image(systemName: "person.crop.circle.fill")
            .resizable()
            .frame(widht: 56, height: 56) // error: incorrect argument label in call (have 'widht:height:', expected 'width:height:')
    }

    var title: some View {
        Text(name)
            .font("title2") // error: cannot convert value of type 'String' to expected argument type 'Font'
    }

    var count: some View {
        Text("\(visits) visits")
            .font(.footnot) // error: type 'Font?' has no member 'footnot'
    }

    var card: some View {
        Text(name)
            .padding()
            .shadow(color: .gray) // error: missing argument for parameter 'radius' in call
    }

    var faded: some View {
        Image(systemName: "moon")
            .opacity(0.5, animated: true) // error: extra argument 'animated' in call
    }

    var caption: some View {
        Text(name)
            .padding()
            .foregroundStyle(.secondry) // error: type 'ShapeStyle' has no member 'secondry'
    }

    var summary: some View {
        Txt("Shown: \(visits)") // error: cannot find 'Txt' in scope
    }
}

/// A modifier whose `body(content:)` has a misspelled label: the requirement is not met.
struct CardStyle: ViewModifier { // error: type 'CardStyle' does not conform to protocol 'ViewModifier'
    var cornerRadius: CGFloat = 16

    func body(contents: Content) -> some View {
        contents.padding(16)
    }
}

/// A view without a body.
struct WelcomeCard: View { // error: type 'WelcomeCard' does not conform to protocol 'View'
    var isNew: Bool

    var content: some View {
        Text("Welcome back")
    }
}
