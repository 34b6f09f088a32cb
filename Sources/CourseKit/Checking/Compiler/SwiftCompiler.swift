import Foundation

/// The `swiftc` that `course check` hands snippets and project files to.
struct SwiftCompiler: Sendable {
    package var executable: URL

    package init(executable: URL) {
        self.executable = executable
    }

    /// Where the compiler was looked for, or why none is used; printed when the snippet checks
    /// cannot run, so the author knows which checks were skipped and how to enable them.
    enum Lookup: Sendable {
        case found(SwiftCompiler)
        case missing(reason: String)
    }

    /// Finds `swiftc`: an explicit path (`--swiftc` or `COURSE_SWIFTC`) wins; otherwise `PATH`,
    /// then the toolchain the running program was built with (its runtime library's folder).
    static func locate(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Lookup {
        let fileManager = FileManager.default
        if let explicit = explicitPath ?? environment["COURSE_SWIFTC"], !explicit.isEmpty {
            if fileManager.isExecutableFile(atPath: explicit) {
                return .found(SwiftCompiler(executable: URL(fileURLWithPath: explicit)))
            }
            return .missing(reason: "no executable swiftc at '\(explicit)'")
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) {
                return .found(SwiftCompiler(executable: candidate))
            }
        }
        if let candidate = runningToolchainCompiler(), fileManager.isExecutableFile(atPath: candidate.path) {
            return .found(SwiftCompiler(executable: candidate))
        }
        return .missing(
            reason: "swiftc was not found on PATH or next to the running Swift toolchain "
                + "(install a Swift toolchain, or pass --swiftc PATH)")
    }

    /// `…/usr/bin/swiftc` of the toolchain whose runtime this process loaded.
    private static func runningToolchainCompiler() -> URL? {
        #if os(Linux)
            // Read to the end: /proc files report a size of 0, so `String(contentsOfFile:)` gets nothing.
            guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
                let line = String(decoding: data, as: UTF8.self).split(separator: "\n")
                    .first(where: { $0.hasSuffix("/libswiftCore.so") }),
                let slash = line.firstIndex(of: "/")
            else { return nil }
            // …/usr/lib/swift/linux/libswiftCore.so → …/usr/bin/swiftc
            return URL(fileURLWithPath: String(line[slash...])).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("bin/swiftc")
        #elseif os(macOS)
            let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")
            guard let result = try? ProcessRunner.run(xcrun, ["--find", "swiftc"]), result.status == 0 else {
                return nil
            }
            return URL(fileURLWithPath: result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #else
            return nil
        #endif
    }

    /// Parses every file in one compiler process: the frontend itself (`swiftc -frontend`), since
    /// the driver would start one frontend per file and costs 0.15 s on its own. The file list goes
    /// through a response file, so thousands of files fit.
    func parse(_ files: [URL], scratch: URL) throws -> CompilerRun {
        guard !files.isEmpty else { return CompilerRun(status: 0, messages: [], output: "") }
        let responseFile = scratch.appendingPathComponent("parse-\(UUID().uuidString).resp")
        let quoted = files.map { "\"\($0.path.replacingOccurrences(of: "\"", with: "\\\""))\"" }
        try quoted.joined(separator: "\n").write(to: responseFile, atomically: false, encoding: .utf8)
        let output = try ProcessRunner.run(
            executable,
            [
                "-frontend", "-parse", "-diagnostic-style", "llvm", "-module-name", "CourseCheck",
                "@\(responseFile.path)",
            ])
        return CompilerRun(output)
    }

    /// Type-checks one self-contained file in Swift 6 mode (each snippet is its own module).
    ///
    /// The driver's `TMPDIR` is the file's folder (see `driverEnvironment(temporaryFolder:)`).
    func typecheck(_ file: URL) throws -> CompilerRun {
        let output = try ProcessRunner.run(
            executable,
            [
                "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", file.path,
            ], environment: Self.driverEnvironment(temporaryFolder: file.deletingLastPathComponent()))
        return CompilerRun(output)
    }

    /// The environment of a run of the driver (`swiftc` without `-frontend`): its `TMPDIR` a folder
    /// that is removed after the run. The driver makes a `TemporaryDirectory.XXXXXX` in `TMPDIR` on
    /// every run and never removes it (swiftlang/swift-driver#1720), so a check run on the system's
    /// would leave one in `/tmp` each time.
    static func driverEnvironment(temporaryFolder: URL) -> [String: String] {
        ["TMPDIR": temporaryFolder.path]
    }

    /// Which of `modules` this compiler's SDK can import, asked in one small compile
    /// (`#if !canImport(X) #warning(…)`), so SwiftUI snippets are skipped on Linux with a reason.
    func missingModules(_ modules: Set<String>, scratch: URL) throws -> Set<String> {
        guard !modules.isEmpty else { return [] }
        let probe = scratch.appendingPathComponent("probe-imports.swift")
        let marker = "course-check-missing-module "
        let text = modules.sorted().map { "#if !canImport(\($0))\n#warning(\"\(marker)\($0)\")\n#endif\n" }.joined()
        try text.write(to: probe, atomically: false, encoding: .utf8)
        let output = try ProcessRunner.run(
            executable, ["-typecheck", "-diagnostic-style", "llvm", probe.path],
            environment: Self.driverEnvironment(temporaryFolder: scratch))
        var missing = Set<String>()
        for message in CompilerMessage.parseAll(output.output) where message.message.hasPrefix(marker) {
            missing.insert(String(message.message.dropFirst(marker.count)))
        }
        return missing
    }

    /// The compiler's version line (`swiftc --version`'s first): part of every cache key, so a new
    /// compiler builds anew. Asked of the frontend (`swiftc -frontend --version` prints the same
    /// line): the driver would start a process of its own first.
    ///
    /// Asked once per process for the same file (`executable`'s path, and the file it resolves to
    /// unchanged: inode, size, modification and change times), not once per check.
    func version() throws -> String {
        guard let stamp = FileStamp(path: executable.path) else { return try askedVersion() }
        return try Self.versions.value(for: VersionKey(path: executable.path, stamp: stamp)) { try askedVersion() }
    }

    /// `version()`, asked of the compiler.
    private func askedVersion() throws -> String {
        let output = try ProcessRunner.run(executable, ["-frontend", "--version"])
        guard output.status == 0 else {
            throw CompilerFailure(message: "swiftc -frontend --version: exit status \(output.status)")
        }
        return String(output.output.split(separator: "\n").first ?? "")
    }

    /// The versions asked in this process, by the compiler's path and what `stat` says of it: a
    /// compiler written again at the same path, as the tests' stand-ins are, is another file.
    private static let versions = ProcessMemo<VersionKey, String>()

    /// A compiler file as `versions` knows it.
    private struct VersionKey: Hashable {
        var path: String
        var stamp: FileStamp
    }

    /// Builds a declarations-only module from `files` into `folder`, finding the modules it imports
    /// in `searchPaths`, as an SDK's modules are made: the textual interface first (public
    /// declarations only), then the binary module compiled from it — so what the interface keeps
    /// internal is as absent as it is from Apple's modules ("has no accessible initializers").
    /// Function bodies are not type-checked (`-experimental-skip-all-function-bodies`): the textual
    /// interface holds none, so the module is the same, built in about a quarter less time (SwiftUI:
    /// 3.7 against 4.9 s of CPU). One frontend job for the whole module (`-wmo`): without it the driver
    /// also runs a job per file, each parsing every file; and the driver's check of the textual
    /// interface is not run (`-no-verify-emitted-module-interface`): compiling the module from it
    /// does the same. Same textual interface but for its flags line, SwiftUI's in 2.1 against 7.5 s
    /// of CPU (docs/benchmarks.md, `interface-cold`).
    func emitModule(_ name: String, files: [URL], into folder: URL, searchPaths: [URL]) throws -> CompilerRun {
        let textual = folder.appendingPathComponent("\(name).swiftinterface")
        let work = folder.appendingPathComponent("build-\(name)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let found = searchPaths.flatMap { ["-I", $0.path] }
        let first = CompilerRun(
            try ProcessRunner.run(
                executable,
                [
                    "-emit-module", "-wmo", "-no-verify-emitted-module-interface", "-parse-as-library",
                    "-swift-version", "6", "-module-name", name,
                    "-enable-library-evolution", "-emit-module-interface-path", textual.path,
                    "-emit-module-path", work.appendingPathComponent("\(name).swiftmodule").path,
                    "-diagnostic-style", "llvm", "-Xfrontend", "-experimental-skip-all-function-bodies",
                ] + found + files.map(\.path), environment: Self.driverEnvironment(temporaryFolder: work)))
        guard first.status == 0 else { return first }
        return CompilerRun(
            try ProcessRunner.run(
                executable,
                [
                    "-frontend", "-compile-module-from-interface", textual.path, "-module-name", name,
                    "-o", folder.appendingPathComponent("\(name).swiftmodule").path,
                ] + found))
    }

    /// Type-checks `files` as one module in one frontend process, against `environment`'s modules,
    /// macro plugin and build settings. Only a file named `main.swift` may hold top-level code, as in an
    /// Xcode target: the compiler would otherwise take a lone file for the main file, and reject its
    /// `@main` type. With `primaries`, only those files are type-checked whole (`-primary-file`);
    /// the others are parsed, and their declarations resolved as far as the primaries use them.
    ///
    /// `temporaryFolder`: the compiler's `TMPDIR`, where it writes the macro expansions its
    /// messages name (`swift-generated-sources/@__swiftmacro_….swift`, each ending with the place
    /// of the code expanded: `TypecheckJob.placed` reads it): a folder of the run's own, so that
    /// runs at once never overwrite each other's expansions of the same name.
    ///
    /// `throughSIL` (no primaries): the mandatory SIL passes too (`frontendArguments`). A run that the
    /// toolchain refuses `@objc`, `#selector` or `#keyPath` in is run again with Objective-C
    /// interoperability on, and the two merged (`ObjectiveCRuntime`).
    func typecheck(
        _ files: [URL], primaries: Set<URL> = [], in environment: TypecheckEnvironment, temporaryFolder: URL? = nil,
        throughSIL: Bool = false
    ) throws -> CompilerRun {
        // `typecheckConvention` names this rule in every cached result's key.
        let library = files.contains { $0.lastPathComponent == "main.swift" } ? [] : ["-parse-as-library"]
        let run = { (throughSIL: Bool, objectiveCInterop: Bool) in
            CompilerRun(
                try ProcessRunner.run(
                    self.executable,
                    environment.frontendArguments(
                        toolchain: self.toolchainFolder, throughSIL: throughSIL, objectiveCInterop: objectiveCInterop)
                        + library + files.flatMap { primaries.contains($0) ? ["-primary-file", $0.path] : [$0.path] },
                    environment: temporaryFolder.map { ["TMPDIR": $0.path] } ?? [:],
                    isCancelled: environment.isCancelled))
        }
        let first = try run(throughSIL && primaries.isEmpty, false)
        // `@objc`, `#selector`, `#keyPath` refused off Apple's platforms: judged again as Xcode would.
        guard environment.modules != nil, first.messages.contains(where: ObjectiveCRuntime.isRefusal) else {
            return first
        }
        let second = try run(false, true)
        guard second.messages.contains(where: { $0.severity == .error }) || second.status == 0 else { return first }
        var lines: [String: [Substring]] = [:]
        return ObjectiveCRuntime.merged(without: first, with: second) { file, line in
            if lines[file] == nil {
                lines[file] = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(
                    separator: "\n", omittingEmptySubsequences: false)
            }
            return lines[file].flatMap { line >= 1 && line <= $0.count ? String($0[line - 1]) : nil }
        }
    }

    /// Changes with how `typecheck(_:in:)` hands files to the compiler, so that results cached under
    /// another way are not used.
    static let typecheckConvention = "files: library unless main.swift"

    /// `…/usr` of the toolchain `executable` belongs to (its `bin/` folder's parent, links followed).
    var toolchainFolder: URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    }
}
