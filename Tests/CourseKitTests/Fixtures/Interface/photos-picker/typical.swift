// The Photos picker: one photo or several, filtered, loaded through `Transferable` as data, as an image
// or as a type of one's own, and the picker presented by a modifier.
import PhotosUI
import SwiftUI

/// An image loaded from the picker, through a representation of one's own.
struct PickedImage: Transferable {
    let data: Data

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in
            PickedImage(data: data)
        }
    }
}

/// A video copied out of the picker into a file the app owns.
struct PickedMovie: Transferable {
    let url: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .movie) { movie in
            SentTransferredFile(movie.url)
        } importing: { received in
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("movie.mov")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: received.file, to: copy)
            return PickedMovie(url: copy)
        }
    }
}

/// A note that can be dragged or shared as JSON, or as its text.
struct Note: Codable, Transferable {
    var title: String
    var body: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.body)
    }
}

struct AvatarPicker: View {
    @State private var item: PhotosPickerItem?
    @State private var avatar: Image?
    @State private var avatarData: Data?

    var body: some View {
        VStack {
            if let avatar {
                avatar
                    .resizable()
                    .scaledToFill()
                    .frame(width: 120, height: 120)
                    .clipShape(Circle())
            }
            PhotosPicker(selection: $item, matching: .images) {
                Label("Choose a photo", systemImage: "person.crop.circle")
            }
        }
        .onChange(of: item) { _, newItem in
            Task {
                if let image = try? await newItem?.loadTransferable(type: Image.self) {
                    avatar = image
                }
                avatarData = try? await newItem?.loadTransferable(type: Data.self)
            }
        }
    }
}

struct GalleryPicker: View {
    @State private var items: [PhotosPickerItem] = []
    @State private var images: [PickedImage] = []
    @State private var showsPicker = false

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("\(images.count) photos")
                PhotosPicker(
                    "Add photos", selection: $items, maxSelectionCount: 5, selectionBehavior: .ordered,
                    matching: .any(of: [.images, .not(.screenshots)]), preferredItemEncoding: .current)
            }
            .toolbar {
                Button("More") { showsPicker = true }
            }
            .photosPicker(isPresented: $showsPicker, selection: $items, matching: .images)
            .task(id: items) {
                var loaded: [PickedImage] = []
                for item in items {
                    if let picked = try? await item.loadTransferable(type: PickedImage.self) {
                        loaded.append(picked)
                    }
                    print(item.itemIdentifier ?? "no identifier", item.supportedContentTypes.count)
                }
                images = loaded
            }
        }
    }
}

struct VideoPicker: View {
    @State private var item: PhotosPickerItem?
    @State private var movieURL: URL?

    var body: some View {
        PhotosPicker("Choose a video", selection: $item, matching: .videos)
            .photosPickerStyle(.inline)
            .photosPickerDisabledCapabilities(.selectionActions)
            .frame(height: 300)
            .onChange(of: item) {
                item?.loadTransferable(type: PickedMovie.self) { result in
                    if case .success(let movie?) = result {
                        print(movie.url)
                    }
                }
            }
    }
}
