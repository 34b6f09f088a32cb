#!/usr/bin/env bash
# Builds a libFuzzer target from the Markdown parser's sources and runs it.
#
#   Fuzz/run.sh                 fuzz for 10 minutes (FUZZ_SECONDS to change), 10 s per-input timeout
#   Fuzz/run.sh -runs=1000      extra arguments go to libFuzzer
#
# The corpus (under .build/fuzz/corpus) is seeded with the 652 CommonMark spec examples, written
# out at run time from the test fixture; findings land in .build/fuzz/ as crash-*/timeout-* files.
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/fuzz
mkdir -p "$work/corpus"
python3 - "$work/corpus" <<'PY'
import json, pathlib, sys
examples = json.load(open("Tests/CourseKitTests/Fixtures/CommonMark/spec-0.31.2.json"))
for example in examples:
    path = pathlib.Path(sys.argv[1]) / f"spec-{example['example']:03d}.md"
    path.write_text(example["markdown"])
PY

swiftc -sanitize=fuzzer -parse-as-library -O -module-name MarkdownFuzz \
    Sources/CourseKit/Markdown/*.swift Fuzz/FuzzMarkdown.swift -o "$work/fuzz-markdown"

cd "$work"
exec ./fuzz-markdown corpus -dict=../../Fuzz/markdown.dict -max_total_time="${FUZZ_SECONDS:-600}" \
    -timeout=10 -max_len=4096 -print_final_stats=1 "$@"
