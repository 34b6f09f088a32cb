// iOS 26's Liquid Glass, bars and web views, with the mistakes authors make, each marked on its line with
// the compiler's message. One mistake to a body: the compiler reports the first error of an expression only.
import SwiftUI
import WebKit

struct GlassBar: View {
    @Namespace private var glass
    @State private var note = ""
    @State private var selection = AttributedTextSelection()

    var body: some View {
        Image(systemName: "pencil")
            .glassEffect(.frosted) // error: type 'Glass' has no member 'frosted'
    }

    var shaped: some View {
        Image(systemName: "pencil")
            .glassEffect(.regular, in: 16) // error: instance method 'glassEffect(_:in:)' requires that 'Int' conform to 'Shape'
    }

    var morphing: some View {
        GlassEffectContainer {
            Image(systemName: "eraser")
                .glassEffect()
                .glassEffectID("eraser") // error: missing argument for parameter 'in' in call
        }
    }

    var toolbar: some View {
        Text("Trips")
            .toolbar {
                ToolbarSpacer(.large) // error: type 'SpacerSizing' has no member 'large'
            }
    }

    var tabs: some View {
        TabView {
            Text("Trips")
        }
        .tabBarMinimizeBehavior(.onScroll) // error: type 'TabBarMinimizeBehavior' has no member 'onScroll'
    }

    var edges: some View {
        ScrollView {
            Text("Trips")
        }
        .scrollEdgeEffectStyle(.hard) // error: missing argument for parameter 'for' in call
    }

    var editor: some View {
        TextEditor(text: $note, selection: $selection) // error: cannot convert value of type 'Binding<String>' to expected argument type 'Binding<AttributedString>'
    }

    var page: some View {
        WebView(url: "https://example.com") // error: cannot convert value of type 'String' to expected argument type 'URL'
    }
}
