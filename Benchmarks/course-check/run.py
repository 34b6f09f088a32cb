#!/usr/bin/env python3
"""Times `course check --no-typecheck` on generated courses of 10, 30 and 57 lessons of lesson-19 size.

Each generated lesson is a copy of Content/lesson-19 (its Markdown and its start project), made by
`generate.py`: its own lesson number, card and question ids, and its own project (`Trips01`…), so
the course is valid and every lesson is checked in full: every snippet through the compiler's
parser, every change replayed. Type-checking is left out here (`--no-typecheck`); it has its own
benchmark, Benchmarks/typecheck/run.py. Also times the real Content/ (1 lesson). Prints a Markdown
table for docs/benchmarks.md.

    swift build -c release --product course
    python3 Benchmarks/course-check/run.py [RUNS]
"""
import importlib.util, os, resource, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COURSE = os.path.join(ROOT, ".build", "release", "course")
DATA = os.path.join(ROOT, "Benchmarks", ".data", "course-check")
SIZES = [10, 30, 57]


def generate(count):
    """A course folder with `count` copies of lesson 19, numbered 1…count, each its own project."""
    spec = importlib.util.spec_from_file_location("generate", os.path.join(os.path.dirname(__file__), "generate.py"))
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    return generator.generate(count, os.path.join(DATA, f"lessons-{count}"))


def timed(arguments):
    """Wall and CPU (user + sys) seconds of one run; fails loudly if the check fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([COURSE] + arguments, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"course {' '.join(arguments)} exited {result.returncode}:\n{result.stderr[-3000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, result.stderr.strip().splitlines()[-1]


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    if not os.path.exists(COURSE):
        sys.exit("build first: swift build -c release --product course")
    folders = [("Content", 1)] + [(os.path.relpath(generate(n), ROOT), n) for n in SIZES]
    rows = []
    for folder, lessons in folders:
        samples = {"full": [], "no-compiler": []}
        summary = ""
        for _ in range(runs):  # alternate the two modes so load changes hit both alike
            wall, cpu, summary = timed(["check", folder, "--no-typecheck"])
            samples["full"].append((wall, cpu))
            samples["no-compiler"].append(timed(["check", folder, "--no-compiler"])[:2])
        full_wall = statistics.median(w for w, _ in samples["full"])
        full_cpu = statistics.median(c for _, c in samples["full"])
        bare_wall = statistics.median(w for w, _ in samples["no-compiler"])
        rows.append((lessons, full_wall, full_cpu, bare_wall, summary))
    print(f"load average {os.getloadavg()[0]:.1f}; medians of {runs} runs\n")
    print("| lessons | `course check --no-typecheck` wall | CPU (user + sys, compiler included) | CPU per lesson | `--no-compiler` wall |")
    print("|---|---|---|---|---|")
    for lessons, wall, cpu, bare, _ in rows:
        print(f"| {lessons} | {wall * 1000:,.0f} ms | {cpu * 1000:,.0f} ms | {cpu * 1000 / lessons:,.0f} ms | {bare * 1000:,.0f} ms |")
    print()
    for lessons, *_, summary in rows:
        print(f"- {lessons}: {summary}")
    base = next(r for r in rows if r[0] == SIZES[0])
    last = next(r for r in rows if r[0] == SIZES[-1])
    print(f"\nCPU per lesson, {SIZES[-1]} vs {SIZES[0]} lessons: "
          f"{(last[2] / last[0]) / (base[2] / base[0]):.2f}x (1.00x = linear)")


if __name__ == "__main__":
    main()
