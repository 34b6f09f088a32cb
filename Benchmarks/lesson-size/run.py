#!/usr/bin/env python3
"""Growth of reading one long lesson: `course list` (release) on lesson 19 with n, 4n and 16n
extra paragraphs in its "Why" section, against cmark (`cmark --unsafe`, the anchor) parsing and
rendering the same file. Both whole processes, output to /dev/null, CPU seconds (user + system),
median of RUNS runs, interleaved so both see the same load. Linear growth: 4n costs about 4x n.

`course list` reads the lesson into the public value tree (`MarkdownNode`, Markdown/TreeBuilder)
and then the lesson model; `course markdown` (the markdown benchmark) renders from the parser's
arena and never builds that tree, so it cannot see a cost in the tree's building.

    swift build -c release --product course
    apt-get install -y cmark
    python3 Benchmarks/lesson-size/run.py [RUNS] [N]     # defaults: 5 runs, n = 5000
"""
import os, resource, shutil, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COURSE = os.environ.get("BENCH_BINARY", os.path.join(ROOT, ".build", "release", "course"))
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
N = int(sys.argv[2]) if len(sys.argv) > 2 else 5000


def course_with(paragraphs, folder):
    """Content/ copied with `paragraphs` short paragraphs added to lesson 19's "Why" section."""
    target = os.path.join(folder, f"Content-{paragraphs}")
    shutil.copytree(os.path.join(ROOT, "Content"), target)
    lesson = os.path.join(target, "lesson-19", "lesson.md")
    text = open(lesson, encoding="utf-8").read()
    added = "".join(f"A note, number {i}, with `code` and *a few* words.\n\n" for i in range(paragraphs))
    text = text.replace("## Why\n\n", "## Why\n\n" + added, 1)
    open(lesson, "w", encoding="utf-8").write(text)
    return target, lesson


def cpu(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    if not os.access(COURSE, os.X_OK):
        sys.exit(f"no {COURSE}: swift build -c release --product course first")
    cmark = shutil.which("cmark")
    if not cmark:
        sys.exit("no cmark: apt-get install -y cmark")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for paragraphs in (N, 4 * N, 16 * N):
            course, lesson = course_with(paragraphs, folder)
            ours, theirs = [], []
            for _ in range(RUNS):
                ours.append(cpu([COURSE, "list", course]))
                theirs.append(cpu([cmark, "--unsafe", lesson]))
            rows.append((paragraphs, os.path.getsize(lesson), statistics.median(ours), statistics.median(theirs)))
    print("| paragraphs added | lesson bytes | `course list` CPU | cmark CPU | ratio | growth (course / cmark) |")
    print("|---:|---:|---:|---:|---:|---|")
    previous = None
    for paragraphs, size, ours, theirs in rows:
        growth = "" if previous is None else f"{ours / previous[0]:.2f}x / {theirs / previous[1]:.2f}x"
        print(f"| {paragraphs:,} | {size:,} | {ours:.3f} s | {theirs:.3f} s | {ours / theirs:.2f} | {growth} |")
        previous = (ours, theirs)


main()
