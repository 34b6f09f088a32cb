#!/usr/bin/env python3
"""Times `course lsp` through the protocol on the generated 57-lesson course (Benchmarks/course-check/
generate.py: 57 copies of Content's lesson 19, 2,285 lines each), a change in lesson 29, against
`course check --no-compiler` of the same course as a whole process, in the same run.

One server (`course lsp --no-compiler`, a scripted client on its pipes) opens lesson 29 of the
course, then gets full-text changes one at a time (a space added to and taken from a line of prose
in turn, so every check has the same work); for each, the time from writing the change to reading
the diagnostics published for that version — the server's debounce (30 ms) included. The server's
own CPU time per change comes from /proc/PID/stat over the timed changes. Between batches of
changes, `course check --no-compiler` of the same course runs as a process (wall and CPU), the
anchor. Last, the server's resident memory (VmRSS) after 100 and after 1,000 changes, and the load
average before and after.

    swift build -c release --product course
    python3 Benchmarks/lsp/run.py [--binary PATH] [--changes N] [--lessons 57] [--lesson 29]
"""
import argparse, importlib.util, json, os, resource, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TICK = os.sysconf("SC_CLK_TCK")


class Client:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp", "--no-compiler"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                sys.exit("the server ended")
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == self.next_id:
                return message

    def diagnostics(self, uri, version):
        while True:
            message = self.read()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def cpu(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK

    def rss_kb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])


def check_process(binary, course):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([binary, "check", "--no-compiler", course], capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"course check exited {result.returncode}: {result.stderr[-2000:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "course"))
    parser.add_argument("--changes", type=int, default=1000)
    parser.add_argument("--lessons", type=int, default=57)
    parser.add_argument("--lesson", type=int, default=29)
    arguments = parser.parse_args()
    load_before = os.getloadavg()
    work = tempfile.mkdtemp(prefix="lsp-bench-")
    spec = importlib.util.spec_from_file_location(
        "generate", os.path.join(ROOT, "Benchmarks", "course-check", "generate.py"))
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    course = generator.generate(arguments.lessons, os.path.join(work, "course"))
    lesson = os.path.join(course, f"lesson-{arguments.lesson:02}", "lesson.md")
    uri = "file://" + os.path.realpath(lesson)
    text = open(lesson, encoding="utf-8").read()
    lines = text.split("\n")
    prose = lines.index("## Why") + 2
    variants = [text, "\n".join(lines[:prose] + [lines[prose] + " "] + lines[prose + 1:])]

    client = Client(arguments.binary)
    client.request("initialize", {"processId": os.getpid(), "capabilities": {}})
    client.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    client.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
    expected = len(client.diagnostics(uri, 1))

    latencies, server_cpu, check_wall, check_cpu, rss = [], [], [], [], {}
    version = 1
    batch = 50
    while version - 1 < arguments.changes:
        cpu_before = client.cpu()
        for _ in range(batch):
            version += 1
            start = time.perf_counter()
            client.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                         "params": {"textDocument": {"uri": uri, "version": version},
                                    "contentChanges": [{"text": variants[version % 2]}]}})
            found = client.diagnostics(uri, version)
            latencies.append(time.perf_counter() - start)
            if len(found) != expected:
                sys.exit(f"version {version}: {len(found)} diagnostics, not {expected}")
            if version - 1 in (100, arguments.changes):
                rss[version - 1] = client.rss_kb()
        server_cpu.append((client.cpu() - cpu_before) / batch)
        wall, cpu = check_process(arguments.binary, course)
        check_wall.append(wall)
        check_cpu.append(cpu)
    client.request("shutdown", None)
    client.send({"jsonrpc": "2.0", "method": "exit"})
    status = client.process.wait()
    shutil.rmtree(work)

    def ms(value):
        return f"{value * 1000:.1f} ms"
    latencies.sort()
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    print(f"{arguments.changes} changes of lesson {arguments.lesson} ({len(lines)} lines) of {arguments.lessons} lessons, "
          f"{expected} diagnostics each; server exit {status}")
    print(f"load average before: {load_before[0]:.2f}, after: {os.getloadavg()[0]:.2f}")
    print()
    print("| measure | median | 95th percentile / max |")
    print("|---|---|---|")
    print(f"| diagnostics after a change (debounce 30 ms included) | {ms(statistics.median(latencies))} | {ms(p95)} / {ms(latencies[-1])} |")
    print(f"| server CPU per change (the check's work) | {ms(statistics.median(server_cpu))} | |")
    print(f"| `course check --no-compiler` of the course, a process: wall | {ms(statistics.median(check_wall))} | |")
    print(f"| `course check --no-compiler` of the course, a process: CPU | {ms(statistics.median(check_cpu))} | |")
    print()
    print(f"Resident memory: {rss.get(100, 0) / 1024:.1f} MB after 100 changes, "
          f"{rss.get(arguments.changes, 0) / 1024:.1f} MB after {arguments.changes}.")


main()
