import CourseKit
import Foundation

/// Runs the built `course` binary as a subprocess, the way a user or a CI script does.
struct CourseProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The directory holding the products of this build (`.build/debug` or `.build/release`).
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("couldn't find the products directory")
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// The built `course`, or the one COURSE_TEST_BINARY names (an older build, to see a test fail there first).
    static var binary: URL {
        if let other = ProcessInfo.processInfo.environment["COURSE_TEST_BINARY"], !other.isEmpty {
            return URL(fileURLWithPath: other)
        }
        return productsDirectory.appendingPathComponent("course")
    }

    /// The package's root folder (holding `Content/`), found from this source file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Runs `course arguments…`, feeding `input` to its standard input, in `directory`.
    @discardableResult
    static func run(
        _ arguments: [String], input: String? = nil, directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        try run(executable: binary, arguments, input: input, directory: directory, environment: environment)
    }

    /// Runs any program; with `mergingErrors`, its standard error goes to the same pipe as its
    /// standard output, interleaved as it printed them.
    static func run(
        executable: URL, _ arguments: [String], input: String? = nil, directory: URL? = nil,
        environment: [String: String] = [:], mergingErrors: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = mergingErrors ? out : err
        process.standardInput = inPipe
        try process.run()
        // Read both pipes concurrently so a chatty process never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            outData = Descriptor.readToEnd(out.fileHandleForReading.fileDescriptor)
            group.leave()
        }
        if !mergingErrors {
            group.enter()
            DispatchQueue.global().async {
                errData = Descriptor.readToEnd(err.fileHandleForReading.fileDescriptor)
                group.leave()
            }
        }
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

/// Runs another program (git, diff, python3, a checker) and collects what it printed.
enum ExternalTool {
    /// `tool` is a name looked up on the PATH, or a path; the output is standard output and
    /// standard error together.
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments,
            directory: folder, mergingErrors: true)
        return (result.status, result.standardOutput)
    }
}

/// An `XDG_CACHE_HOME` of a test's own for `course check`: no results from any other check, so
/// the compiler really runs, but the interface's modules those of the user's cache, where `course
/// check` keeps them, so that one test does not build them again (each build is seconds to a
/// minute of compiler time). Its `course/interface` is a link to the user's: a module the user's
/// cache lacks is built there, once, and found by the next run. One link, not one per module: a
/// user's cache holds thousands of module folders, and linking each took 15 s of the test
/// process's CPU in a whole `swift test` (docs/ci.md). Where no check has made the user's folder
/// yet (it is made with the cache's tag, by `course`), the test's cache home has one of its own.
///
/// The compiler's own module cache is one for the whole test process
/// (`compilerModuleCacheOfTheTestProcess`).
func cacheHomeSharingInterfaceModules(in folder: URL) throws -> [String: String] {
    let home = folder.appendingPathComponent("cache-\(UUID().uuidString)")
    let modules = home.appendingPathComponent("course/interface")
    let shared = UserFolders.cache().appendingPathComponent("interface")
    if FileManager.default.fileExists(atPath: shared.path) {
        try FileManager.default.createDirectory(
            at: modules.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: modules, withDestinationURL: shared)
    } else {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    }
    return ["XDG_CACHE_HOME": home.path].merging(compilerModuleCacheOfTheTestProcess()) { $1 }
}

/// `CLANG_MODULE_CACHE_PATH` set to one compiler module cache for the whole test process, for a
/// `course` run given a cache home of a test's own.
///
/// The compiler keeps its module cache (the Clang modules of Glibc and Foundation, the Swift modules
/// it builds from textual interfaces) in `$XDG_CACHE_HOME/clang/ModuleCache` on Linux: in an empty
/// cache home, every check's first type-check built them again, about 1 s of CPU against a
/// type-check's 0.03 s (docs/ci.md, "The warm suite under 90 s"). The variable (Clang's own,
/// docs/checks.md) names one folder in `testProcessFolder`, by one path: a link to the user's module
/// cache would not do (the compiler then finds the same module by two paths and refuses it), and the
/// user's itself would keep what the checks build from the interfaces of throwaway cache homes (about
/// 14 MB a run of three suites) after the tests. Empty where the process has set the variable itself
/// (the runs inherit it) and on macOS (the compiler's module cache is not under `XDG_CACHE_HOME`
/// there).
func compilerModuleCacheOfTheTestProcess() -> [String: String] {
    #if os(macOS)
        return [:]
    #else
        guard (ProcessInfo.processInfo.environment["CLANG_MODULE_CACHE_PATH"] ?? "").isEmpty else { return [:] }
        return ["CLANG_MODULE_CACHE_PATH": testProcessFolder.appendingPathComponent("compiler-module-cache").path]
    #endif
}
