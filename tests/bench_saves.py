"""Save benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_saves.py

A 5-seat base+Exotica game played with random answers, autosaved after every answer as the app
does (``Autosaver.post``: the app's thread takes the save once the screen shows the answer, a
thread writes it), beside the old synchronous save (``saves.write_save``: serialise, check it
loads back, fsync, rename, all on the key path) of the same game every 10th answer in the same
run. The cost on the app's thread as wall time and as that thread's own CPU time
(``time.thread_time``; the writer's CPU is another thread's): every 10th answer with the writer
idle (a player's keys come far apart; a write takes ~15 ms), the others back to back (bots at
full speed: the writer is busy and holds the GIL).
Then milliseconds per load at several points, the file size, and per undo.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from exotica_tui import saves
from exotica_tui.autosave import Autosaver
from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.undo import UndoRefused, undo
from exotica_tui.sim import random_answer


def timed(fn) -> tuple[float, float]:
    """(wall ms, this thread's CPU ms) of one call."""
    wall, cpu = time.perf_counter(), time.thread_time()
    fn()
    return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000


def summary(label: str, times: list[tuple[float, float]]) -> None:
    walls, cpus = sorted(w for w, _ in times), sorted(c for _, c in times)
    fifth = len(times) // 5
    early = statistics.median(c for _, c in times[:fifth])
    late = statistics.median(c for _, c in times[-fifth:])
    print(f"{label}: wall median {statistics.median(walls):6.2f} ms, p90"
          f" {walls[len(walls) * 9 // 10]:6.2f}, max {walls[-1]:6.2f} | CPU median"
          f" {statistics.median(cpus):5.2f} ms (first fifth {early:.2f}, last {late:.2f}),"
          f" p90 {cpus[len(cpus) * 9 // 10]:5.2f} ({len(times)} saves)")


def ms(fn, repeat: int = 5) -> float:
    return statistics.median(timed(fn)[0] for _ in range(repeat))


def main() -> None:
    os.environ["EXOTICA_HOME"] = tempfile.mkdtemp()
    game = Game.new(GameConfig(players=[f"P{i}" for i in range(5)], seed=3,
                               sets=["base", "exotica"], five_without_escalation=True))
    rng = random.Random(3)
    autosaver = Autosaver()
    old_path, old_shadow = saves.new_save_path(), None
    posts, idle, old = [], [], []
    marks = {50, 200, 400, 800}
    undo_times = []
    while not game.is_over:
        game.answer(random_answer(game, game.pending, rng))
        n = len(game.record.answers)
        try:
            start = time.perf_counter()
            undo(game)
            undo_times.append(time.perf_counter() - start)
        except UndoRefused:
            pass
        if n % 10:
            posts.append(timed(lambda: autosaver.post(game)))
        else:
            autosaver.flush()
            idle.append(timed(lambda: autosaver.post(game)))
            autosaver.flush()  # the old way alone on the CPU, as it was

            def write_old():
                nonlocal old_shadow
                old_shadow = saves.write_save(game, old_path, shadow=old_shadow)

            old.append(timed(write_old))
        if n in marks or game.is_over:
            assert autosaver.flush() is None
            load = ms(lambda: saves.load(autosaver.path))
            size = Path(autosaver.path).stat().st_size
            print(f"{n:5} answers: load {load:6.1f} ms, file {size / 1024:5.1f} KiB")
    assert autosaver.close() is None
    assert saves.load(autosaver.path).game.digest() == game.digest()
    summary("autosave on the app's thread, writer idle", idle)
    summary("... back to back, writer busy            ", posts)
    summary("old synchronous autosave (write_save)    ", old)
    print(f"undo: {len(undo_times)} allowed, median {statistics.median(undo_times) * 1000:.1f} ms,"
          f" max {max(undo_times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
