import Foundation
import Testing

/// `course lsp` with a real editor's client: Neovim's built-in one, headless (Debian's Neovim is
/// 0.7.2, so `vim.lsp.start_client` and `buf_attach_client`). It opens lesson 19 of a copy of the
/// built-in course, waits for its diagnostics, then breaks the first line of a code change's diff in
/// the buffer (an edit Neovim sends as a ranged change) and waits for the error at that line.
@Suite("course lsp in Neovim's built-in client", .ownThreads)
struct NeovimTests {
    static let nvim: String? = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let script = """
        local root, binary, out = os.getenv("COURSE_ROOT"), os.getenv("COURSE_BINARY"), io.open(os.getenv("NVIM_OUT"), "w")
        local function code(d) return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "" end
        local function report(label)
          local items = {}
          for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(items, (d.lnum + 1) .. ":" .. code(d)) end
          table.sort(items)
          out:write(label .. " " .. table.concat(items, " ") .. "\\n")
        end
        vim.cmd("edit " .. root .. "/lesson-19/lesson.md")
        local client = vim.lsp.start_client({ name = "course", cmd = { binary, "lsp", "--no-compiler" }, root_dir = root })
        vim.lsp.buf_attach_client(0, client)
        vim.wait(60000, function() return #vim.diagnostic.get(0) > 0 end, 20)
        report("opened")
        local broken = tonumber(os.getenv("BROKEN_LINE"))
        vim.api.nvim_buf_set_lines(0, broken - 1, broken, false, { " this line is in no file" })
        vim.wait(60000, function()
          for _, d in ipairs(vim.diagnostic.get(0)) do if code(d) == "change-applies" then return true end end
          return false
        end, 20)
        report("edited")
        vim.lsp.stop_client(client)
        vim.wait(30000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
        out:close()
        vim.cmd("qa!")
        """

    @Test(.enabled(if: nvim != nil, "Neovim is not installed (.ci/run installs Debian's neovim)"))
    func lesson19sDiagnosticsThenTheErrorAfterAnEdit() throws {
        let (course, unlinked) = try LanguageServerTests.copyWithUnlinkedSources()
        #expect(unlinked.count == 3)
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        // The first line of the first diff of TripsApp.swift (1-based): no file has it any more.
        let fence = try #require(lines.firstIndex(of: "```diff file=Trips/TripsApp.swift change=edit"))
        let broken = fence + 2
        let report = try Self.run(Self.script, course: course, environment: ["BROKEN_LINE": String(broken)])
        #expect(report.first == "opened " + unlinked.map { "\($0 + 1):source-without-link" }.joined(separator: " "))
        let edited = try #require(report.last)
        #expect(edited.hasPrefix("edited "))
        let errors = edited.split(separator: " ").filter { $0.hasSuffix(":change-applies") }
        let line = errors.compactMap { Int($0.prefix { $0 != ":" }) }.min()
        #expect(line == broken, "the errors: \(errors); the edit at \(broken)")
    }
}
