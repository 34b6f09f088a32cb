import SwiftUI

struct PicturePicker: View {
    @Binding var selection: String

    private let names = ["seattle", "vancouver", "atacama"]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(names, id: \.self) { name in
                Button {
                    selection = name
                } label: {
                    Image(name)
                        .resizable()
                        .scaledToFill()
                        .frame(width: 64, height: 44)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        .contentShape(Rectangle())
                        .overlay {
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(name == selection ? Color.yellow : Color.clear, lineWidth: 3)
                        }
                }
                .buttonStyle(.plain)
                .accessibilityLabel("\(name.capitalized) picture")
                .accessibilityAddTraits(name == selection ? .isSelected : [])
            }
        }
    }
}
