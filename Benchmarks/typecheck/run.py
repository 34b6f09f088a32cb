#!/usr/bin/env python3
"""Times `course check`'s type-check against its anchor, in one run (docs/benchmarks.md, area typecheck).

The anchor: one `swiftc -typecheck` per step's project of Content/ (the project after each step, as
`course snapshot` writes it), run one after the other and summed, against the same interface
modules (taken from the benchmark's own cache folder, `XDG_CACHE_HOME`) with the macro plugin flags
exactly as `course check` passes them (TypecheckEnvironment.frontendArguments). It is timed two
ways: the frontend (`swiftc -frontend -typecheck`, the very command `course check` runs per project)
and the driver (`swiftc -typecheck`, which starts a frontend of its own).

Then, the commands alternating with the anchor, medians of RUNS runs:
  - `course check Content`, modules cached, results cache empty (cold) and full (nothing changed);
  - the 57-lesson course (Benchmarks/course-check/generate.py: 57 copies of lesson 19, each its own
    project) with its results cached: nothing changed, one code line of one lesson's code change
    edited, one card's prose edited (each edit new in each run, so it is never cached already);
  - growth: courses of n and 4n lessons (10 and 40), cold and cached.

Errors in the check's output do not stop the benchmark (on a branch whose interface is incomplete
the lesson's code does not type-check): the table reports how many errors each command printed,
since a check that stops early at an error is not doing the work of one that passes.

`--interface DIR` adds declarations (`DIR/<Module>/*.swift`, as a course's own `interface/` folder)
to a copy of Content/ and to the generated courses: a stand-in for preliminary figures on a branch
whose built-in interface is still incomplete (without SwiftUI at all, the compiler spends minutes on
each project's unresolved expressions).

    swift build -c release --product course
    python3 Benchmarks/typecheck/run.py [RUNS] [--growth-runs N] [--sizes 10,40] [--skip-growth] [--skip-edit]
                                        [--interface DIR] [--other NAME=BINARY ...]

`--other NAME=BINARY` also times another build's `course check` on Content/, cold and cached, in the
same alternation (to compare a change with the build before it).
"""
import argparse, importlib.util, os, re, resource, shutil, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COURSE = os.path.join(ROOT, ".build", "release", "course")
DATA = os.path.join(ROOT, "Benchmarks", ".data", "typecheck")
CACHE_HOME = os.path.join(DATA, "cache")          # the benchmark's own XDG_CACHE_HOME
CACHE = os.path.join(CACHE_HOME, "course")        # what `course` makes of it (UserFolders.cache)
RESULTS = os.path.join(CACHE, "results")          # TypecheckResultCache's folder
INTERFACE = os.path.join(CACHE, "interface")      # InterfaceModules' folders, one per key
PLUGIN_NAME = "course-macro-plugin"               # MacroPluginRole.executableName
MACRO_MODULES = ["SwiftUIMacros", "PreviewsMacros", "SwiftDataMacros"]  # MacroPlugin.modules


def load_generator():
    path = os.path.join(ROOT, "Benchmarks", "course-check", "generate.py")
    spec = importlib.util.spec_from_file_location("generate", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Sample:
    """One process: wall and CPU seconds (user + sys, its children included), exit status, output."""

    def __init__(self, wall, cpu, status, stderr):
        self.wall, self.cpu, self.status = wall, cpu, status
        self.errors = len(re.findall(r"(?m): error: ", stderr))
        self.warnings = len(re.findall(r"(?m): warning: ", stderr))
        lines = [l for l in stderr.splitlines() if l.startswith("course check: ")]
        self.summary = lines[-1][len("course check: "):] if lines else stderr.strip()[-300:]


def timed(arguments, cwd=ROOT):
    environment = dict(os.environ, XDG_CACHE_HOME=CACHE_HOME)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(arguments, cwd=cwd, env=environment, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, errors="replace")
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # The compiler writes its diagnostics to standard error; so does `course check`.
    return Sample(wall, cpu, result.returncode, result.stderr + result.stdout)


def check(folder, *options, course=COURSE):
    sample = timed([course, "check", folder, *options])
    if sample.status not in (0, 1):  # 0: no errors, 1: errors found; anything else: it broke
        print(f"warning: course check {folder} exited {sample.status}: {sample.summary}", file=sys.stderr)
    return sample


def clear_results():
    shutil.rmtree(RESULTS, ignore_errors=True)


def lesson_numbers(folder):
    """The lesson numbers of a course, from its manifest's links and each lesson's front matter."""
    folder = os.path.join(ROOT, folder)
    manifest = open(os.path.join(folder, "course.md"), encoding="utf-8").read()
    numbers = []
    for link in re.findall(r"(?m)^\s*[-*] \[[^\]]*\]\(([^)]+\.md)\)", manifest):
        text = open(os.path.join(folder, link), encoding="utf-8").read()
        match = re.search(r"(?m)^lesson: *(\d+)\s*$", text)
        if match:
            numbers.append(int(match.group(1)))
    return numbers


def step_projects(folder, into):
    """The Swift files of every step's project of every lesson (step 0: the start), written by
    `course snapshot`; a list of file lists."""
    shutil.rmtree(into, ignore_errors=True)
    projects = []
    for lesson in lesson_numbers(folder):
        step = 0
        while True:
            out = os.path.join(into, f"lesson-{lesson}", f"step-{step:02}")
            result = subprocess.run([COURSE, "snapshot", folder, "--lesson", str(lesson), "--step", str(step),
                                     "--out", out], cwd=ROOT, capture_output=True, text=True)
            if result.returncode != 0:
                if step == 0 or "--step" not in result.stderr:
                    sys.exit(f"course snapshot {folder} --lesson {lesson} --step {step} failed:\n{result.stderr}")
                break
            files = sorted(os.path.join(base, name) for base, _, names in os.walk(out)
                           for name in names if name.endswith(".swift"))
            projects.append(files)
            step += 1
    return projects


def build_flags(folder):
    """BuildSettings.compilerFlags of the course's `course.md` front matter."""
    text = open(os.path.join(folder, "course.md"), encoding="utf-8").read()
    match = re.match(r"---\n(.*?)\n---\n", text, re.S)
    fields = {}
    for line in (match.group(1).splitlines() if match else []):
        key, _, value = line.partition(":")
        fields[key.strip()] = value.strip().strip('"')
    flags = ["-swift-version", fields.get("swift-version") or "6"]
    if fields.get("default-isolation") == "MainActor":
        flags += ["-default-isolation", "MainActor"]
    for feature in filter(None, (f.strip() for f in fields.get("upcoming-features", "").split(","))):
        flags += ["-enable-upcoming-feature", feature]
    return flags


def toolchain():
    """`swiftc` as `course check` finds it (COURSE_SWIFTC, then PATH) and its toolchain's `usr/`."""
    swiftc = os.environ.get("COURSE_SWIFTC") or shutil.which("swiftc")
    if not swiftc:
        sys.exit("no swiftc on PATH")
    return swiftc, os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))


def interface_modules():
    """The interface folder `course check` built (the newest complete one in the cache)."""
    folders = [os.path.join(INTERFACE, name) for name in os.listdir(INTERFACE)] if os.path.isdir(INTERFACE) else []
    folders = [f for f in folders if os.path.exists(os.path.join(f, "complete"))]
    if not folders:
        sys.exit(f"no built interface under {INTERFACE}: did `course check` type-check?")
    return max(folders, key=lambda f: os.path.getmtime(os.path.join(f, "complete")))


def anchor_arguments(swiftc, usr, modules, plugin, flags, frontend):
    """TypecheckEnvironment.frontendArguments, for the frontend or for the driver."""
    # The driver stops at the first frontend job with errors unless told to go on; on a course that
    # type-checks, the flag changes nothing.
    arguments = [swiftc] + (["-frontend", "-typecheck"] if frontend else ["-typecheck", "-continue-building-after-errors"])
    arguments += ["-module-name", "CourseCheck", "-diagnostic-style", "llvm", "-no-color-diagnostics"]
    arguments += flags + ["-I", modules]
    host = os.path.join(usr, "lib", "swift", "host")
    server = os.path.join(host, "libSwiftInProcPluginServer.so")
    if os.path.exists(server):
        arguments += ["-in-process-plugin-server-path", server]
    arguments += ["-plugin-path", os.path.join(host, "plugins")]
    local = os.path.join(usr, "local", "lib", "swift", "host", "plugins")
    if os.path.exists(local):
        arguments += ["-plugin-path", local]
    for module in MACRO_MODULES:
        arguments += ["-load-plugin-executable", f"{plugin}#{module}"]
    return arguments


def anchor(prefix, projects):
    """One compiler run per project, one after the other: summed wall and CPU, errors printed."""
    wall = cpu = 0.0
    errors = 0
    for files in projects:
        sample = timed(prefix + files)
        wall, cpu, errors = wall + sample.wall, cpu + sample.cpu, errors + sample.errors
    summed = Sample(wall, cpu, 0, "")
    summed.errors = errors
    return summed


class Edits:
    """Edits to one lesson of the 57-lesson course, each new: a code line of a code change in the
    middle of the lesson (a comment added at its end, so no line moves), and one card's prose."""

    def __init__(self, course, lesson):
        self.course, self.lesson = course, lesson
        self.path = os.path.join(course, f"lesson-{lesson:02}", "lesson.md")
        self.original = open(self.path, encoding="utf-8").read()
        lines = self.original.split("\n")
        self.prose_line = self.card_prose(lines)
        self.code_line = self.code_change_line(lines)

    @staticmethod
    def card_prose(lines):
        for index, line in enumerate(lines):
            if line.startswith("<!-- card id="):
                return next(i for i in range(index + 1, len(lines)) if lines[i].strip())
        sys.exit("the lesson has no card")

    def code_change_line(self, lines):
        """A `+` line of a diff change about half-way through the lesson whose edit still replays."""
        blocks, inside = [], None
        for index, line in enumerate(lines):
            if inside is None and re.match(r"^```diff .*\bfile=", line):
                inside = []
            elif inside is not None and line.startswith("```"):
                blocks.append(inside)
                inside = None
            elif inside is not None and line.startswith("+") and line[1:].strip() \
                    and "//" not in line and '"""' not in line and not line.rstrip().endswith("\\"):
                inside.append(index)
        middle = len(blocks) // 2
        for block in blocks[middle:] + blocks[:middle]:
            for index in block:
                self.write(code=(index, "probe"))
                if self.replays():
                    self.restore()
                    return index
        self.restore()
        sys.exit("no code line of the lesson could be edited and still replay")

    def replays(self):
        probe = os.path.join(DATA, "edit-probe")
        shutil.rmtree(probe, ignore_errors=True)
        result = subprocess.run([COURSE, "snapshot", self.course, "--lesson", str(self.lesson), "--patches", probe],
                                cwd=ROOT, capture_output=True, text=True)
        return result.returncode == 0

    def write(self, code=None, prose=None):
        lines = self.original.split("\n")
        if code:
            lines[code[0]] += f" // benchmark edit {code[1]}"
        if prose:
            lines[self.prose_line] += f" (edit {prose})"
        with open(self.path, "w", encoding="utf-8") as out:
            out.write("\n".join(lines))

    def restore(self):
        with open(self.path, "w", encoding="utf-8") as out:
            out.write(self.original)


def median(samples, field):
    return statistics.median(getattr(s, field) for s in samples)


def ms(seconds):
    return f"{seconds * 1000:,.0f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=5)
    parser.add_argument("--growth-runs", type=int, default=3)
    parser.add_argument("--sizes", default="10,40", help="n,4n lessons for the growth rows")
    parser.add_argument("--edit-lesson", type=int, default=29, help="the lesson of the 57 to edit")
    parser.add_argument("--skip-growth", action="store_true")
    parser.add_argument("--skip-edit", action="store_true")
    parser.add_argument("--interface", help="declarations added to the courses' interface/ folder")
    parser.add_argument("--other", action="append", default=[], metavar="NAME=BINARY",
                        help="another build's course, timed on Content/ beside this one")
    options = parser.parse_args()
    if not os.path.exists(COURSE):
        sys.exit("build first: swift build -c release --product course")
    generator = load_generator()
    others = [tuple(o.split("=", 1)) for o in options.other]
    if any(len(o) != 2 or not os.path.exists(o[1]) for o in others):
        sys.exit("--other wants NAME=BINARY, the path of another build's course")
    others = [(name, os.path.abspath(binary)) for name, binary in others]
    sizes = [int(s) for s in options.sizes.split(",")]
    courses = os.path.join(DATA, "courses")
    os.makedirs(courses, exist_ok=True)
    rel = lambda path: os.path.relpath(path, ROOT)

    content = "Content"
    if options.interface:  # a copy of Content/ with the declarations added to its own interface/
        interface = os.path.abspath(options.interface)
        content = rel(os.path.join(courses, "content"))
        shutil.rmtree(os.path.join(ROOT, content), ignore_errors=True)
        shutil.copytree(os.path.join(ROOT, "Content"), os.path.join(ROOT, content))
        shutil.copytree(interface, os.path.join(ROOT, content, "interface"), dirs_exist_ok=True)
    else:
        interface = None

    # The first check ever: the interface's modules are built, then everything is type-checked.
    shutil.rmtree(CACHE, ignore_errors=True)
    first = check(content)
    modules = interface_modules()
    swiftc, usr = toolchain()
    plugin_folder = os.path.join(DATA, "plugin")
    os.makedirs(plugin_folder, exist_ok=True)
    plugin = os.path.join(plugin_folder, PLUGIN_NAME)
    if os.path.lexists(plugin):
        os.remove(plugin)
    os.symlink(COURSE, plugin)
    flags = build_flags(os.path.join(ROOT, content))
    projects = step_projects(content, os.path.join(DATA, "snapshots"))
    frontend = anchor_arguments(swiftc, usr, modules, plugin, flags, frontend=True)
    driver = anchor_arguments(swiftc, usr, modules, plugin, flags, frontend=False)

    rows = {}  # name -> list of samples
    add = lambda name, sample: rows.setdefault(name, []).append(sample)
    for _ in range(options.runs):  # the anchor and the checks alternate, so load changes hit all alike
        add("anchor-frontend", anchor(frontend, projects))
        clear_results()
        add("cold", check(content))
        add("warm", check(content))
        for name, binary in others:
            clear_results()
            add(f"{name}-cold", check(content, course=binary))
            add(f"{name}-warm", check(content, course=binary))
        add("anchor-driver", anchor(driver, projects))

    if not options.skip_growth:
        folders = {n: rel(generator.generate(n, os.path.join(courses, f"lessons-{n}"), interface)) for n in sizes}
        for _ in range(options.growth_runs):
            for n in sizes:
                clear_results()
                add(f"{n}-cold", check(folders[n]))
                add(f"{n}-warm", check(folders[n]))
        # Left in the cache: the largest course's results, which are those of the 57-lesson
        # course's first lessons (the same files), so that filling it below takes less.

    if not options.skip_edit:
        big = rel(generator.generate(57, os.path.join(courses, "lessons-57"), interface))
        edits = Edits(os.path.join(ROOT, big), options.edit_lesson)
        fill = check(big)  # fills the results cache (not a target)
        for run in range(options.runs):
            add("57-warm", check(big))
            add("57-parse", check(big, "--no-typecheck"))
            edits.write(code=(edits.code_line, f"{os.getpid()}-{run}"))
            add("57-code", check(big))
            edits.write(code=(edits.code_line, f"{os.getpid()}-{run}"), prose=f"{os.getpid()}-{run}")
            add("57-prose", check(big))
        edits.restore()

    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    print(time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()) + f", {head}; load average {os.getloadavg()[0]:.1f} at the end; {os.cpu_count()} cores; medians of {options.runs} runs"
          + ("" if options.skip_growth else f" ({options.growth_runs} for growth)") + "\n")
    print(f"{content}: {len(projects)} step projects; `course check` printed {first.errors} errors "
          f"({first.summary})" + (f"; declarations added from {options.interface}" if interface else "") + "\n")
    anchor_wall = median(rows["anchor-frontend"], "wall")
    anchor_cpu = median(rows["anchor-frontend"], "cpu")
    print("| run | wall | CPU (user + sys) | ÷ anchor (wall / CPU) | errors printed |")
    print("|---|---|---|---|---|")

    def row(label, name, ratio=True):
        samples = rows.get(name)
        if not samples:
            return
        wall, cpu = median(samples, "wall"), median(samples, "cpu")
        ratios = f"{wall / anchor_wall:.2f}x / {cpu / anchor_cpu:.2f}x" if ratio else ""
        print(f"| {label} | {ms(wall)} | {ms(cpu)} | {ratios} | {max(s.errors for s in samples)} |")

    print(f"| first `course check Content` ever (interface built, once) | {ms(first.wall)} | {ms(first.cpu)} | | {first.errors} |")
    row(f"anchor: `swiftc -frontend -typecheck` × {len(projects)} step projects, summed", "anchor-frontend")
    row(f"anchor: `swiftc -typecheck` (driver) × {len(projects)}, summed", "anchor-driver")
    row("`course check Content`, results cache empty", "cold")
    row("`course check Content`, results cached", "warm")
    for name, _ in others:
        row(f"{name}: `course check Content`, results cache empty", f"{name}-cold")
        row(f"{name}: `course check Content`, results cached", f"{name}-warm")
    row("57 lessons, results cached, nothing changed", "57-warm", ratio=False)
    row("57 lessons, `--no-typecheck` (parsing and replay only)", "57-parse", ratio=False)
    row(f"57 lessons, one code line of lesson {options.edit_lesson} edited", "57-code", ratio=False)
    row(f"57 lessons, one card's prose of lesson {options.edit_lesson} edited", "57-prose", ratio=False)
    for n in sizes:
        lessons = f"{n} lesson" + ("" if n == 1 else "s")
        row(f"{lessons}, results cache empty", f"{n}-cold", ratio=False)
        row(f"{lessons}, results cached", f"{n}-warm", ratio=False)
    if not options.skip_growth and len(sizes) == 2:
        small, large = sizes
        for kind in ("cold", "warm"):
            for field in ("wall", "cpu"):
                factor = median(rows[f"{large}-{kind}"], field) / median(rows[f"{small}-{kind}"], field)
                print(f"\n{kind}, {field}: {large} lessons ÷ {small} lessons = {factor:.2f}x "
                      f"(linear: {large / small:.2f}x)", end="")
        print()
    if not options.skip_edit:
        print(f"\nFilling the 57-lesson course's results cache (lessons not in it yet): {ms(fill.wall)} wall, {ms(fill.cpu)} CPU")
    print()
    for name, samples in rows.items():
        if not name.startswith("anchor"):
            print(f"- {name}: {samples[-1].summary}")


if __name__ == "__main__":
    main()
