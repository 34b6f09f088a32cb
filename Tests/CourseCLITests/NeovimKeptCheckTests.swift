import Foundation
import Testing

/// `course lsp` keeps the lessons it read between checks, seen from Neovim's built-in client
/// (headless, Debian's 0.7.2) with a trace asked for (`trace = "messages"`): after each check the
/// server says in `$/logTrace` which lessons it read and replayed again. On the 30-lesson chain
/// (Tests/CourseKitTests/Fixtures/Chain/thirty), a change in lesson 30 reads lesson 30 alone, not
/// lesson 10; a change of lesson 10's last code change reads lesson 10 alone, and still reports
/// lesson 11's start folder, which no longer starts where lesson 10 ends.
@Suite("course lsp in Neovim: a change reads the changed lesson again, not the course", .ownThreads)
struct NeovimKeptCheckTests {
    static let script = """
        local root, binary, out = os.getenv("COURSE_ROOT"), os.getenv("COURSE_BINARY"), io.open(os.getenv("NVIM_OUT"), "w")
        local traces, published = {}, {}
        local client = vim.lsp.start_client({
          name = "course", cmd = { binary, "lsp", "--no-compiler" }, root_dir = root, trace = "messages",
          handlers = {
            ["$/logTrace"] = function(err, result) table.insert(traces, result.message) end,
            ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
              table.insert(published, result)
              return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
            end,
          },
        })
        -- Waits for the next trace after `seen` of them, and writes it.
        local function next_trace(label, seen)
          vim.wait(60000, function() return #traces > seen end, 20)
          out:write(label .. " " .. (traces[seen + 1] or "none") .. "\\n")
        end
        local function line_of(text)
          for index, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
            if line == text then return index end
          end
        end
        vim.cmd("edit " .. root .. "/lesson-30/lesson.md")
        vim.lsp.buf_attach_client(0, client)
        next_trace("opened", 0)
        local why = line_of("The counter starts at 29 and ends at 30.")
        vim.api.nvim_buf_set_lines(0, why - 1, why, false, { "The counter starts at 29 and ends at thirty." })
        next_trace("lesson-30", 1)
        vim.cmd("edit " .. root .. "/lesson-10/lesson.md")
        vim.lsp.buf_attach_client(0, client)
        next_trace("opened-10", 2)
        local last = line_of("+    var count = 10")
        vim.api.nvim_buf_set_lines(0, last - 1, last, false, { "+    var count = 100" })
        next_trace("lesson-10", 3)
        local stale = vim.uri_from_fname(root .. "/lesson-11/start/App/Counter.swift")
        vim.wait(60000, function()
          for _, p in ipairs(published) do if p.uri == stale and #p.diagnostics > 0 then return true end end
          return false
        end, 20)
        local codes = {}
        for _, p in ipairs(published) do
          if p.uri == stale then
            codes = {}
            for _, d in ipairs(p.diagnostics) do table.insert(codes, (d.range.start.line + 1) .. ":" .. (d.code or "")) end
          end
        end
        out:write("stale " .. table.concat(codes, " ") .. "\\n")
        vim.lsp.stop_client(client)
        vim.wait(30000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
        out:close()
        vim.cmd("qa!")
        """

    @Test(.enabled(if: NeovimTests.nvim != nil, "Neovim is not installed (.ci/run installs Debian's neovim)"))
    func aChangeInLesson30DoesNotReadLesson10() throws {
        let course = try LanguageServerTests.copy("Tests/CourseKitTests/Fixtures/Chain/thirty")
        defer { try? FileManager.default.removeItem(at: course) }
        let report = try NeovimTests.run(Self.script, course: course)
        let lines = Dictionary(
            report.map { line in (String(line.prefix { $0 != " " }), String(line.drop { $0 != " " }.dropFirst())) },
            uniquingKeysWith: { first, _ in first })
        // The first check reads every lesson.
        #expect(lines["opened"]?.contains("(30 lessons); read again: lesson-01/lesson.md, ") == true, "\(report)")
        #expect(
            lines["lesson-30"]?.hasSuffix(
                "(30 lessons); read again: lesson-30/lesson.md; replayed again: lesson-30/lesson.md") == true,
            "\(report)")
        // Opening lesson 10 as it is on disk reads nothing again.
        #expect(lines["opened-10"]?.hasSuffix("read again: none; replayed again: none") == true, "\(report)")
        #expect(
            lines["lesson-10"]?.hasSuffix("read again: lesson-10/lesson.md; replayed again: lesson-10/lesson.md")
                == true, "\(report)")
        // Lesson 11 starts from `count = 10`, where lesson 10 no longer ends: reported on its file.
        #expect(lines["stale"] == "2:lesson-continuity", "\(report)")
    }
}
