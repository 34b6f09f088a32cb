#!/usr/bin/env python3
"""Replaying a 100,000-answer review log, whole process, against replay.py, a short Python program
replaying the same log with py-fsrs 6.3.2 (the anchor):
- `course history --log LOG --cards --json`: read, parse, replay every answer through FSRS, print
  each card's final state (2,000 objects) — what `stats` does, and what replay.py does;
- `course history --log LOG --json`: the same, printing all 100,000 replayed answers;
- `course stats --log LOG --json` (the built-in course in ./Content; every id of this log is an
  orphan there, which stats keeps and counts): replay plus the study statistics.
Runs the three alternately, RUNS times each, and prints medians of wall time and CPU time (user +
system) and the ratios to Python.

    pip install fsrs==6.3.2
    swift build -c release --product course
    python3 Benchmarks/review-replay/run.py [RUNS] [NAME=BINARY ...]   # from the package root; default 7 runs

With NAME=BINARY arguments, `stats` and `history --cards` of each of those builds (another commit's
`course`, built the same way) run too, in the same alternation: a change measured side by side.

Before timing, checks that both agree: every card's final state, stability and difficulty (to
1e-9 relative) and due date, with fuzz off on both sides.
"""
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Benchmarks", ".data")
LOG = os.path.join(DATA, "reviews-100k.jsonl")
COURSE = os.path.join(ROOT, ".build", "release", "course")


def timed(command):
    """(wall seconds, CPU seconds of the child) for one run, output discarded."""
    start = time.perf_counter()
    with open(os.devnull, "w") as devnull:
        process = subprocess.Popen(command, stdout=devnull, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(command)}")
    return wall, usage.ru_utime + usage.ru_stime


def check_agreement(swift, python):
    states_path = os.path.join(DATA, "py-states.json")
    subprocess.run([sys.executable, python[1], LOG, "--states", states_path], check=True, stdout=subprocess.DEVNULL)
    with open(states_path) as f:
        expected = json.load(f)
    rows = json.loads(subprocess.run(swift, check=True, capture_output=True).stdout)
    final = {row["card"]: row for row in rows}
    assert final.keys() == expected.keys(), "different cards"
    for card, (state, step, stability, difficulty, due) in expected.items():
        row = final[card]
        assert row["state"] == state and row["step"] == step and row["due"] == due, (card, row, expected[card])
        for got, want in ((row["stability"], stability), (row["difficulty"], difficulty)):
            assert abs(got - want) <= 1e-9 * abs(want), (card, got, want)
    print(f"check: {len(rows)} answers, {len(final)} cards; final states agree with py-fsrs")


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    if not os.path.exists(LOG):
        os.makedirs(DATA, exist_ok=True)
        subprocess.run([sys.executable, os.path.join(HERE, "make_log.py"), LOG], check=True)
    if not os.path.exists(COURSE):
        sys.exit("build first: swift build -c release --product course")
    swift = [COURSE, "history", "--log", LOG, "--json", "--no-fuzz"]
    cards = [COURSE, "history", "--log", LOG, "--cards", "--json", "--no-fuzz", "--now", "2036-01-01T00:00:00Z"]
    python = [sys.executable, os.path.join(HERE, "replay.py"), LOG]
    check_agreement(swift, python)
    stats = [COURSE, "stats", "--log", LOG, "--json", "--no-fuzz", "--now", "2036-01-01T00:00:00Z"]
    commands = {"course history --cards --json": cards, "course history --json": swift}
    if subprocess.run([COURSE, "help", "stats"], capture_output=True).returncode == 0:
        commands["course stats --json"] = stats
    for extra in sys.argv[2:]:
        name, binary = extra.split("=", 1)
        commands[f"{name}: stats --json"] = [binary] + stats[1:]
        commands[f"{name}: history --cards"] = [binary] + cards[1:]
    commands["python + py-fsrs"] = python
    for command in commands.values():
        timed(command)  # warm the page cache
    results = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            results[name].append(timed(command))
    median = {name: (statistics.median(w for w, _ in rs), statistics.median(c for _, c in rs))
              for name, rs in results.items()}
    with open(LOG) as f:
        lines = sum(1 for _ in f)
    print(f"log: {lines} lines, {os.path.getsize(LOG) / 1e6:.1f} MB; {runs} runs each, alternating; medians")
    py_wall, py_cpu = median["python + py-fsrs"]
    for name, (wall, cpu) in median.items():
        ratio = "" if name.startswith("python") else f"   Python/this: wall {py_wall / wall:5.1f}x  cpu {py_cpu / cpu:5.1f}x"
        print(f"  {name:36s} wall {wall * 1000:7.1f} ms  cpu {cpu * 1000:7.1f} ms{ratio}")


if __name__ == "__main__":
    main()
