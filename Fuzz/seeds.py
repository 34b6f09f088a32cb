#!/usr/bin/env python3
"""Writes a fuzz target's seed corpus, from the repository, into a folder: Fuzz/seeds.py TARGET DIR.

Called by Fuzz/run.sh before each run (the folder is emptied first), so the seeds follow the repo:
the CommonMark spec examples, log lines and settings from docs/ and the tests, the course's lessons
and the test fixtures, timestamps, and `course` command lines from README and docs/. For `arguments`
it also writes the dictionary (DIR/../arguments.dict) from the command table in Sources/course/.
"""
import hashlib, json, pathlib, re, shlex, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def text(path):
    return (ROOT / path).read_text(encoding="utf-8")


def files(pattern):
    return sorted(p for p in ROOT.glob(pattern) if p.is_file() and ".build" not in p.parts)


def fenced_blocks(markdown, language):
    return re.findall(r"^```" + language + r"[^\n]*\n(.*?)^```", markdown, re.S | re.M)


def log_lines():
    lines = []
    for path in files("docs/*.md") + [ROOT / "README.md"]:
        for block in fenced_blocks(path.read_text(), "json"):
            lines += [l for l in block.splitlines() if l.startswith('{"card"') or l.startswith('{"type"')]
    for path in files("Tests/**/*.swift"):
        lines += re.findall(r'#"(\{"(?:card|type)":.*?\})"#', path.read_text())
    lines = [l for l in lines if "\\(" not in l]  # Swift interpolations
    # A generated log: every field, every kind, escapes, offsets, fractions, reordered keys.
    for n, rating in enumerate(["again", "hard", "good", "easy", "3", "Good"]):
        at = f"2026-11-{10 + n:02d}T0{n}:1{n}:0{n}Z"
        lines.append(f'{{"card":"env.syntax.{n}","rating":"{rating}","at":"{at}"}}')
        lines.append(f'{{"card":"q-{n}","rating":"{rating}","at":"{at}","hash":"{n:016x}","ms":{n * 1234},'
                     f'"prediction":"it prints {n}"}}')
    lines += [
        '{"type":"undo","card":"env.syntax.1","at":"2026-11-30T10:00:09Z"}',
        '{"type":"recovered","at":"2026-11-30T11:00:00.123456Z"}',
        '{"at":"2026-11-30T10:00:00+02:00","rating":"good","card":"a"}',
        ' { "card" : "a" , "rating" : "easy" , "at" : "2026-11-30 10:00:00-05:30" } ',
        '{"card":"caf\\u00e9","rating":"good","at":"2026-11-30T10:00:00Z","prediction":"line\\nnext \\"quoted\\" \\ud83d\\ude00"}',
        '{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","extra":[1,{"x":null},true],"ms":5.0e3}',
        '{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","hash":"3f2a9c0d4e5b6a71","ms":999999999999999}',
        '{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"',
        '{"card":"b","ra',
    ]
    return list(dict.fromkeys(lines))


def settings_files():
    found = [b for b in fenced_blocks(text("docs/review-log.md"), "json") if '"retention"' in b]
    found += [
        '{}',
        '{"retention": 0.85, "learning-steps": ["1m", "10m"], "fuzz": false}',
        '{"learning-steps": "1m,10m", "relearning-steps": "", "max-interval": "365"}',
        '{"learning-steps": [], "relearning-steps": ["30s", "1.5h", "1d"]}',
        '{"weights": "0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,0.796,'
        '1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,0.1542"}',
        '{"fuzz": "yes", "new-per-day": 0, "review-limit": 1000000, "day-start-hour": 23}',
        '{"retention": 1}', '{"retention": "0.9 "}', '{"unknown": 1}', '[1, 2]', '{"fuzz": null}',
        '{\n  "retention": 0.9,\n  "max-interval": 1e3\n',
    ]
    return found


def json_texts():
    vectors = json.loads(text("Tests/CourseKitTests/Fixtures/FSRS/vectors.json"))
    found = log_lines() + settings_files() + [json.dumps(vectors["settings"], separators=(",", ":"))]
    for path in files("docs/*.md"):
        found += [b for b in fenced_blocks(path.read_text(), "json") if len(b) < 4096]
    found += [
        '0', '-0', '1.5e-7', '-12.25E+3', '1e308', '4.9e-324', '123456789012345678', '0.30000000000000004',
        'true', 'false', 'null', '""', '"\\u00e9\\n\\t\\"\\\\\\/\\b\\f\\r"', '"\\ud83d\\ude00"', '"caf\u00e9 \U0001F600"',
        '[]', '{}', '[[[[[[[[[[]]]]]]]]]]', '{"a":{"b":[1,2,{"c":null}]}}', '{"a":1,"a":2}', ' \t\r\n[ 1 , 2 ] ',
    ]
    return list(dict.fromkeys(found))


def macro_plugin_inputs():
    """What the compiler sends course-macro-plugin (as Swift 6.3.1 sends it), framed and not, and the
    @Entry declarations of the course's lessons as sources."""
    location = {"column": 30, "fileID": "a/a.swift", "fileName": "a.swift", "line": 5, "offset": 91}
    none = {"column": 0, "fileID": "", "fileName": "", "line": 0, "offset": 0}
    entries = set()
    for path in files("Content/**/*.md"):
        entries |= {line.strip() for line in path.read_text().splitlines() if line.strip().startswith("@Entry")}
    entries |= {"@Entry var x: Int = 3", "@Entry public var `default`: [String: (Int) -> Void] = [:] // c",
                "@Entry var counter: Counter?", "@Entry var s = #\"raw \\#(x)\"#", "@Entry var f = { \"\\(1)\" }"}
    messages = [{"getCapability": {"capability": {"protocolVersion": 7}}},
                {"loadPluginLibrary": {"libraryPath": "/x.so", "moduleName": "M"}}]
    for entry in sorted(entries):
        for role, context in [("accessor", "extension EnvironmentValues {}"), ("peer", "extension EnvironmentValues {}"),
                              ("peer", "extension FocusedValues {}")]:
            messages.append({"expandAttachedMacro": {
                "macro": {"moduleName": "SwiftUIMacros", "name": "Entry ", "typeName": "EntryMacro"},
                "macroRole": role, "discriminator": "$s7SwiftUI17EnvironmentValuesV1aE1x5EntryfMa_",
                "attributeSyntax": {"kind": "attribute", "location": location, "source": "\n    @Entry "},
                "declSyntax": {"kind": "declaration", "location": location, "source": "\n    " + entry},
                "lexicalContext": [{"kind": "declaration", "location": none, "source": "\n\n" + context}]}})
    messages.append({"expandFreestandingMacro": {
        "macro": {"moduleName": "PreviewsMacros", "name": "Preview", "typeName": "SwiftUIView"},
        "macroRole": "declaration", "discriminator": "d", "lexicalContext": [],
        "syntax": {"kind": "expression", "location": location,
                   "source": "\n\n#Preview(\"Hi\", traits: .sizeThatFitsLayout) {\n    @Previewable @State var n = 3\n}"}}})
    texts = [json.dumps(m, separators=(",", ":")).encode() for m in messages]
    framed = [len(t).to_bytes(8, "little") + t for t in texts]
    return texts + framed + [b"".join(framed[:3]), framed[0][:5], framed[1][:-3]] + [e.encode() for e in sorted(entries)]


def conditions_inputs():
    """Swift with #if lines: the repo's Swift files and snippets, and each predicate in strings,
    comments and directives (nested, CRLF, a condition cut short)."""
    swift = [p.read_text(errors="replace") for p in files("Tests/**/*.swift") + files("Content/**/*.swift")]
    swift = [s for s in swift if "#if" in s][:40]
    for path in files("Content/*/lesson.md"):
        swift += fenced_blocks(path.read_text(), "swift")[:20]
    lines = [
        "#if os(iOS)\nstruct A {}\n#elseif os(macOS) || targetEnvironment(simulator)\nstruct B {}\n#else\n#endif\n",
        "#if !canImport(UIKit) && arch( x86_64 ) || compiler(>=6.0) && DEBUG\n#endif\n",
        "let s = \"#if os(iOS)\"\nlet t = \"\"\"\n#if os(iOS)\n\"\"\"\n/* #if os(iOS)\n/* */ */\n// #if os(iOS)\n",
        "let r = #\"\"\"\n#if os(iOS) \\(x)\n\"\"\"#\n#if os(iOS) // os(macOS)\r\n#endif\r\n",
        "    #if os(iOS)\n        #if targetEnvironment(simulator)\n        #endif\n    #endif\n#if os(",
        "#if canImport(UIKit.UIColor) || canImport(UIKit, _version: 2) || os(iPadOS)\n#endif",
    ]
    return swift + lines


def lsp_inputs():
    """What an editor sends course lsp: a session's messages framed one after another, pieces of
    it, and headers gone wrong."""
    uri = "file:///work/Content/lesson-19/lesson.md"
    lesson = (ROOT / "Content/lesson-19/lesson.md").read_text()[:3000]
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {"general": {"positionEncodings": ["utf-8"]}}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": lesson}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": 2},
            "contentChanges": [{"range": {"start": {"line": 2, "character": 1}, "end": {"line": 3, "character": 0}}, "text": "é\n"}]}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": {"line": 75, "character": 3}}},
        {"jsonrpc": "2.0", "id": "d", "method": "textDocument/definition", "params": {"textDocument": {"uri": uri}, "position": {"line": 75, "character": 9}}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "id": 4, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    bodies = [json.dumps(m, separators=(",", ":"), ensure_ascii=False).encode() for m in messages]
    framed = [b"Content-Length: %d\r\n\r\n" % len(b) + b for b in bodies]
    session = b"".join(framed)
    return [session, session[:200], b"".join(framed[:1] + framed[4:]), b"Content-Length: 3\r\n\r\n{x}" + framed[0],
            b"Content-Type: x\r\n\r\n" + framed[0], b"Content-Length: -1\r\n\r\n", framed[0][:-4]]


def lessons():
    return [p.read_bytes() for p in files("Content/**/*.md") + files("Tests/CourseKitTests/Fixtures/**/*.md")]


def kept_check_inputs():
    """Courses and edits for the kept check (Fuzz/FuzzKeptCheck.swift): the editor's texts of course.md
    and three lessons, apart at NUL bytes, then edits. The course on disk is the first three lessons of
    Fixtures/Chain/thirty and its manifest cut to them; the edits are those of KeptCourseCheckTests (a
    change that ends elsewhere, a diff that removes a line not there, an id taken twice, a lesson
    renumbered, a card count wrong, a lesson closed, a question without sources, a link dropped), in
    sequences; and each lesson of Content/ and the fixtures as lesson 1's text."""
    import random
    chain = "Tests/CourseKitTests/Fixtures/Chain/thirty"
    lessons3 = ["lesson-01", "lesson-02", "lesson-03"]
    manifest = "\n".join(l for l in text(chain + "/course.md").replace("lessons: 30\n", "lessons: 3\n").split("\n")
                         if not l.startswith("- [") or any(n + "/" in l for n in lessons3))
    disk = [manifest.encode()] + [(ROOT / chain / n / "lesson.md").read_bytes() for n in lessons3]

    def edit(texts, index, old, new):
        """The edit that replaces the first `old` in file `index` with `new`, as the target reads it:
        the file, the offset (its bytes not NUL), one more than the bytes removed; None when `old` is
        not there."""
        current = texts[index] if texts[index] is not None else disk[index]
        at = current.find(old)
        if at < 0 or len(old) > 254:
            return None
        value = at
        while value & 0xFF == 0 or value >> 8 == 0:
            value += len(current) + 1
        texts[index] = current[:at] + new + current[at + len(old):]
        return bytes([4 + index, value >> 8, value & 0xFF, len(old) + 1]) + new

    def close(texts, index):
        texts[index] = None
        return bytes([4 + index])

    def kinds(texts, random):
        n = random.randrange(1, 4)
        other = random.randrange(1, 5)
        choices = [
            lambda: edit(texts, n, b"+    var count = %d\n" % n, b"+    var count = %d\n" % random.randrange(40)),
            lambda: edit(texts, n, b"-    var count = ", b"-    var total = "),
            lambda: edit(texts, n, b"id=count-%d " % n, b"id=count-%d " % other),
            lambda: edit(texts, n, b"lesson: %d\n" % n, b"lesson: %d\n" % other),
            lambda: edit(texts, n, b"cards: 1\nsyntax", b"cards: 2\nsyntax"),
            lambda: close(texts, n),
            lambda: edit(texts, n, b"**Where this comes from:**", b""),
            lambda: edit(texts, n, b"minutes: 5\n", b"minutes: 5\nbogus: 1\n"),
            lambda: edit(texts, n, b"start: start\n", b"start: ../lesson-01/start\n"),
            lambda: edit(texts, 0, b"- [Lesson %d: Counting to %d](lesson-%02d/lesson.md)\n" % (n, n, n), b""),
            lambda: close(texts, 0),
        ]
        return random.choice(choices)()

    found = []
    for seed in range(40):
        rng = random.Random(seed)
        opened = [rng.random() < 0.5 for _ in disk]
        texts = [d if o else None for d, o in zip(disk, opened)]
        first = [t if t is not None else b"" for t in texts]
        edits = [e for e in (kinds(texts, rng) for _ in range(rng.randrange(1, 9))) if e is not None]
        found.append(b"\0".join(first + edits))
    found += [b"\0" + lesson + b"\0\0" for lesson in lessons()]
    return found


def record_inputs():
    """Pairs of a Swift file before and after a step (old, NUL, new): each diff block of the
    lessons (its "before" and "after" texts), and each start file with a preview appended, a line
    changed and a line removed."""
    pairs = []
    for path in files("Content/**/*.md") + files("Tests/CourseKitTests/Fixtures/Record/**/*.md"):
        for block in fenced_blocks(path.read_text(), "diff"):
            lines = block.split("\n")
            before = "\n".join(l[1:] for l in lines if l[:1] in (" ", "-", "")) + "\n"
            after = "\n".join(l[1:] for l in lines if l[:1] in (" ", "+", "")) + "\n"
            pairs.append((before, after))
    for path in files("Content/**/start/**/*.swift") + files("Tests/CourseKitTests/Fixtures/Record/**/*.swift"):
        old = path.read_text()
        lines = old.split("\n")
        pairs.append((old, old + '\n#Preview("Added") {\n    Text("x")\n}\n'))
        pairs.append((old, old.replace("var ", "let ", 1)))
        pairs.append((old, "\n".join(lines[: len(lines) // 2] + lines[len(lines) // 2 + 1:])))
    return [(old + "\0" + new).encode() for old, new in pairs]


def times():
    found = set()
    for path in files("docs/*.md") + files("Tests/**/*.swift") + [ROOT / "README.md"]:
        found |= set(re.findall(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?", path.read_text()))
    found |= {"2024-02-29T23:59:59.999999+14:00", "1970-01-01T00:00:00z", "2026-11-30T10:00:00.5-00:30",
              "30s", "1m", "10m", "1.5h", "1d", "0.5s", "36500d", "1m,10m", "10m", "1m, 10m ,1h"}
    return sorted(found)


def typing_area_inputs():
    """Code typed and edited in the quiz's typing area: lines, arrows, deletes, a bracketed paste."""
    esc = "\x1b"
    return [
        "@Environment(\\.dismiss) private var dismiss\x04",
        "struct A {\r    var x = 1\r}" + esc + "[A" + esc + "[D\x7f" + esc + "[3~\x15\x05\x01\x0b",
        esc + "[200~let a = 1\r\nlet b = 2\n\tlet c = \"\u2026\"" + esc + "[201~" + esc + "\r",
        esc + "[200~" + esc + "[31mred" + "\u009b2J" + "\u202eevil",
        "\u65e5\u672c\u8a9e " * 20 + esc + "[H" + esc + "[F" + (esc + "[C") * 5 + esc,
        "a\rb\rc" + (esc + "[B") * 3 + (esc + "[A") * 3 + "\x7f" * 10,
    ]


def quiz_inputs():
    found = ["\n4\n\neasy\n", "\n5\nmeh\ngood\n\n", "\n1\nu\n\n3\nq\n", "it prints 42\ngood\nq\n",
             "\r\n2\r\n\r\nAGAIN\r\n \t u \nq", "\n1\n\n1\n\n1\nu\nu\nu\n\n4\n\n4\n\n4\n",
             "a prediction " * 20 + "\nhard\n",
             # Keys from a raw-mode terminal: arrows, function keys, Alt+x, UTF-8, Ctrl-C, Ctrl-D.
             "\x1b[A\x1b[B\x1b[1;5C\x1bOP\x1bx \r3", "caf\u00e9 \U0001F600\x7f\x08\x1b\r4", "\x03", "\x04", "\x1b", "\x1b[200~pasted\x1b[201~"]
    return found


def command_lines():
    found = []
    for path in [ROOT / "README.md"] + files("docs/*.md"):
        body = path.read_text()
        # In code: a span `course …`, or a line of a code block (fenced or indented) that starts with it.
        lines = re.findall(r"`((?:swift run )?course [^`\n]*)`", body)
        lines += re.findall(r"^(?:    |\t)*((?:swift run )?course [^\n#]*)", "\n".join(
            block for block in fenced_blocks(body, "[a-z]*")), re.M)
        lines += re.findall(r"^    ((?:swift run )?course [^\n#]*)", body, re.M)
        for line in lines:
            try:
                words = shlex.split(line.removeprefix("swift run ").replace("\\|", "|"))
            except ValueError:
                continue
            found.append(words[1:])
    found += [[], ["--help"], ["--version"], ["help", "export", "anki"], ["quiz", "--retention=0.8", "--", "-x"],
              ["history", "--log", "-", "--weights", "1,2,3", "--now", "2026-11-30T10:00:00+01:00"]]
    return list(dict.fromkeys(tuple(f) for f in found))


def git_rules_files():
    """`.gitignore` and `.gitattributes` files: the repo's own, and the shapes setup-git meets."""
    found = [p.read_bytes() for p in files("**/.gitignore") + files("**/.gitattributes")]
    found += [
        b"", b"*.lock\n*.bak-*\n", b"*.jsonl merge=course-log\n", b"notes/\r\nbuild/",
        b"\xef\xbb\xbf*.lock  \r\n# comment\r\n\\#not-a-comment\r\n",
        b" \t*.jsonl\tmerge=course-log -diff\r\n*.md text eol=crlf\n",
        b"caf\xe9/\n*.txt diff=fran\xe7ais", b"a\\ \n!*.lock\n/*.bak-*\n\"*.jsonl\" merge=course-log\n",
    ]
    return found


def arguments_dict(path):
    words = set()
    for source in files("Sources/course/**/*.swift"):
        body = source.read_text()
        words |= set(re.findall(r'"(--[a-z][a-z-]*)"', body))
        words |= set(re.findall(r'name: "([a-z]+)"', body))
    words |= {"help", "-h", "--", "-", "="}
    path.write_text("".join(f'"{w}"\n' for w in sorted(words)))


def grade_compare_inputs():
    """The typed answers of the grading tests, each with its card's answer code from Content/."""
    answers = json.loads(text("Tests/CourseKitTests/Fixtures/Grading/typed-answers.json"))
    lesson = text("Content/lesson-19/lesson.md")
    codes = {}
    for card, body in re.findall(r"<!-- card id=([a-z0-9-]+).*?-->(.*?)</details>", lesson, re.S):
        blocks = re.findall(r"```swift check=(?:fragment|file)[^\n]*\n(.*?)```", body, re.S)
        if blocks:
            codes[card] = blocks[0]
    return [a["code"] + "\0" + codes.get(a["card"], "") + "\0private" for a in answers]


def interface_lines_inputs():
    """The interface's declaration files, the Swift of Content/ and the fixtures, and the compiler's
    messages about marked APIs."""
    inputs = [text(path) for path in files("Interface/*/*.swift")]
    inputs += [text(path) for path in files("Content/**/*.swift")][:40]
    inputs += [
        "@available(iOS, introduced: 13.0, deprecated: 16.0, message: \"use NavigationStack\")\n"
        "@available(macOS, introduced: 10.15, deprecated: 13.0)\npublic struct NavigationView {}\n",
        "@available(iOS, introduced: 13.0, obsoleted: 16.0)\npublic func old() {}\n"
        "@available(iOS, unavailable, renamed: \"New\")\n@available(macOS 10.15, *)\npublic struct Old {}\n",
        "@available(iOS, deprecated: 100000.0, message: \"a \\\"quoted\\\" word\")\npublic func later() {}\n",
        "@available(iOS, unavailable)\nfunc f() {\n    if #available(iOS 17.0, *) {\n        use()\n    }\n}\n",
        "'NavigationView' is deprecated: course-availability deprecated iOS 16.0: use it [#DeprecatedDeclaration]",
        "'old()' is unavailable: course-availability obsoleted iOS 16.0; this is an error in the Swift 6 language mode",
    ]
    return inputs


def core_data_model_inputs():
    """Core Data model files: the fixtures' models, and the shapes the reader must refuse."""
    found = [p.read_bytes() for p in files("Tests/**/*.xcdatamodel/contents")]
    found += [
        b"", b"<model/>", b"<model><entity name=\"A\" codeGenerationType=\"class\"/></model>",
        b"<model><entity name='A' codeGenerationType='category'><attribute name='a' attributeType='Date'/>"
        b"<relationship name='r' toMany='YES' ordered='YES' destinationEntity='A'/></entity></model>",
        b"<model><entity name=\"A\"></model>", b"<model x=1/>", b"<model>&bogus;</model>",
        b"<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key>"
        b"<string>N.xcdatamodel</string></dict></plist>\n",
    ]
    return found


def write(folder, items):
    for item in items:
        data = item if isinstance(item, bytes) else item.encode()
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def main():
    target, folder = sys.argv[1], pathlib.Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    if target == "markdown":
        examples = json.loads(text("Tests/CourseKitTests/Fixtures/CommonMark/spec-0.31.2.json"))
        write(folder, [e["markdown"] for e in examples])
    elif target == "log-line":
        lines = log_lines()
        write(folder, lines + ["\n".join(lines[i:i + 5]) + "\n" for i in range(0, len(lines), 5)])
    elif target == "json":
        write(folder, json_texts())
    elif target == "settings":
        write(folder, settings_files())
    elif target == "lesson":
        write(folder, lessons())
    elif target == "time":
        write(folder, times())
    elif target == "quiz-input":
        write(folder, quiz_inputs())
    elif target == "typing-area":
        write(folder, typing_area_inputs())
    elif target == "git-rules":
        write(folder, git_rules_files())
    elif target == "record":
        write(folder, record_inputs())
    elif target == "macro-plugin":
        write(folder, macro_plugin_inputs())
    elif target == "conditions":
        write(folder, conditions_inputs())
    elif target == "lsp":
        write(folder, lsp_inputs())
    elif target == "grade-compare":
        write(folder, grade_compare_inputs())
    elif target == "kept-check":
        write(folder, kept_check_inputs())
    elif target == "interface-lines":
        write(folder, interface_lines_inputs())
    elif target == "core-data-model":
        write(folder, core_data_model_inputs())
    elif target == "arguments":
        write(folder, ["\0".join(words) for words in command_lines()])
        arguments_dict(folder.parent / "arguments.dict")
    else:
        sys.exit(f"no seeds for target '{target}'")


main()
