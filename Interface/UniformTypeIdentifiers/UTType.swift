// UniformTypeIdentifiers, declarations only, written by us from Apple's public documentation.
// This file: `UTType`, the type of a file or of data, with the system's common types.
@_exported import Foundation

/// A structure that represents a type of data to load, send, or receive.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Creates a type based on an identifier.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init?(_ identifier: String) { fatalError() }
    /// Creates a type based on a filename extension, conforming to a supertype.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { fatalError() }
    /// Creates a type based on a MIME type, conforming to a supertype.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init?(mimeType: String, conformingTo supertype: UTType = .data) { fatalError() }
    /// Creates a type your app owns, based on an identifier it exports in its Info.plist.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError() }
    /// Creates a type your app uses but doesn't own, based on an identifier it imports in its Info.plist.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError() }

    /// The string that represents the type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var identifier: String { fatalError() }
    /// The preferred filename extension for the type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var preferredFilenameExtension: String? { fatalError() }
    /// The preferred MIME type for the type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var preferredMIMEType: String? { fatalError() }
    /// The localized description of the type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var localizedDescription: String? { fatalError() }
    /// The set of types the type directly or indirectly conforms to.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var supertypes: Set<UTType> { fatalError() }
    /// A Boolean value that indicates whether the system declares the type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var isDeclared: Bool { fatalError() }
    /// A Boolean value that indicates whether the system generated the type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var isDynamic: Bool { fatalError() }

    /// Returns a Boolean value that indicates whether a type conforms to the type you specify.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public func conforms(to type: UTType) -> Bool { fatalError() }
    /// Returns a Boolean value that indicates whether a type is higher in a hierarchy than the type you
    /// specify.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public func isSupertype(of type: UTType) -> Bool { fatalError() }
    /// Returns a Boolean value that indicates whether a type is lower in a hierarchy than the type you
    /// specify.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public func isSubtype(of type: UTType) -> Bool { fatalError() }

    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws {}
}

/// The system's common types.
extension UTType {
    /// A generic base type for most objects, such as files or directories.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var item: UTType { fatalError() }
    /// A base type that represents anything containing user-viewable content.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var content: UTType { fatalError() }
    /// A base type that represents any sort of byte stream, including files and in-memory data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var data: UTType { fatalError() }
    /// A base type that represents all text-encoded data, including text with markup.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var text: UTType { fatalError() }
    /// A type that represents text with no markup and an unspecified encoding.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var plainText: UTType { fatalError() }
    /// A type that represents plain text encoded as UTF-8.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var utf8PlainText: UTType { fatalError() }
    /// A type that represents Rich Text Format data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var rtf: UTType { fatalError() }
    /// A type that represents any version of HTML.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var html: UTType { fatalError() }
    /// A type that represents generic XML data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var xml: UTType { fatalError() }
    /// A type that represents JavaScript Object Notation (JSON) data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var json: UTType { fatalError() }
    /// A type that represents Yet Another Markup Language data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var yaml: UTType { fatalError() }
    /// A type that represents text containing comma-separated values.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var commaSeparatedText: UTType { fatalError() }
    /// A type that represents text containing tab-separated values.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var tabSeparatedText: UTType { fatalError() }
    /// A type that represents a URL.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var url: UTType { fatalError() }
    /// A type that represents a URL to a file in the file system.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var fileURL: UTType { fatalError() }
    /// A base type that represents image data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var image: UTType { fatalError() }
    /// A type that represents a PNG image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var png: UTType { fatalError() }
    /// A type that represents a JPEG image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var jpeg: UTType { fatalError() }
    /// A type that represents a GIF image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var gif: UTType { fatalError() }
    /// A type that represents High Efficiency Image Coding images.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var heic: UTType { fatalError() }
    /// A type that represents High Efficiency Image File Format images.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var heif: UTType { fatalError() }
    /// A type that represents a WebP image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var webP: UTType { fatalError() }
    /// A type that represents a TIFF image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var tiff: UTType { fatalError() }
    /// A type that represents a Windows bitmap image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var bmp: UTType { fatalError() }
    /// A type that represents a scalable vector graphics (SVG) image.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var svg: UTType { fatalError() }
    /// A base type that represents a raw image format that you use in digital photography.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var rawImage: UTType { fatalError() }
    /// A type that represents Live Photos.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var livePhoto: UTType { fatalError() }
    /// A type that represents audio that doesn’t contain video.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var audio: UTType { fatalError() }
    /// A type that represents MP3 audio.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var mp3: UTType { fatalError() }
    /// A type that represents data in Microsoft Waveform Audio File Format.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var wav: UTType { fatalError() }
    /// A type that represents data in AIFF audio format.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var aiff: UTType { fatalError() }
    /// A type that represents an MPEG-4 audio layer file.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var mpeg4Audio: UTType { fatalError() }
    /// A base type representing media formats that may contain both video and audio.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var movie: UTType { fatalError() }
    /// A type that represents video that doesn’t contain audio.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var video: UTType { fatalError() }
    /// A type that represents a QuickTime movie.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var quickTimeMovie: UTType { fatalError() }
    /// A type that represents an MPEG-4 movie.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var mpeg4Movie: UTType { fatalError() }
    /// A base type that represents data that contains video content that may or may not also include audio.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var audiovisualContent: UTType { fatalError() }
    /// A type that represents Adobe Portable Document Format (PDF) documents.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var pdf: UTType { fatalError() }
    /// A type that represents data in the electronic publication (EPUB) format.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var epub: UTType { fatalError() }
    /// A type that represents a zip archive.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var zip: UTType { fatalError() }
    /// A type that represents a GNU zip archive.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var gzip: UTType { fatalError() }
    /// A base type that represents an archive of files and directories.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var archive: UTType { fatalError() }
    /// A type that represents a user-browsable directory.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var folder: UTType { fatalError() }
    /// A type that represents a file system directory, including packages and folders.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var directory: UTType { fatalError() }
    /// A base type that represents a packaged directory.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var package: UTType { fatalError() }
    /// A base type that represents a property list.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var propertyList: UTType { fatalError() }
    /// A base type that represents a spreadsheet document.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var spreadsheet: UTType { fatalError() }
    /// A base type that represents a presentation document.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var presentation: UTType { fatalError() }
    /// A type that represents a vCard file.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var vCard: UTType { fatalError() }
    /// A base type that represents contact information.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var contact: UTType { fatalError() }
    /// A type that represents an email message.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var emailMessage: UTType { fatalError() }
    /// A base type that represents a calendar event.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var calendarEvent: UTType { fatalError() }
    /// A base type that represents source code of any programming language.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var sourceCode: UTType { fatalError() }
    /// A type that represents a Swift source code file.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var swiftSource: UTType { fatalError() }
    /// A type that represents Universal Scene Description Package content.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var usdz: UTType { fatalError() }
    /// A base type that represents 3D content.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var threeDContent: UTType { fatalError() }
    /// A base type that represents a font.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var font: UTType { fatalError() }
    /// A base type that represents console log data.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static var log: UTType { fatalError() }
}
