import Foundation
import PackagePlugin

/// Carries the interface's declaration files (`Interface/<Module>/*.swift` at the package's top, beside
/// `Sources/`, not part of any target) in the library as text: at build time, `InterfaceEmbedder` writes
/// them into a Swift file that is compiled with the target, so a `course` copied alone type-checks too.
@main
struct EmbedInterface: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SwiftSourceModuleTarget else { return [] }
        let folder = context.package.directoryURL.appendingPathComponent("Interface")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("DeclarationFiles.swift")
        // Every file is an input: an edit, a new file or a removed one writes the Swift file again.
        let inputs = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
            .map { folder.appendingPathComponent($0) }
        return [
            .buildCommand(
                displayName: "Embedding the interface's declarations",
                executable: try context.tool(named: "InterfaceEmbedder").url,
                arguments: [folder.path, output.path], inputFiles: inputs, outputFiles: [output])
        ]
    }
}
