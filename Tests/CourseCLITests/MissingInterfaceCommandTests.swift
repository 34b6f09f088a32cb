import Foundation
import Testing

/// Through the built binary (issue 44, items 2 and 7): a framework that neither the toolchain nor
/// the interface has stops nothing — what does not use it is type-checked, what does is reported
/// as not type-checked, naming the module and where to declare it; a message about a macro's
/// expansion is placed once, at the code that was expanded.
@Suite("course check: a module without an interface, messages in macro expansions", .ownThreads)
struct MissingInterfaceCommandTests {
    /// A course of one lesson (`InterfaceAvailabilityCommandTests.course`, whose start project
    /// holds `Trip.swift`) whose start project also holds `files` (name → text, `Trip.swift`
    /// replaced when named), and whose intro holds `snippets` (whole files); the first code line
    /// of each snippet.
    static func course(platform: String = "iOS 17.0", files: [String: String], snippets: [String] = []) throws -> (
        folder: URL, lines: [Int]
    ) {
        let (folder, lines) = try InterfaceAvailabilityCommandTests.course(
            platform: platform, snippets: snippets.map { ("check=file", $0, nil) }, interface: [:])
        let app = folder.appendingPathComponent("lesson-1/start/App")
        for (name, text) in files { try Data(text.utf8).write(to: app.appendingPathComponent(name)) }
        return (folder, lines)
    }

    /// A diagnostic of the check's JSON output; its file from the course folder.
    typealias Found = (file: String, line: Int, severity: String, rule: String, message: String, hint: String)

    /// `course check FOLDER --format json` and `options`, with the interface's modules built before;
    /// what it found. The folder is given as `given` when there is one (`folder/`).
    static func check(_ folder: URL, _ options: [String] = [], given: String? = nil) throws -> (
        result: CourseProcess.Result, found: [Found]
    ) {
        let result = try CourseProcess.run(
            ["check", given ?? folder.path, "--format", "json"] + options,
            environment: try cacheHomeSharingInterfaceModules(in: folder))
        let array = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]] ?? []
        let found = array.map {
            (
                (($0["file"] as? String) ?? "").replacingOccurrences(of: folder.path + "/", with: ""),
                ($0["line"] as? Int) ?? 0, ($0["severity"] as? String) ?? "", ($0["rule"] as? String) ?? "",
                ($0["message"] as? String) ?? "", ($0["hint"] as? String) ?? ""
            )
        }
        return (result, found)
    }

    static let scanner = """
        import SwiftUI
        import Vision

        struct Scanner {
            func scan() -> Int {
                let request = VNRecognizeTextRequest()
                let count: Int = "three"
                _ = request
                return count
            }
        }

        """

    static let trip = "import Foundation\n\nstruct Trip {\n    var name: String = 1\n}\n"

    /// Item 2: `import Vision` in a project file. The other file's mistake is found, and so is the
    /// one in the importing file that has nothing to do with Vision; the use of Vision's name is not
    /// the author's mistake but not type-checked: a warning naming the module and where to declare
    /// it, an error with `--typecheck`.
    @Test(arguments: [false, true])
    func aModuleWithoutAnInterfaceLeavesTheRestChecked(strict: Bool) throws {
        let (folder, _) = try Self.course(files: ["Scanner.swift": Self.scanner, "Trip.swift": Self.trip])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, found) = try Self.check(folder, strict ? ["--typecheck"] : [])
        let errors = found.filter { $0.rule == "step-typecheck" }
        #expect(
            errors.map { "\($0.file):\($0.line) \($0.message)" }.sorted() == [
                "lesson-1/start/App/Scanner.swift:7 the start project does not type-check: "
                    + "cannot convert value of type 'String' to specified type 'Int'",
                "lesson-1/start/App/Trip.swift:4 the start project does not type-check: "
                    + "cannot convert value of type 'Int' to specified type 'String'",
            ], "\(found)")
        #expect(
            !found.contains { $0.message.contains("no such module") || $0.message.contains("cannot find") }, "\(found)")
        let unchecked = found.filter { $0.rule == "typecheck-complete" }
        #expect(unchecked.count == 1, "\(found)")
        if let first = unchecked.first {
            #expect(first.file == "lesson-1/start/App/Scanner.swift" && first.line == 6, "\(first)")
            #expect(first.severity == (strict ? "error" : "warning"), "\(first)")
            #expect(
                first.message.contains("'VNRecognizeTextRequest'") && first.message.contains("not type-checked")
                    && first.message.contains("no interface of 'Vision'"), "\(first)")
            #expect(first.hint.contains("interface/Vision/") && first.hint.contains("A course's own declarations"))
        }
        #expect(result.status == 1)
    }

    /// Item 2: a misspelt name of the project's own in a file that imports the missing module is
    /// still the author's mistake; a name that is no near name is Vision's, not type-checked.
    @Test func aMisspellingBesideTheMissingModuleIsStillAnError() throws {
        let text =
            "import Vision\n\nstruct TripStore {}\n\nlet store = TripStor()\nlet request = VNDetectFaceRectanglesRequest()\n"
        let (folder, _) = try Self.course(files: ["Store.swift": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, found) = try Self.check(folder)
        #expect(
            found.contains {
                $0.rule == "step-typecheck" && $0.line == 5 && $0.message.contains("cannot find 'TripStor' in scope")
            }, "\(found)")
        #expect(
            found.contains {
                $0.rule == "typecheck-complete" && $0.line == 6 && $0.severity == "warning"
                    && $0.message.contains("'VNDetectFaceRectanglesRequest'")
            }, "\(found)")
        #expect(found.count == 2, "\(found)")
    }

    /// Item 2: a whole-file snippet that imports the missing module: its other mistake is an error;
    /// one whose only messages are about the module's names is counted as not type-checked
    /// because of it.
    @Test func aSnippetThatImportsTheMissingModule() throws {
        // `VNRequest` is two letters from SwiftUI's `Request`: Vision's name all the same.
        let only = "import Vision\n\nlet request = VNRequest()\n"
        let (folder, lines) = try Self.course(files: [:], snippets: [Self.scanner, only])
        let line = lines[0]
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, found) = try Self.check(folder)
        #expect(
            found.contains {
                $0.rule == "snippet-typecheck" && $0.line == line + 6
                    && $0.message.hasSuffix("cannot convert value of type 'String' to specified type 'Int'")
            }, "\(found)")
        #expect(
            found.contains {
                $0.rule == "typecheck-complete" && $0.line == line + 5 && $0.severity == "warning"
                    && $0.message.contains("'VNRecognizeTextRequest'") && $0.message.contains("'Vision'")
            }, "\(found)")
        // One warning per module and file (here the lesson), at the first use, naming every name.
        #expect(found.contains { $0.rule == "typecheck-complete" && $0.message.contains("'VNRequest'") }, "\(found)")
        #expect(found.count == 2 && lines[1] > line, "\(found)")
        #expect(
            result.standardError.contains(
                "1 type-checked; not type-checked: 1 snippets that use Vision, which has no interface"),
            "\(result.standardError)")
    }

    /// A module the course's platform lacks is no gap of the interface: `import UIKit` on macOS is
    /// the compiler's "no such module", as in Xcode.
    @Test func aFrameworkThePlatformLacksIsStillNoSuchModule() throws {
        let (folder, _) = try Self.course(
            platform: "macOS 14.0", files: ["View.swift": "import UIKit\n\nlet image = UIImage()\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, found) = try Self.check(folder)
        #expect(
            found.contains {
                $0.rule == "step-typecheck" && $0.line == 1 && $0.message.hasSuffix("no such module 'UIKit'")
            },
            "\(found)")
    }

    /// Item 7: a mistake in a stored property's initial value in an `@Observable` class is one
    /// error, at its line: the compiler's second message, in the expansion of `@ObservationTracked`
    /// inside `@Observable`'s, is placed at the code that was expanded, not at the project's first
    /// file's first line.
    @Test func aMistakeInAnObservablesPropertyIsOneErrorAtItsLine() throws {
        let store = "import Observation\n\n@Observable\nfinal class Store {\n    var count: Int = \"one\"\n}\n"
        let (folder, _) = try Self.course(files: ["Store.swift": store])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, found) = try Self.check(folder)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.file == "lesson-1/start/App/Store.swift" && found.first?.line == 5, "\(found)")
        #expect(found.first?.message.hasSuffix("cannot convert value of type 'String' to specified type 'Int'") == true)
    }

    /// Item 4: a member or a call that the interface's type lacks, however the compiler names the
    /// receiver (`some View`, `VStack<Text>`, an alias of the project's) and whatever the overload mismatch, is hinted that the
    /// interface may lack it, in the course's folder named once with its slash; a call of the
    /// project's own keeps "fix the project", and a name that extends an interface's name is not
    /// taken for its misspelling.
    @Test func aGapOfTheInterfaceIsHintedAsOneWhateverTheReceiver() throws {
        let card = """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    VStack { Text("a") }.glowingHalo(radius: 3)
                }
            }

            func framed(_ view: some View) -> some View {
                view.glowingHalo(radius: 2)
            }

            struct Row: View {
                var body: some View {
                    Text("a", weight: 3)
                }
            }

            struct Tile: View {
                var body: some View {
                    Text("a").padding(edges: .all, 3)
                }
            }

            struct Plain: View {
                var body: some View {
                    Text("a").containerValues(3)
                }
            }

            struct Mine {
                init(count: Int) {}
            }

            let mine = Mine(cont: 3)

            typealias Stack = VStack<Text>

            func stacked(_ stack: Stack) -> some View {
                stack.glowingHalo(radius: 1)
            }

            """
        let (folder, _) = try Self.course(files: ["Card.swift": card])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, found) = try Self.check(folder, given: folder.path + "/")
        let errors = found.filter { $0.rule == "step-typecheck" }
        let gap =
            "if this is part of SwiftUI, the built-in interface may lack it: declare it in '\(folder.path)/interface/SwiftUI/'"
        for line in [5, 10, 15, 21, 27, 40] {
            let error = errors.first { $0.line == line }
            #expect(error?.hint.hasPrefix(gap) == true, "\(line): \(String(describing: error))")
        }
        #expect(errors.first { $0.line == 27 }.map { !$0.message.contains("did you mean") } == true, "\(errors)")
        let mine = errors.first { $0.line == 35 }
        #expect(mine?.hint.hasPrefix("fix the project in") == true, "\(String(describing: mine))")
        #expect(errors.count == 7, "\(errors)")
        #expect(!found.contains { $0.hint.contains("//") }, "\(found)")
    }
}
