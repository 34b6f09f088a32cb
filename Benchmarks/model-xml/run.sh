#!/bin/sh
# The Core Data model reader (ModelXML) against Foundation's XMLParser on model files: time to read,
# same tree or not, and the messages of each for malformed input (docs/benchmarks.md, "The Core Data
# model reader against XMLParser"). Standard toolchain only; optimized build of both.
#
#     Benchmarks/model-xml/run.sh FILE...     e.g. the corpus's models:
#     Benchmarks/model-xml/run.sh $(find /tmp/corpus -path '*.xcdatamodel/contents')
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swiftc -O -module-name ModelXMLBench "$root/Sources/CourseKit/Checking/CoreData/ModelXML.swift" "$here/main.swift" \
    -o "$scratch/model-xml"
"$scratch/model-xml" "$@"
