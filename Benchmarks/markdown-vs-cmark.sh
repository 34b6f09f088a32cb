#!/usr/bin/env bash
# Times `course markdown` (release build) against `cmark --unsafe` on generated lesson-like
# Markdown of 1 MB, 5 MB and 20 MB: whole process, output to /dev/null, RUNS runs each (default
# 5), interleaved so that both see the same machine load. Prints medians and the ratio; also
# checks that both print the same HTML. Needs cmark (`apt-get install cmark`).
#
# If the package's release build fails (BENCH_BINARY unset), it falls back to compiling the
# same code path (`CommonMarkHTML.render`, what `course markdown` calls) with swiftc -O.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
work=.build/benchmarks
mkdir -p "$work"

binary=${BENCH_BINARY:-}
command=(markdown)
if [ -z "$binary" ]; then
  if swift build -c release --product course >"$work/build.log" 2>&1; then
    binary=.build/release/course
  else
    echo "note: release build of the package failed (see $work/build.log); timing a swiftc -O build of the Markdown sources" >&2
    cat > "$work/main.swift" <<'SWIFT'
import Foundation
let path = CommandLine.arguments[1]
let data = FileManager.default.contents(atPath: path)!
FileHandle.standardOutput.write(Data(CommonMarkHTML.render([UInt8](data))))
SWIFT
    swiftc -O -wmo -module-name MarkdownBench Sources/CourseKit/Markdown/*.swift "$work/main.swift" -o "$work/markdown-bench"
    binary=$work/markdown-bench
    command=()
  fi
fi

# Wall-clock and CPU (user + system) time of each whole process, medians over the runs.
python3 - "$runs" "$binary" "${command[@]}" <<'PY'
import os, resource, statistics, subprocess, sys, time

runs, binary, extra = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
work = ".build/benchmarks"

def timed(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

print(f"{'size':>6} {'bytes':>10} | {'course wall':>11} {'cmark wall':>10} {'ratio':>5} | "
      f"{'course cpu':>10} {'cmark cpu':>9} {'ratio':>5}")
for mb in (1, 5, 20):
    path = f"{work}/lesson-{mb}mb.md"
    if not os.path.exists(path):
        with open(path, "w") as out:
            subprocess.run(["python3", "Benchmarks/generate-lesson-markdown.py", str(mb * 1_000_000)],
                           stdout=out, check=True)
    ours = subprocess.run([binary, *extra, path], capture_output=True).stdout
    theirs = subprocess.run(["cmark", "--unsafe", path], capture_output=True).stdout
    if ours != theirs:
        print(f"warning: output differs from cmark for {path}", file=sys.stderr)
    a, b = [], []
    for _ in range(runs):  # interleaved, so both see the same machine load
        a.append(timed([binary, *extra, path]))
        b.append(timed(["cmark", "--unsafe", path]))
    aw, bw = statistics.median(x[0] for x in a), statistics.median(x[0] for x in b)
    ac, bc = statistics.median(x[1] for x in a), statistics.median(x[1] for x in b)
    print(f"{mb:>4}MB {os.path.getsize(path):>10} | {aw:>10.3f}s {bw:>9.3f}s {aw / bw:>5.2f} | "
          f"{ac:>9.3f}s {bc:>8.3f}s {ac / bc:>5.2f}")
PY
