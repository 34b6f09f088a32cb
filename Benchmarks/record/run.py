#!/usr/bin/env python3
"""`course record` of a step of lesson 19 against `course snapshot` of the same step, whole
processes, alternated in one run (issue 24: recording may cost at most 2x the snapshot).

    swift build -c release --product course
    python3 Benchmarks/record/run.py [RUNS] [--course BINARY] [--step K]   # default 11 runs, step 5

Step 5 is the step with the most blocks (six changes to four files). In a copy of Content/:
`course snapshot --lesson 19 --step K --out DIR` into a fresh folder, and
`course record --lesson 19 --step K --from SNAPSHOT --replace` on the lesson as written (restored
before each run, untimed), which replaces the hand-written blocks with recorded ones, checks that
the lesson replays, and writes it. Before timing it checks that the recorded lesson snapshots to
the same files. Prints the medians (wall and CPU of the child) and the ratio.
"""
import filecmp
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def timed(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)}: exit {result.returncode}\n{result.stderr}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def same_tree(a, b):
    compare = filecmp.dircmp(a, b)
    if compare.left_only or compare.right_only or compare.diff_files or compare.funny_files:
        return False
    return all(same_tree(os.path.join(a, d), os.path.join(b, d)) for d in compare.common_dirs)


def main():
    args = sys.argv[1:]
    runs, step = 11, 5
    course = os.path.join(ROOT, ".build", "release", "course")
    while args:
        arg = args.pop(0)
        if arg == "--course":
            course = os.path.abspath(args.pop(0))
        elif arg == "--step":
            step = int(args.pop(0))
        else:
            runs = int(arg)
    work = tempfile.mkdtemp(prefix="record-bench-")
    try:
        content = os.path.join(work, "Content")
        shutil.copytree(os.path.join(ROOT, "Content"), content)
        lesson = os.path.join(content, "lesson-19", "lesson.md")
        original = open(lesson, "rb").read()
        snapshot = os.path.join(work, "snapshot")
        subprocess.run([course, "snapshot", content, "--lesson", "19", "--step", str(step), "--out", snapshot],
                       check=True, stdout=subprocess.DEVNULL)
        record = [course, "record", content, "--lesson", "19", "--step", str(step), "--from", snapshot, "--replace"]
        # The check: the recorded lesson gives the same project after the step.
        subprocess.run(record, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        again = os.path.join(work, "again")
        subprocess.run([course, "snapshot", content, "--lesson", "19", "--step", str(step), "--out", again],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not same_tree(snapshot, again) or open(lesson, "rb").read() == original:
            sys.exit("the recorded lesson does not snapshot to the same files, or nothing was recorded")
        snapshots, records = [], []
        for run in range(runs + 1):
            out = os.path.join(work, "out")
            shutil.rmtree(out, ignore_errors=True)
            with open(lesson, "wb") as f:
                f.write(original)
            s = timed([course, "snapshot", content, "--lesson", "19", "--step", str(step), "--out", out])
            r = timed(record)
            if run > 0:  # the first pair warms the caches
                snapshots.append(s)
                records.append(r)
        med = lambda xs, i: statistics.median(x[i] for x in xs) * 1000
        print(f"binary: {course}")
        print(f"step {step} of lesson 19, {runs} runs each, alternated; medians")
        print(f"course snapshot --step {step} --out DIR     wall {med(snapshots, 0):7.1f} ms   cpu {med(snapshots, 1):7.1f} ms")
        print(f"course record --step {step} --replace       wall {med(records, 0):7.1f} ms   cpu {med(records, 1):7.1f} ms")
        print(f"ratio record/snapshot: wall {med(records, 0) / med(snapshots, 0):.2f}, cpu {med(records, 1) / med(snapshots, 1):.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
