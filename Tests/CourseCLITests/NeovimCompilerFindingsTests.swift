import Foundation
import Testing

/// `course lsp` with the compiler, in Neovim's client: a compiler finding stays while the author
/// types (the checks between compiles run without the compiler), moved down by the lines inserted
/// above it, until the next compile replaces it.
@Suite("course lsp in Neovim: the compiler's findings kept while typing", .ownThreads)
struct NeovimCompilerFindingsTests {
    static let script =
        NeovimTests.recordingPublishes(arguments: #""lsp""#) + """
            local function lines(result)
              local found = {}
              for _, d in ipairs(result.diagnostics) do
                if d.code == "snippet-typecheck" then table.insert(found, tostring(d.range.start.line + 1)) end
              end
              return table.concat(found, ",")
            end
            local function after(count, wanted)
              local found
              vim.wait(60000, function()
                for index = count + 1, #published do
                  local p = published[index]
                  if p.uri == uri and (wanted == nil or lines(p) ~= "") then found = p return true end
                end
                return false
              end, 10)
              return found
            end
            local compiled = after(0, true)
            out:write("compiled " .. (compiled and lines(compiled) or "none") .. "\\n")
            local count = #published
            vim.api.nvim_buf_set_lines(0, 19, 19, false, { "", "More prose." })
            local typing = after(count, nil)
            out:write("typing " .. (typing and lines(typing) or "none") .. "\\n")
            local again = after(count + 1, true)
            out:write("recompiled " .. (again and lines(again) or "none") .. "\\n")
            vim.lsp.stop_client(client)
            vim.wait(30000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
            out:close()
            vim.cmd("qa!")
            """

    @Test(.enabled(if: NeovimTests.nvim != nil, "Neovim is not installed (.ci/run installs Debian's neovim)"))
    func aFindingMovesWithTheLinesInsertedAboveItUntilTheNextCompile() throws {
        let course = try LanguageServerTests.copy("Tests/CourseKitTests/Fixtures/Check/valid")
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lesson-1/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        #expect(text.contains("let answer = 42\n"))
        try text.replacingOccurrences(of: "let answer = 42\n", with: "let answer: Int = \"42\"\n")
            .write(to: lesson, atomically: true, encoding: .utf8)
        let line = try #require(text.components(separatedBy: "\n").firstIndex(of: "let answer = 42")) + 1
        let report = try NeovimTests.run(Self.script, course: course)
        #expect(report == ["compiled \(line)", "typing \(line + 2)", "recompiled \(line + 2)"], "\(report)")
    }
}
