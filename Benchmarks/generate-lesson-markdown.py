#!/usr/bin/env python3
"""Writes SIZE bytes (e.g. 5000000) of lesson-like Markdown to standard output: headings, prose
with inline code, emphasis and links, fenced Swift blocks, HTML comments, <details>, bullet and
ordered lists, block quotes. Deterministic (seeded), so runs are comparable."""
import random
import sys

size = int(sys.argv[1])
rng = random.Random(19)
words = ("view state environment value binding modifier body preview layout stack text button "
         "observable scene window navigation list row identifier closure protocol struct").split()

def sentence():
    parts = []
    for _ in range(rng.randint(8, 16)):
        w = rng.choice(words)
        r = rng.random()
        if r < 0.08: w = f"`{w}()`"
        elif r < 0.14: w = f"*{w}*"
        elif r < 0.18: w = f"**{w}**"
        elif r < 0.20: w = f"[{w}](https://developer.apple.com/documentation/swiftui/{w})"
        parts.append(w)
    return " ".join(parts).capitalize() + "."

def paragraph():
    return "\n".join(" ".join(sentence() for _ in range(2)) for _ in range(rng.randint(2, 4)))

def code():
    name = rng.choice(words).capitalize()
    return (f'```swift title="{name}View.swift"\nstruct {name}View: View {{\n'
            f'    @Environment(\\.{rng.choice(words)}) private var value\n'
            f'    var body: some View {{\n        Text("{rng.choice(words)}")  // {sentence()}\n'
            f'            .padding()\n    }}\n}}\n```')

def lst():
    ordered = rng.random() < 0.4
    items = [f"{i + 1}. {sentence()}" if ordered else f"- {sentence()}" for i in range(rng.randint(2, 5))]
    if not ordered and rng.random() < 0.5:
        items.insert(1, f"  - {sentence()}")
    return "\n".join(items)

blocks = [paragraph, paragraph, paragraph, code, lst,
          lambda: f"<!-- step {rng.randint(1, 99)}: {sentence()} -->",
          lambda: f"> **Note:** {sentence()}\n> {sentence()}",
          lambda: f"<details>\n<summary>{sentence()}</summary>\n\n{paragraph()}\n\n</details>"]
out, total, section = [], 0, 0
while total < size:
    if section % 6 == 0:
        chunk = f"{'#' * rng.randint(1, 3)} {sentence()}"
    else:
        chunk = rng.choice(blocks)()
    section += 1
    out.append(chunk)
    total += len(chunk.encode()) + 2
sys.stdout.write("\n\n".join(out) + "\n")
