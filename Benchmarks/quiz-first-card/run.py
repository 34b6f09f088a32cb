#!/usr/bin/env python3
"""How fast `course quiz` shows its first card, and `course stats` replays, with a 100,000-answer
review log (Benchmarks/review-replay/make_log.py), whole processes, release build:
- quiz: time from starting the process to the first card's prompt on standard output (line mode,
  the same code path as the terminal up to drawing), then `q`; with the big log, with the same log
  rewritten onto the course's own card ids (so that the quiz replays every answer: the big log's
  cards are not in Content/, and the quiz replays only the cards it may show), and with an empty
  one, so the log's own cost shows;
- stats: `course stats --log LOG` to its end, beside the py-fsrs anchor (Benchmarks/review-replay/
  replay.py, which reads and replays the same log), alternating, medians.

    pip install fsrs==6.3.2
    swift build -c release --product course
    python3 Benchmarks/quiz-first-card/run.py [RUNS]     # from the package root; default 7
"""
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Benchmarks", ".data")
LOG = os.path.join(DATA, "reviews-100k.jsonl")
COURSE = os.path.join(ROOT, ".build", "release", "course")
REPLAY = os.path.join(ROOT, "Benchmarks", "review-replay")
COURSE_LOG = os.path.join(DATA, "reviews-100k-course-cards.jsonl")
PROMPT = b"to show the answer"


def course_cards_log(log, path):
    """The log with its 2,000 card ids mapped, in order of appearance, onto the ids of the cards and
    questions in Content/ (round robin): the same 100,000 answers, all to cards the quiz can show."""
    ids = []
    for lesson in sorted(glob.glob(os.path.join(ROOT, "Content", "*", "lesson.md"))):
        with open(lesson) as f:
            ids += re.findall(r"<!-- (?:card|question) id=([A-Za-z0-9._-]+)", f.read())
    mapping = {}
    with open(log) as source, open(path, "w") as out:
        for line in source:
            record = json.loads(line)
            if "card" in record:
                record["card"] = mapping.setdefault(record["card"], ids[len(mapping) % len(ids)])
            out.write(json.dumps(record, separators=(",", ":")) + "\n")


def last_answer_time(log):
    """An hour after the log's last line: the learner comes back to study after their last answer."""
    with open(log, "rb") as f:
        f.seek(-400, os.SEEK_END)
        last = json.loads(f.read().decode().strip().split("\n")[-1])
    at = datetime.strptime(last["at"], "%Y-%m-%dT%H:%M:%SZ") + timedelta(hours=1)
    return at.strftime("%Y-%m-%dT%H:%M:%SZ")


def first_card(log, now):
    """(seconds from spawn until the first card's prompt is printed, CPU seconds of the whole
    process); the quiz is quit with `q` once the card is there."""
    scratch = tempfile.mkdtemp()
    copy = os.path.join(scratch, "reviews.jsonl")
    if log:
        shutil.copyfile(log, copy)  # the quiz appends to (and locks) its log: never the shared one
    start = time.perf_counter()
    process = subprocess.Popen([COURSE, "quiz", "--log", copy, "--now", now], cwd=ROOT, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    seen = b""
    while PROMPT not in seen:
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            sys.exit("the quiz ended before showing a card:\n" + seen.decode(errors="replace"))
        seen += chunk
    elapsed = time.perf_counter() - start
    process.stdin.write(b"q\n")
    process.stdin.close()
    process.stdout.read()
    _, _, usage = os.wait4(process.pid, 0)
    shutil.rmtree(scratch)
    return elapsed, usage.ru_utime + usage.ru_stime


def timed(command):
    start = time.perf_counter()
    with open(os.devnull, "w") as devnull:
        process = subprocess.Popen(command, cwd=ROOT, stdout=devnull, stderr=devnull)
        _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(command)}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    if not os.path.exists(LOG):
        os.makedirs(DATA, exist_ok=True)
        subprocess.run([sys.executable, os.path.join(REPLAY, "make_log.py"), LOG], check=True)
    if not os.path.exists(COURSE_LOG):
        course_cards_log(LOG, COURSE_LOG)
    if not os.path.exists(COURSE):
        sys.exit("build first: swift build -c release --product course")
    stats = [COURSE, "stats", "--log", LOG, "--now", last_answer_time(LOG)]
    python = [sys.executable, os.path.join(REPLAY, "replay.py"), LOG]
    now = last_answer_time(LOG)
    first_card(LOG, now), timed(stats)  # warm the page cache
    quiz_big, quiz_course, quiz_empty, stats_times, python_times = [], [], [], [], []
    for _ in range(runs):
        quiz_big.append(first_card(LOG, now))
        quiz_course.append(first_card(COURSE_LOG, now))
        quiz_empty.append(first_card(None, now))
        stats_times.append(timed(stats))
        python_times.append(timed(python))
    with open(LOG) as f:
        lines = sum(1 for _ in f)
    print(f"log: {lines} lines, {os.path.getsize(LOG) / 1e6:.1f} MB; {runs} runs each, alternating; medians")
    for name, results in (("100k log", quiz_big), ("100k log, course's cards", quiz_course), ("empty log", quiz_empty)):
        wall = statistics.median(w for w, _ in results)
        cpu = statistics.median(c for _, c in results)
        print(f"  quiz, first card, {name:25s} wall {wall * 1000:7.1f} ms  cpu {cpu * 1000:7.1f} ms"
              f"  (wall max {max(w for w, _ in results) * 1000:.1f} ms)")
    sw, sc = statistics.median(w for w, _ in stats_times), statistics.median(c for _, c in stats_times)
    pw, pc = statistics.median(w for w, _ in python_times), statistics.median(c for _, c in python_times)
    print(f"  course stats --log LOG       wall {sw * 1000:7.1f} ms  cpu {sc * 1000:7.1f} ms"
          f"   Python/this: wall {pw / sw:5.1f}x  cpu {pc / sc:5.1f}x")
    print(f"  python + py-fsrs             wall {pw * 1000:7.1f} ms  cpu {pc * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
