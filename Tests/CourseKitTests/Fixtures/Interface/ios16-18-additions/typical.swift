// What iOS 16 to 18 added that apps and tutorials use: custom containers over sections and subviews with
// container values (read by a layout too), hierarchical lists and outline groups, scroll geometry, positions,
// phases and transitions, optional values in text fields and app storage, drawing with Canvas on a
// TimelineView, shadows in shape styles, keyframe and phase animators, symbol effects, sensory feedback,
// inspectors, zoom transitions and scene padding.
import SwiftUI

extension ContainerValues {
    @Entry var isPinned = false
}

struct Board<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(sections: content) { section in
                if !section.header.isEmpty {
                    section.header.font(.headline)
                }
                ForEach(subviews: section.content) { subview in
                    subview
                        .padding(8)
                        .background(subview.containerValues.isPinned ? Color.yellow : .clear)
                }
            }
        }
    }
}

struct PinnedFirstLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0.containerValues.isPinned && !$1.containerValues.isPinned }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct Folder: Identifiable {
    let id = UUID()
    var name: String
    var children: [Folder]?
}

enum SortOrder: String {
    case name, date
}

struct AdditionsView: View {
    let folders: [Folder]
    @State private var position = ScrollPosition(edge: .top)
    @State private var isScrolledDown = false
    @State private var scrollPhase: ScrollPhase = .idle
    @State private var guests: Int?
    @State private var price: Double?
    @AppStorage("sortOrder") private var sortOrder: SortOrder?
    @State private var showsInspector = false
    @State private var likes = 0
    @State private var isRecording = false
    @Namespace private var zoom

    var body: some View {
        NavigationStack {
            Board {
                Section("Pinned") {
                    Text("Passport").containerValue(\.isPinned, true)
                    Text("Tickets")
                }
                Text("Loose note")
            }
            .scenePadding()
            Group(sections: Text("A")) { sections in
                Text("\(sections.count) sections")
            }
            Group(subviews: Text("B")) { subviews in
                Text("\(subviews.count) subviews")
            }
            PinnedFirstLayout {
                Text("One")
                Text("Two").containerValue(\.isPinned, true)
            }
            List(folders, children: \.children) { folder in
                Label(folder.name, systemImage: "folder")
            }
            OutlineGroup(folders, children: \.children) { folder in
                Text(folder.name)
            }
            ScrollView {
                LazyVStack {
                    ForEach(folders) { folder in
                        NavigationLink(value: folder.name) {
                            Text(folder.name)
                                .matchedTransitionSource(id: folder.id, in: zoom)
                        }
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y > geometry.containerSize.height
            } action: { _, isDown in
                isScrolledDown = isDown
            }
            .onScrollPhaseChange { _, newPhase in
                scrollPhase = newPhase
            }
            .navigationDestination(for: String.self) { name in
                Text(name)
                    .navigationTransition(.zoom(sourceID: name, in: zoom))
            }
            .toolbar {
                Button("Top") { position.scrollTo(edge: .top) }
                Button("Details") { showsInspector.toggle() }
            }
            .inspector(isPresented: $showsInspector) {
                Form {
                    TextField("Guests", value: $guests, format: .number)
                    TextField("Price", value: $price, format: .currency(code: "EUR"))
                    Text(sortOrder?.rawValue ?? "unsorted")
                }
                .inspectorColumnWidth(min: 200, ideal: 280)
            }
        }
    }
}

struct Effects: View {
    @State private var likes = 0
    @State private var isRecording = false

    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .symbolEffect(.bounce.up.byLayer, value: likes)
                .symbolEffect(.pulse, isActive: isRecording)
                .sensoryFeedback(.increase, trigger: likes)
                .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeTrack {
                        SpringKeyframe(1.4, duration: 0.2)
                        CubicKeyframe(0.9, duration: 0.15)
                        LinearKeyframe(1.0, duration: 0.1)
                    }
                }
            Image(systemName: "mic")
                .phaseAnimator([false, true]) { content, phase in
                    content.opacity(phase ? 1 : 0.5)
                } animation: { _ in
                    .easeInOut(duration: 0.8)
                }
            Button("Like") { likes += 1 }
                .sensoryFeedback(trigger: likes) { old, new in
                    new > old ? .success : nil
                }
            ContentUnavailableView("No trips", image: "EmptyState", description: Text("Add one."))
        }
    }
}

struct Clock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Canvas { graphics, size in
                let rect = CGRect(origin: .zero, size: size)
                graphics.fill(Path(ellipseIn: rect), with: .color(.blue))
                graphics.stroke(Path(rect), with: .style(.red), lineWidth: 2)
                graphics.draw(Text(context.date, style: .time), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        }
        .frame(width: 120, height: 120)
        .background(.blue.gradient.shadow(.drop(radius: 4)), in: Circle())
        .foregroundStyle(.white.shadow(.inner(radius: 2)))
    }
}
