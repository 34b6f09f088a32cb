import Testing

@testable import CourseKit

@Suite("The editor `e` opens: $VISUAL/$EDITOR split as a shell would, the line in each editor's form")
struct EditorCommandTests {
    @Test func splitsLikeAShell() throws {
        #expect(try ShellWords.split("code --wait") == ["code", "--wait"])
        #expect(try ShellWords.split("  vim\t-u NONE  ") == ["vim", "-u", "NONE"])
        #expect(try ShellWords.split("'/opt/My Editor/edit' -f") == ["/opt/My Editor/edit", "-f"])
        #expect(
            try ShellWords.split(#""/opt/My Editor/edit" --title "a \"b\" \\c \d""#)
                == ["/opt/My Editor/edit", "--title", #"a "b" \c \d"#])
        #expect(try ShellWords.split(#"/opt/My\ Editor/edit a\'b"#) == ["/opt/My Editor/edit", "a'b"])
        #expect(try ShellWords.split(#"emacs -nw ''"#) == ["emacs", "-nw", ""])
        #expect(try ShellWords.split("") == [])
        #expect(throws: ShellWordsError.self) { try ShellWords.split("'unclosed") }
        #expect(throws: ShellWordsError.self) { try ShellWords.split(#""unclosed"#) }
        #expect(throws: ShellWordsError.self) { try ShellWords.split(#"trailing\"#) }
    }

    @Test func visualThenEditorThenVi() throws {
        #expect(try EditorCommand.editor(environment: ["VISUAL": "nvim", "EDITOR": "nano"]) == ["nvim"])
        #expect(try EditorCommand.editor(environment: ["VISUAL": " ", "EDITOR": "code --wait"]) == ["code", "--wait"])
        #expect(try EditorCommand.editor(environment: [:]) == ["vi"])
        #expect { try EditorCommand.editor(environment: ["EDITOR": "'vim"]) } throws: { error in
            (error as? ShellWordsError)?.message == "$EDITOR is ''vim': a ' is not closed"
        }
    }

    @Test func theLineInEachEditorsForm() {
        let file = "Content/lesson-19/lesson.md"
        for editor in ["vi", "vim", "nvim", "nano", "emacs", "micro", "helix", "hx", "/usr/local/bin/nvim"] {
            #expect(EditorCommand.arguments(editor: [editor], file: file, line: 42) == [editor, "+42", file])
        }
        #expect(
            EditorCommand.arguments(editor: ["emacs", "-nw"], file: file, line: 7) == ["emacs", "-nw", "+7", file])
        #expect(
            EditorCommand.arguments(editor: ["code"], file: file, line: 42) == [
                "code", "--wait", "--goto", "\(file):42",
            ])
        #expect(
            EditorCommand.arguments(editor: ["code", "--wait"], file: file, line: 42) == [
                "code", "--wait", "--goto", "\(file):42",
            ])
        #expect(EditorCommand.arguments(editor: ["subl", "-w"], file: file, line: 42) == ["subl", "-w", file])
        #expect(
            EditorCommand.arguments(editor: ["vim"], file: "-odd/lesson.md", line: 3) == [
                "vim", "+3", "./-odd/lesson.md",
            ])
    }

    @Test func runsAProgramOnTheTerminalAndReportsItsStatus() throws {
        #expect(try TerminalProgram.run(["sh", "-c", "exit 3"]) == 3)
        #expect(try TerminalProgram.run(["true"]) == 0)
        #expect(throws: TerminalProgramError.self) {
            try TerminalProgram.run(["no-such-editor-\(UInt32.random(in: 0...UInt32.max))"])
        }
    }
}
