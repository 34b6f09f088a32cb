import SwiftUI

struct NoteList: View {
    let notes: [Note]

    var body: some View {
        List(notes) { note in
            NoteRow(note: note)
        }
    }
}

/// How many notes a list shows at most.
func visibleCount(of notes: [Note]) -> Int {
    min(notes.count, 100)
}
