"""Benchmark (not a test): key press to refreshed screen, and time to first screen, of the real
app in a pseudo-terminal, each beside the same measure for a minimal Textual app in the same run.

    .venv/bin/python tests/bench_tui.py [--keys 40] [--runs 3]

The app resumes a late 5-seat Exotica game (played by the rules core with random legal
answers); key presses answer its prompts as a player would (handoffs included). The output is
read until it goes quiet, through a terminal emulator; the latency is the time of the last
byte that changed what the screen shows. Bytes that redraw cells as they already are do not
count: narrow, the table behind a handoff cover is brought up to date for the next player
while the keyboard changes hands, and its redraw leaves the cover on screen as it was. The
time of the last byte of all is printed too. On a shared machine the wall times move with
the load, so the CPU time each app's process spends per key (all of it, from /proc: Linux
only) is printed beside them, issue 13's target 6 compared with the minimal app that
replaces the whole screen.
Every launch shares one EXOTICA_HOME, as a player's starts do (the card catalog is cached
there by the first game), and one bytecode cache, written by a first run whose figures are
not counted: an installed package has its bytecode (where PYTHONDONTWRITEBYTECODE is set, as
on the machines of issue 13, every start of the real app compiled its 70 modules again, ~50
ms, while Textual's came from its install), and a first launch that only imported both apps
left the ~40 modules a start and its keys import later (the card sets, the rules' turn,
Textual's widgets) to be compiled in the first counted run: ~45 ms more CPU to its first
screen, half the median of two runs.
Targets (issue 4): within 1.5x of the minimal app; key press to screen under 50 ms.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

QUIET = 0.08  # seconds without output that end a screen update
BURST = 0.001  # seconds without output that end one write of the app (a frame comes in pieces)
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def late_game() -> list[list[str]]:
    from exotica_tui.play.session import Session
    from exotica_tui.play.setup import Seat, Setup
    from exotica_tui.sim import progress_answer

    setup = Setup(seats=[Seat(n) for n in NAMES], sets=["base", "exotica"], seed=5,
                  five_without_escalation=True)
    game = Session(setup, 5).game
    rng = random.Random(5)
    while (d := game.pending) is not None and not (game.s.turn_no >= 40 and d.kind == "action"):
        game.answer(progress_answer(game, d, rng))
    return game.record.answers


def serve(kind: str, answers_file: str | None) -> None:
    """Run one app in this terminal (the child side of the benchmark)."""
    if kind in ("mini", "mini-full"):
        from textual.app import App
        from textual.widgets import Footer, Static

        def text(n: int) -> str:
            """One line, or (mini-full) a whole screen whose every line changes."""
            rows = range(38 if kind == "mini-full" else 0)
            return "\n".join([f"count {n}", *(f"line {y} of screen {n}  " * 5 for y in rows)])

        class Mini(App):
            BINDINGS = [("x", "bump", "Bump")]
            n = 0

            def compose(self):
                yield Static(text(0), id="n")
                yield Footer()

            def action_bump(self) -> None:
                self.n += 1
                self.query_one("#n", Static).update(text(self.n))

        Mini().run()
        return
    from exotica_tui.play.setup import Seat, Setup
    from exotica_tui.tui.app import ExoticaApp

    answers = json.loads(Path(answers_file).read_text()) if answers_file else None
    if os.environ.get("BENCH_SPLIT"):
        split_ours(os.environ["BENCH_SPLIT"])
    setup = Setup(seats=[Seat(n) for n in NAMES], sets=["base", "exotica"], seed=5,
                  five_without_escalation=True)
    ExoticaApp(setup, answers).run()


def split_ours(out: str) -> None:
    """``--split``: time (this thread's CPU) what runs in our code, outermost calls only: the
    handlers of a key (an answer, the cover's Enter, a pick: the rules and the views they
    build, and the Textual calls they make) and the lines our widgets draw for Textual's frames;
    and the garbage collector. The rest of a key is Textual's: its key dispatch, layout,
    frames (the styles and cuts of every line drawn) and messages. At exit, the totals at
    each key press go to ``out``."""
    import atexit
    import gc

    from exotica_tui.tui import packed
    from exotica_tui.tui.app import ExoticaApp
    from exotica_tui.tui.screens.table import TableScreen
    from exotica_tui.tui.widgets import board, empire, prompt

    clock, ours, depth, at_keys = time.thread_time, [0.0, 0.0], [0], []

    def timed(owner: type, name: str) -> None:
        inner = getattr(owner, name)

        def outer(*args, **kw):
            depth[0] += 1
            start = clock() if depth[0] == 1 else 0.0
            try:
                return inner(*args, **kw)
            finally:
                depth[0] -= 1
                if not depth[0]:
                    ours[0] += clock() - start
        setattr(owner, name, outer)

    for owner, names in ((ExoticaApp, ["on_prompt_panel_answered"]),
                         (TableScreen, ["action_ready", "refresh_view", "action_hot"]),
                         (prompt.PromptPanel, ["pick", "confirm"]),
                         (empire.Tiled, ["render_strips", "get_height"]),
                         (packed.RowsVisual, ["render_strips", "get_height"]),
                         (board.LogPanel, ["render_line"]),
                         (empire.Empires, ["render", "get_content_height"])):
        for name in names:
            timed(owner, name)
    collecting = [0.0]

    def collector(phase: str, _info: dict) -> None:
        if phase == "start":
            collecting[0] = clock()
        else:
            ours[1] += clock() - collecting[0]
    gc.callbacks.append(collector)
    key = ExoticaApp.on_event

    async def on_event(self, event):
        if type(event).__name__ == "Key" and not event.is_forwarded:
            at_keys.append((clock(), *ours))
        return await key(self, event)
    ExoticaApp.on_event = on_event
    atexit.register(lambda: Path(out).write_text(json.dumps([*at_keys, (clock(), *ours)])))


class Pty:
    def __init__(self, args: list[str], cols: int = 120, rows: int = 40):
        import pexpect
        import pyte

        self.pexpect = pexpect
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        env = {**os.environ, "TERM": "xterm-256color"}  # EXOTICA_HOME: main's
        self.t0 = time.perf_counter()
        self.child = pexpect.spawn(sys.executable, [__file__, *args], env=env,
                                   dimensions=(rows, cols), cwd=str(Path.cwd()))
        self.child.delaybeforesend = None  # pexpect sleeps 50 ms before each send by default

    def cells(self) -> list[tuple]:
        """What the screen shows: every cell's character and attributes."""
        buffer = self.screen.buffer
        return [tuple(buffer[y][x] for x in range(self.screen.columns))
                for y in range(self.screen.lines)]

    def read(self, timeout: float) -> tuple[float, bool]:
        """The next burst of output: when its last byte came, and whether it changed the
        screen. All of a burst is read before the emulator parses it (slowly), so that the
        parsing delays no byte's time."""
        data = self.child.read_nonblocking(65536, timeout=timeout)
        at = time.perf_counter()
        while True:
            try:
                data += self.child.read_nonblocking(65536, timeout=BURST)
                at = time.perf_counter()
            except self.pexpect.TIMEOUT:
                break
        before = self.cells()
        self.stream.feed(data)
        return at, self.cells() != before

    def quiet(self, seen: float | None, last: float,
              pattern: str | None = None, timeout: float = 30) -> tuple[float, float]:
        """Read until ``pattern`` is on screen and the output went quiet: the times of the
        last screen change and of the last byte."""
        end = last + timeout
        while time.perf_counter() < end:
            try:
                last, changed = self.read(QUIET)
                seen = last if changed else seen
            except self.pexpect.TIMEOUT:
                if seen is not None and (pattern is None or re.search(pattern, self.text())):
                    return seen, last
        raise RuntimeError(f"no {pattern!r} on screen:\n{self.text()}")

    def settle(self, pattern: str) -> tuple[float, float]:
        return self.quiet(None, time.perf_counter(), pattern)

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def press(self, key: str) -> tuple[float, float]:
        """Seconds from sending ``key`` to the last change of the screen it causes, and to
        the last byte. Every key of the benchmark redraws, so the first byte is awaited
        however late it comes (a silence before it must not end the measure, nor leave the
        next key to a stale screen)."""
        t = time.perf_counter()
        self.child.send(key)
        at, changed = self.read(10)
        seen, last = self.quiet(at if changed else None, at)
        return seen - t, last - t

    def cpu(self) -> float:
        """Seconds of CPU the app's process has used: the nanoseconds each of its threads has
        run (``/proc/PID/task/*/schedstat``; both apps' threads live as long as the app), or,
        where the kernel keeps no such figures, the user and system time in clock ticks.
        Ticks are truncated per thread, ~12 ms short of a start on both sides (10 ms each:
        too coarse for one start)."""
        tasks = Path(f"/proc/{self.child.pid}/task")
        try:
            return sum(int((t / "schedstat").read_text().split()[0]) for t in tasks.iterdir()) / 1e9
        except (OSError, ValueError, IndexError):
            stat = Path(f"/proc/{self.child.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")

    def close(self, wait: bool = False) -> None:
        """Quit the app (``wait``: until it has exited, its exit handlers run)."""
        self.child.sendcontrol("q")
        if wait:
            self.child.expect(self.pexpect.EOF, timeout=60)
        self.child.close(force=True)


def next_key(text: str) -> str:
    """What a player presses next on this exotica screen."""
    if "Pass the keyboard" in text:
        return "\r"
    m = re.search(r"Discard (\d+) cards down to your hand limit", text)
    box = re.search(r"\[ \] (\d) ", text)
    if m and box and text.count("[x] ") < int(m.group(1)):  # tick cards, then Enter
        return box.group(1)
    m = re.search(r"\[(\w)\] (Take no action|Buy nothing)", text)
    if m:
        return m.group(1)
    if "Lead which role?" in text:
        return "p"
    if "or dissent?" in text:
        return "f"
    return "\r"


def measure(keys: int, answers_file: str, split: bool = False) -> dict[str, list[float]]:
    from exotica_tui.tui.screens.table import COVER_QUIET, SETTLE_QUIET

    out: dict[str, list[float]] = {k: [] for k in (
        "exotica_first", "mini_first", "exotica_key", "mini_key", "exotica_handoff",
        "exotica_same_seat", "exotica_last_byte", "mini_last_byte")}
    split_file = Path(tempfile.mkdtemp()) / "split.json"
    if split:
        os.environ["BENCH_SPLIT"] = str(split_file)
    app = Pty(["--serve", "exotica", answers_file])
    os.environ.pop("BENCH_SPLIT", None)
    kinds = []
    out["exotica_first"].append(app.settle("Pass the keyboard")[0] - app.t0)
    cpu = app.cpu()
    out["exotica_first_cpu"] = [cpu]
    uncovered = False
    for _ in range(keys):
        text = app.text()
        if "Pass the keyboard" in text:
            time.sleep(COVER_QUIET + 0.1)  # the cover takes only an Enter after a pause
        elif uncovered:
            time.sleep(SETTLE_QUIET + 0.1)  # and the table a key after another pause
        # after a cover nothing is highlighted: the player's first key moves the highlight
        key = "\x1b[B" if uncovered and "Pass the keyboard" not in text else next_key(text)
        uncovered = "Pass the keyboard" in text
        before = app.cpu()
        took, last = app.press(key)
        out["exotica_key"].append(took)
        out["exotica_last_byte"].append(last)
        shown = "Pass the keyboard" in app.text()
        handoff = "Pass the keyboard" in text or shown
        out["exotica_handoff" if handoff else "exotica_same_seat"].append(took)
        kind = "dismissed" if "Pass the keyboard" in text else "shown" if shown else "answer"
        out.setdefault(f"kind_{kind}", []).append(app.cpu() - before)
        kinds.append(kind)
    out["exotica_cpu"] = [(app.cpu() - cpu) / keys]
    app.close(wait=split)
    if split:  # our code's and the collector's CPU during each key, from its press to the next
        at_keys = json.loads(split_file.read_text())
        for kind, (_, ours, gc), (_, ours_next, gc_next) in zip(
                kinds, at_keys, at_keys[1:], strict=False):
            out.setdefault(f"ours_{kind}", []).append(ours_next - ours)
            out.setdefault(f"gc_{kind}", []).append(gc_next - gc)
    shutil.rmtree(split_file.parent, ignore_errors=True)
    mini = Pty(["--serve", "mini"])
    out["mini_first"].append(mini.settle("count 0")[0] - mini.t0)
    cpu = mini.cpu()
    out["mini_first_cpu"] = [cpu]
    for _ in range(keys):
        took, last = mini.press("x")
        out["mini_key"].append(took)
        out["mini_last_byte"].append(last)
    out["mini_cpu"] = [(mini.cpu() - cpu) / keys]
    mini.close()
    full = Pty(["--serve", "mini-full"])
    full.settle("count 0")
    cpu = full.cpu()
    out["mini_full_key"] = [full.press("x")[0] for _ in range(keys)]
    out["mini_full_cpu"] = [(full.cpu() - cpu) / keys]
    full.close()
    return out


def print_split(totals: dict[str, list[float]], kinds: dict[str, list[float]],
                cpu: dict[str, float]) -> None:
    """``--split``: each kind's CPU as our code, the collector and Textual (the rest), and
    Textual's part alone beside the minimal app's whole screen: what a key would cost if our
    code cost nothing (the floor of these widgets, these frames)."""
    parts = []
    for name, kind in (("a cover shown", "shown"), ("a cover taken away", "dismissed"),
                       ("any other answer", "answer")):
        ours, gc = (1000 * statistics.mean(totals.get(f"{k}_{kind}", [0.0]))
                    for k in ("ours", "gc"))
        whole = 1000 * statistics.mean(kinds[kind])
        parts.append(f"{name} {whole:.1f} ms = ours {ours:.1f} + collector {gc:.1f} + "
                     f"Textual {whole - ours - gc:.1f}")
    ours, gc = (1000 * statistics.mean([t for k, v in totals.items() if k.startswith(f"{w}_")
                                        for t in v]) for w in ("ours", "gc"))
    textual = cpu["exotica"] - ours - gc
    print("Inside the keys (--split; means): " + "; ".join(parts))
    print(f"  all keys: ours {ours:.1f} ms, collector {gc:.1f} ms, Textual {textual:.1f} ms: "
          f"Textual's part alone {textual / cpu['mini_full']:.2f}x the minimal app replacing "
          f"the whole screen (our code at no cost: the floor of these widgets and frames)")


def main() -> int:
    parser = argparse.ArgumentParser(description="TUI latency benchmark")
    parser.add_argument("--serve", nargs="*")
    parser.add_argument("--keys", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--split", action="store_true",
                        help="also time our code and the garbage collector inside each key "
                             "(instrumented: a little more CPU per key)")
    args = parser.parse_args()
    if args.serve is not None:
        serve(args.serve[0], args.serve[1] if len(args.serve) > 1 else None)
        return 0
    # One home for every launch, as a player's: the first game (here the parent's) leaves the
    # validated card catalog in its cache, and the apps start from it like any later start.
    os.environ["EXOTICA_HOME"] = tempfile.mkdtemp()
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = os.path.join(os.environ["EXOTICA_HOME"], "bytecode")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(late_game(), f)
    measure(args.keys, f.name)  # writes the bytecode of every module a run imports: not counted
    totals: dict[str, list[float]] = {}
    for _ in range(args.runs):
        for k, v in measure(args.keys, f.name, args.split).items():
            totals.setdefault(k, []).extend(v)
    os.unlink(f.name)
    shutil.rmtree(os.environ["EXOTICA_HOME"], ignore_errors=True)
    totals = {k: v or [0.0] for k, v in totals.items()}
    ms = {k: 1000 * statistics.median(v) for k, v in totals.items()}
    p90 = {k: 1000 * sorted(v)[math.ceil(0.9 * len(v)) - 1] for k, v in totals.items()}
    for what in ("key", "first"):
        a, b = ms[f"exotica_{what}"], ms[f"mini_{what}"]
        label = "key press to screen" if what == "key" else "time to first screen"
        print(f"{label:22} exotica {a:7.1f} ms (p90 {p90[f'exotica_{what}']:.1f})   "
              f"minimal app {b:7.1f} ms (p90 {p90[f'mini_{what}']:.1f})   ratio {a / b:.2f}")
    print(f"  of which: to or from a handoff screen {ms['exotica_handoff']:.1f} ms "
          f"({len(totals['exotica_handoff'])} keys), same seat {ms['exotica_same_seat']:.1f} ms "
          f"({len(totals['exotica_same_seat'])} keys)")
    print(f"  to the last byte: exotica {ms['exotica_last_byte']:.1f} ms "
          f"(p90 {p90['exotica_last_byte']:.1f}), minimal app {ms['mini_last_byte']:.1f} ms")
    print(f"  for scale: a minimal app whose key replaces the whole screen (as a handoff does) "
          f"{ms['mini_full_key']:.1f} ms")
    first = {k: 1000 * statistics.median(totals[f"{k}_first_cpu"]) for k in ("exotica", "mini")}
    print(f"CPU to the first screen (median; the load moves it less than the wall time): exotica"
          f" {first['exotica']:.0f} ms, minimal app {first['mini']:.0f} ms: ratio"
          f" {first['exotica'] / first['mini']:.2f} (target 1.5); by run: " + ", ".join(
              f"{1000 * e:.0f}/{1000 * m:.0f}" for e, m in zip(
                  totals["exotica_first_cpu"], totals["mini_first_cpu"], strict=True)))
    cpu = {k: 1000 * statistics.mean(totals[f"{k}_cpu"]) for k in ("exotica", "mini", "mini_full")}
    print(f"CPU per key (mean): exotica {cpu['exotica']:.1f} ms, minimal app {cpu['mini']:.1f} ms,"
          f" minimal app replacing the whole screen {cpu['mini_full']:.1f} ms: ratio"
          f" {cpu['exotica'] / cpu['mini_full']:.2f} (target 2)")
    kinds = {k: totals.get(f"kind_{k}", [0.0]) for k in ("shown", "dismissed", "answer")}
    names = ("a cover shown", "a cover taken away", "any other answer")
    print("CPU per key by kind (the process's CPU before and after each key: "
          "means of many keys): " + ", ".join(
              f"{name} {1000 * statistics.mean(v):.1f} ms ({len(v)} keys)"
              for name, v in zip(names, kinds.values(), strict=True)))
    if args.split:
        print_split(totals, kinds, cpu)
    print(json.dumps({k: round(v, 1) for k, v in ms.items()
                      if not k.endswith("_cpu") and not k.startswith(("kind_", "ours_", "gc_"))}
                     | {f"{k}_cpu": round(v, 1) for k, v in cpu.items()}
                     | {f"{k}_first_cpu": round(v) for k, v in first.items()}))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    raise SystemExit(main())
