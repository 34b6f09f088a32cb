#!/usr/bin/env python3
"""Generates benchmark courses: N copies of Content/lesson-19, each a course of its own project.

Each copy is lesson `number` of project `TripsNN` (its `project:` front matter), with its start
project in `lesson-NN/start/TripsNN/` and every code change's `file=` path naming that folder, so
the chain rule (`lesson-continuity`: each lesson of a project starts where the previous one ended)
has nothing to compare: every copy is the first lesson of its project. Card and question ids get
the copy's number. Each snippet that is not a code change gets a comment naming its copy on its
first line of code (no line is added, so no line number moves): otherwise the copies' whole-file
snippets would be the same files, and `course check` would type-check each of them once for the
whole course (its results are cached by the files' content). The course's `course.md` front matter
(build settings included) and its `interface/` folder, where there is one, are copied from Content/.

    python3 Benchmarks/course-check/generate.py COUNT [FOLDER]
"""
import os, re, shutil, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONTENT = os.path.join(ROOT, "Content")
LESSON = os.path.join(CONTENT, "lesson-19")
PROJECT = "Trips"

FENCE = re.compile(r"^(\s*)(`{3,})(\S*)(.*)$")


def project_name(number):
    return f"{PROJECT}{number:02}"


def front_matter(text):
    """The front matter's lines (without the `---` lines) and the text after it."""
    match = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if not match:
        sys.exit("Content/course.md has no front matter")
    return match.group(1).splitlines(), text[match.end():]


def mark_snippets(text, number):
    """A comment naming the copy on the first line of code of every Swift block without `file=`."""
    lines = text.split("\n")
    fence = None  # (indent, backticks, marking) while inside a block
    for index, line in enumerate(lines):
        match = FENCE.match(line)
        if fence is None:
            if match:
                info = match.group(3) + match.group(4)
                marking = match.group(3) == "swift" and "file=" not in info
                fence = (match.group(1), match.group(2), marking)
            continue
        if match and match.group(2).startswith(fence[1]) and not match.group(3) and not match.group(4).strip():
            fence = None
            continue
        code = line.strip()
        if fence[2] and code and code != "…" and '"""' not in code and not code.endswith("\\"):
            lines[index] = f"{line} // copy {number:02}"
            fence = (fence[0], fence[1], False)
    return "\n".join(lines)


def lesson_text(text, number):
    """Lesson 19's Markdown as copy `number`: its number, project, paths, ids and snippets."""
    name = project_name(number)
    text = re.sub(r"(?m)^lesson: \d+$", f"lesson: {number}", text, count=1)
    text = re.sub(rf"(?m)^project: {PROJECT}$", f"project: {name}", text, count=1)
    text = re.sub(rf"(?m)^(\s*`{{3,}}\S+ .*\bfile=){PROJECT}/", rf"\g<1>{name}/", text)
    text = re.sub(r"<!-- (card|question) id=(\S+)", rf"<!-- \1 id=l{number}-\2", text)
    return mark_snippets(text, number)


def generate(count, folder, interface=None):
    """A course folder with `count` copies of lesson 19, lessons 1…count, each its own project;
    `interface`: a folder of declarations (`<Module>/*.swift`) added to the course's `interface/`."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    text = open(os.path.join(LESSON, "lesson.md"), encoding="utf-8").read()
    if not re.search(rf"(?m)^project: {PROJECT}$", text):
        sys.exit(f"lesson 19's project is no longer '{PROJECT}': update Benchmarks/course-check/generate.py")
    links = []
    for number in range(1, count + 1):
        name = f"lesson-{number:02}"
        start = os.path.join(folder, name, "start")
        shutil.copytree(os.path.join(LESSON, "start"), start, symlinks=False)
        os.rename(os.path.join(start, PROJECT), os.path.join(start, project_name(number)))
        # The lesson's own declarations for its fragments (docs/checks.md, "What is type-checked").
        declarations = os.path.join(LESSON, "declarations")
        if os.path.isdir(declarations):
            shutil.copytree(declarations, os.path.join(folder, name, "declarations"), symlinks=False)
        with open(os.path.join(folder, name, "lesson.md"), "w", encoding="utf-8") as out:
            out.write(lesson_text(text, number))
        links.append(f"- [Lesson {number}]({name}/lesson.md)")
    keys, _ = front_matter(open(os.path.join(CONTENT, "course.md"), encoding="utf-8").read())
    keys = [k for k in keys if not re.match(r"(id|title):", k)]
    with open(os.path.join(folder, "course.md"), "w", encoding="utf-8") as out:
        out.write("---\nid: benchmark-course\ntitle: Benchmark\n" + "\n".join(keys) + "\n---\n\n")
        out.write("# Benchmark\n\n## Lessons\n\n" + "\n".join(links) + "\n")
    for source in filter(None, [os.path.join(CONTENT, "interface"), interface]):
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(folder, "interface"), dirs_exist_ok=True)
    return folder


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    count = int(sys.argv[1])
    target = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Benchmarks", ".data", f"lessons-{count}")
    print(generate(count, target))
