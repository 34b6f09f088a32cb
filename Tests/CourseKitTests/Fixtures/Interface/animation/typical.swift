// Animation: implicit animations tied to a value, explicit `withAnimation`, transitions (built in,
// combined, and one of one's own), matched geometry, an animatable shape, and transactions.
import SwiftUI

struct LikeButton: View {
    @State private var isLiked = false
    @State private var count = 0

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .scaleEffect(isLiked ? 1.2 : 1)
                    .foregroundStyle(isLiked ? .red : .secondary)
                Text("\(count)")
                    .contentTransition(.numericText())
            }
        }
        .animation(.easeInOut(duration: 0.2), value: count)
    }
}

struct Banner: View {
    @State private var isShowing = false

    var body: some View {
        VStack {
            if isShowing {
                Text("Saved")
                    .padding()
                    .background(.green, in: Capsule())
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Toggle("Show", isOn: $isShowing.animation(.bouncy))
            Button("Flash") {
                withAnimation(.easeIn(duration: 0.3).delay(0.1)) {
                    isShowing = true
                } completion: {
                    isShowing = false
                }
            }
        }
        .transition(.asymmetric(insertion: .scale, removal: .opacity))
    }
}

struct Spinner: View {
    @State private var isSpinning = false

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
    }
}

struct ExpandingCard: View {
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            if isExpanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(.blue)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(height: 300)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.blue)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 100, height: 60)
            }
        }
        .onTapGesture {
            withAnimation(.snappy) { isExpanded.toggle() }
        }
        .onLongPressGesture(minimumDuration: 0.5) {
            withAnimation { isExpanded = false }
        }
    }
}

/// A wave whose phase animates.
struct Wave: Shape {
    var phase: Double
    var amplitude: Double = 10

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 4) {
            let y = rect.midY + sin(Double(x) / 20 + phase) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

/// A transition of one's own: fades and blurs.
struct BlurFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 8)
    }
}

extension AnyTransition {
    static var slideAndFade: AnyTransition {
        .asymmetric(insertion: .push(from: .trailing), removal: .opacity)
    }
}

struct WaveScreen: View {
    @State private var phase = 0.0
    @State private var showsDetail = false

    var body: some View {
        VStack {
            Wave(phase: phase)
                .stroke(.blue, lineWidth: 2)
                .frame(height: 80)
            if showsDetail {
                Text("Detail")
                    .transition(BlurFade())
                Text("More")
                    .transition(.slideAndFade)
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
        .transaction { transaction in
            transaction.disablesAnimations = showsDetail
        }
        .onTapGesture {
            var transaction = Transaction(animation: .smooth)
            transaction.disablesAnimations = false
            withTransaction(transaction) {
                showsDetail.toggle()
            }
        }
    }
}
