#!/usr/bin/env bash
# Type-checks a lesson's sample project after every step against our Combine and SwiftUI interface
# (Interface/), the way the checker does it by hand:
#   Scripts/typecheck-steps.sh [COURSE_FOLDER] [LESSON] [FILES...]   (defaults: Content, 19)
# It builds the two modules into $MODULES (default .build/interface-modules), writes each step's
# project with `course snapshot` and runs one `swiftc -typecheck` over all its Swift files. Extra FILES
# (whole-file snippets, say) are each type-checked on their own afterwards.
# The macros (@Entry, #Preview, @Previewable) need the plugin: set PLUGIN to a file named
# `course-macro-plugin` that is the built `course` (a hard link or a copy, not a symbolic link).
# Without it the compiler's "external macro implementation type … could not be found" errors are left
# out, and what follows from them (an @Entry property left stored) is not told apart.
set -euo pipefail
cd "$(dirname "$0")/.."
course_folder=${1:-Content}
lesson=${2:-19}
shift $(( $# > 2 ? 2 : $# ))
declarations=Interface
modules=${MODULES:-.build/interface-modules}
mkdir -p "$modules"
built=$(swift build --product course 2>&1) || { echo "$built"; exit 1; }

swiftc -emit-module -parse-as-library -swift-version 6 -module-name Combine \
  -emit-module-path "$modules/Combine.swiftmodule" "$declarations"/Combine/*.swift
{ swiftc -emit-module -parse-as-library -swift-version 6 -module-name SwiftUI -I "$modules" \
  -emit-module-path "$modules/SwiftUI.swiftmodule" "$declarations"/SwiftUI/*.swift 2>&1 || true; } \
  | { grep -E "^[^ ].*: error: " || true; }

plugin_flags=()
if [ -n "${PLUGIN:-}" ]; then
  plugin_flags=(-load-plugin-executable "$PLUGIN#SwiftUIMacros" -load-plugin-executable "$PLUGIN#PreviewsMacros")
fi

# Prints the compiler's error lines, leaving out the missing-plugin ones when no plugin is given.
errors() {
  if [ -n "${PLUGIN:-}" ]; then grep -E ": error: " || true
  else grep -E ": error: " | grep -v "external macro implementation type" || true
  fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
step=0
while .build/debug/course snapshot "$course_folder" --lesson "$lesson" --step "$step" --out "$work/step-$step" >/dev/null 2>&1; do
  mapfile -t files < <(find "$work/step-$step" -name '*.swift' | sort)
  found=$({ swiftc -typecheck -swift-version 6 -diagnostic-style llvm -I "$modules" "${plugin_flags[@]}" "${files[@]}" 2>&1 || true; } | errors)
  if [ -n "$found" ]; then
    echo "step $step: ${#files[@]} files, errors:"
    echo "$found" | sed "s|$work/step-$step/||"
    failed=1
  else
    echo "step $step: ${#files[@]} files type-check"
  fi
  step=$((step + 1))
done

for file in "$@"; do
  found=$({ swiftc -typecheck -swift-version 6 -diagnostic-style llvm -I "$modules" "${plugin_flags[@]}" "$file" 2>&1 || true; } | errors)
  if [ -n "$found" ]; then echo "$file: errors:"; echo "$found"; failed=1; else echo "$file: type-checks"; fi
done
exit $failed
