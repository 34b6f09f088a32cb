// Uniform Type Identifiers, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/uniformtypeidentifiers/uttype). Nothing here runs.
// This file: `UTType` with the system types SwiftUI apps name for sharing, drag and drop, documents and
// file importers. `import SwiftUI` brings it along, as on Apple's platforms.

import Foundation

/// A structure that represents a type of data to load, send, or receive.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct UTType: Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    /// Creates a type based on an identifier.
    public init?(_ identifier: String) { self.identifier = identifier }
    /// Creates a type based on a filename extension, conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { self.identifier = filenameExtension }
    /// Creates a type your app owns, based on an identifier and a supertype that it conforms to.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.identifier = identifier }
    /// Creates a type your app uses but doesn't own, based on an identifier and a supertype that it
    /// conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.identifier = identifier }

    /// The string that represents the type.
    public let identifier: String
    /// The preferred filename extension for the type.
    public var preferredFilenameExtension: String? { fatalError() }
    /// The preferred MIME type for the type.
    public var preferredMIMEType: String? { fatalError() }
    /// The localized description of the type.
    public var localizedDescription: String? { fatalError() }
    /// Returns a Boolean value that indicates whether a type conforms to the type you specify.
    public func conforms(to type: UTType) -> Bool { fatalError() }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    /// A generic base type for most things, such as files or directories.
    public static let item = UTType(exportedAs: "public.item")
    /// A base type for anything containing user-viewable document content.
    public static let content = UTType(exportedAs: "public.content")
    /// A base type for all bytes of data.
    public static let data = UTType(exportedAs: "public.data")
    /// A base type for all text-encoded data.
    public static let text = UTType(exportedAs: "public.text")
    /// A type for text with no markup and an unspecified encoding.
    public static let plainText = UTType(exportedAs: "public.plain-text")
    /// A type for plain text that uses UTF-8 encoding.
    public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text")
    /// A type for Rich Text Format.
    public static let rtf = UTType(exportedAs: "public.rtf")
    /// A type for HTML content.
    public static let html = UTType(exportedAs: "public.html")
    /// A type for JavaScript Object Notation data.
    public static let json = UTType(exportedAs: "public.json")
    /// A type for commas-separated text.
    public static let commaSeparatedText = UTType(exportedAs: "public.comma-separated-values-text")
    /// A type for a URL.
    public static let url = UTType(exportedAs: "public.url")
    /// A type for a URL to a file.
    public static let fileURL = UTType(exportedAs: "public.file-url")
    /// A base type for images.
    public static let image = UTType(exportedAs: "public.image")
    /// A type for Portable Network Graphics images.
    public static let png = UTType(exportedAs: "public.png")
    /// A type for JPEG images.
    public static let jpeg = UTType(exportedAs: "public.jpeg")
    /// A type for High Efficiency Image Format images.
    public static let heic = UTType(exportedAs: "public.heic")
    /// A type for Graphics Interchange Format images.
    public static let gif = UTType(exportedAs: "com.compuserve.gif")
    /// A type for Portable Document Format documents.
    public static let pdf = UTType(exportedAs: "com.adobe.pdf")
    /// A base type for audio and video, such as movies.
    public static let audiovisualContent = UTType(exportedAs: "public.audiovisual-content")
    /// A base type for media formats that may contain both video and audio.
    public static let movie = UTType(exportedAs: "public.movie")
    /// A base type for media that contain video only.
    public static let video = UTType(exportedAs: "public.video")
    /// A base type for audio content.
    public static let audio = UTType(exportedAs: "public.audio")
    /// A type for MPEG-4 movies.
    public static let mpeg4Movie = UTType(exportedAs: "public.mpeg-4")
    /// A type for QuickTime movies.
    public static let quickTimeMovie = UTType(exportedAs: "com.apple.quicktime-movie")
    /// A type for a user-browsable directory.
    public static let folder = UTType(exportedAs: "public.folder")
    /// A base type for directories.
    public static let directory = UTType(exportedAs: "public.directory")
    /// A type for zip archives.
    public static let zip = UTType(exportedAs: "public.zip-archive")
    /// A type for vCard contact files.
    public static let vCard = UTType(exportedAs: "public.vcard")
}
