import Foundation

/// One note: a title and when it was written.
struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var written: Date
}

extension Note {
    static let samples = [
        Note(id: 1, title: "Buy milk", written: .now),
        Note(id: 2, title: "Call Sam", written: .now),
    ]
}

let maximumTitleLength = 40
