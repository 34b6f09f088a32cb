import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        Text(note.title)
    }
}

#Preview {
    NoteRow(note: Note.samples[0])
}

#Preview("Long title") {
    NoteRow(note: Note(id: 3, title: "A title long enough to wrap onto a second line", written: .now))
}
