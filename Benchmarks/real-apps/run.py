#!/usr/bin/env python3
"""Real SwiftUI apps through `course check`, as a new user would put them in a course (issues 43 and 44).

Each app becomes a one-lesson course of its own: a `course.md` whose build settings are the app's
(`platform:` from its deployment target, `swift-version:`, `default-isolation:` and
`upcoming-features:` from its Xcode project's Debug settings of the app's target, or its
Package.swift; the course's defaults where the project says nothing), a lesson written by
`course new lesson`, and the app's Swift files as that lesson's start project (test folders and
Package.swift left out). Then `course check --strict-typecheck --format json` on it, and per app and in
total: Swift files, files with no error, the errors by kind, which apps stop at an import (a "no
such module": the compiler stops there, so none of that app's files counts as checked), and the
declarations the errors say are missing ("cannot find … in scope", "has no member …"), by the
module they belong to (the interface module that declares the type, else a guess from the name's
prefix and the file's imports; a class Xcode generates from a Core Data model, a type the app
declares itself, and generated asset symbols are named as such).

The apps are never part of this repository (their licences): read them with the search tool's
`fetch` into a folder, one folder per app (docs/benchmarks.md, "Real SwiftUI apps", lists the
corpus). Either give the apps' folders, or a corpus list (corpus.json next to this script: each
app's name, repository, commit, licence, source folders and, where the project has several, the
target) and `--root`, the folder holding one folder per app by its name (or its `folder`).

    swift build --product course
    python3 Benchmarks/real-apps/run.py [--course BINARY] [--corpus LIST --root DIR | APP_FOLDER ...]
        [--only NAME,NAME…] [--jobs N] [--timeout S] [--json FILE] [--verbose] [--keep]
        [--no-stand-ins] [--mutations [--per-class N] [--seed N]]

`--mutations` then runs issue 44's mutation benchmark on every app (with stand-ins where one stops):
typical mistakes (a misspelled member or type, a wrong argument label, a wrong argument type, a
missing argument, a wrong property wrapper, a missing `try` or `await`) made one at a time, on one
line, in files that checked with no error — up to N of each class per app (`--per-class`, default 1),
chosen by `--seed` — and counts the share reported at their line (Benchmarks/mutations/run.py's
`errors_added` and `caught_at`: an error the unchanged app does not have, at the mutated line) and
the errors each adds beyond one.

By default an app that stops at an import is checked again with an empty stand-in module of each
name it stops at (one that re-exports Foundation, as Apple's frameworks do) in its course's own
`interface/` folder (docs/checks.md, "A course's own declarations"), so that the rest of it is
type-checked: the figures "with stand-ins", the errors by kind, the missing declarations and the
mutations' baseline come from that check (`--no-stand-ins` leaves it out). The figures "as
published", and the targets, are without stand-ins.

Before the apps, a control app (one SwiftUI view) must check with no error, or the harness is
broken. Exit status: 0 when at least 95 % of the files check with no error and no app stops at an
import (and, with --mutations, at least 95 % are reported at their line with at most 0.5 errors
more per mistake on average); 1 when a target is missed; 2 when the harness cannot run (no binary,
no app, the control app has errors, a check that is not 0 or 1).

Standard library only. The type-check results cache (~/.cache/course/results) makes reruns fast.
"""

import argparse
import collections
import concurrent.futures
import datetime
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "corpus.json")
FILES_TARGET = 0.95
CAUGHT_TARGET = 0.95
EXTRA_TARGET = 0.5
COURSE_FOLDER = "course"                 # each app's course, in a scratch folder of its own
START = f"{COURSE_FOLDER}/lesson-1/start/"  # how the check names a start file


def load_mutations():
    """Benchmarks/mutations/run.py as a module: its `run_check`, `errors`, `key`, `errors_added` and
    `caught_at`, so that both benchmarks count a mistake caught at its line the same way."""
    path = os.path.join(ROOT, "Benchmarks", "mutations", "run.py")
    spec = importlib.util.spec_from_file_location("mutations", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


M = load_mutations()


# --- The Xcode project: an OpenStep property list -------------------------------------------------

class PlistReader:
    """Reads the old-style property list of a `project.pbxproj` into dicts, lists and strings."""

    BARE = re.compile(r"[A-Za-z0-9_$+/:.\-]+")

    def __init__(self, text):
        self.text, self.at = text, 0

    def skip(self):
        while self.at < len(self.text):
            if self.text[self.at].isspace():
                self.at += 1
            elif self.text.startswith("//", self.at):
                end = self.text.find("\n", self.at)
                self.at = len(self.text) if end < 0 else end + 1
            elif self.text.startswith("/*", self.at):
                end = self.text.find("*/", self.at + 2)
                self.at = len(self.text) if end < 0 else end + 2
            else:
                return

    def value(self):
        self.skip()
        char = self.text[self.at] if self.at < len(self.text) else ""
        if char == "{":
            return self.dictionary()
        if char == "(":
            return self.array()
        if char == '"':
            return self.quoted()
        match = self.BARE.match(self.text, self.at)
        if not match:
            raise ValueError(f"unexpected {char!r} at offset {self.at}")
        self.at = match.end()
        return match.group()

    def expect(self, char):
        self.skip()
        if not self.text.startswith(char, self.at):
            raise ValueError(f"expected {char!r} at offset {self.at}")
        self.at += 1

    def dictionary(self):
        self.expect("{")
        result = {}
        while True:
            self.skip()
            if self.text.startswith("}", self.at):
                self.at += 1
                return result
            name = self.value()
            self.expect("=")
            result[name] = self.value()
            self.expect(";")

    def array(self):
        self.expect("(")
        result = []
        while True:
            self.skip()
            if self.text.startswith(")", self.at):
                self.at += 1
                return result
            result.append(self.value())
            self.skip()
            if self.text.startswith(",", self.at):
                self.at += 1

    def quoted(self):
        self.at += 1
        out = []
        while self.text[self.at] != '"':
            if self.text[self.at] == "\\":
                self.at += 1
                out.append({"n": "\n", "t": "\t"}.get(self.text[self.at], self.text[self.at]))
            else:
                out.append(self.text[self.at])
            self.at += 1
        self.at += 1
        return "".join(out)


APPLICATION = "com.apple.product-type.application"


def target_build_settings(pbxproj, target=None):
    """The Debug build settings of the app's target (the project's, overridden by the target's):
    the target named `target`, else the first application target. None when there is none."""
    with open(pbxproj, encoding="utf-8", errors="replace") as handle:
        objects = PlistReader(handle.read()).value()["objects"]
    project = next(o for o in objects.values() if o.get("isa") == "PBXProject")
    targets = [objects[t] for t in project.get("targets", []) if t in objects]
    chosen = [t for t in targets if t.get("name") == target] if target else \
        [t for t in targets if t.get("productType") == APPLICATION]
    if not chosen:
        return None

    def debug(list_id):
        configurations = [objects[c] for c in objects.get(list_id, {}).get("buildConfigurations", [])]
        named = [c for c in configurations if c.get("name") == "Debug"] or configurations
        return dict(named[0].get("buildSettings", {})) if named else {}

    settings = debug(project.get("buildConfigurationList"))
    settings.update(debug(chosen[0].get("buildConfigurationList")))
    return settings


# Upcoming features whose Xcode setting's name is not their own spelled in capitals.
FEATURE_NAMES = {"DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference",
                 "IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations"}
# What SWIFT_APPROACHABLE_CONCURRENCY = YES turns on (Xcode 26).
APPROACHABLE = ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]
# Features that are part of the Swift 6 language mode (enabling them again there only warns).
IN_SWIFT_6 = {"ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals", "DeprecateApplicationMain",
              "ImportObjcForwardDeclarations", "DisableOutwardActorInference", "IsolatedDefaultValues",
              "GlobalConcurrency", "InferSendableFromCaptures", "RegionBasedIsolation", "DynamicActorIsolation",
              "GlobalActorIsolatedTypesUsability", "StrictConcurrency"}


def feature_name(setting):
    words = setting.removeprefix("SWIFT_UPCOMING_FEATURE_")
    return FEATURE_NAMES.get(words) or "".join(w.capitalize() for w in words.split("_"))


def version_text(value):
    value = value.strip().strip('"')
    return value if "." in value else value + ".0"


def manifest_settings(settings):
    """course.md's build settings (docs/format.md, "The manifest") from Xcode's build settings."""
    fields = {}
    if settings.get("IPHONEOS_DEPLOYMENT_TARGET"):
        fields["platform"] = "iOS " + version_text(settings["IPHONEOS_DEPLOYMENT_TARGET"])
    elif settings.get("MACOSX_DEPLOYMENT_TARGET") and settings.get("SDKROOT") == "macosx":
        fields["platform"] = "macOS " + version_text(settings["MACOSX_DEPLOYMENT_TARGET"])
    swift = settings.get("SWIFT_VERSION", "").strip('"')
    if swift:
        fields["swift-version"] = {"6.0": "6", "5.0": "5", "4.2": "4.2", "4.0": "4"}.get(swift, swift.split(".")[0])
    if settings.get("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor":
        fields["default-isolation"] = "MainActor"
    features = list(APPROACHABLE) if settings.get("SWIFT_APPROACHABLE_CONCURRENCY") == "YES" else []
    features += [feature_name(k) for k, v in sorted(settings.items())
                 if k.startswith("SWIFT_UPCOMING_FEATURE_") and v == "YES"]
    if settings.get("SWIFT_STRICT_CONCURRENCY") == "complete":
        features.append("StrictConcurrency")
    if fields.get("swift-version", "6") == "6":
        features = [f for f in features if f not in IN_SWIFT_6]
    if features:
        fields["upcoming-features"] = ", ".join(dict.fromkeys(features))
    return fields


def package_settings(package):
    """course.md's build settings from a Package.swift: its iOS platform and language mode."""
    with open(package, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    fields = {}
    match = re.search(r'\.iOS\(\s*(?:\.v(\d+)(?:_(\d+))?|"([\d.]+)")', text)
    if match:
        fields["platform"] = "iOS " + version_text(match.group(3) or f"{match.group(1)}.{match.group(2) or 0}")
    tools = re.search(r"swift-tools-version:\s*(\d+)", text)
    if tools:
        fields["swift-version"] = "5" if int(tools.group(1)) < 6 or re.search(r"\.v5\b", text) else "6"
    return fields


def find_project(folder, sources):
    """The app's project: the first `*.xcodeproj/project.pbxproj` under its folder, nearest its
    sources first; else the nearest Package.swift. (kind, path) or None."""
    found = {"xcode": [], "package": []}
    for base, folders, names in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in ("Pods", "Carthage"))
        if base.endswith(".xcodeproj") and "project.pbxproj" in names:
            found["xcode"].append(os.path.join(base, "project.pbxproj"))
        if "Package.swift" in names:
            found["package"].append(os.path.join(base, "Package.swift"))

    def nearness(path):
        relative = os.path.relpath(os.path.dirname(os.path.dirname(path)), folder)
        near = any(os.path.normpath(s).startswith(relative) or relative == "." for s in sources)
        return (not near, relative.count(os.sep), path)

    for kind in ("xcode", "package"):
        if found[kind]:
            return kind, min(found[kind], key=nearness)
    return None


# --- The apps --------------------------------------------------------------------------------------

SKIPPED_FOLDERS = re.compile(r"(Tests|UITests|\.xcodeproj|\.xcworkspace|\.build|Pods|Carthage)$")


class App:
    """One app of the corpus: its folder, the source folders of its target, its Swift files (paths
    relative to the folder) and the course.md settings made from its project."""

    def __init__(self, name, folder, sources=("",), target=None, meta=None):
        self.name, self.folder, self.sources, self.meta = name, folder, list(sources), meta or {}
        self.files = self.swift_files()
        self.models = self.model_files()
        project = find_project(folder, self.sources)
        self.project = os.path.relpath(project[1], folder) if project else None
        if project is None:
            self.settings = {}
        elif project[0] == "xcode":
            self.settings = manifest_settings(target_build_settings(project[1], target) or {})
        else:
            self.settings = package_settings(project[1])

    def swift_files(self):
        files = []
        for source in self.sources:
            top = os.path.join(self.folder, source)
            if os.path.isfile(top) and top.endswith(".swift"):
                files.append(os.path.normpath(source))
                continue
            if not os.path.isdir(top):
                raise SystemExit(f"real-apps: {self.name}: no folder or Swift file {top}")
            for base, folders, names in os.walk(top):
                folders[:] = sorted(f for f in folders if not f.startswith(".") and not SKIPPED_FOLDERS.search(f))
                files += [os.path.relpath(os.path.join(base, n), self.folder) for n in sorted(names)
                          if n.endswith(".swift") and n != "Package.swift"]
        return sorted(set(files))

    def model_files(self):
        """The files Xcode generates Swift from: the target's Core Data models (`*.xcdatamodeld`
        folders, each version's `contents` and the hidden `.xccurrentversion`: entity classes) and its
        asset catalogs' `Contents.json` files (`*.xcassets`: asset symbols; the images are left out)."""
        files = []
        for source in self.sources:
            top = os.path.join(self.folder, source)
            for base, folders, names in os.walk(top) if os.path.isdir(top) else []:
                folders[:] = sorted(f for f in folders if not SKIPPED_FOLDERS.search(f)
                                    and (not f.startswith(".") or ".xcdatamodel" in base))
                if ".xcdatamodel" in base:
                    files += [os.path.relpath(os.path.join(base, n), self.folder) for n in sorted(names)]
                elif ".xcassets" in base and "Contents.json" in names:
                    files.append(os.path.relpath(os.path.join(base, "Contents.json"), self.folder))
        return sorted(set(files))


def corpus_apps(path, root, only):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    apps = []
    for entry in document["apps"]:
        if only and entry["name"] not in only:
            continue
        folder = os.path.join(root, entry.get("folder", entry["name"]))
        if not os.path.isdir(folder):
            raise SystemExit(f"real-apps: no folder {folder} for {entry['repo']} at {entry['commit'][:7]}: fetch it first")
        apps.append(App(entry["name"], folder, entry.get("sources", [""]), entry.get("target"), entry))
    return apps


def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").lower() or "app"


def make_course(course, app, files, folder):
    """A one-lesson course in `folder`/course whose start project is `files` (relative path ->
    text, or None to copy the app's file). The manifest is written here (`course new` has no
    command for a course), the lesson by `course new lesson`."""
    target = os.path.join(folder, COURSE_FOLDER)
    os.makedirs(target)
    fields = {"id": f"real-app-{slug(app.name)}", "title": app.name, "lessons": "1", **app.settings}
    front = "".join(f"{k}: {v}\n" for k, v in fields.items())
    with open(os.path.join(target, "course.md"), "w", encoding="utf-8") as handle:
        handle.write(f"---\n{front}---\n\n# {app.name}\n\n## Lessons\n")
    made = subprocess.run([course, "new", "lesson", COURSE_FOLDER, "--number", "1", "--title", app.name,
                           "--project", slug(app.name), "--part", "1", "--part-title", "Real apps",
                           "--minutes", "10"], cwd=folder, capture_output=True, text=True)
    if made.returncode != 0:
        raise M.Unfit(f"course new lesson exited {made.returncode} for {app.name}: {made.stderr.strip()}")
    for relative, text in files.items():
        path = os.path.join(target, "lesson-1", "start", relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if text is None:
            shutil.copyfile(os.path.join(app.folder, relative), path)
        else:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
    return target


def check(course, folder, timeout):
    """`course check course --strict-typecheck --format json` in `folder`: (diagnostics, summary)."""
    return M.run_check(course, folder, timeout, path=COURSE_FOLDER, options=["--strict-typecheck"])


# --- What the errors say ---------------------------------------------------------------------------

PREFIX = re.compile(r"^(?:the start project does not type-check|step \d+(?: \([^)]*\))?[^:]*?): ")
NO_MODULE = re.compile(r"no such module '([^']+)'")
DID_YOU_MEAN = re.compile(r"; did you mean [^;]*$")
MISSING = [
    (re.compile(r"cannot find (?:type )?'([^']+)' in scope"), lambda m: (None, m.group(1))),
    (re.compile(r"module '([^']+)' has no member named '([^']+)'"), lambda m: (m.group(1), m.group(2))),
    (re.compile(r"(?:value of type|type|instance of type) '(.+?)' has no member '([^']+)'"), lambda m: (m.group(1), m.group(2))),
]
# A name's module by its prefix, where no interface module declares it.
PREFIXES = [("NSManaged", "CoreData"), ("NSFetch", "CoreData"), ("NSPersistent", "CoreData"), ("NSEntity", "CoreData"),
            ("NSBatch", "CoreData"), ("MK", "MapKit"), ("CL", "CoreLocation"), ("UI", "UIKit"), ("CK", "CloudKit"),
            ("PH", "PhotosUI"), ("AV", "AVFoundation"), ("UN", "UserNotifications"), ("WK", "WebKit"),
            ("CI", "CoreImage"), ("LA", "LocalAuthentication"), ("CH", "CoreHaptics"), ("SK", "StoreKit"),
            ("GK", "GameplayKit"), ("AS", "AuthenticationServices"), ("WC", "WatchConnectivity")]
PLAIN_IMPORTS = {"SwiftUI", "Foundation", "Combine", "Observation", "os", "OSLog", "UIKit", "Swift"}
# Foundation's types, which the interface does not declare (the toolchain's Foundation has them).
FOUNDATION = {"URL", "Date", "Data", "String", "Bundle", "JSONDecoder", "JSONEncoder", "UUID", "Locale", "Calendar",
              "DateFormatter", "NumberFormatter", "FileManager", "NotificationCenter", "UserDefaults", "Timer",
              "TimeInterval", "IndexSet", "URLSession", "URLRequest", "DispatchQueue", "Decimal", "AttributedString",
              "Notification", "ProcessInfo", "NSObject", "Measurement", "DateComponents", "FormatStyle",
              "LocalizedStringResource", "NSPredicate"}
# Names whose module neither the interface nor their prefix tells.
KNOWN = {"Logger": "OSLog", "OSLog": "OSLog"}
DECLARATION = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
TOP_LEVEL_DECLARATION = re.compile(r"(?m)^(?!\s)(?:[^\n{=]*?\s)?(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
MEMBER = re.compile(r"\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)")


def message_of(diagnostic):
    return PREFIX.sub("", diagnostic["message"])


def kind_of(message):
    """The message with its names taken out: "value of type '…' has no member '…'"."""
    return re.sub(r"'[^']*'", "'…'", DID_YOU_MEAN.sub("", message))


def base_type(name):
    name = re.sub(r"^(?:some|any) ", "", name.strip()).rstrip("?!")
    name = re.sub(r"<.*", "", name)
    return name.split(".")[0].strip("()[] ")


class Names:
    """Who declares a name: the built-in interface's modules (Interface/ of this checkout), the app
    itself, a Core Data model whose classes Xcode generates."""

    def __init__(self):
        self.interface, self.members, self.words = {}, {}, set()
        folder = os.path.join(ROOT, "Interface")
        modules = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        for module in sorted(modules, key=lambda m: m != "SwiftUI"):  # SwiftUI's, where two declare a name
            for base, _, names in os.walk(os.path.join(folder, module)):
                for name in sorted(names):
                    with open(os.path.join(base, name), encoding="utf-8", errors="replace") as handle:
                        text = handle.read()
                    for declared in TOP_LEVEL_DECLARATION.findall(text):
                        self.interface.setdefault(declared, module)
                    for declared in MEMBER.findall(text):
                        self.members.setdefault(declared, module)
                    self.words.update(re.findall(r"\w+", text))

    @staticmethod
    def app_declarations(app, pattern=DECLARATION):
        declared = set()
        for relative in app.files:
            with open(os.path.join(app.folder, relative), encoding="utf-8", errors="replace") as handle:
                declared.update(pattern.findall(handle.read()))
        return declared

    @staticmethod
    def generated_by_core_data(app):
        """Entities of the app's Core Data models whose class or extension Xcode generates."""
        entities = set()
        for base, folders, names in os.walk(app.folder):
            folders[:] = [f for f in folders if not f.startswith(".")]
            if base.endswith(".xcdatamodel") and "contents" in names:
                with open(os.path.join(base, "contents"), encoding="utf-8", errors="replace") as handle:
                    for entity in re.findall(r"<entity\b[^>]*>", handle.read()):
                        name = re.search(r'\bname="([^"]+)"', entity)
                        if name and re.search(r'codeGenerationType="(?:class|category)"', entity):
                            entities.add(name.group(1))
        return entities

    def module_of(self, name, imports, app, member=None):
        """Where `name` (a type, a value used at the top level, or the type `member` is missing on)
        belongs, as far as can be told: (module, the file's imports when it does not import that
        module, which on Apple's platforms make it visible)."""
        base = base_type(name)
        if base.startswith(("_", "$")):
            return "a property wrapper's storage (follows from another error)", None
        if base in app.generated:
            return "Core Data model (Xcode generates the class)", None
        if base in ("ColorResource", "ImageResource"):
            return "asset catalog (Xcode generates the symbols)", None
        if base in FOUNDATION:
            return "Foundation", None
        if base in KNOWN:
            return KNOWN[base], None
        if base in app.types and (member is None or member in app.members):
            return "the app itself", None
        module = self.interface.get(base) or (self.members.get(member) if member else None)
        if module:
            return module, (None if module in imports or not imports else ", ".join(imports))
        for prefix, module in PREFIXES:
            if base.startswith(prefix) and len(base) > len(prefix) and base[len(prefix)].isupper():
                return module, None
        others = [i for i in imports if i not in PLAIN_IMPORTS]
        if len(others) == 1:
            return others[0] + " (a guess from the file's imports)", None
        return ("SwiftUI" if "SwiftUI" in imports else (imports[0] if imports else "Swift")), None


def file_imports(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return re.findall(r"(?m)^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)", handle.read())


class Result:
    """One app's check: its files, which of them have errors, the errors, where it stops."""

    standin = None      # the check again with stand-ins for the modules it stopped at
    stand_ins = []      # those modules

    def __init__(self, app, diagnostics, summary, seconds, names):
        self.app, self.summary, self.seconds = app, summary, seconds
        self.errors = M.errors(diagnostics)
        self.warnings = [d for d in diagnostics if d["severity"] == "warning"]
        self.by_file = collections.defaultdict(list)
        self.elsewhere = []
        for diagnostic in self.errors:
            relative = diagnostic["file"].removeprefix(START)
            (self.by_file[relative] if relative in app.files else self.elsewhere).append(diagnostic)
        self.stops = sorted({m.group(1) for d in self.errors for m in [NO_MODULE.search(d["message"])] if m})
        self.clean = [] if self.stops else [f for f in app.files if f not in self.by_file]
        self.missing = self.missing_declarations(names)

    def missing_declarations(self, names):
        """(module, declaration, the file's imports when they do not include the module) for each
        error that says a declaration is missing."""
        app = collections.namedtuple("AppNames", "types members generated")(
            Names.app_declarations(self.app), Names.app_declarations(self.app, MEMBER),
            Names.generated_by_core_data(self.app))
        found = []
        for relative, diagnostics in self.by_file.items():
            imports = file_imports(os.path.join(self.app.folder, relative))
            for diagnostic in diagnostics:
                message = DID_YOU_MEAN.sub("", message_of(diagnostic))
                for pattern, parts in MISSING:
                    match = pattern.search(message)
                    if match:
                        owner, member = parts(match)
                        if owner is None:
                            (module, through), declaration = names.module_of(member, imports, app), member
                        elif pattern is MISSING[1][0]:
                            (module, through), declaration = (owner, None), member
                        else:
                            (module, through) = names.module_of(owner, imports, app, member)
                            declaration = f"{base_type(owner)}.{member}"
                        found.append((module, declaration, through))
                        break
        return found


# An empty module that re-exports SwiftUI (and so Foundation): Apple's frameworks re-export
# Foundation, and those a SwiftUI app imports for their views (TipKit, WidgetKit) SwiftUI too.
STAND_IN = "// A stand-in for a module the interface lacks (Benchmarks/real-apps/run.py).\n@_exported import SwiftUI\n"


def run_app(course, app, scratch, timeout, names, stand_ins):
    """The app's check as published; with `stand_ins`, when it stops at an import, again with an
    empty module of each name it stops at in the course's own `interface/` folder (docs/checks.md, "A
    course's own declarations") until it no longer stops, so the rest of the app is type-checked
    and the names it takes from those modules show as missing."""
    folder = os.path.join(scratch, slug(app.name))
    make_course(course, app, {f: None for f in app.files + app.models}, folder)
    start = time.monotonic()
    diagnostics, summary = check(course, folder, timeout)
    result = current = Result(app, diagnostics, summary, time.monotonic() - start, names)
    modules = []
    while stand_ins and current.stops and not set(current.stops) <= set(modules):
        for module in current.stops:
            os.makedirs(os.path.join(folder, COURSE_FOLDER, "interface", module), exist_ok=True)
            with open(os.path.join(folder, COURSE_FOLDER, "interface", module, "StandIn.swift"), "w") as handle:
                handle.write(STAND_IN)
        modules += [m for m in current.stops if m not in modules]
        start = time.monotonic()
        diagnostics, summary = check(course, folder, timeout)
        current = Result(app, diagnostics, summary, time.monotonic() - start, names)
    if modules:
        current.stand_ins = modules
        result.standin = current
    return result


def control(course, scratch, timeout):
    """The control app: one view, which must check with no error."""
    folder = os.path.join(scratch, "control-app")
    os.makedirs(folder)
    view = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Text(\"Hello\")\n    }\n}\n"
    app = App.__new__(App)
    app.name, app.folder, app.files, app.settings = "Control", folder, ["Control/ContentView.swift"], {"platform": "iOS 17.0"}
    make_course(course, app, {"Control/ContentView.swift": view}, folder)
    diagnostics, _ = check(course, folder, timeout)
    return M.errors(diagnostics)


# --- The report ------------------------------------------------------------------------------------

def plural(count, word):
    return f"{count} {word}" + ("" if count == 1 else "s")


def percent(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "–"


def report_apps(results, course):
    files = sum(len(r.app.files) for r in results)
    clean = sum(len(r.clean) for r in results)
    print(f"real apps, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {course}: "
          f"{len(results)} apps, {files} Swift files\n")
    print("| app | platform | Swift | files | no error | errors | stops at the import of | with stand-ins: no error | errors |")
    print("|---|---|---|---:|---:|---:|---|---:|---:|")
    for r in results:
        settings, e = r.app.settings, effective(r)
        print(f"| {r.app.name} | {settings.get('platform', '(default)')} | {settings.get('swift-version', '(default)')}"
              f"{' MainActor' if settings.get('default-isolation') else ''} | {len(r.app.files)} | {len(r.clean)} | "
              f"{len(r.errors)} | {', '.join(r.stops)} | {len(e.clean)} | {len(e.errors)} |")
    stopped = [r for r in results if r.stops]
    print(f"| **all** | | | **{files}** | **{clean}** | **{sum(len(r.errors) for r in results)}** | "
          f"**{len(stopped)} apps** | **{sum(len(effective(r).clean) for r in results)}** | "
          f"**{sum(len(effective(r).errors) for r in results)}** |")
    print(f"\nfiles with no error: {clean} of {files} ({percent(clean, files)}; target {100 * FILES_TARGET:.0f} %); "
          f"apps that check clean: {sum(1 for r in results if not r.errors)} of {len(results)}; "
          f"apps stopped at an import: {len(stopped)} of {len(results)}"
          + (": " + ", ".join(f"{r.app.name} ({', '.join(r.stops)})" for r in stopped) if stopped else ""))
    return clean, files, stopped


def effective(result):
    """The check that went furthest: with stand-ins when the app stopped at an import."""
    return result.standin or result


def report_kinds(results):
    kinds = collections.Counter()
    apps = collections.defaultdict(set)
    for r in map(effective, results):
        for diagnostic in r.errors:
            kind = kind_of(message_of(diagnostic))
            kinds[kind] += 1
            apps[kind].add(r.app.name)
    if not kinds:
        return
    print("\nerrors by kind (names taken out; with stand-ins where an app stopped at an import):\n")
    print("| errors | apps | kind |")
    print("|---:|---:|---|")
    for kind, count in kinds.most_common(30):
        print(f"| {count} | {len(apps[kind])} | {kind} |")


def report_missing(results, limit=15):
    by_module = collections.defaultdict(collections.Counter)
    apps = collections.defaultdict(set)
    through = collections.defaultdict(set)
    for r in map(effective, results):
        for module, declaration, imports in r.missing:
            by_module[module][declaration] += 1
            apps[(module, declaration)].add(r.app.name)
            if imports:
                named = imports.split(", ")
                through[(module, declaration)].update([i for i in named if i != "Foundation"] or named)
    if not by_module:
        return
    print("\nmissing declarations by module (the interface module that declares the type, else a guess "
          "from the name and the file's imports; ×errors, in how many apps; \"through\": the modules the "
          "files import instead, which make it visible on Apple's platforms):\n")

    def shown(module, declaration, count):
        key, app_count = (module, declaration), len(apps[(module, declaration)])
        notes = ([f"{app_count} apps"] if app_count > 1 else []) + \
            ([f"through {', '.join(sorted(through[key]))}"] if through[key] else [])
        return f"`{declaration}` ×{count}" + (f" ({'; '.join(notes)})" if notes else "")

    for module, counter in sorted(by_module.items(), key=lambda item: -sum(item[1].values())):
        shown_ = ", ".join(shown(module, d, n) for d, n in counter.most_common(limit))
        more = f", and {len(counter) - limit} more" if len(counter) > limit else ""
        print(f"- **{module}** ({plural(sum(counter.values()), 'error')}, {plural(len(counter), 'declaration')}): "
              f"{shown_}{more}")


def report_details(results, verbose):
    for r in map(effective, results):
        if r.elsewhere:
            print(f"\n{r.app.name}: errors outside its files:")
            for diagnostic in r.elsewhere:
                print(f"  {M.describe(diagnostic)}")
        if verbose and r.errors:
            stand_ins = f"; stand-ins for {', '.join(r.stand_ins)}" if r.stand_ins else ""
            print(f"\n{r.app.name} ({r.seconds:.0f} s; {r.summary.removeprefix('course check: ')}{stand_ins}):")
            for relative, diagnostics in sorted(r.by_file.items()):
                for diagnostic in diagnostics:
                    print(f"  {relative}:{diagnostic['line']}: {message_of(diagnostic)}")


# --- Mutations (issue 44) --------------------------------------------------------------------------

CLASSES = {
    "misspelled-member": "misspelled member",
    "misspelled-type": "misspelled type",
    "label": "wrong argument label",
    "argument-type": "wrong argument type",
    "missing-argument": "missing argument",
    "property-wrapper": "wrong property wrapper",
    "try-await": "missing `try` or `await`",
}


def code_only(text):
    """`text` with comments and the insides of string literals blanked (same length, same lines), so
    that the patterns below match code only."""
    out, at, n = list(text), 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while at < n:
        if text.startswith("//", at):
            end = text.find("\n", at)
            end = n if end < 0 else end
            blank(at, end)
            at = end
        elif text.startswith("/*", at):
            depth, k = 1, at + 2
            while k < n and depth:
                depth += 1 if text.startswith("/*", k) else -1 if text.startswith("*/", k) else 0
                k += 2 if text.startswith(("/*", "*/"), k) else 1
            blank(at, k)
            at = k
        elif text.startswith('"""', at):
            end = text.find('"""', at + 3)
            end = n if end < 0 else end + 3
            blank(at + 3, end - 3)
            at = end
        elif text[at] == '"':
            k = at + 1
            while k < n and text[k] not in '"\n':
                k += 2 if text[k] == "\\" else 1
            blank(at + 1, k)
            at = k + 1
        else:
            at += 1
    return "".join(out)


def closing(code, opening):
    """The index of the parenthesis closing the one at `opening` on this line, or None."""
    depth = 0
    for k in range(opening, len(code)):
        depth += {"(": 1, ")": -1}.get(code[k], 0)
        if depth == 0:
            return k
    return None


def misspelt(word):
    """The word with its middle letter left out, as a slip of the finger."""
    middle = len(word) // 2
    return word[:middle] + word[middle + 1:]


LABELS = {"spacing": "space", "alignment": "align", "action": "perform", "title": "text", "content": "body",
          "selection": "selected", "systemName": "systemImage", "systemImage": "systemName", "value": "val",
          "isPresented": "presented", "destination": "target", "format": "style", "role": "kind",
          "edges": "edge", "axis": "axes", "text": "string", "label": "title", "item": "items"}
NUMERIC_LABELS = ("spacing|width|height|minWidth|maxWidth|minHeight|maxHeight|idealWidth|idealHeight|radius|"
                  "cornerRadius|lineWidth|duration|delay|size|count|minimumScaleFactor|lineLimit|response|"
                  "dampingFraction|blendDuration|opacity|degrees|bounce")
NUMERIC_MODIFIERS = "padding|opacity|cornerRadius|lineLimit|scaleEffect|zIndex|minimumScaleFactor|blur|degrees|radians"
REQUIRED_ARGUMENT = ("navigationTitle|font|foregroundStyle|foregroundColor|tint|cornerRadius|opacity|keyboardType|"
                     "fontWeight|navigationBarTitle")
NOT_A_CALL = re.compile(r"\b(?:func|init|subscript|case|enum|macro)\b|#selector")
TYPE_DECLARATION = re.compile(r"\b(?:struct|class|enum|protocol|extension|actor|typealias|import|case)\s+$")


def edits(cls, code, words, types):
    """Where and how a mistake of class `cls` can be made on a line (its code only): a list of
    (start, end, replacement) on the line."""
    found = []
    if cls == "misspelled-member":
        for m in re.finditer(r"(?<=[\w)\]?!])\.([a-z][A-Za-z0-9]{4,})\b", code):
            if misspelt(m.group(1)) not in words:
                found.append((m.start(1), m.end(1), misspelt(m.group(1))))
    elif cls == "misspelled-type":
        for m in re.finditer(r"(?<![\w.@])([A-Z][a-z][A-Za-z0-9]{2,})\b", code):
            if m.group(1) in types and misspelt(m.group(1)) not in words and not TYPE_DECLARATION.search(code[:m.start()]):
                found.append((m.start(1), m.end(1), misspelt(m.group(1))))
    elif cls == "label" and not NOT_A_CALL.search(code):
        for m in re.finditer(r"(?:(?<=[\w)\]>]\()|(?<=, ))([a-z]\w*)(?=: )", code):
            label = m.group(1)
            parts = re.findall(r"[a-z]+|[A-Z][a-z0-9]*", label)
            other = LABELS.get(label) or ("".join(parts[:-1]) if len(parts) > 1 else None)
            if other and other not in (label,):
                found.append((m.start(1), m.end(1), other))
    elif cls == "argument-type":
        for m in re.finditer(rf"\b(?:{NUMERIC_LABELS}):\s*(-?\d+(?:\.\d+)?)\b(?=\s*[,)])", code):
            found.append((m.start(1), m.end(1), f'"{m.group(1)}"'))
        for m in re.finditer(rf"\.(?:{NUMERIC_MODIFIERS})\(\s*(-?\d+(?:\.\d+)?)\s*(?=[,)])", code):
            found.append((m.start(1), m.end(1), f'"{m.group(1)}"'))
    elif cls == "missing-argument":
        for m in re.finditer(rf"(?:\.(?:{REQUIRED_ARGUMENT})|(?<![\w.])Text)\(", code):
            end = closing(code, m.end() - 1)
            if end is not None and end > m.end() and code[m.end():end].strip():
                found.append((m.end(), end, ""))
    elif cls == "property-wrapper":
        for m in re.finditer(r"@(State|StateObject)(?=\s+(?:(?:private|fileprivate)\s+)?var\s+\w+[^=]*=)", code):
            found.append((m.start(1), m.end(1), "Binding"))
        for m in re.finditer(r"@(Environment)(?=\()", code):
            found.append((m.start(1), m.end(1), "EnvironmentObject"))
    elif cls == "try-await":
        for m in re.finditer(r"\b(?:try(?![?!])|await)\s+", code):
            found.append((m.start(), m.end(), ""))
    return found


class Mutant:
    def __init__(self, number, app, cls, relative, line, old, new):
        self.id = f"{slug(app.name)}-{cls}-{number}"
        self.app, self.cls, self.file, self.line, self.old, self.new = app, cls, relative, line, old, new


def mutants_of(result, names, per_class, seed):
    """Up to `per_class` mutants of each class in the files of `result` that checked with no error."""
    app = result.app
    words = set(names.words) | set(re.findall(r"\w+", "".join(
        open(os.path.join(app.folder, f), encoding="utf-8", errors="replace").read() for f in app.files)))
    types = set(names.interface) | Names.app_declarations(app)
    chosen = []
    for cls in CLASSES:
        candidates = []
        for relative in result.clean:
            with open(os.path.join(app.folder, relative), encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            for index, (line, code) in enumerate(zip(text.split("\n"), code_only(text).split("\n"))):
                for start, end, replacement in edits(cls, code, words, types):
                    candidates.append((relative, index + 1, line, line[:start] + replacement + line[end:]))
        picked = random.Random(f"{seed}-{app.name}-{cls}").sample(candidates, min(per_class, len(candidates)))
        chosen += [Mutant(k + 1, app, cls, *c) for k, c in enumerate(sorted(picked))]
    return chosen


# What a mutant's check found: whether it was caught at its line, the errors it added, its time.
Outcome = collections.namedtuple("Outcome", "caught added seconds timed_out")


def run_mutant(course, mutant, result, scratch, timeout):
    folder = os.path.join(scratch, "mutants", mutant.id)
    shutil.copytree(os.path.join(scratch, slug(mutant.app.name), COURSE_FOLDER), os.path.join(folder, COURSE_FOLDER))
    path = os.path.join(folder, START, mutant.file)
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    if lines[mutant.line - 1] != mutant.old:
        raise M.Unfit(f"{mutant.id}: {mutant.file}:{mutant.line} is not the line the mutant was made from")
    lines[mutant.line - 1] = mutant.new
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    start = time.monotonic()
    try:
        diagnostics, _ = check(course, folder, timeout)
    except M.TimedOut:
        return Outcome(False, [], time.monotonic() - start, True)
    finally:
        if os.path.isdir(folder):
            shutil.rmtree(folder, ignore_errors=True)
    baseline = {M.key(d, d["line"]) for d in result.errors}
    added = M.errors_added(diagnostics, baseline, START + mutant.file, (mutant.line, 1, 1))
    return Outcome(M.caught_at(added, START + mutant.file, mutant.line), added, time.monotonic() - start, False)


def report_mutants(mutants, outcomes):
    print(f"\nmutations: {plural(len(mutants), 'mistake')}, one at a time, in files that checked with no error "
          f"({plural(len({m.app.name for m in mutants}), 'app')})\n")
    print("| class | caught at its line | mistakes | rate | errors per mistake | more than one |")
    print("|---|---:|---:|---:|---:|---:|")

    def row(title, members, bold=False):
        caught = sum(1 for m in members if outcomes[m.id].caught)
        added = [len(outcomes[m.id].added) for m in members]
        extra = [max(0, a - 1) for a in added]
        cells = [title, str(caught), str(len(members)), percent(caught, len(members)),
                 f"{sum(added) / len(added):.2f}", f"{sum(extra) / len(extra):.2f}"]
        print("| " + " | ".join(f"**{c}**" if bold else c for c in cells) + " |")
        return caught / len(members), sum(extra) / len(extra)

    for cls, title in CLASSES.items():
        members = [m for m in mutants if m.cls == cls]
        if members:
            row(title, members)
    rate, extra = row("all", mutants, bold=True) if mutants else (1.0, 0.0)
    missed = [m for m in mutants if not outcomes[m.id].caught]
    if missed:
        print("\nmissed (the line as mutated, and what was reported instead):")
        for m in missed:
            outcome = outcomes[m.id]
            print(f"- {m.id}: {m.app.name}/{m.file}:{m.line}: `{m.new.strip()}`")
            for diagnostic in outcome.added[:3]:
                print(f"    reported {diagnostic['file'].removeprefix(START)}:{diagnostic['line']}: {message_of(diagnostic)}")
            if outcome.timed_out:
                print("    the check did not finish in time")
            elif not outcome.added:
                print("    no new error")
    noisy = [m for m in mutants if len(outcomes[m.id].added) > 1]
    if noisy:
        print("\nmistakes that gave more than one error:")
        for m in sorted(noisy, key=lambda m: -len(outcomes[m.id].added)):
            added = outcomes[m.id].added
            print(f"- {m.id} ({len(added)} errors): `{m.new.strip()}`; first: {message_of(added[0])}"
                  + (f"; then {message_of(added[1])}" if len(added) > 1 else ""))
    return rate, extra


# --- Main ------------------------------------------------------------------------------------------

def parse_options():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("apps", nargs="*", help="apps' folders (each one app; default: the corpus list)")
    parser.add_argument("--course", help="the course binary (default: .build/debug/course, else /work/bin/course)")
    parser.add_argument("--corpus", default=CORPUS, help="the corpus list (default: corpus.json next to this script)")
    parser.add_argument("--root", default="/tmp/corpus", help="the folder holding each corpus app by its name")
    parser.add_argument("--only", help="only these apps of the corpus (names separated by commas)")
    parser.add_argument("--jobs", type=int, default=2, help="checks at once (default 2)")
    parser.add_argument("--timeout", type=int, default=1800, help="seconds one check may take (default 1800)")
    parser.add_argument("--json", help="also write the results to this file, as JSON")
    parser.add_argument("--verbose", action="store_true", help="list every error of every app")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder and say where it is")
    parser.add_argument("--no-stand-ins", dest="stand_ins", action="store_false",
                        help="no second check with empty stand-ins for the modules an app stops at")
    parser.add_argument("--mutations", action="store_true", help="then the mutation benchmark (issue 44)")
    parser.add_argument("--report", metavar="JSON", help="check nothing: report again on what a run wrote with --json")
    parser.add_argument("--per-class", type=int, default=1, help="mutants of each class per app (default 1)")
    parser.add_argument("--seed", type=int, default=44, help="the choice of mutants (default 44)")
    return parser.parse_args()


def course_binary(given):
    for path in ([given] if given else [os.path.join(ROOT, ".build", "debug", "course"), "/work/bin/course"]):
        if path and os.path.exists(path):
            return os.path.abspath(path)
    return None


def as_json(results, mutants, outcomes, course):
    def errors(result):
        return [{"file": d["file"].removeprefix(START), "line": d["line"], "message": message_of(d)}
                for d in result.errors]

    def check(result):
        return {"clean": result.clean, "stops": result.stops, "errors": errors(result), "missing": result.missing,
                "seconds": round(result.seconds, 1)}

    return {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), "course": course,
            "apps": [{"name": r.app.name, "repo": r.app.meta.get("repo"), "commit": r.app.meta.get("commit"),
                      "settings": r.app.settings, "project": r.app.project, "files": r.app.files,
                      "as_published": check(r),
                      "with_stand_ins": dict(check(r.standin), stand_ins=r.standin.stand_ins) if r.standin else None}
                     for r in results],
            "mutants": [{"id": m.id, "class": m.cls, "file": m.file, "line": m.line, "mutated": m.new.strip(),
                         "caught": outcomes[m.id].caught, "timed_out": outcomes[m.id].timed_out,
                         "added": [{"file": d["file"].removeprefix(START), "line": d["line"], "message": message_of(d)}
                                   for d in outcomes[m.id].added]} for m in mutants]}


def from_json(path, apps):
    """The results a run wrote with --json, for --report: the apps' files are read again for their
    imports and declarations."""
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    names, by_name, results = Names(), {a.name: a for a in apps}, []

    def result(app, check):
        diagnostics = [{"file": START + e["file"], "line": e["line"], "column": 1, "message": e["message"],
                        "severity": "error", "rule": "step-typecheck"} for e in check["errors"]]
        r = Result(app, diagnostics, "", check["seconds"], names)
        r.stand_ins = check.get("stand_ins", [])
        return r

    for entry in document["apps"]:
        if entry["name"] in by_name:
            r = result(by_name[entry["name"]], entry["as_published"])
            if entry.get("with_stand_ins"):
                r.standin = result(by_name[entry["name"]], entry["with_stand_ins"])
            results.append(r)
    return document["course"], results


def run_all(options, course, apps, scratch):
    names = Names()
    errors = control(course, scratch, options.timeout)
    if errors:
        print("real-apps: the control app (one SwiftUI view) has errors, so the harness or the binary is broken:",
              file=sys.stderr)
        for diagnostic in errors:
            print(f"  {M.describe(diagnostic)}", file=sys.stderr)
        raise M.Unfit("the control app did not check clean")
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        futures = {pool.submit(run_app, course, app, scratch, options.timeout, names, options.stand_ins): app
                   for app in apps}
        for future in concurrent.futures.as_completed(futures):
            r = future.result()
            e = effective(r)
            print(f"  {r.app.name}: {len(r.clean)} of {len(r.app.files)} files clean, {plural(len(r.errors), 'error')}"
                  + (f"; with stand-ins for {', '.join(e.stand_ins)}: {len(e.clean)} clean, "
                     f"{plural(len(e.errors), 'error')}" if r.standin else "") + f" ({r.seconds + (e.seconds if r.standin else 0):.0f} s)",
                  file=sys.stderr)
    results = [f.result() for f in futures]
    results.sort(key=lambda r: apps.index(r.app))
    clean, files, stopped = report_apps(results, course)
    report_kinds(results)
    report_missing(results)
    report_details(results, options.verbose)
    status = 0 if files and clean / files >= FILES_TARGET and not stopped else 1
    mutants, outcomes = [], {}
    if options.mutations:
        for r in results:
            if not effective(r).stops:
                mutants += mutants_of(effective(r), names, options.per_class, options.seed)
        by_app = {r.app.name: effective(r) for r in results}
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
            futures = {pool.submit(run_mutant, course, m, by_app[m.app.name], scratch, options.timeout): m for m in mutants}
            for future in concurrent.futures.as_completed(futures):
                m = futures[future]
                outcome = outcomes[m.id] = future.result()
                print(f"  {'caught' if outcome.caught else 'MISSED'}  {m.id} ({plural(len(outcome.added), 'error')}, "
                      f"{outcome.seconds:.0f} s)", file=sys.stderr)
        rate, extra = report_mutants(mutants, outcomes)
        if rate < CAUGHT_TARGET or extra > EXTRA_TARGET:
            status = 1
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump(as_json(results, mutants, outcomes, course), handle, indent=1)
    return status


def main():
    options = parse_options()
    course = course_binary(options.course)
    if course is None:
        print("real-apps: no course binary: run 'swift build --product course' first", file=sys.stderr)
        return 2
    only = set(options.only.split(",")) if options.only else None
    if options.apps:
        apps = [App(os.path.basename(os.path.normpath(f)), os.path.abspath(f)) for f in options.apps]
    else:
        apps = corpus_apps(options.corpus, options.root, only)
    apps = [a for a in apps if a.files]
    if not apps:
        print("real-apps: no app with Swift files", file=sys.stderr)
        return 2
    if options.report:
        course, results = from_json(options.report, apps)
        report_apps(results, course)
        report_kinds(results)
        report_missing(results)
        report_details(results, options.verbose)
        return 0
    scratch = tempfile.mkdtemp(prefix="course-real-apps-")
    try:
        return run_all(options, course, apps, scratch)
    except M.Unfit as failure:
        print(f"real-apps: {failure}", file=sys.stderr)
        return 2
    finally:
        if options.keep:
            print(f"scratch folder: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
