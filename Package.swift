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
            // The interface's declaration files (Interface/<Module>/, data beside the code) are compiled by
            // `course check`, not into the library; the EmbedInterface plugin carries their text in it
            // (`InterfaceFile.embedded`).
            plugins: ["EmbedInterface"]
        ),
        // The command-line tool: parses arguments and calls the library, nothing more.
        .executableTarget(name: "course", dependencies: ["CourseKit"]),
        .testTarget(
            name: "CourseKitTests",
            dependencies: ["CourseKit"],
            resources: [.copy("Fixtures")]
        ),
        // End-to-end tests: run the built `course` binary as a subprocess.
        // Snapshots/: the help and completion texts `HelpSnapshotTests` compares (read from the source tree).
        .testTarget(name: "CourseCLITests", dependencies: ["course"], exclude: ["Snapshots"]),
        // At build time, the interface's declaration files as a Swift file of the library (not SwiftPM's
        // `.embedInCode`: its byte-array literals cost the compiler 24 s in debug and 54 s in release,
        // against 0.1 s for string literals of the same text).
        .plugin(
            name: "EmbedInterface", capability: .buildTool(), dependencies: ["InterfaceEmbedder"],
            path: "Plugins/EmbedInterface"),
        .executableTarget(name: "InterfaceEmbedder", path: "Plugins/InterfaceEmbedder"),
    ]
)
