import Foundation
import Testing

/// `course markdown` through the built binary, with outputs that `cmark --unsafe` (0.30.2)
/// produced for the same input.
@Suite("course markdown", .ownThreads)
struct MarkdownCommandTests {
    static let lesson = """
        # Handing things down

        Views read values with `@Environment`, *not* **arguments**.

        <!-- a comment for authors -->

        <details>
        <summary>Why?</summary>

        Because [SwiftUI](https://developer.apple.com/xcode/swiftui/) says so.
        </details>

        ```swift title="App.swift"
        let x = 1
        ```

        - one
        - two

        > quoted

        """

    @Test func readsStandardInputAndPrintsWhatCmarkPrints() throws {
        let result = try CourseProcess.run(["markdown"], input: Self.lesson)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                <h1>Handing things down</h1>
                <p>Views read values with <code>@Environment</code>, <em>not</em> <strong>arguments</strong>.</p>
                <!-- a comment for authors -->
                <details>
                <summary>Why?</summary>
                <p>Because <a href="https://developer.apple.com/xcode/swiftui/">SwiftUI</a> says so.</p>
                </details>
                <pre><code class="language-swift">let x = 1
                </code></pre>
                <ul>
                <li>one</li>
                <li>two</li>
                </ul>
                <blockquote>
                <p>quoted</p>
                </blockquote>

                """)
    }

    @Test func sourceposMatchesCmark() throws {
        let result = try CourseProcess.run(["markdown", "--sourcepos", "-"], input: Self.lesson)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                <h1 data-sourcepos="1:1-1:21">Handing things down</h1>
                <p data-sourcepos="3:1-3:59">Views read values with <code>@Environment</code>, <em>not</em> <strong>arguments</strong>.</p>
                <!-- a comment for authors -->
                <details>
                <summary>Why?</summary>
                <p data-sourcepos="10:1-10:70">Because <a href="https://developer.apple.com/xcode/swiftui/">SwiftUI</a> says so.</p>
                </details>
                <pre data-sourcepos="13:1-15:3"><code class="language-swift">let x = 1
                </code></pre>
                <ul data-sourcepos="17:1-19:0">
                <li data-sourcepos="17:1-17:5">one</li>
                <li data-sourcepos="18:1-19:0">two</li>
                </ul>
                <blockquote data-sourcepos="20:1-20:8">
                <p data-sourcepos="20:3-20:8">quoted</p>
                </blockquote>

                """)
    }

    @Test func readsAFile() throws {
        let directory = testProcessFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("Hello *world*\n".utf8).write(to: directory.appendingPathComponent("a.md"))
        let result = try CourseProcess.run(["markdown", "a.md"], directory: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput == "<p>Hello <em>world</em></p>\n")
    }

    @Test func anyBytesAreReadAsCmarkValidatingUTF8Does() throws {
        let directory = testProcessFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // BOM, invalid UTF-8, NUL, CRLF and a lone CR.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x23, 0x20, 0x61, 0xFF, 0x0D, 0x0A, 0x62, 0x00, 0x0D, 0x63]
        try Data(bytes).write(to: directory.appendingPathComponent("odd.md"))
        let result = try CourseProcess.run(["markdown", "--sourcepos", "odd.md"], directory: directory)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == "<h1 data-sourcepos=\"1:1-1:6\">a\u{FFFD}</h1>\n"
                + "<p data-sourcepos=\"2:1-3:1\">b\u{FFFD}\nc</p>\n")
    }

    @Test func aMissingFileIsAClearErrorNotACrash() throws {
        let result = try CourseProcess.run(["markdown", "no-such-file.md"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("cannot read 'no-such-file.md': no such file"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aDirectoryIsAClearError() throws {
        let result = try CourseProcess.run(["markdown", "Sources"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("it is a directory"))
    }
}
