#!/usr/bin/env bash
# Fuzzes one of course's readers of untrusted bytes with libFuzzer (README, "Fuzzing").
#
#   Fuzz/run.sh                            lists the targets and exits with 64
#   Fuzz/run.sh TARGET                     fuzzes TARGET for 10 minutes (FUZZ_SECONDS=N to change)
#   Fuzz/run.sh TARGET -jobs=2             arguments starting with '-' go to libFuzzer
#   Fuzz/run.sh TARGET FILE…               runs TARGET once on each file (a crash, a regression input)
#   FUZZ_SKIP_KNOWN=all Fuzz/run.sh TARGET skips the inputs of findings not fixed yet (Fuzz/FuzzSupport.swift)
#
# One binary holds every target: every source of the library and of the `course` tool (but its
# main.swift) and Fuzz/*.swift, compiled as one module with -sanitize=fuzzer,address into
# .build/fuzz/course-fuzz, and rebuilt only when one of them changes. FUZZ_TARGET tells it which
# target to run. Each run seeds .build/fuzz/TARGET/seeds from the repo (Fuzz/seeds.py), keeps what
# it learns in .build/fuzz/TARGET/corpus, also reads Fuzz/regressions/TARGET/, and writes findings
# as .build/fuzz/TARGET/crash-* / timeout-* / slow-unit-*. It ends with a summary line: inputs run,
# crashes, timeouts, and the slowest input of the corpus and seeds, replayed.
set -euo pipefail
cd "$(dirname "$0")/.."

targets="markdown log-line json settings lesson time quiz-input typing-area arguments git-rules macro-plugin conditions record lsp grade-compare kept-check interface-lines core-data-model"
usage() {
    echo "usage: Fuzz/run.sh TARGET [libFuzzer flags | input files]" >&2
    echo "targets: $targets" >&2
    exit 64
}
[ $# -ge 1 ] || usage
target=$1
shift
case " $targets " in *" $target "*) ;; *) echo "no target '$target'" >&2; usage ;; esac

# Longest input per target: a log line or a settings file is short; a lesson is not.
case $target in
    lesson|lsp|kept-check) max_len=16384 ;;
    time) max_len=256 ;;
    arguments) max_len=1024 ;;
    *) max_len=4096 ;;
esac

# Build (or reuse) the fuzzer.
root=.build/fuzz
binary=$root/course-fuzz
mkdir -p "$root"
# The interface's declarations are other modules (Combine, SwiftUI), kept out of CourseKit as in
# Package.swift; their text goes in as the build-tool plugin carries it (Plugins/EmbedInterface): the
# same tool, InterfaceEmbedder, writes the Swift file that holds them.
declarations=Interface
embedder=$root/interface-embedder
if [ ! -x "$embedder" ] || [ Plugins/InterfaceEmbedder/main.swift -nt "$embedder" ]; then
    swiftc -O Plugins/InterfaceEmbedder/main.swift -o "$embedder"
fi
"$embedder" "$declarations" "$root/DeclarationFiles.swift"
sources=$( (find Sources/CourseKit -name '*.swift'; echo "$root/DeclarationFiles.swift"; find Sources/course -name '*.swift' ! -name main.swift; ls Fuzz/*.swift) | LC_ALL=C sort)
flags="-sanitize=fuzzer,address -O -g -parse-as-library -swift-version 6 -module-name CourseKit -suppress-warnings -package-name CourseKit"
stamp=$( (echo "$flags"; swiftc --version 2>&1; cat $sources) | sha256sum | cut -d' ' -f1)
if [ ! -x "$binary" ] || [ "$(cat "$binary.stamp" 2>/dev/null)" != "$stamp" ]; then
    echo "building $binary ($(echo "$sources" | wc -l) files)…" >&2
    start=$(date +%s)
    # shellcheck disable=SC2086
    swiftc $flags $sources -o "$binary"
    echo "$stamp" > "$binary.stamp"
    echo "built in $(( $(date +%s) - start )) s" >&2
fi
export FUZZ_TARGET=$target
# libFuzzer and AddressSanitizer print the stack of a trap themselves; Swift's backtracer, which
# would too, hangs reading the sanitizer's shadow memory.
export SWIFT_BACKTRACE=enable=no
# No leak report at exit: Foundation's FileManager.contents(atPath:) leaks 4 KB reading an empty file.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

# Input files given: run each once, nothing else.
for argument in "$@"; do
    if [ "${argument#-}" = "$argument" ]; then exec "$binary" "$@"; fi
done

work=$root/$target
rm -rf "$work/seeds" "$work/courses"   # courses: what a target writes on disk (kept-check), per process
mkdir -p "$work/corpus"
python3 Fuzz/seeds.py "$target" "$work/seeds"
dict=Fuzz/$target.dict
[ -f "$dict" ] || dict=$work/$target.dict   # written by seeds.py (arguments: the command table's words)
if [ "$target" = kept-check ]; then         # a course's lessons: lesson.dict's words, then the edits'
    cat Fuzz/lesson.dict Fuzz/kept-check.dict > "$work/$target.dict"
    dict=$work/$target.dict
fi
corpora=("$work/corpus" "$work/seeds")
[ -d "Fuzz/regressions/$target" ] && corpora+=("Fuzz/regressions/$target")

status=0
started=$(date +%s)
"$binary" "${corpora[@]}" -dict="$dict" -max_total_time="${FUZZ_SECONDS:-600}" -timeout=10 \
    -max_len="$max_len" -report_slow_units=1 -detect_leaks=0 -artifact_prefix="$work/" -print_final_stats=1 "$@" \
    2>&1 | tee "$work/last-run.log" || status=$?

# The figures for README's table.
runs=$(grep -Eo 'stat::number_of_executed_units: [0-9]+' "$work/last-run.log" | grep -Eo '[0-9]+$' | tail -1 || true)
[ -n "$runs" ] || runs=$(grep -Eo '^#[0-9]+' "$work/last-run.log" | tail -1 | tr -d '#' || true)
crashes=$(grep -c 'Test unit written to .*/crash-' "$work/last-run.log" || true)
timeouts=$(grep -c 'Test unit written to .*/timeout-' "$work/last-run.log" || true)
seconds=$(( $(date +%s) - started ))
slowest=$(find "${corpora[@]}" -type f -print0 | xargs -0 -r -n 500 "$binary" -runs=1 2>&1 \
    | grep -Eo ' in [0-9]+ ms$' | grep -Eo '[0-9]+' | sort -n | tail -1 || true)
echo "fuzz $target: ${runs:-?} inputs, $crashes crashes, $timeouts timeouts, slowest corpus input ${slowest:-?} ms" \
    "($(date -u +%Y-%m-%d), $seconds s)" | tee -a "$work/runs.txt"
exit "$status"
