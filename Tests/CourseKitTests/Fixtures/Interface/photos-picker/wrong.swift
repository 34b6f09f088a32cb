// The Photos picker, with the mistakes authors make, each marked on its line with the compiler's message.
// One mistake to a body: the compiler reports the first error of an expression only.
import PhotosUI
import SwiftUI

/// A type that forgot to say how it transfers.
struct Sticker: Transferable { // error: type 'Sticker' does not conform to protocol 'Transferable'
    let data: Data
}

/// A representation missing its conversions.
struct Badge: Transferable {
    let data: Data

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png) // error: missing arguments for parameters 'exporting', 'importing' in call
    }
}

/// Not transferable at all.
struct Avatar {
    var data: Data
}

struct ProfilePhoto: View {
    @State private var item: PhotosPickerItem?
    @State private var items: [PhotosPickerItem] = []
    @State private var showsPicker = false
    @State private var avatar: Avatar?

    var body: some View {
        PhotosPicker(selection: $item, matching: .image) { // error: type 'PHPickerFilter?' has no member 'image'
            Text("Choose")
        }
    }

    var unbound: some View {
        PhotosPicker("Choose", selection: item) // error: cannot convert value 'item' of type 'PhotosPickerItem?' to expected type 'Binding<PhotosPickerItem?>', use wrapper instead
    }

    var several: some View {
        PhotosPicker("Choose", selection: $items, maxCount: 3) // error: extra argument 'maxCount' in call
    }

    var presented: some View {
        Text("Photos")
            .photosPicker(isPresented: showsPicker, selection: $item) // error: cannot convert value 'showsPicker' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
    }

    func load() async throws {
        avatar = try await item?.loadTransferable(type: Avatar.self) // error: instance method 'loadTransferable(type:)' requires that 'Avatar' conform to 'Transferable'
    }

    func loadData() async throws -> Data? {
        try item?.loadTransferable(type: Data.self) // error: expression is 'async' but is not marked with 'await'
    }
}
