#!/usr/bin/env bash
# Renders a course with `course render` and screenshots every page in headless Chromium at a phone
# width (375 px) and a desktop width (1280 px), light and dark, in slices a person can look at:
#   Scripts/render-screenshots.sh [COURSE_FOLDER] [OUT_DIR]     (defaults: Content, .build/screenshots)
# Each page is shown through a wrapper page that holds it in an <iframe> moved up by the slice's
# offset, so no JavaScript is needed to scroll. Slicing stops at the first blank slice; light mode
# covers whole pages, dark mode the first DARK_SLICES slices (default 2) of each.
set -euo pipefail
cd "$(dirname "$0")/.."
course_folder=${1:-Content}
out=${2:-.build/screenshots}
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "skipping screenshots: chromium is not installed (apt-get install -y chromium)"
  exit 0
fi
swift build --product course >/dev/null
rm -rf "$out" && mkdir -p "$out/site"
out=$(cd "$out" && pwd)
.build/debug/course render "$course_folder" --out "$out/site"
slice_height=1400
max_slices=${MAX_SLICES:-60}
dark_slices=${DARK_SLICES:-2}
for page in "$out"/site/*.html; do
  name=$(basename "$page" .html)
  for width in 375 1280; do
    # What a slice past the end of the page weighs: a blank page's screenshot, plus a margin.
    blank="$out/.blank-$width.png"
    timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$slice_height" \
      --screenshot="$blank" "about:blank" >/dev/null 2>&1
    blank_size=$(( $(stat -c %s "$blank") + 2000 ))
    rm -f "$blank"
    for scheme in light dark; do
      flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars)
      limit=$max_slices
      if [ "$scheme" = dark ]; then
        flags+=(--force-dark-mode --blink-settings=preferredColorScheme=0)
        limit=$dark_slices
      fi
      for ((slice = 0; slice < limit; slice++)); do
        offset=$((slice * slice_height))
        wrapper="$out/site/.slice-$name.html"
        cat > "$wrapper" <<HTML
<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>slice</title>
<style>html,body{margin:0;overflow:hidden;background:#777}iframe{position:absolute;left:0;top:-${offset}px;border:0;width:${width}px;height:$((offset + slice_height))px}</style>
</head><body><iframe src="$name.html" title="page"></iframe></body></html>
HTML
        png="$out/$name-$width-$scheme-$(printf %02d "$slice").png"
        timeout 120 "$chromium" "${flags[@]}" --window-size="$width,$slice_height" --screenshot="$png" \
          "file://$wrapper" >/dev/null 2>&1 || { echo "chromium failed on $png" >&2; exit 1; }
        # A slice past the end of the page is one flat colour and compresses to almost nothing.
        if [ "$(stat -c %s "$png")" -lt "$blank_size" ]; then rm -f "$png"; break; fi
      done
      rm -f "$wrapper"
    done
  done
done
echo "screenshots in $out"
