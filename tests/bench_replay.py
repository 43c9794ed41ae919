"""Replay benchmark (not a test; CI does not time it). Prints figures:

    .venv/bin/python tests/bench_replay.py [--jumps 200] [--save FILE]

Issue 32's bound: any point of a 5-seat whole-box game reached in at most ~50 ms. A save (by
default the finished 5-seat whole-box fixture, 835 answers) is opened as ``exotica replay``
opens it, then the same random jumps are made three ways in the same run:

- a jump by checkpoint (``ReplaySession.goto``, the position built afresh each time, not
  kept from a jump before) and what the table reads of it: the view, and every other seat's
  view for the open hands;
- the same jump by a full replay of the record's prefix (``Game.replay``) and the same views:
  what a replay without checkpoints would cost on every key;
- at the table, headless: a key (End, Home, ``]``, ``[``, →, ←, in turn) until the app's
  queues are drained and the screen drawn (Textual's layout and render included).

Also the cost of opening: loading and checking the save, and building the checkpoints.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from exotica_tui import saves
from exotica_tui.play.replay import Replay, ReplaySession, Sight
from exotica_tui.rules import Game, GameRecord

FIXTURE = Path(__file__).parent / "saves" / "fixtures" / "replay" / "whole-box-5p-finished.json"
KEYS = ["end", "home", "right_square_bracket", "left_square_bracket", "right", "left"]


def ms(fn) -> float:
    return timed(fn)[0]


def timed(fn) -> tuple[float, float]:
    """(wall ms, CPU ms of this process) of one call: on a shared machine the wall time
    moves with the load, the CPU time much less."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def spread(label: str, times: list[tuple[float, float]]) -> None:
    print(f"{label} ({len(times)} jumps)")
    for what, values in (("wall", sorted(w for w, _ in times)), ("CPU", sorted(c for _, c in
                                                                             times))):
        print(f"    {what:4}: median {statistics.median(values):7.2f} ms, p90 "
              f"{values[len(values) * 9 // 10]:7.2f}, max {values[-1]:7.2f}")


def drawn(session: ReplaySession) -> None:
    """What the table reads of a position: the view, and each other seat's for open hands."""
    session.view()
    for seat in range(len(session.seats)):
        if seat != session.keyboard:
            session.open_view(seat)


def by_checkpoint(session: ReplaySession, step: int) -> None:
    session.replay._built.clear()  # built afresh: no jump is helped by the one before
    session.goto(step)
    drawn(session)


def by_full_replay(record: GameRecord, step: int) -> None:
    game = Game.replay(GameRecord(config=record.config, answers=record.answers[:step]))
    for seat in range(len(record.config.players)):
        game.view(seat)


async def at_the_table(path: Path, keys: int) -> list[tuple[float, float]]:
    from exotica_tui.tui.watch import watch_app
    from tests.tui.driver import send_key, wait_for_screen

    app = watch_app(path)
    times = []
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        for i in range(keys):
            wall, cpu = time.perf_counter(), time.process_time()
            send_key(app, KEYS[i % len(KEYS)])
            for _ in range(4):
                await wait_for_screen(pilot)
            times.append(((time.perf_counter() - wall) * 1000,
                          (time.process_time() - cpu) * 1000))
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--jumps", type=int, default=200)
    parser.add_argument("--save", type=Path, default=FIXTURE)
    args = parser.parse_args()
    os.environ.setdefault("EXOTICA_HOME", tempfile.mkdtemp())
    load = ms(lambda: saves.load(args.save))
    loaded = saves.load(args.save)
    record = loaded.game.record
    replay: Replay | None = None

    def build() -> None:
        nonlocal replay
        replay = Replay(record)

    checkpoints = ms(build)
    assert replay is not None
    size = sum(len(cp.state) for cp in replay.checkpoints)
    config = record.config
    print(f"{args.save.name}: {len(config.players)} seats, {'+'.join(config.sets)}, "
          f"{replay.last} answers, {max(replay.turn_starts)} turns; "
          f"load {os.getloadavg()[0]:.2f}")
    print(f"open: load and check {load:.0f} ms, checkpoints {checkpoints:.0f} ms "
          f"({size / 1e6:.1f} MB, {size / len(replay.checkpoints) / 1e3:.1f} KB a step)")
    rng = random.Random(32)
    targets = [rng.randrange(replay.last + 1) for _ in range(args.jumps)]
    session = ReplaySession(replay, Sight.OPEN)
    spread("jump by checkpoint, and the views", [timed(lambda t=t: by_checkpoint(session, t))
                                                 for t in targets])
    spread("jump by a full replay, and the views", [
        timed(lambda t=t: by_full_replay(record, t)) for t in targets[:max(20, args.jumps // 5)]])
    print(f"a full replay of all {replay.last} answers: "
          f"{statistics.median(ms(lambda: Game.replay(record)) for _ in range(5)):.1f} ms")
    spread("at the table (headless, 160x50), key to screen drawn",
           asyncio.run(at_the_table(args.save, min(args.jumps, 60))))
    print("bound: 50 ms")


if __name__ == "__main__":
    sys.exit(main())
