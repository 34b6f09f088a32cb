import CourseKit
import Foundation
import Testing

@testable import course

/// Every option of every command is declared once, as a typed `OptionKey` in the command's
/// `OptionGroup`, and read through it: the table the parser, the help and the completions use is
/// made from that group, and the command's code reads an option by key path into the same group.
/// So a command cannot read an option its table lacks (the key path would not compile — shown
/// below with the compiler), and this suite checks the other half for every command of the table:
/// every property of its group declares an option, each name once.
@Suite("every command's options are typed keys of its table", .ownThreads)
struct CommandTableTests {
    /// Every command of the table with its path, subcommands too.
    static let commands: [(path: String, command: Command)] = {
        func walk(_ commands: [Command], _ prefix: String) -> [(String, Command)] {
            commands.flatMap { command in
                let path = prefix.isEmpty ? command.name : prefix + " " + command.name
                return [(path, command)] + walk(command.subcommands, path)
            }
        }
        return walk(allCommands, "")
    }()

    @Test func everyPropertyOfEveryOptionGroupIsAnOptionDeclaredOnce() {
        #expect(Self.commands.count > 20)
        for (path, command) in Self.commands {
            #expect(
                command.strayOptionProperties.isEmpty,
                "course \(path): \(command.strayOptionProperties) declare no option; declare each as an OptionKey")
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "course \(path) declares an option twice: \(names)")
            for option in command.options {
                #expect(option.name.hasPrefix("--") && option.name.count > 2, "course \(path): \(option.name)")
                #expect(!option.help.isEmpty, "course \(path) \(option.name) has no help")
                #expect((option.valueName == nil) == (option.kind == nil), "course \(path) \(option.name)")
            }
            #expect(
                command.run != nil || !command.subcommands.isEmpty, "course \(path) neither runs nor has subcommands")
        }
    }

    /// A property of an option group that is no option is found (the check above can fail).
    @Test func aPropertyThatDeclaresNoOptionIsReported() {
        struct Careless: OptionGroup {
            let json: OptionKey<Bool> = .flag("--json", "Print JSON")
            let name = "--verbose"
        }
        let table = OptionTable(Careless())
        #expect(table.options.map(\.name) == ["--json"])
        #expect(table.strays.count == 1 && table.strays[0].hasSuffix(".name"), "\(table.strays)")
    }

    /// The command table of `quiz` lists the options of its nested groups in place, in order.
    @Test func nestedGroupsAreListedInPlace() throws {
        let quiz = try #require(allCommands.first { $0.name == "quiz" })
        #expect(
            quiz.options.map(\.name) == [
                "--lesson", "--topic", "--kind", "--leeches", "--now", "--retention", "--learning-steps",
                "--relearning-steps", "--max-interval", "--weights", "--no-fuzz", "--new-per-day", "--review-limit",
                "--day-start-hour", "--leech-threshold", "--log", "--time-limit",
            ])
    }

    /// What the parser read, through the command's keys: an enum-valued option is its enum, a
    /// repeated one every value in order, a flag whether it was given, a default where none was.
    @Test func theCommandReadsTypedValues() throws {
        func parsed(_ arguments: [String]) throws -> ParsedArguments {
            guard case .run(_, let parsed) = try ArgumentParser(commands: allCommands).parse(arguments) else {
                Issue.record("\(arguments) did not parse to a run")
                return ParsedArguments(commandPath: "")
            }
            return parsed
        }
        let check = Invocation<CheckCommandOptions>(try parsed(["check", "--format", "JSON", "--no-cache"]))
        #expect(check[\.format] == .json)
        #expect(check[\.noCache] && !check[\.interface])
        #expect(Invocation<CheckCommandOptions>(try parsed(["check"]))[\.format] == .text)
        let quiz = Invocation<QuizOptions>(
            try parsed([
                "quiz", "--kind", "trick", "--lesson", "3", "--kind=Question",
                "--now", "2026-11-30T10:00:00Z", "--no-fuzz",
            ]))
        let filter = quiz.group(\.filter)
        #expect(filter[\.kind] == [.trick, .question])
        #expect(filter[\.lesson] == [3])
        #expect(filter[\.topic].isEmpty)
        #expect(quiz[\.now] == Timestamp(Date(timeIntervalSince1970: 1_796_032_800)))
        #expect(quiz[\.scheduling.noFuzz])
        #expect(quiz.arguments.settings == [.fuzz(false)])
        let new = Invocation<NewLessonCommandOptions>(try parsed(["new", "lesson", "--number", "2", "--minutes", "5"]))
        #expect(new.given(\.minutes) == "--minutes" && new.given(\.title) == nil)
        let modes: [([String], CheckOptions.Typecheck)] = [
            ([], .on), (["--no-typecheck"], .off), (["--strict-typecheck"], .strict), (["--typecheck"], .strict),
            (["--typecheck", "--strict-typecheck"], .strict),
        ]
        for (flags, mode) in modes {
            let invocation = Invocation<CheckCommandOptions>(try parsed(["check"] + flags))
            #expect(invocation[\.typecheck] == mode, "\(flags)")
            #expect(invocation.given(\.typecheck) == flags.last, "\(flags)")
        }
    }

    /// Every entry of the table of options that cannot go together names options of one command of
    /// the table, which has them all; every exclusion a command has names its own options.
    @Test func everyExclusionNamesOptionsOfItsCommand() {
        for entry in optionExclusions {
            let owners = Self.commands.filter { $0.command.exclusions.contains { $0.option == entry.exclusion.option } }
            #expect(!owners.isEmpty, "no command has the exclusion of \(entry.exclusion.option)")
        }
        var found = 0
        for (path, command) in Self.commands {
            let names = Set(command.options.map(\.name))
            for exclusion in command.exclusions {
                found += 1
                #expect(!exclusion.option.isEmpty && !exclusion.excluded.isEmpty, "course \(path): \(exclusion)")
                #expect(
                    names.isSuperset(of: exclusion.option + exclusion.excluded),
                    "course \(path): \(exclusion) names an option it does not have")
            }
        }
        #expect(found > optionExclusions.count)
    }

    /// The settings file and the options read one enum of setting names: every name is an option
    /// of `quiz` (`fuzz` as `--no-fuzz`), and a name the enum lacks is an unknown setting in the file.
    @Test func settingNamesAreOneEnum() throws {
        let quiz = try #require(allCommands.first { $0.name == "quiz" })
        for name in ReviewSettings.Name.allCases {
            let option = name == .fuzz ? "--no-fuzz" : "--" + name.rawValue
            #expect(quiz.options.contains { $0.name == option }, "quiz has no \(option)")
        }
        #expect(throws: SettingsError.self) { try ReviewSettings.parse("retension", "0.9") }
    }

    /// A misspelt option does not compile: the compiler, given a file that reads
    /// `invocation[\.fromat]`, says `CheckCommandOptions` has no member `fromat`; with `\.format`
    /// the same file compiles.
    @Test func aMisspeltOptionDoesNotCompile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Where SwiftPM puts the modules it built: Modules/ in the products folder, or the folder itself.
        let products = CourseProcess.productsDirectory
        let modules =
            FileManager.default.fileExists(atPath: products.appendingPathComponent("Modules/course.swiftmodule").path)
            ? products.appendingPathComponent("Modules") : products
        func typecheck(_ key: String) throws -> (status: Int32, output: String) {
            let file = folder.appendingPathComponent("\(key).swift")
            try """
            @testable import course
            import CourseKit
            func format(_ invocation: Invocation<CheckCommandOptions>) -> DiagnosticFormat { invocation[\\.\(key)] }

            """.write(to: file, atomically: true, encoding: .utf8)
            return try ExternalTool.run(
                "swiftc",
                [
                    "-typecheck", "-I", modules.path, "-module-cache-path",
                    folder.appendingPathComponent("cache").path, file.path,
                ], in: folder)
        }
        let right = try typecheck("format")
        try #require(right.status == 0, "the control does not compile: \(right.output)")
        let wrong = try typecheck("fromat")
        #expect(wrong.status != 0)
        #expect(wrong.output.contains("has no member 'fromat'"), "\(wrong.output)")
    }
}
