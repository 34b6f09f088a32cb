#!/usr/bin/env python3
"""Mutation testing of `course check` on lesson 19: are the mistakes authors make caught at their line?

Each mutant in mutants.json (next to this script) is one stated edit of a file of Content/ — replace
this text, which occurs exactly once, with that — made the way an author would get it wrong: a
misspelled member, a wrong argument label or type, a missing argument, a wrong property wrapper, a
protocol requirement not met, a preview trait that does not exist, an expected failure whose stated
message is not the compiler's. For each one the script copies Content/ to a scratch folder, applies the
edit, runs `course check --format json` on the copy, and counts the mutant caught when an error that
the unchanged course does not have is reported at the mutant's place: the line where the edit makes
the text differ (the + line, where it turns a diff's context line into a - and + pair), or where the
mutant says the compiler reports it (`at`: a text that occurs once in the mutated file — the place is
the line it starts on — and `file`, relative to Content/, when that is not the lesson).

Before the mutants it checks that the unchanged course, and a copy with a lesson made by
`course new lesson`, have no errors.

    swift build -c release --product course      (or swift build: the debug binary is used when
                                                  there is no release one)
    python3 Benchmarks/mutations/run.py [--course BINARY] [--content FOLDER] [--jobs N] [--only ID,ID…] [--timeout S] [--keep] [--verbose]

Prints each class's catch rate and the errors a mutant adds on average (and how many beyond one),
the total, and every mutant missed with what was reported instead. Exit status: 0 when at least 90 % are caught and both clean runs have no errors; 1 when
fewer are caught or a clean run has errors; 2 when a mutant no longer fits the course (its text does
not occur exactly once, or it breaks what it must not: the change no longer applies, the lesson no
longer reads) or `course` cannot be run. docs/checks.md, "Mutation testing", has the latest figures.

Standard library only. The type-check results cache (~/.cache/course/results) makes reruns fast.
"""

import argparse
import collections
import concurrent.futures
import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONTENT = os.path.join(ROOT, "Content")
MUTANTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mutants.json")
TARGET = 0.9
# The rules a mistake in code is reported under. A mutant that makes any other rule report an error
# broke the lesson rather than its code (a change that no longer applies, a fence the reader rejects)
# and no longer tests what it claims to.
COMPILER_RULES = {"snippet-parse", "snippet-expected-failure", "snippet-typecheck", "change-parses", "step-typecheck"}


class Unfit(Exception):
    """A mutant that no longer fits the course, or a run that could not happen; the message says which."""


def line_of(text, offset):
    """The 1-based line on which `offset` of `text` lies."""
    return text.count("\n", 0, offset) + 1


def only_offset(text, part, what):
    """The offset of the one occurrence of `part` in `text`."""
    count = text.count(part)
    if count != 1:
        raise Unfit(f"{what} occurs {count} times, not once")
    return text.index(part)


class Mutant:
    def __init__(self, item, lesson):
        self.id = item["id"]
        self.cls = item["class"]
        self.where = item["in"]
        self.file = item.get("file", lesson)
        self.replace = item["replace"]
        self.new = item["with"]
        self.at = item.get("at")
        self.why = item.get("why", "")

    def apply(self, folder):
        """Edits the copy of Content/ in `folder`; returns (file, expected line, edit) where edit is
        (first line, old line count, new line count) in the edited file, for mapping lines back."""
        path = os.path.join(folder, self.file)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        offset = only_offset(text, self.replace, f"{self.id}: its text")
        mutated = text[:offset] + self.new + text[offset + len(self.replace):]
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(mutated)
        first = line_of(text, offset)
        edit = (first, self.replace.count("\n") + 1, self.new.count("\n") + 1)
        if self.at is None:
            old, new = self.replace.split("\n"), self.new.split("\n")
            differs = next((k for k in range(min(len(old), len(new))) if old[k] != new[k]), min(len(old), len(new)))
            # A diff's context line made a - and + pair: the mutated line is the + line after it.
            if differs < min(len(old), len(new)) and old[differs].startswith(" ") and new[differs] == "-" + old[differs][1:]:
                differs += 1
            return self.file, first + differs, edit
        at_file = self.at.get("file", self.file)
        with open(os.path.join(folder, at_file), encoding="utf-8") as handle:
            at_text = handle.read()
        return at_file, line_of(at_text, only_offset(at_text, self.at["text"], f"{self.id}: its 'at' text")), edit


# What a mutant's check found: whether it was caught, the place it must be reported (file, line), the
# errors the unchanged course does not have, those of them that break the lesson, the time it took,
# and whether the check ran out of time.
Outcome = collections.namedtuple("Outcome", "caught place new broken seconds timed_out")


class TimedOut(Exception):
    """`course check` did not finish in time."""


def run_check(course, folder, timeout, path="Content", options=()):
    """`course check PATH [OPTIONS] --format json` in `folder`: the diagnostics, and the summary line."""
    try:
        # A session of its own, so that a check that takes too long is stopped with its compilers.
        process = subprocess.Popen([course, "check", path, *options, "--format", "json"], cwd=folder, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    except OSError as failure:
        raise Unfit(f"course check could not run: {failure}")
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise TimedOut()
    result = subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)
    if result.returncode not in (0, 1):
        raise Unfit(f"course check exited {result.returncode}: {result.stderr.strip()[-2000:]}")
    try:
        diagnostics = json.loads(result.stdout)
    except ValueError as failure:
        raise Unfit(f"course check printed no JSON ({failure}): {result.stdout[:500]}")
    lines = result.stderr.strip().splitlines()
    return diagnostics, lines[-1] if lines else ""


def copy_content(content, scratch, name):
    """A copy of the course folder `content` as `name`/Content in `scratch`; returns `name`'s folder."""
    folder = os.path.join(scratch, name)
    shutil.copytree(content, os.path.join(folder, "Content"), symlinks=True)
    return folder


def errors(diagnostics):
    return [d for d in diagnostics if d["severity"] == "error"]


def key(diagnostic, line):
    return (diagnostic["file"], line, diagnostic["rule"], diagnostic["message"])


def errors_added(diagnostics, baseline, edited, edit):
    """The errors of a check of a mutated course that the unchanged course does not have. `baseline`
    holds key() of each of the unchanged course's errors; `edited` is the mutated file as the check
    names it, and `edit` (first line, old line count, new line count) maps its lines back to the
    unchanged file's. An error inside the edit is new whatever it says."""
    first, old_count, new_count = edit
    added = []
    for diagnostic in errors(diagnostics):
        original = diagnostic["line"]
        if diagnostic["file"] == edited:
            if first <= original < first + new_count:
                original = None
            elif original >= first + new_count:
                original -= new_count - old_count
        if original is None or key(diagnostic, original) not in baseline:
            added.append(diagnostic)
    return added


def caught_at(added, file, line):
    """A mutant is caught when an error it adds is reported at its place: `file` (as the check names
    it) and `line`."""
    return any(d["file"] == file and d["line"] == line for d in added)


def run_mutant(course, content, scratch, mutant, baseline, timeout):
    """The Outcome of one mutant."""
    start = time.monotonic()
    folder = copy_content(content, scratch, mutant.id)
    file, line, (first, old_count, new_count) = mutant.apply(os.path.join(folder, "Content"))
    try:
        diagnostics, _ = run_check(course, folder, timeout)
    except TimedOut:
        return Outcome(False, ("Content/" + file, line), [], [], time.monotonic() - start, True)
    new_errors = errors_added(diagnostics, baseline, "Content/" + mutant.file, (first, old_count, new_count))
    caught = caught_at(new_errors, "Content/" + file, line)
    broken = [d for d in new_errors if d["rule"] not in COMPILER_RULES]
    return Outcome(caught, ("Content/" + file, line), new_errors, broken, time.monotonic() - start, False)


def clean_runs(course, content, scratch, timeout):
    """Errors of the unchanged course, and of a copy with a lesson made by `course new lesson`."""
    base_diagnostics, base_summary = run_check(course, copy_content(content, scratch, "unchanged"), timeout)
    folder = copy_content(content, scratch, "new-lesson")
    with open(os.path.join(folder, "Content", "course.md"), encoding="utf-8") as handle:
        written = [int(number) for number in re.findall(r"\(lesson-(\d+)/", handle.read())]
    number = max(written, default=0) + 1
    made = subprocess.run([course, "new", "lesson", "Content", "--number", str(number), "--title", "Mutation check"],
                          cwd=folder, capture_output=True, text=True)
    if made.returncode != 0:
        raise Unfit(f"course new lesson exited {made.returncode}: {made.stderr.strip()}")
    new_diagnostics, new_summary = run_check(course, folder, timeout)
    return (base_diagnostics, base_summary), (number, errors(new_diagnostics), new_summary)


def describe(diagnostic):
    return f"{diagnostic['file']}:{diagnostic['line']}: {diagnostic['message']} [{diagnostic['rule']}]"


def main():
    parser = argparse.ArgumentParser(description="Mutation testing of course check on lesson 19.")
    parser.add_argument("--course", help="the course binary (default: .build/release/course, else .build/debug/course)")
    parser.add_argument("--content", help="the course folder to mutate (default: Content/ of this package)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants checked at once (default 2)")
    parser.add_argument("--only", help="check only these mutants (ids separated by commas); the clean runs still run")
    parser.add_argument("--timeout", type=int, default=1800, help="seconds one check may take; a mutant whose check takes longer is missed (default 1800)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder and say where it is")
    parser.add_argument("--verbose", action="store_true", help="also show, for each mutant caught, the errors at its place")
    options = parser.parse_args()
    content = os.path.abspath(options.content or CONTENT)

    course = options.course or next((path for path in (os.path.join(ROOT, ".build", kind, "course") for kind in ("release", "debug"))
                                     if os.path.exists(path)), None)
    if course is None or not os.path.exists(course):
        print("mutations: no course binary: run 'swift build -c release --product course' first", file=sys.stderr)
        return 2
    with open(MUTANTS, encoding="utf-8") as handle:
        document = json.load(handle)
    classes = document["classes"]
    mutants = [Mutant(item, document["lesson"]) for item in document["mutants"]]
    if options.only:
        wanted = set(options.only.split(","))
        unknown = wanted - {m.id for m in mutants}
        if unknown:
            print(f"mutations: no such mutant: {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        mutants = [m for m in mutants if m.id in wanted]

    try:  # before any compiling: every mutant's text occurs once in the course as it is
        for m in mutants:
            with open(os.path.join(content, m.file), encoding="utf-8") as handle:
                only_offset(handle.read(), m.replace, f"{m.id}: its text")
    except (Unfit, OSError) as failure:
        print(f"mutations: {failure}", file=sys.stderr)
        return 2

    scratch = tempfile.mkdtemp(prefix="course-mutations-")
    status = 0
    try:
        (base_diagnostics, base_summary), (number, new_errors, new_summary) = clean_runs(course, content, scratch, options.timeout)
        base_errors = errors(base_diagnostics)
        print(f"unchanged course: {len(base_errors)} errors ({base_summary.removeprefix('course check: ')})")
        for diagnostic in base_errors:
            print(f"  {describe(diagnostic)}")
        print(f"with a new lesson {number} from 'course new lesson': {len(new_errors)} errors")
        for diagnostic in new_errors:
            print(f"  {describe(diagnostic)}")
        if base_errors or new_errors:
            status = 1
        baseline = {key(d, d["line"]) for d in base_errors}

        results = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
            futures = {pool.submit(run_mutant, course, content, scratch, m, baseline, options.timeout): m for m in mutants}
            for future in concurrent.futures.as_completed(futures):
                mutant = futures[future]
                outcome = results[mutant.id] = future.result()
                print(f"  {'caught' if outcome.caught else 'MISSED'}  {mutant.id} ({outcome.seconds:.0f} s)", file=sys.stderr)
    except Unfit as failure:
        print(f"mutations: {failure}", file=sys.stderr)
        return 2
    finally:
        if options.keep:
            print(f"scratch folder: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    broken = [(m, results[m.id].broken) for m in mutants if results[m.id].broken]
    print(f"\nmutation testing, {datetime.date.today().isoformat()}, {os.path.relpath(course, ROOT)}\n")
    print("| class | caught | mutants | rate | errors per mistake | more than one |")
    print("|---|---:|---:|---:|---:|---:|")

    def per_mistake(members):
        """The errors each mutant adds, on average, and how many beyond one."""
        counts = [len(results[m.id].new) for m in members]
        return sum(counts) / len(counts), sum(max(0, c - 1) for c in counts) / len(counts)

    for cls, title in classes.items():
        members = [m for m in mutants if m.cls == cls]
        if members:
            caught = sum(1 for m in members if results[m.id].caught)
            each, more = per_mistake(members)
            print(f"| {title} | {caught} | {len(members)} | {100 * caught / len(members):.0f} % | {each:.2f} | {more:.2f} |")
    total = sum(1 for m in mutants if results[m.id].caught)
    rate = total / len(mutants) if mutants else 1.0
    each, more = per_mistake(mutants) if mutants else (0.0, 0.0)
    print(f"| **all** | **{total}** | **{len(mutants)}** | **{100 * rate:.0f} %** | **{each:.2f}** | **{more:.2f}** |")
    places = {}
    for m in mutants:
        places[m.where] = places.get(m.where, 0) + 1
    print("\nwhere: " + ", ".join(f"{count} in {where}" for where, count in sorted(places.items())))

    if options.verbose:
        print("\ncaught:")
        for m in mutants:
            outcome = results[m.id]
            if outcome.caught:
                file, line = outcome.place
                print(f"- {m.id} ({classes[m.cls]}), at {file}:{line}:")
                for diagnostic in outcome.new:
                    if diagnostic["file"] == file and diagnostic["line"] == line:
                        print(f"    {diagnostic['message']} [{diagnostic['rule']}]")
    missed = [m for m in mutants if not results[m.id].caught]
    if missed:
        print("\nmissed:")
        for m in missed:
            outcome = results[m.id]
            file, line = outcome.place
            print(f"- {m.id} ({classes[m.cls]}): expected an error at {file}:{line}")
            for diagnostic in outcome.new[:4]:
                print(f"    reported {describe(diagnostic)}")
            if outcome.timed_out:
                print(f"    course check did not finish in {options.timeout} s")
            elif not outcome.new:
                print("    reported no new error")
    if broken:
        print("\nmutants that break the lesson instead of its code (fix the mutant):")
        for m, diagnostics in broken:
            print(f"- {m.id}: {describe(diagnostics[0])}")
        return 2
    if rate < TARGET:
        print(f"\ncaught {100 * rate:.0f} %, below the {100 * TARGET:.0f} % target")
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
