#!/usr/bin/env python3
"""`course optimize` against py-fsrs 6.3.2's Optimizer and fsrs-rs, side by side in one run, on the
same logs: the log loss and RMSE(bins) of each one's fitted weights (all scored by `course
evaluate`, one definition for all three), and whole-process wall and CPU time (medians of RUNS).

    python3 -m venv .build/bench && .build/bench/bin/pip install "fsrs[optimizer]==6.3.2" fsrs-rs-python
    swift build -c release --product course
    .build/bench/bin/python Benchmarks/optimize/run.py [RUNS] [LOG…]     # from the package root

Logs: a simulated year of study (simulate.py, about 15,000 answers), a 100,000-answer log
(Benchmarks/review-replay/make_log.py), and py-fsrs's own optimizer fixture when it is there
(../shared/data/fsrs/pyfsrs-josh.jsonl, reference data that is not committed); or the LOGs given.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Benchmarks", ".data")
COURSE = os.path.join(ROOT, ".build", "release", "course")
PYTHON = sys.executable
CONFIG = tempfile.mkdtemp()  # no settings file: the defaults are the starting weights
ENV = dict(os.environ, XDG_CONFIG_HOME=CONFIG)


def timed(command):
    """(stdout, wall seconds, CPU seconds of the child)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT, env=ENV)
    out = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return out, wall, usage.ru_utime + usage.ru_stime


def fitters(log):
    return {
        "course optimize": ([COURSE, "optimize", "--log", log, "--json"], lambda out: json.loads(out)["fitted"]["weights"]),
        "py-fsrs 6.3.2": ([PYTHON, os.path.join(HERE, "fit_pyfsrs.py"), log], json.loads),
        "fsrs-rs": ([PYTHON, os.path.join(HERE, "fit_fsrsrs.py"), log], json.loads),
    }


def score(log, weights):
    out, _, _ = timed([COURSE, "evaluate", "--log", log, "--json", "--weights", ",".join(repr(w) for w in weights)])
    result = json.loads(out)
    return result["logLoss"], result["rmseBins"], result["reviews"]


def logs(arguments):
    if arguments:
        return arguments
    os.makedirs(DATA, exist_ok=True)
    simulated = os.path.join(DATA, "optimize-simulated-year.jsonl")
    if not os.path.exists(simulated):
        subprocess.run([PYTHON, os.path.join(HERE, "simulate.py"), simulated], check=True)
    big = os.path.join(DATA, "reviews-100k.jsonl")
    if not os.path.exists(big):
        subprocess.run([PYTHON, os.path.join(ROOT, "Benchmarks", "review-replay", "make_log.py"), big], check=True)
    found = [simulated, big]
    josh = os.path.join(os.path.dirname(ROOT), "shared", "data", "fsrs", "pyfsrs-josh.jsonl")
    if os.path.exists(josh):
        found.insert(0, josh)
    return found


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    empty = os.path.join(CONFIG, "empty.jsonl")
    open(empty, "w").close()
    defaults = json.loads(subprocess.run([COURSE, "evaluate", "--log", empty, "--json"], capture_output=True,
                                         env=ENV, check=True).stdout)["weights"]
    for log in logs(sys.argv[2:]):
        answers = sum(1 for _ in open(log))
        print(f"\n{os.path.basename(log)}: {answers} lines")
        loss, rmse, reviews = score(log, defaults)
        print(f"  {'defaults':18} log loss {loss:.4f}  RMSE(bins) {rmse:.4f}  ({reviews} long-term reviews)")
        for name, (command, weights_of) in fitters(log).items():
            walls, cpus, weights = [], [], None
            # py-fsrs takes minutes on a large log: one run there is enough.
            for _ in range(1 if name.startswith("py-fsrs") else runs):
                out, wall, cpu = timed(command)
                walls.append(wall)
                cpus.append(cpu)
                weights = weights_of(out)
            loss, rmse, _ = score(log, weights)
            print(f"  {name:18} log loss {loss:.4f}  RMSE(bins) {rmse:.4f}  wall {statistics.median(walls):8.3f} s"
                  f"  CPU {statistics.median(cpus):8.3f} s")


if __name__ == "__main__":
    main()
