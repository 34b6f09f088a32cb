#!/usr/bin/env python3
"""How long `course quiz` takes to take a paste into its typing area (issue 46, item 6): the quiz on a
pseudo-terminal (80x24, Content/, a fresh review log), `t` on the first card, then N characters of
Swift lines written at once, as a terminal without bracketed paste sends them (tmux `send-keys`, a
paste into a terminal that does not bracket it) or bracketed (`--bracketed`). Measured: the quiz's
CPU time (user + system, from /proc) and the wall time from the first byte written to the screen
showing the last line, for N and 4N: linear work grows 4x, quadratic work 16x.

    swift build --product course
    python3 Benchmarks/typing-paste/run.py [--binary PATH] [--bracketed] [N ...]   # default 5000 20000
"""
import os
import pty
import select
import signal
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def lines_of(count):
    """Swift lines, four spaces in, of about `count` characters in all; the last line's text."""
    lines, size, number = [], 0, 0
    while size < count:
        number += 1
        line = f"    let value{number} = {number} * 2"
        lines.append(line)
        size += len(line) + 1
    return "\r".join(lines), lines[-1].strip()


def run(binary, count, bracketed):
    folder = tempfile.mkdtemp(prefix="typing-paste-")
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_DATA_HOME=folder, COLUMNS="80", LINES="24")
    # No colours: the last line is then found in what is drawn as it was pasted.
    env["NO_COLOR"] = "1"
    # No compiler: the grader builds nothing in the background, so the CPU measured is the typing's.
    env["COURSE_SWIFTC"] = "/nonexistent/swiftc"
    pid, master = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.execve(binary, [binary, "quiz", "Content", "--log", f"{folder}/reviews.jsonl"], env)
    import fcntl, struct, termios
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = bytearray()

    def read_until(marker, timeout=60):
        deadline = time.time() + timeout
        while marker not in seen:
            if time.time() > deadline:
                raise SystemExit(f"never shown: {marker!r}; shown: {bytes(seen[-2000:])!r}")
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                seen.extend(os.read(master, 1 << 16))

    read_until(b"t type the answer")
    os.write(master, b"t")
    read_until(b"submit")
    text, last = lines_of(count)
    data = text.encode()
    if bracketed:
        data = b"\x1b[200~" + data + b"\x1b[201~"
    del seen[:]
    before = cpu_seconds(pid)
    start = time.time()
    written = 0
    deadline = start + 600
    while b"  |     " + last.encode() not in seen:
        if time.time() > deadline:
            raise SystemExit(f"the last line never shown; shown: {bytes(seen[-2000:])!r}")
        writable = [master] if written < len(data) else []
        ready, can_write, _ = select.select([master], writable, [], 0.1)
        if can_write:
            written += os.write(master, data[written:written + 4096])
        if ready:
            seen.extend(os.read(master, 1 << 16))
            del seen[:-4096]
    wall = time.time() - start
    cpu = cpu_seconds(pid) - before
    # Esc, then y (throw it away), then q: each alone (Esc and a key at once are Alt and the key).
    for key in (b"\x1b", b"y", b"q"):
        time.sleep(0.3)
        os.write(master, key)
    time.sleep(0.5)
    if os.waitpid(pid, os.WNOHANG) == (0, 0):
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
    return len(text), wall, cpu


def main():
    args = sys.argv[1:]
    binary = os.path.join(ROOT, ".build", "debug", "course")
    if "--binary" in args:
        binary = args[args.index("--binary") + 1]
        del args[args.index("--binary"):args.index("--binary") + 2]
    bracketed = "--bracketed" in args
    counts = [int(a) for a in args if a != "--bracketed"] or [5000, 20000]
    print(f"binary {binary}, {'bracketed' if bracketed else 'not bracketed'}")
    print("| characters | wall | quiz CPU |")
    print("| ---: | ---: | ---: |")
    for count in counts:
        size, wall, cpu = run(binary, count, bracketed)
        print(f"| {size:,} | {wall * 1000:,.0f} ms | {cpu * 1000:,.0f} ms |")


if __name__ == "__main__":
    main()
