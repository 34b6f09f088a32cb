import Foundation

/// What one check of a course found.
///
/// The course as read from the editor's texts and the disk, and the diagnostics by file
/// (standardized path).
struct CheckedCourse: Sendable {
    var course: Course?
    var diagnostics: [String: [Diagnostic]]
    /// The files the server has published diagnostics for (so that it can clear them).
    var published: Set<String> = []
}

extension LanguageServer {
    /// What `course list` and `course check --no-compiler` report for the course in `folder`.
    ///
    /// Each file the client has open is read from the client's text: the reader's problems, the
    /// rules, every lesson's replay and the chain. Every lesson is checked, so a lesson after the
    /// one that changed is checked again too. With `compiler`, the compiler's part too (`course
    /// check` with those options, its cache).
    static func check(folder: String, texts: [String: String], compiler: CheckOptions? = nil) -> CheckedCourse {
        let reading: CourseReading
        do throws(CourseReadError) {
            reading = try CourseReader.read(folder: folder, texts: texts)
        } catch {
            let manifest = folder + "/" + CourseReader.manifestName
            return CheckedCourse(
                course: nil,
                diagnostics: [manifest: [.error("\(error)", at: SourceLocation(file: manifest, line: 1, column: 1))]])
        }
        var options = compiler ?? CheckOptions(usesCompiler: false)
        for lesson in reading.course.lessons {
            let path = URL(fileURLWithPath: lesson.file).standardized.path
            if let text = texts[path] { options.editorTexts[lesson.file] = text }
        }
        let diagnostics: [Diagnostic]
        do {
            diagnostics = try CourseCheck.run(
                folder: folder, course: reading.course,
                readerDiagnostics: reading.diagnostics, options: options
            ).diagnostics
        } catch {
            diagnostics = reading.diagnostics
        }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            byFile[URL(fileURLWithPath: diagnostic.location.file).standardized.path, default: []].append(diagnostic)
        }
        return CheckedCourse(course: reading.course, diagnostics: byFile)
    }

    /// `check(folder:texts:)` without the compiler, from what the last check of the course kept.
    ///
    /// From `KeptCourseCheck`: the lessons whose text or start folder did not change are not read
    /// or replayed again. With a trace asked for, `$/logTrace` says what was done again.
    func checkKept(folder: String, texts: [String: String]) -> CheckedCourse {
        let started = DispatchTime.now().uptimeNanoseconds
        let found = kept.withLock { kept in
            var check = kept.removeValue(forKey: folder) ?? KeptCourseCheck(folder: folder)
            let found = check.check(texts: texts)
            kept[folder] = check
            return found
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in found.diagnostics {
            byFile[URL(fileURLWithPath: diagnostic.location.file).standardized.path, default: []].append(diagnostic)
        }
        trace(found.work, folder: folder, milliseconds: milliseconds)
        return CheckedCourse(course: found.course, diagnostics: byFile)
    }

    /// `$/logTrace` of a check's work, when the client asked for a trace.
    ///
    /// The lessons read and replayed again, by path from the course folder ("none" when none was).
    private func trace(_ work: KeptCourseCheck.Work, folder: String, milliseconds: Double) {
        let level = state.withLock { $0.trace }
        guard level != .off else { return }
        func names(_ paths: [String]) -> String {
            paths.isEmpty
                ? "none"
                : paths.map { $0.hasPrefix(folder + "/") ? String($0.dropFirst(folder.count + 1)) : $0 }
                    .joined(separator: ", ")
        }
        var fields: [JSONValue.Member] = [
            .init(
                key: "message",
                value: .string(
                    "checked \(folder) (\(work.lessons) lessons); read again: \(names(work.read)); replayed again: \(names(work.replayed))"
                ))
        ]
        if level == .verbose {
            fields.append(.init(key: "verbose", value: .string(String(format: "the check took %.1f ms", milliseconds))))
        }
        sendNotification("$/logTrace", .object(fields))
    }

    /// Checks the course in `folder` after the debounce, unless a newer change comes first.
    ///
    /// Then, when the server runs the compiler, its part after `compileDelay` (a pause in typing,
    /// or at once after a save), unless a newer change comes first again.
    func scheduleCheck(of folder: String?, compileDelay: DispatchTimeInterval? = nil) {
        guard let folder else { return }
        let generation = state.withLock { $0.generation }
        checks.asyncAfter(deadline: .now() + debounce) { [self] in
            guard let texts = texts(of: folder, ifStill: generation) else { return }
            publish(checkKept(folder: folder, texts: texts), folder: folder, generation: generation)
            guard compiler != nil else { return }
            compiles.asyncAfter(deadline: .now() + (compileDelay ?? pause)) { [self] in
                compile(folder, generation: generation)
            }
        }
    }

    /// The compiler's part of the check, with everything else, on the compiler's own queue.
    ///
    /// Not started when a newer text has arrived since it was asked for, and cancelled when one
    /// arrives while it runs — the compiler processes running are stopped, none more is started,
    /// and nothing is published.
    private func compile(_ folder: String, generation: Int) {
        guard var compiler, let texts = texts(of: folder, ifStill: generation) else { return }
        compiler.isCancelled = { [state] in state.withLock { $0.generation != generation } }
        publish(
            Self.check(folder: folder, texts: texts, compiler: compiler), folder: folder, generation: generation,
            compiled: true)
    }

    /// The texts of the course's open documents, by path; nil when a newer change has come.
    private func texts(of folder: String, ifStill generation: Int) -> [String: String]? {
        state.withLock { state in
            guard state.generation == generation else { return nil }
            var texts: [String: String] = [:]
            for document in state.documents.values where document.courseFolder == folder {
                texts[document.path] = document.text
            }
            return texts
        }
    }

    /// Publishes what a check found, if no newer text arrived while it ran.
    ///
    /// Every file of the course with diagnostics (but those the client closed), and an empty list
    /// for every file that had some and has none now, and for every open document without any — so
    /// that an editor can tell "checked, clean" from "not checked yet". When no document of the
    /// course is open any more, its diagnostics are all cleared. `compiled`: the check ran the
    /// compiler; its findings replace those kept from the last compile, which every other check
    /// publishes with its own (`compilerFindings`, moved with the edits).
    private func publish(_ checked: CheckedCourse, folder: String, generation: Int, compiled: Bool = false) {
        state.withLock { state in
            guard state.generation == generation else { return }
            let open = state.documents.values.filter { $0.courseFolder == folder }
            var checked = checked
            if compiled {
                state.compilerFindings[folder] = Self.compilerFindings(of: checked)
            } else if let kept = state.compilerFindings[folder] {
                for (path, findings) in kept { checked.diagnostics[path, default: []] += findings }
            }
            let previous = state.courses[folder]?.published ?? []
            var now: Set<String> = []
            if !open.isEmpty {
                for (path, diagnostics) in checked.diagnostics
                where !diagnostics.isEmpty && !state.closed.contains(path) {
                    now.insert(path)
                }
            }
            checked.published = now
            state.courses[folder] = open.isEmpty ? nil : checked
            if open.isEmpty {
                state.compilerFindings[folder] = nil
                kept.withLock { $0[folder] = nil }
            }
            let byPath = Dictionary(open.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            var notifications: [(String, JSONValue, Int?)] = []
            for path in now.sorted() {
                let lines = TextLines(byPath[path]?.text ?? (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
                notifications.append(
                    (
                        Self.uri(ofPath: path),
                        .array(checked.diagnostics[path, default: []].map { Self.json($0, lines, state.encoding) }),
                        byPath[path]?.version
                    ))
            }
            for path in previous.union(open.map(\.path)).subtracting(now).sorted() {
                notifications.append((Self.uri(ofPath: path), .array([]), byPath[path]?.version))
            }
            // Sent while holding the lock, so that a newer check's notifications never go out first.
            for (uri, diagnostics, version) in notifications {
                publishLocked(uri: uri, diagnostics, version: version, state: &state)
            }
        }
    }

    /// Publishes `diagnostics` for `uri` now.
    func publish(uri: String, _ diagnostics: [JSONValue]) {
        sendNotification(
            "textDocument/publishDiagnostics",
            .object([
                .init(key: "uri", value: .string(uri)), .init(key: "diagnostics", value: .array(diagnostics)),
            ]))
    }

    /// `version`: the open document's version the diagnostics are about (none for a file not open).
    private func publishLocked(uri: String, _ diagnostics: JSONValue, version: Int?, state: inout State) {
        var fields: [JSONValue.Member] = [.init(key: "uri", value: .string(uri))]
        if let version { fields.append(.init(key: "version", value: .number(Double(version)))) }
        fields.append(.init(key: "diagnostics", value: diagnostics))
        let body = JSONRPCMessage.outgoing(method: "textDocument/publishDiagnostics", params: .object(fields))
        write(body, state: &state)
    }

    /// A diagnostic as LSP has it.
    ///
    /// The range from its column to the end of its line, the rule's id as its code, the hint in the
    /// message after a line end (`hint: …`, as `course check` prints it). Not as related
    /// information: that is for other places, and eglot and Neovim show none.
    static func json(_ diagnostic: Diagnostic, _ lines: TextLines, _ encoding: PositionEncoding) -> JSONValue {
        let range = lines.rangeToEndOfLine(line: diagnostic.location.line, column: diagnostic.location.column, encoding)
        let severity: Double =
            switch diagnostic.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        let message = diagnostic.message + (diagnostic.hint.map { "\nhint: " + $0 } ?? "")
        var fields: [JSONValue.Member] = [
            .init(key: "range", value: range),
            .init(key: "severity", value: .number(severity)),
            .init(key: "source", value: .string("course")),
            .init(key: "message", value: .string(message)),
        ]
        if let rule = diagnostic.rule { fields.append(.init(key: "code", value: .string(rule.rawValue))) }
        return .object(fields)
    }
}
