/// How a course's Swift code is compiled, from `course.md`.
///
/// The settings of the Xcode project the course builds, since they change what compiles (a
/// main-actor default lets an `@Entry` default that is a main-actor object build, with a warning).
public struct BuildSettings: Sendable, Equatable, Codable {
    /// Where code with no isolation of its own runs.
    ///
    /// `nonisolated` (Swift's default) or `MainActor` (a new Xcode project's default since Xcode
    /// 26).
    public enum DefaultIsolation: String, Sendable, Equatable, Codable, CaseIterable {
        case nonisolated
        case mainActor = "MainActor"
    }

    /// The language mode: `swift-version: 6` (or 5, 4.2, 4).
    public var swiftVersion: String
    public var defaultIsolation: DefaultIsolation
    /// `upcoming-features: InferIsolatedConformances, NonisolatedNonsendingByDefault`.
    public var upcomingFeatures: [String]
    /// The platform and its lowest version (`iOS 18.0`).
    ///
    /// The SDK and target where a real SDK exists (macOS); with the interface, which APIs are newer
    /// than the course (docs/checks.md).
    public var platform: Platform

    public struct Platform: Sendable, Equatable, Codable {
        public enum Name: String, Sendable, Equatable, Codable, CaseIterable {
            case iOS, macOS, tvOS, watchOS, visionOS
        }

        public var name: Name
        public var version: String

        public init(name: Name, version: String) {
            self.name = name
            self.version = version
        }
    }

    public static let swiftVersions = ["6", "5", "4.2", "4"]

    public init(
        swiftVersion: String = "6", defaultIsolation: DefaultIsolation = .nonisolated,
        upcomingFeatures: [String] = [], platform: Platform = Platform(name: .iOS, version: "18.0")
    ) {
        self.swiftVersion = swiftVersion
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures
        self.platform = platform
    }

    /// The compilation conditions of the Debug build Xcode's previews and Run make.
    ///
    /// A new project's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`: `#if DEBUG` is true.
    public static let compilationConditions = ["DEBUG"]

    /// The compiler's flags for these settings and the compilation conditions.
    ///
    /// The settings are the language mode, isolation and features.
    public var compilerFlags: [String] {
        var flags = ["-swift-version", swiftVersion]
        if defaultIsolation == .mainActor { flags += ["-default-isolation", "MainActor"] }
        for feature in upcomingFeatures { flags += ["-enable-upcoming-feature", feature] }
        for condition in Self.compilationConditions { flags += ["-D", condition] }
        return flags
    }
}
