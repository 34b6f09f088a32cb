import Observation

@Observable
final class NoteStore {
    var notes = Note.samples

    func add(_ title: String) {
        notes.append(Note(id: notes.count + 1, title: title, written: .now))
    }
}
