#!/usr/bin/env python3
"""Writes a stand-in module of about LINES lines of declarations (classes with properties, methods and
initializers, the shape of a framework's interface) for Benchmarks/interface-cold/run.py:

    python3 Benchmarks/interface-cold/dummy.py FOLDER MODULE LINES [--import NAME ...]

FOLDER/MODULE/Dummy.swift is written; put FOLDER at Interface/ and rebuild `course` to time a build that carries
it. Never committed to Interface/.
"""
import argparse, os

parser = argparse.ArgumentParser()
parser.add_argument("folder")
parser.add_argument("module")
parser.add_argument("lines", type=int)
parser.add_argument("--import", dest="imports", action="append", default=[])
arguments = parser.parse_args()
prefix = arguments.module[:2].upper()
lines = [f"import {name}" for name in arguments.imports] + [""]
number = 0
while len(lines) < arguments.lines:
    lines += [
        f"open class {prefix}Thing{number} {{",
        "    public init() {}",
        f"    public init(value: Int, name: String) {{}}",
        "    open var value: Int { fatalError() }",
        "    open var name: String { get { fatalError() } set {} }",
        f"    open func update(to value: Int, animated: Bool) {{}}",
        f"    open func thing(named name: String) -> {prefix}Thing{number}? {{ fatalError() }}",
        f"    public static var shared: {prefix}Thing{number} {{ fatalError() }}",
        f"    public enum Style: Int, Sendable {{ case plain, grouped, inset }}",
        "    open var style: Style { get { fatalError() } set {} }",
        "}",
        "",
    ]
    number += 1
os.makedirs(os.path.join(arguments.folder, arguments.module), exist_ok=True)
with open(os.path.join(arguments.folder, arguments.module, "Dummy.swift"), "w") as file:
    file.write("\n".join(lines) + "\n")
