/// What Swift's conditional compilation is for a course's platform, as Xcode builds it.
///
/// `#if os(iOS)`, `#if canImport(UIKit)`: a Debug build for the platform's simulator on an Apple
/// silicon Mac, as for Xcode's previews and Run (docs/checks.md, "Conditional compilation"). On
/// Linux the compiler would answer for Linux; with the interface, `ConditionalDirectives` writes
/// these answers into the `#if` lines it hands the compiler. `DEBUG` is the compiler's own, from
/// `BuildSettings.compilationConditions`.
///
/// A predicate it does not know, or with an argument it does not know, has no value here: the
/// compiler decides (`compiler()`, `swift()`, `hasFeature()` and `hasAttribute()` are the
/// compiler's own and need no help: the language mode and features are its flags).
struct BuildConditions: Sendable, Equatable {
    var platform: BuildSettings.Platform.Name
    /// The modules `canImport` finds besides the toolchain's (`toolchainModules`).
    ///
    /// The interface's.
    var modules: Set<String>

    /// Changes when a predicate's value changes.
    ///
    /// So that results cached with the old ones are not used (`TypecheckSetup`'s key, with the
    /// platform's name).
    static let convention = "conditions 1: os, arch, targetEnvironment, canImport; DEBUG"

    /// The predicates with a value here.
    static let predicates: Set<String> = ["os", "arch", "targetEnvironment", "canImport"]

    /// `os()`'s names the compiler knows, with the course platform each is (nil: none of Apple's).
    static let operatingSystems: [String: BuildSettings.Platform.Name?] = [
        "macOS": .macOS, "OSX": .macOS, "iOS": .iOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS,
        "Linux": nil, "FreeBSD": nil, "OpenBSD": nil, "Windows": nil, "Android": nil, "PS4": nil, "Cygwin": nil,
        "Haiku": nil, "WASI": nil, "none": nil,
    ]

    /// `arch()`'s names the compiler knows.
    ///
    /// `arm64` is an Apple silicon Mac's, so its simulators' (and an iPhone's); every other is
    /// false.
    static let architectures: Set<String> = [
        "arm64", "x86_64", "i386", "arm", "arm64_32", "arm64e", "powerpc", "powerpc64", "powerpc64le", "s390x",
        "wasm32", "riscv64",
    ]

    /// The toolchain's modules that Apple's platforms have too: `canImport` finds them on both.
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "Dispatch", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation",
        "Synchronization", "Distributed", "XCTest", "Testing",
    ]

    /// The value of `predicate(argument)` for the course; nil where the compiler decides.
    func value(of predicate: String, _ argument: String) -> Bool? {
        switch predicate {
        case "os":
            guard let system = Self.operatingSystems[argument] else { return nil }
            return system == platform
        case "arch":
            return Self.architectures.contains(argument) ? argument == "arm64" : nil
        case "targetEnvironment":
            switch argument {
            case "simulator": return platform != .macOS
            case "macCatalyst": return false
            default: return nil
            }
        case "canImport":
            return modules.contains(argument) || Self.toolchainModules.contains(argument) ? true : nil
        default:
            return nil
        }
    }
}

extension TypecheckEnvironment {
    /// The conditions a type-check's files are resolved under.
    ///
    /// With the interface, the course's platform and the interface's modules; nil with a real SDK,
    /// whose target the compiler answers for itself.
    var buildConditions: BuildConditions? {
        guard sdk == nil else { return nil }
        return BuildConditions(platform: settings.platform.name, modules: Set(modules?.modules ?? []))
    }
}
