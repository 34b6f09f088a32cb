import Foundation
import Testing

/// `course lsp` as an author meets it in Neovim's built-in client (headless, Debian's 0.7.2): a
/// clean lesson gets its (empty) diagnostics published once checked, and the outline of a lesson
/// the editor has not opened is read from disk.
@Suite("course lsp in Neovim: clean files and files not open", .ownThreads)
struct NeovimAuthoringTests {
    static let script =
        NeovimTests.recordingPublishes(arguments: #""lsp", "--no-compiler""#) + """
            local function find()
              for _, p in ipairs(published) do if p.uri == uri then return p end end
            end
            vim.wait(60000, function() return find() ~= nil end, 20)
            local first = find()
            out:write("published " .. (first and tostring(#first.diagnostics) or "none") .. "\\n")
            local other = vim.uri_from_fname(root .. "/lesson-2/lesson.md")
            local response = vim.lsp.get_client_by_id(client).request_sync(
              "textDocument/documentSymbol", { textDocument = { uri = other } }, 10000, 0)
            if response == nil then
              out:write("symbols none\\n")
            elseif response.err then
              out:write("symbols error " .. tostring(response.err.code) .. "\\n")
            else
              local names = {}
              for _, s in ipairs(response.result) do table.insert(names, s.name) end
              out:write("symbols " .. table.concat(names, "|") .. "\\n")
            end
            vim.lsp.stop_client(client)
            vim.wait(30000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
            out:close()
            vim.cmd("qa!")
            """

    @Test(.enabled(if: NeovimTests.nvim != nil, "Neovim is not installed (.ci/run installs Debian's neovim)"))
    func aCleanLessonIsPublishedAndALessonNotOpenHasItsOutline() throws {
        let course = try LanguageServerTests.copy("Tests/CourseKitTests/Fixtures/Chain/counter")
        defer { try? FileManager.default.removeItem(at: course) }
        let report = try NeovimTests.run(Self.script, course: course)
        // Lesson 1 is clean: checked, an empty list, not silence.
        #expect(report.first == "published 0", "\(report)")
        // Lesson 2 is not open in the editor: its outline from the file on disk.
        #expect(report.last?.hasPrefix("symbols Step 1: ") == true, "\(report)")
    }
}

extension NeovimTests {
    /// Runs a Lua script in headless Neovim, with COURSE_ROOT (`course`), COURSE_BINARY and NVIM_OUT
    /// (a file it writes its report to) in its environment, and `environment`; the report's lines.
    static func run(_ script: String, course: URL, environment: [String: String] = [:]) throws -> [String] {
        let work = testProcessFolder.appendingPathComponent("nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("test.lua")
        let out = work.appendingPathComponent("out.txt")
        try Data(script.utf8).write(to: file)
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: try #require(nvim)),
            ["--headless", "--clean", "-n", "-c", "luafile \(file.path)"],
            directory: work,
            environment: [
                "COURSE_ROOT": course.path, "COURSE_BINARY": CourseProcess.binary.path, "NVIM_OUT": out.path,
                "XDG_STATE_HOME": work.path, "XDG_DATA_HOME": work.path,
            ].merging(environment) { $1 })
        #expect(result.status == 0, "\(result.standardError)")
        return try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The start of a Lua script: `root`, `binary`, `out` from the environment; a client started
    /// as `course ARGUMENTS` whose every publishDiagnostics goes into `published` (and on to
    /// Neovim); lesson-1/lesson.md opened and attached, its `uri`.
    static func recordingPublishes(arguments: String) -> String {
        """
        local root, binary, out = os.getenv("COURSE_ROOT"), os.getenv("COURSE_BINARY"), io.open(os.getenv("NVIM_OUT"), "w")
        local published = {}
        local client = vim.lsp.start_client({
          name = "course", cmd = { binary, \(arguments) }, root_dir = root,
          handlers = {
            ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
              table.insert(published, result)
              return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
            end,
          },
        })
        vim.cmd("edit " .. root .. "/lesson-1/lesson.md")
        vim.lsp.buf_attach_client(0, client)
        local uri = vim.uri_from_bufnr(0)

        """
    }
}
