// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CourseKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CourseKit", targets: ["CourseKit"]),
        .executable(name: "course", targets: ["course"]),
    ],
    targets: [
        // The library: one folder per stage (Markdown → Model/Parsing → Checking, Review, Rendering).
        .target(
            name: "CourseKit",
            // The interface's declaration files: compiled by `course check`, not into the library
            // (Scripts/embed-interface embeds their text in EmbeddedDeclarations.swift).
            exclude: ["Checking/Interface/Declarations"]
        ),
        // The command-line tool: parses arguments and calls the library, nothing more.
        .executableTarget(name: "course", dependencies: ["CourseKit"]),
        .testTarget(
            name: "CourseKitTests",
            dependencies: ["CourseKit"],
            resources: [.copy("Fixtures")]
        ),
        // End-to-end tests: run the built `course` binary as a subprocess.
        .testTarget(name: "CourseCLITests", dependencies: ["course"]),
    ]
)
