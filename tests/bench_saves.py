"""Save benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_saves.py

milliseconds per autosave (it replays only the new answers to verify) and per load, at several
points of a 5-seat game, the size of the file, and milliseconds per undo.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from exotica_tui import saves
from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.undo import UndoRefused, undo
from exotica_tui.sim import random_answer


def ms(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    os.environ["EXOTICA_HOME"] = tempfile.mkdtemp()
    game = Game.new(GameConfig(players=[f"P{i}" for i in range(5)], seed=3))
    rng = random.Random(3)
    autosaver = saves.Autosaver()
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
        if n in marks or game.is_over:
            save = ms(lambda: autosaver.save(game))
            load = ms(lambda: saves.load(autosaver.path))
            size = Path(autosaver.path).stat().st_size
            print(f"{n:5} answers: autosave {save:6.1f} ms, load {load:6.1f} ms, "
                  f"file {size / 1024:5.1f} KiB")
    print(f"undo: {len(undo_times)} allowed, median {statistics.median(undo_times) * 1000:.1f} ms,"
          f" max {max(undo_times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
