import CourseKit
import Foundation
import Testing

/// The built `course` binary as the compiler's macro plugin, with the real `swiftc`: a small
/// interface module named SwiftUI, made here (a few declarations: `@Entry`, `#Preview`,
/// `@Previewable` and what they need, not the real interface), and files type-checked against it
/// the way the checker runs the compiler (docs/checks.md, "Macros").
@Suite("Macros: course-macro-plugin with the compiler", .serialized, .ownThreads)
struct MacroPluginCompilerTests {
    /// A folder with SwiftUI.swiftmodule and the plugin installed, made once for the suite.
    struct Setup: Sendable {
        var folder: URL
        var plugin: String
    }

    static let setup: Result<Setup, SetupFailure> = {
        let folder = testProcessFolder.appendingPathComponent("macro-plugin-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let interface = folder.appendingPathComponent("SwiftUI.swift")
            try Self.interface.write(to: interface, atomically: true, encoding: .utf8)
            let built = try ExternalTool.run(
                "swiftc",
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI",
                    "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path, interface.path,
                ], in: folder)
            // The interface names plugin modules that are not loaded while it is built: warnings only.
            guard built.status == 0 else {
                let errors = built.output.split(separator: "\n").filter { $0.contains(": error: ") }.joined(
                    separator: "\n")
                return .failure(SetupFailure(text: "the interface did not build:\n\(errors)"))
            }
            let plugin = try MacroPlugin.install(in: folder.path, executable: CourseProcess.binary.path)
            return .success(Setup(folder: folder, plugin: plugin))
        } catch {
            return .failure(SetupFailure(text: "\(error)"))
        }
    }()

    struct SetupFailure: Error, Sendable {
        var text: String
    }

    /// The declarations the tests need, in the shapes of Apple's (isolation included): an
    /// `EnvironmentKey` of no actor, a `@MainActor` `View`, the three macros with their external names.
    static let interface = """
        public protocol EnvironmentKey {
            associatedtype Value
            static var defaultValue: Value { get }
        }
        public struct EnvironmentValues {
            public init() {}
            public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
        }
        public protocol TransactionKey {
            associatedtype Value
            static var defaultValue: Value { get }
        }
        public struct Transaction {
            public init() {}
            public subscript<K: TransactionKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
        }
        @attached(accessor) @attached(peer, names: prefixed(__Key_))
        public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

        @MainActor @preconcurrency public protocol View {
            associatedtype Body: View
            @ViewBuilder var body: Body { get }
        }
        extension Never: View {
            public var body: Never { fatalError() }
        }
        @resultBuilder public enum ViewBuilder {
            public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
            public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
                TupleView()
            }
        }
        public struct TupleView<T>: View {
            public var body: Never { fatalError() }
        }
        public struct Text: View {
            public init(_ content: String) {}
            public var body: Never { fatalError() }
        }
        public struct VStack<Content: View>: View {
            public init(@ViewBuilder content: () -> Content) {}
            public var body: Never { fatalError() }
        }
        public struct Color: Sendable {
            public static let yellow = Color()
        }
        @propertyWrapper public struct State<Value> {
            public init(wrappedValue: Value) {}
            public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
        }
        public struct PreviewTrait<T>: Sendable {}
        public struct Preview {
            public enum ViewTraits {}
        }
        extension PreviewTrait where T == Preview.ViewTraits {
            public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
        }
        @freestanding(declaration)
        public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                             @ViewBuilder body: @escaping @MainActor () -> any View)
            = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
        @attached(peer)
        public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "Previewable")
        """

    /// `swiftc -typecheck` of `source` (as `Lesson.swift`) against the interface, the plugin loaded.
    static func typecheck(_ source: String, _ extra: [String] = []) throws -> (status: Int32, output: String) {
        let setup = try Self.setup.get()
        let file = setup.folder.appendingPathComponent("Lesson-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // The driver's TMPDIR (its TemporaryDirectory.*, the macro expansions): a folder of this run's own.
        let temporary = setup.folder.appendingPathComponent("tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result = try ExternalTool.run(
            "env",
            [
                "TMPDIR=\(temporary.path)", "swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
                "-I", setup.folder.path,
            ] + MacroPlugin.compilerArguments(plugin: setup.plugin) + extra + [file.lastPathComponent], in: setup.folder
        )
        return (result.status, result.output.replacingOccurrences(of: file.lastPathComponent, with: "Lesson.swift"))
    }

    /// The `file:line:column: severity: message` lines of the compiler's output.
    static func messages(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
        }
    }

    @Test func entriesWithGoodDefaultsTypeCheck() throws {
        let result = try Self.typecheck(
            """
            import SwiftUI

            final class Counter: Sendable {
                init() {}
            }

            extension EnvironmentValues {
                @Entry var highlight: Color = .yellow
                @Entry var distanceUnit = "km"
                @Entry var limit = 3
                @Entry var counter = Counter()
                @Entry var shared: Counter?
                @Entry var onFavorite: (String) -> Void = { name in
                    _ = name
                }
            }

            extension Transaction {
                @Entry var animated = true
            }

            func read(_ values: EnvironmentValues) -> (Color, String, Int, Counter, Counter?) {
                var values = values
                values.limit = 4
                values.onFavorite("Lisbon")
                return (values.highlight, values.distanceUnit, values.limit, values.counter, values.shared)
            }
            """)
        #expect(result.status == 0)
        #expect(Self.messages(result.output) == [])
    }

    /// The property's own initializer is checked where it is written: the error is at the lesson's
    /// line. The key's copy of the default fails too, inside the expansion, with a note at the `@Entry`.
    @Test func aDefaultOfTheWrongTypeIsAnErrorAtTheProperty() throws {
        let result = try Self.typecheck(
            """
            import SwiftUI

            extension EnvironmentValues {
                @Entry var highlight: Color = "yellow"
            }
            """)
        #expect(result.status == 1)
        let messages = Self.messages(result.output)
        #expect(
            messages.first
                == "Lesson.swift:4:35: error: cannot convert value of type 'String' to specified type 'Color'")
        #expect(
            messages.contains {
                $0.hasSuffix(
                    "EntryfMp_.swift:3:9: error: cannot convert return expression of type 'String' to return type 'Color'"
                )
            })
        #expect(messages.contains("Lesson.swift:4:5: note: in expansion of macro 'Entry' on property 'highlight' here"))
        #expect(
            !messages.contains {
                $0.contains(": error: ") && !$0.hasPrefix("Lesson.swift:4:") && !$0.contains("@__swiftmacro_")
            })
    }

    @Test func aMainActorDefaultGivesTheCompilersMessageAndBuildsWhereTheMainActorIsTheDefault() throws {
        let source = """
            import SwiftUI
            import Observation

            @MainActor
            @Observable
            final class Counter {
                var count = 0
            }

            extension EnvironmentValues {
                @Entry var counter = Counter()
            }
            """
        let nonisolated = try Self.typecheck(source)
        #expect(nonisolated.status == 1)
        #expect(
            Self.messages(nonisolated.output).first
                == "Lesson.swift:11:16: error: main actor-isolated default value in a nonisolated context")
        let mainActor = try Self.typecheck(source, ["-default-isolation", "MainActor"])
        #expect(mainActor.status == 0)
        #expect(Self.messages(mainActor.output) == [])
    }

    @Test func aPreviewWithANameTraitsAndAPreviewableTypeChecks() throws {
        let result = try Self.typecheck(
            """
            import SwiftUI

            #Preview("Trips", traits: .sizeThatFitsLayout) {
                @Previewable @State var count = 0
                VStack {
                    Text("\\(count) trips")
                    Text("Lisbon")
                }
            }

            #Preview {
                Text("plain")
            }
            """)
        #expect(result.status == 0)
        #expect(Self.messages(result.output) == [])
    }

    @Test func aWrongViewOrTraitInAPreviewIsAnErrorAtItsLine() throws {
        let result = try Self.typecheck(
            """
            import SwiftUI

            #Preview("Trips") {
                VStack {
                    Text(3)
                }
            }

            #Preview(traits: .landscapeLeft) {
                Text("a")
            }
            """)
        #expect(result.status == 1)
        #expect(
            Self.messages(result.output) == [
                "Lesson.swift:5:14: error: cannot convert value of type 'Int' to expected argument type 'String'",
                "Lesson.swift:9:19: error: type 'PreviewTrait<Preview.ViewTraits>' has no member 'landscapeLeft'",
            ])
    }

    @Test func aDefaultThatShowsNoTypeNeedsAnAnnotationSaidAtTheProperty() throws {
        let result = try Self.typecheck(
            """
            import SwiftUI

            func measure() -> Double { 1 }

            extension EnvironmentValues {
                @Entry var distance = measure()
                @Entry var count: Int
            }
            """)
        #expect(result.status == 1)
        #expect(
            Self.messages(result.output) == [
                "Lesson.swift:6:16: error: add a type annotation to 'distance' ('var distance: Type = …'): @Entry reads the type only from a default that is a literal, 'TypeName(…)' or 'TypeName.member' (from macro 'Entry ')",
                "Lesson.swift:7:16: error: 'count' needs a default value ('var count: Int = …'), which @Entry makes the key's default; or an optional type, whose default is nil (from macro 'Entry ')",
            ])
    }

    /// The plugin as the compiler starts it: no arguments, an empty environment, messages framed on
    /// standard input and output; status 0 at the end of its input, 65 when a message is cut short.
    @Test func thePluginSpeaksTheProtocolOnItsStandardInputAndOutput() throws {
        let setup = try Self.setup.get()
        func frame(_ text: String) -> Data {
            var length = UInt64(text.utf8.count).littleEndian
            return Data(bytes: &length, count: 8) + Data(text.utf8)
        }
        let whole = frame(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#) + frame("{}")
        let served = try Self.runPlugin(setup.plugin, input: whole)
        #expect(served.status == 0)
        #expect(served.error == "")
        let expected = #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#
        let firstLength = Int(
            served.output.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) })
        let first = String(decoding: served.output.dropFirst(8).prefix(firstLength), as: UTF8.self)
        #expect(try JSONValue.parse(first) == JSONValue.parse(expected))
        let second = String(decoding: served.output.dropFirst(16 + firstLength), as: UTF8.self)
        #expect(second.contains("could not read the compiler's message: a message is an object with one member"))

        let cut = try Self.runPlugin(setup.plugin, input: whole.dropLast(1))
        #expect(cut.status == 65)
        #expect(
            cut.error
                == "course: error: the input ended 1 byte into a message of 2 bytes (serving the compiler as course-macro-plugin)\n"
        )
    }

    static func runPlugin(_ path: String, input: Data) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = []
        process.environment = [:]
        let inPipe = Pipe()
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardInput = inPipe
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        inPipe.fileHandleForWriting.write(input)
        try inPipe.fileHandleForWriting.close()
        let output = Descriptor.readToEnd(outPipe.fileHandleForReading.fileDescriptor)
        let error = Descriptor.readToEnd(errPipe.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: error, as: UTF8.self))
    }
}
