#!/usr/bin/env python3
"""Writes the fixture `thirty/`: a course of 30 small lessons of one project, a chain (each lesson's
start folder is the project as the lesson before left it: `var count = N - 1`, which its one step
makes `N`), each with one card and one question. The language server's tests edit it: a change in
one lesson that later lessons' start folders notice, and the lessons a check reads again.

    python3 Tests/CourseKitTests/Fixtures/Chain/make-thirty.py
"""
import os, shutil

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "thirty")
COUNT = 30


def lesson(number):
    return f"""---
lesson: {number}
title: Counting to {number}
part: 1
part-title: Counting
minutes: 5
project: Counter
start: start
cards: 1
syntax-cards: 1
trick-cards: 0
questions: 1
---

# Lesson {number}: Counting to {number}

## Why

The counter starts at {number - 1} and ends at {number}.

## Step 1: One more

In `Counter.swift`, replace the `Counter` struct:

```diff file=App/Counter.swift change=replace target="struct Counter"
 struct Counter {{
-    var count = {number - 1}
+    var count = {number}
 }}
```

## Flashcards

### Syntax · Counting
<!-- card id=count-{number} kind=syntax topic="Counting" -->

Declare a count that starts at {number}.

<details><summary>Answer</summary>

```swift check=fragment context=members
var count = {number}
```

</details>

## Edge cases

### Question 1: where the count starts
<!-- question id=start-{number} -->

Where does lesson {number}'s count start?

<details><summary>Show the answer</summary>

At {number - 1}, where lesson {number - 1} left it.

**Where this comes from:**

- [Structures](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures/)

</details>
"""


def main():
    shutil.rmtree(FOLDER, ignore_errors=True)
    links = []
    for number in range(1, COUNT + 1):
        name = f"lesson-{number:02}"
        app = os.path.join(FOLDER, name, "start", "App")
        os.makedirs(app)
        with open(os.path.join(app, "Counter.swift"), "w") as out:
            out.write(f"struct Counter {{\n    var count = {number - 1}\n}}\n")
        with open(os.path.join(FOLDER, name, "lesson.md"), "w") as out:
            out.write(lesson(number))
        links.append(f"- [Lesson {number}: Counting to {number}]({name}/lesson.md)")
    with open(os.path.join(FOLDER, "course.md"), "w") as out:
        out.write(f"---\nid: thirty\ntitle: Thirty lessons of one counter\nlessons: {COUNT}\n---\n\n")
        out.write("# Thirty lessons of one counter\n\n## Lessons\n\n" + "\n".join(links) + "\n")


main()
