#!/usr/bin/env python3
"""How long a typed answer waits for its verdict (issue 32, item 3; docs/benchmarks.md, area
typed-answer), on lesson 19's 13 syntax cards, against the anchor, in one run.

Each card is given its first wrong answer of Tests/CourseKitTests/Fixtures/Grading/typed-answers.json
(a wrong answer always needs the compiler: a right one that is the answer up to layout needs none),
made new in every run by a comment at its end (so that the results cache cannot know it).

- verdict when prepared: `course grade` of the new answer (results cache empty for it), minus
  `course grade` of the same answer again (the results cache then knows it). Both processes do the
  same work but the compile — start, course loaded, compiler set up, lesson replayed, comparison —
  so the difference is what a learner waits for after submitting in a quiz that prepared the card
  while they read the prompt: the compile, run as the grader runs it.
- first card of a sitting, caches empty: `course grade` of the first card's answer as a whole
  process, with the results cache and the installed macro plugin removed (the interface modules,
  built once per machine and compiler by `course check`, kept; their build from nothing is timed
  once too).
- the anchor: one `swiftc -frontend -typecheck` of the same answer as a process: the typed code in
  a wrapper file (a type's members in a struct, an expression in a method, a whole file as it is),
  the lesson's declarations/ and the finished project (`course snapshot`) beside it as context,
  against the same interface modules and macro plugin. Alternating with the commands.

    swift build [-c release] --product course
    python3 Benchmarks/typed-answer/run.py [--binary PATH] [--runs N]     # from the package root
"""
import argparse, glob, json, os, re, shutil, statistics, subprocess, sys, tempfile, time, uuid

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ANSWERS = os.path.join(ROOT, "Tests/CourseKitTests/Fixtures/Grading/typed-answers.json")
LESSON = os.path.join(ROOT, "Content/lesson-19/lesson.md")
USER_INTERFACE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "course", "interface")
MACRO_MODULES = ["SwiftUIMacros", "ObservationMacros", "PreviewsMacros"]


def timed(arguments, env=None, stdin=None):
    start = time.perf_counter()
    run = subprocess.run(arguments, input=stdin, capture_output=True, env=env, cwd=ROOT)
    return time.perf_counter() - start, run


def cards():
    """Each syntax card's graded snippet: its check, its context and its code."""
    text = open(LESSON, encoding="utf-8").read()
    found = {}
    for card, body in re.findall(r"<!-- card id=([a-z0-9-]+) kind=syntax.*?-->(.*?)</details>", text, re.S):
        match = re.search(r"```swift check=(fragment|file)([^\n]*)\n(.*?)```", body, re.S)
        context = re.search(r"context=(\w+)", match.group(2)) if match else None
        found[card] = (match.group(1), context.group(1) if context else None, match.group(3))
    return found


def wrapped(check, context, code):
    """The typed code as the anchor's file: as `course check` wraps a fragment, roughly."""
    code = "\n".join(line for line in code.split("\n") if line.strip() not in ("…", "..."))
    if check == "file" or context == "declarations":
        return code if code.startswith("import") else "import SwiftUI\n" + code
    members = context == "members" or (context is None and code.lstrip().startswith(("@", "//")))
    if members:
        return "import SwiftUI\n@MainActor\nstruct Anchor: View {\n" + code + ("\n}" * code.count("{") if "var body" in code and code.count("{") > code.count("}") else "") + ("\nvar body: some View { EmptyView() }" if "var body" not in code else "") + "\n}\n"
    return "import SwiftUI\n@MainActor\nstruct Anchor {\nfunc part() {\n_ = EmptyView()\n" + code + "\n}\n}\n"


def frontend(swiftc, modules, plugin):
    usr = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    arguments = [swiftc, "-frontend", "-typecheck", "-module-name", "CourseCheck", "-diagnostic-style", "llvm",
                 "-no-color-diagnostics", "-I", modules]
    host = os.path.join(usr, "lib", "swift", "host")
    server = os.path.join(host, "libSwiftInProcPluginServer.so")
    if os.path.exists(server):
        arguments += ["-in-process-plugin-server-path", server]
    arguments += ["-plugin-path", os.path.join(host, "plugins")]
    for module in MACRO_MODULES:
        arguments += ["-load-plugin-executable", f"{plugin}#{module}"]
    return arguments


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=None)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    binary = options.binary or next(
        (p for p in [os.path.join(ROOT, ".build/release/course"), os.path.join(ROOT, ".build/debug/course")]
         if os.path.exists(p)), None)
    if not binary:
        sys.exit("no course binary: swift build --product course")
    swiftc = os.environ.get("COURSE_SWIFTC") or shutil.which("swiftc")
    if not swiftc:
        sys.exit("no swiftc on PATH")
    work = tempfile.mkdtemp(prefix="typed-answer-")
    cache = os.path.join(work, "cache")
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    answers = json.load(open(ANSWERS, encoding="utf-8"))
    graded = cards()
    chosen = []
    for card in graded:
        wrong = next(a["code"] for a in answers if a["card"] == card and not a["right"])
        chosen.append((card, wrong))

    def grade(card, typed):
        seconds, run = timed([binary, "grade", "Content", "--card", card, "--answer", "-", "--json"], env,
                             typed.encode())
        if run.returncode not in (0, 1):
            sys.exit(f"course grade {card}: {run.returncode}: {run.stderr.decode()}")
        return seconds, json.loads(run.stdout)

    # The interface built from nothing, once (then kept in this run's cache, as course check keeps it).
    built, _ = grade(chosen[0][0], chosen[0][1] + f"\n// {uuid.uuid4()}")
    interface = max(glob.glob(os.path.join(cache, "course", "interface", "*", "complete")), key=os.path.getmtime)
    modules = os.path.dirname(interface)
    plugin = glob.glob(os.path.join(cache, "course", "plugin", "*", "course-macro-plugin"))[0]
    plugin_copy = os.path.join(work, "course-macro-plugin")
    shutil.copy2(plugin, plugin_copy)

    # The finished project and the declarations, for the anchor.
    listing = json.loads(subprocess.run([binary, "list", "Content", "--json"], capture_output=True, cwd=ROOT).stdout)
    lesson = next(l for l in listing["course"]["lessons"] if l.get("number") == 19)
    project = os.path.join(work, "project")
    subprocess.run([binary, "snapshot", "Content", "--lesson", "19", "--step", str(len(lesson["steps"])),
                    "--out", project], check=True, capture_output=True, cwd=ROOT)
    context = sorted(glob.glob(os.path.join(project, "**", "*.swift"), recursive=True))
    declarations = sorted(glob.glob(os.path.join(ROOT, "Content/lesson-19/declarations/**/*.swift"), recursive=True))
    anchor_prefix = frontend(swiftc, modules, plugin_copy)

    before = " ".join(f"{x:.2f}" for x in os.getloadavg())
    first = []
    prepared = {card: [] for card, _ in chosen}
    hit = {card: [] for card, _ in chosen}
    anchor = {card: [] for card, _ in chosen}
    for run in range(options.runs):
        # The first card of a sitting: no results, no installed plugin.
        shutil.rmtree(os.path.join(cache, "course", "results"), ignore_errors=True)
        shutil.rmtree(os.path.join(cache, "course", "plugin"), ignore_errors=True)
        seconds, _ = grade(chosen[0][0], chosen[0][1] + f"\n// {uuid.uuid4()}")
        first.append(seconds)
        for card, wrong in chosen:
            typed = wrong + f"\n// {uuid.uuid4()}"
            miss, verdict = grade(card, typed)
            again, verdict_again = grade(card, typed)
            if verdict != verdict_again:
                sys.exit(f"{card}: the cached verdict differs")
            prepared[card].append(miss - again)
            hit[card].append(again)
            check, named, _ = graded[card]
            path = os.path.join(work, "anchor.swift")
            open(path, "w", encoding="utf-8").write(wrapped(check, named, typed))
            files = [path] if check == "file" else context + declarations + ["-primary-file", path]
            seconds, checked = timed(anchor_prefix + files)
            trouble = checked.stderr.decode(errors="replace")
            if checked.returncode not in (0, 1) or "no such module" in trouble or "unable to" in trouble:
                sys.exit(f"the anchor of {card} did not type-check ({checked.returncode}): {trouble[:800]}")
            anchor[card].append(seconds)

    median = statistics.median
    print(f"binary: {binary}; {options.runs} runs; medians; load average before {before}, after "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"interface modules built from nothing, with the first grade: {built:.2f} s")
    print(f"first card of a sitting (results cache and plugin removed), whole process: {median(first):.2f} s")
    print(f"{'card':28} {'prepared':>9} {'anchor':>8} {'ratio':>6} {'cached (whole process)':>24}")
    for card, _ in chosen:
        p, a = median(prepared[card]), median(anchor[card])
        print(f"{card:28} {p:8.3f}s {a:7.3f}s {p / a:6.2f} {median(hit[card]):23.3f}s")
    all_prepared = [median(prepared[c]) for c, _ in chosen]
    all_anchor = [median(anchor[c]) for c, _ in chosen]
    print(f"{'median of the 13 cards':28} {median(all_prepared):8.3f}s {median(all_anchor):7.3f}s "
          f"{median(all_prepared) / median(all_anchor):6.2f}")
    print(f"{'slowest card':28} {max(all_prepared):8.3f}s")
    shutil.rmtree(work, ignore_errors=True)


main()
