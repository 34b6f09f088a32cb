// SwiftUI, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/swiftui/appstorage). Nothing here runs.
// This file: the `@AppStorage` forms for optional enumerations (the others are in State.swift).

extension AppStorage {
    /// Creates a property that can save and restore an optional string, transforming it to an optional
    /// `RawRepresentable` data type; `nil` when nothing was stored.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {}

    /// Creates a property that can save and restore an optional integer, transforming it to an optional
    /// `RawRepresentable` data type; `nil` when nothing was stored.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {}
}
