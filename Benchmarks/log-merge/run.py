#!/usr/bin/env python3
"""Merging two copies of a review log that share most of their history, whole process:
`course log merge OURS THEIRS --base BASE --out OUT` on two 75,000-answer logs that share 50,000
(the base), each with 25,000 answers of its own interleaved in time with the other's, every line
with its `id` and a few undos naming the answer they cancel. The target (issue 12): under 1 s.
Anchor for scale: `git merge-file -p --union` on the same three files, the text merge git's
built-in `merge=union` does (which keeps duplicates and order of neither).

    swift build -c release --product course
    python3 Benchmarks/log-merge/run.py [RUNS]        # from the package root; default 7 runs

Before timing, checks the merge: 100,000 records less the undone pairs' cancellations kept as
lines, each id once, in time order, and the base's 50,000 all present.
"""
import json
import zlib
import os
import random
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Benchmarks", ".data")
COURSE = os.path.join(ROOT, ".build", "release", "course")
RATINGS = ["again", "hard", "good", "easy"]


def write_logs():
    """base (50,000 lines), ours and theirs (base + 25,000 each), deterministic."""
    rng = random.Random(12)
    t = 1_700_000_000
    lines = []
    for n in range(100_000):
        t += rng.randint(1, 600)
        card = f"lesson-{rng.randint(1, 50)}.card-{rng.randint(1, 40)}"
        at = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
        record_id = "%016x" % rng.getrandbits(64)
        lines.append('{"card":"%s","rating":"%s","at":"%s","hash":"%016x","ms":%d,"id":"%s"}'
                     % (card, rng.choice(RATINGS), at, zlib.crc32(card.encode()) * 0x9E3779B1, rng.randint(800, 30000), record_id))
        if rng.random() < 0.005:
            t += 1
            at = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
            lines.append('{"type":"undo","card":"%s","at":"%s","id":"%016x","undoes":"%s"}'
                         % (card, at, rng.getrandbits(64), record_id))
    shared, rest = lines[:50_000], lines[50_000:]
    # The rest alternates between the machines in runs of a sitting (an undo stays with its answer).
    ours, theirs, side = [], [], 0
    for index, line in enumerate(rest):
        if '"type":"undo"' not in line and index % 20 == 0:
            side = rng.randint(0, 1)
        (ours if side == 0 else theirs).append(line)
    os.makedirs(DATA, exist_ok=True)
    paths = {}
    for name, body in (("base", shared), ("ours", shared + ours), ("theirs", shared + theirs)):
        paths[name] = os.path.join(DATA, f"merge-{name}.jsonl")
        with open(paths[name], "w") as f:
            f.write("\n".join(body) + "\n")
    return paths, len(shared), len(ours), len(theirs)


def timed(command, stdout=subprocess.DEVNULL):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout, cwd=ROOT)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):  # git merge-file exits with the number of conflicts
        sys.exit(f"failed ({status}): {' '.join(command)}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    paths, shared, ours, theirs = write_logs()
    out = os.path.join(DATA, "merge-out.jsonl")
    merge = [COURSE, "log", "merge", paths["ours"], paths["theirs"], "--base", paths["base"], "--out", out]
    subprocess.run(merge, check=True)
    merged = [json.loads(line) for line in open(out)]
    ids = [record["id"] for record in merged]
    assert len(ids) == len(set(ids)) == shared + ours + theirs, (len(ids), len(set(ids)), shared + ours + theirs)
    times = [record["at"] for record in merged]
    assert times == sorted(times), "not in time order"
    base_ids = {json.loads(line)["id"] for line in open(paths["base"])}
    assert base_ids <= set(ids)
    print(f"check: {len(ids)} records ({shared} shared, {ours} and {theirs} on each side), each once, in time order")
    union = ["git", "merge-file", "-p", "--union", paths["ours"], paths["base"], paths["theirs"]]
    results = {"course log merge --base": [], "git merge-file --union": []}
    for _ in range(runs):
        results["course log merge --base"].append(timed(merge))
        with open(os.devnull, "w") as devnull:
            results["git merge-file --union"].append(timed(union, stdout=devnull))
    print(f"{'command':<28} {'wall':>9} {'CPU':>9}   (medians of {runs})")
    for name, samples in results.items():
        wall = statistics.median(s[0] for s in samples) * 1000
        cpu = statistics.median(s[1] for s in samples) * 1000
        print(f"{name:<28} {wall:7.0f} ms {cpu:7.0f} ms")


if __name__ == "__main__":
    main()
