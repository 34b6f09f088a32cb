import Foundation
import Testing

/// `course completions bash|zsh|fish`, each script run in its real shell: bash drives the
/// generated function as readline would (COMP_WORDS, COMP_CWORD) and reads COMPREPLY; fish answers
/// `complete -C`; zsh runs the function with the completion system's own `_describe`, `compadd` and
/// `_files` stood in by functions that print what they are given. A shell that is not installed is
/// skipped, and says so (.ci/run installs fish and zsh from Debian).
@Suite("course completions in the real shells", .serialized, .ownThreads)
struct CompletionTests {
    static func installed(_ shell: String) -> String? {
        ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)", "/opt/homebrew/bin/\(shell)"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The folder the shells complete in, and one for their own files (the scripts, fish's config).
    let folder: URL
    let home: URL

    init() throws {
        folder = try temporaryFolder()
        home = try temporaryFolder()
        // A course folder, a lesson file and a folder with a space, to complete paths among.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("My Course"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Cards.md"))
    }

    /// The script for `shell`, written to a file in the test's folder.
    func script(_ shell: String) throws -> String {
        let result = try CourseProcess.run(["completions", shell])
        #expect(result.status == 0, "\(result.standardError)")
        let path = home.appendingPathComponent("course.\(shell)").path
        try result.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `shell` with `arguments` in the test's folder: its standard output.
    func run(_ shell: String, _ arguments: [String]) throws -> String {
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: try #require(Self.installed(shell))), arguments,
            directory: folder,
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.path,
                "XDG_DATA_HOME": home.path, "XDG_CACHE_HOME": home.path,
            ])
        #expect(result.status == 0, "\(shell): \(result.standardError)")
        #expect(result.standardError.isEmpty, "\(shell): \(result.standardError)")
        return result.standardOutput
    }

    /// What bash's completion offers for the words typed, the last being the one completed.
    func bash(_ words: [String], script: String) throws -> [String] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let output = try run(
            "bash",
            [
                "--norc", "--noprofile", "-c",
                """
                source '\(script)'
                [[ $(complete -p course) == "complete -F _course course" ]] || echo "not registered: $(complete -p course)"
                COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _course
                printf '%s\\n' "${COMPREPLY[@]}"
                """,
            ])
        return output.split(separator: "\n").map(String.init).sorted()
    }

    @Test(.enabled(if: installed("bash") != nil, "bash is not installed"))
    func bashCompletesCommandsOptionsChoicesAndPaths() throws {
        let script = try script("bash")
        #expect(try bash(["course", "ch"], script: script) == ["check"])
        #expect(try bash(["course", "log", ""], script: script) == ["check", "merge", "repair", "setup-git"])
        #expect(
            try bash(["course", "log", "check", "--"], script: script) == ["--course", "--help", "--log", "--now"])
        #expect(try bash(["course", "check", "--format", ""], script: script) == ["github", "json", "text"])
        #expect(try bash(["course", "quiz", "--kind", "t"], script: script) == ["trick"])
        #expect(try bash(["course", "completions", ""], script: script) == ["bash", "fish", "zsh"])
        // A folder where the course's folder goes, a file where a file goes (a name with a space whole).
        #expect(try bash(["course", "check", ""], script: script) == ["Content", "My Course"])
        #expect(try bash(["course", "check", "--verdicts", "C"], script: script) == ["Cards.md", "Content"])
        #expect(try bash(["course", "render", "--out", "M"], script: script) == ["My Course"])
        // An option's value is not taken for a command: `--topic log` stays in quiz.
        #expect(try bash(["course", "quiz", "--topic", "log", "--kind", "q"], script: script) == ["question"])
        // A number has no completion.
        #expect(try bash(["course", "quiz", "--lesson", ""], script: script) == [])
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed (.ci/run installs Debian's fish)"))
    func fishCompletesCommandsOptionsChoicesAndPaths() throws {
        let script = try script("fish")
        let lines = try run(
            "fish",
            [
                "--no-config", "-c",
                """
                source '\(script)'
                for line in 'course ch' 'course log ' 'course check --format ' 'course log merge --' 'course quiz --kind ' 'course check ' 'course help sn'
                    echo "# $line"
                    complete -C"$line"
                end
                """,
            ]
        ).split(separator: "\n").map(String.init)
        func offered(_ line: String) -> [String] {
            guard let start = lines.firstIndex(of: "# " + line) else { return [] }
            return lines[(start + 1)...].prefix { !$0.hasPrefix("# ") }.map {
                String($0.split(separator: "\t").first ?? "")
            }.sorted()
        }
        #expect(offered("course ch") == ["check"])
        #expect(offered("course log ") == ["check", "merge", "repair", "setup-git"])
        #expect(offered("course check --format ") == ["github", "json", "text"])
        #expect(offered("course log merge --") == ["--base", "--git", "--help", "--out"])
        #expect(offered("course quiz --kind ") == ["question", "syntax", "trick"])
        #expect(offered("course check ") == ["Content/", "My Course/"])
        #expect(offered("course help sn") == ["snapshot"])
        // The description is the command's abstract, as in course --help.
        #expect(lines.contains { $0.hasPrefix("check\tCheck a course:") })
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed (.ci/run installs Debian's zsh)"))
    func zshCompletesCommandsOptionsChoicesAndPaths() throws {
        let script = try script("zsh")
        let output = try run(
            "zsh",
            [
                "-f", "-c",
                """
                autoload -Uz compinit && compinit -u -d '\(home.path)/zcompdump'
                source '\(script)'
                print "registered: $_comps[course]"
                _describe() { local name=${@[-1]}; print -l -- "describe ${@[2]}" ${(P)name}; }
                compadd() { shift; print -l -- compadd "$@"; }
                _files() { print -- "files $*"; }
                for line in 'course ' 'course log m' 'course check --format ' 'course check --fo' 'course check ' 'course check --verdicts x'; do
                    print -- "# $line"
                    words=(${(z)line}); [[ $line == *' ' ]] && words+=('')
                    CURRENT=${#words}
                    _course
                done
                """,
            ])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "registered: _course")
        func offered(_ line: String) -> [String] {
            guard let start = lines.firstIndex(of: "# " + line) else { return [] }
            return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("# ") })
        }
        #expect(offered("course ").first == "describe commands")
        #expect(
            offered("course ").contains(
                "check:Check a course: snippets through the Swift compiler, code changes replayed, counts, ids."))
        #expect(
            offered("course log m").contains(
                "merge:Merge two copies of a review log: every answer of both, each once, in time order."))
        #expect(offered("course check --format ") == ["compadd", "text", "github", "json"])
        #expect(
            offered("course check --fo").contains(
                "--format:text, github (Actions workflow commands) or json (default: text)."))
        #expect(offered("course check ") == ["files -/"])
        #expect(offered("course check --verdicts x") == ["files "])
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try CourseProcess.run(["completions", "tcsh"])
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "course: error: SHELL: 'tcsh' is not a shell; give bash, zsh or fish\nSee 'course help completions'.\n"
        )
        let missing = try CourseProcess.run(["completions"])
        #expect(missing.status == 64)
        #expect(missing.standardError.hasPrefix("course: error: missing argument SHELL\n"))
    }
}
