// Foundation as Apple's platforms have it, where the toolchain's Foundation off Apple's platforms lacks
// it: declarations only, written from Apple's public documentation (developer.apple.com/documentation/
// foundation, …/swift/string). Nothing here runs. A file that imports Foundation (or SwiftUI, which
// brings it) sees this module too: `course check` imports it into every file it type-checks
// (docs/checks.md, "Foundation as on Apple's platforms").

import Foundation

// On Apple's platforms `import Foundation` alone brings URLSession and its kin (FoundationNetworking
// elsewhere) and Combine (`ObservableObject`, `@Published`).
@_exported import FoundationNetworking
@_exported import Combine
// And the Objective-C runtime's Swift side (`Selector`, the type of `#selector`), as Apple's Foundation
// re-exports `ObjectiveC`.
@_exported import ObjectiveC

// MARK: Observers called by selector

extension NotificationCenter {
    /// Adds an entry to the notification center to call the provided selector with the notification.
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

// MARK: The user's folders as URLs

extension URL {
    /// The documents directory for the current user.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var documentsDirectory: URL { fatalError() }

    /// The caches directory for the current user.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var cachesDirectory: URL { fatalError() }

    /// The application support directory for the current user.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var applicationSupportDirectory: URL { fatalError() }

    /// The library directory for the current user.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var libraryDirectory: URL { fatalError() }

    /// The downloads directory for the current user.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static var downloadsDirectory: URL { fatalError() }
}

// MARK: Localized strings

extension String {
    /// A reference to a localizable string, with optional string interpolation.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct LocalizationValue: Equatable, Codable, Sendable, ExpressibleByStringInterpolation {
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
            public mutating func appendLiteral(_ literal: String) { fatalError() }
            public mutating func appendInterpolation<T>(_ value: T) { fatalError() }
        }

        /// Creates a localization value instance.
        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: StringInterpolation) { fatalError() }
    }

    /// Creates a localized string from an interpolated string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }

    /// Creates a localized string from an arbitrary static string key.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }

    /// Creates a localized string from a localized string resource.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(localized resource: LocalizedStringResource) { fatalError() }
}

/// A reference to a localizable string, accessible from another process.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Equatable, Codable, Sendable, ExpressibleByStringInterpolation {
    /// Where the resource's table is.
    public enum BundleDescription: Equatable, Codable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle of a class.
        case forClass(AnyClass)

        public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) { fatalError() }
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
        comment: StaticString? = nil
    ) { fatalError() }
    /// Creates a localized string resource from the specified string literal.
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError() }

    /// The key to look up in the table.
    public let key: String
    /// The resource's default value.
    public let defaultValue: String.LocalizationValue
    /// The name of the table containing the key-value pairs.
    public let table: String?
    /// The locale to localize the string in.
    public var locale: Locale
    /// The bundle containing the table's strings file.
    public var bundle: LocalizedStringResource.BundleDescription { get { fatalError() } set {} }
}

// MARK: Markdown

extension AttributedString {
    /// Options for parsing a Markdown string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// How much of the Markdown syntax to interpret.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) { fatalError() }

        /// What parsing does with Markdown it cannot read.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
    }

    /// Creates an attributed string from a Markdown-formatted string using the provided options.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil)
        throws
    { fatalError() }

    /// Creates an attributed string from a localized string, interpreting its Markdown.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) { fatalError() }
}

// MARK: Item providers

/// A protocol to implement for a class to be created from the data an item provider loads.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class can read, in order of fidelity.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Creates an instance from data of a type identifier.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An item provider for conveying data or a file between processes during drag-and-drop or copy-and-paste
/// activities, or from a host app to an app extension.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Creates an empty item provider.
    public override init() {}
    /// The type identifiers the item provider has, in order of fidelity.
    open var registeredTypeIdentifiers: [String] { fatalError() }
    /// A Boolean value that indicates whether the item provider has an item of the type identifier.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { fatalError() }
    /// A Boolean value that indicates whether the item provider can load an object of the class.
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { fatalError() }
    /// Loads an object of the class, asynchronously.
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress { fatalError() }
    /// Loads the data of a type identifier, asynchronously.
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress { fatalError() }
}

// MARK: Bridged value types

// On Apple's platforms Foundation's value types bridge to their Objective-C classes (`Date` to `NSDate`,
// `UUID` to `NSUUID`…): each is a `ReferenceConvertible` (what SwiftUI's `Text("\(date, formatter: f)")`
// asks of its value), and `date as CVarArg` bridges to the class, an `NSObject` and so a `CVarArg` (the
// arguments of `NSPredicate(format:)` and `String(format:)`). Linux's Foundation has neither.

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension Date: @retroactive ReferenceConvertible, @retroactive CVarArg {
    /// The Objective-C class the value bridges to.
    public typealias ReferenceType = NSDate
    /// The value as a C variadic argument: the bridged object.
    public var _cVarArgEncoding: [Int] { fatalError() }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension UUID: @retroactive ReferenceConvertible, @retroactive CVarArg {
    /// The Objective-C class the value bridges to.
    public typealias ReferenceType = NSUUID
    /// The value as a C variadic argument: the bridged object.
    public var _cVarArgEncoding: [Int] { fatalError() }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension URL: @retroactive CVarArg {
    /// The value as a C variadic argument: the bridged object.
    public var _cVarArgEncoding: [Int] { fatalError() }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension Data: @retroactive ReferenceConvertible, @retroactive CVarArg {
    /// The Objective-C class the value bridges to.
    public typealias ReferenceType = NSData
    /// The value as a C variadic argument: the bridged object.
    public var _cVarArgEncoding: [Int] { fatalError() }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension Locale: @retroactive ReferenceConvertible {
    /// The Objective-C class the value bridges to.
    public typealias ReferenceType = NSLocale
}
