#!/usr/bin/env python3
"""Times `course check Content --typecheck` with an empty cache, several builds side by side (docs/benchmarks.md,
area `interface-cold`).

Each run gives every build a cache folder of its own, empty (`XDG_CACHE_HOME`), so each check builds the
interface's modules it needs and type-checks every snippet and project: lesson 19's cold check. The builds
alternate within each run, in an order that rotates from run to run, so that the shared machine's load hits all
alike. Medians of RUNS runs: wall seconds and CPU seconds (user + sys, the compilers included), and the modules
each check built (the folders of `interface/`).

    python3 Benchmarks/interface-cold/run.py RUNS NAME=BINARY [NAME=BINARY ...] [--course PATH] [--at-most RATIO]

With `--at-most RATIO` (issue 43: 1.3) the exit status is 1 when any build's median wall or CPU is more than
RATIO times the first build's.

A build is any `course` binary: each carries its own interface, so a build with a module added to `Interface/`
(and rebuilt) shows what that module costs a course that does or does not import it.
"""
import argparse, os, resource, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_once(binary, course):
    """One cold check: (wall, cpu, exit status, modules built)."""
    cache = tempfile.mkdtemp(prefix="interface-cold-")
    try:
        environment = dict(os.environ, XDG_CACHE_HOME=cache)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.monotonic()
        result = subprocess.run([binary, "check", course, "--typecheck"], env=environment,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.monotonic() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        folder = os.path.join(cache, "course", "interface")
        built = [name for name in os.listdir(folder) if name != "CACHEDIR.TAG" and not name.endswith(".lock")] \
            if os.path.isdir(folder) else []
        if result.returncode not in (0, 1):
            sys.stderr.write(result.stderr)
        return wall, cpu, result.returncode, len(built)
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("runs", type=int)
    parser.add_argument("builds", nargs="+", help="NAME=BINARY")
    parser.add_argument("--course", default=os.path.join(ROOT, "Content"))
    parser.add_argument("--at-most", type=float, help="the largest ratio to the first build allowed")
    arguments = parser.parse_args()
    builds = [tuple(item.split("=", 1)) for item in arguments.builds]
    samples = {name: [] for name, _ in builds}
    for run in range(arguments.runs):
        order = builds[run % len(builds):] + builds[:run % len(builds)]
        for name, binary in order:
            samples[name].append(run_once(binary, arguments.course))
            wall, cpu, status, built = samples[name][-1]
            print(f"run {run + 1} {name}: {wall:.1f} s wall, {cpu:.1f} s CPU, exit {status}, {built} modules built",
                  file=sys.stderr)
    first = builds[0][0]
    base_wall = statistics.median(s[0] for s in samples[first])
    base_cpu = statistics.median(s[1] for s in samples[first])
    print(f"| build | wall (median) | CPU (median) | wall / {first} | CPU / {first} | modules built | exit |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    over = []
    for name, _ in builds:
        wall = statistics.median(s[0] for s in samples[name])
        cpu = statistics.median(s[1] for s in samples[name])
        if arguments.at_most is not None and max(wall / base_wall, cpu / base_cpu) > arguments.at_most:
            over.append(name)
        built = sorted({s[3] for s in samples[name]})
        statuses = sorted({s[2] for s in samples[name]})
        print(f"| {name} | {wall:.1f} s | {cpu:.1f} s | {wall / base_wall:.2f} | {cpu / base_cpu:.2f} | "
              f"{', '.join(map(str, built))} | {', '.join(map(str, statuses))} |")
    if over:
        print(f"over {arguments.at_most}x of {first}: {', '.join(over)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
