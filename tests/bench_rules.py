"""Rules-core benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_rules.py

decisions and player-turns per second with random answers at 2 and 5 seats, milliseconds to
replay a whole 5-seat record, and peak memory of one game.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import tracemalloc

from exotica_tui.rules import Game, GameConfig, default_catalog


def play(n: int, seed: int, sets: list[str]) -> tuple[Game, int]:
    game = Game.new(GameConfig(players=[f"P{i}" for i in range(n)], seed=seed, sets=sets))
    rng = random.Random(seed)
    decisions = 0
    while not game.is_over:
        d = game.pending
        keys = rng.sample(d.keys(), rng.randint(d.min, d.max))
        if d.check is not None and d.check(keys):
            keys = rng.sample(d.keys(), d.min)
        game.answer(keys)
        decisions += 1
    return game, decisions


def throughput(n: int, games: int, sets: list[str]) -> None:
    decisions = turns = 0
    start = time.perf_counter()
    for seed in range(games):
        game, k = play(n, seed, sets)
        decisions += k
        turns += game.s.turn_no
    secs = time.perf_counter() - start
    print(f"{'+'.join(sets):14} {n} seats: {decisions / secs:9,.0f} decisions/s, "
          f"{turns / secs:7,.0f} player-turns/s ({games} games, {decisions} decisions)")


def replay_ms(sets: list[str], games: int = 10) -> None:
    times = []
    sizes = []
    for seed in range(games):
        game, k = play(5, 100 + seed, sets)
        start = time.perf_counter()
        Game.replay(game.record)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(k)
    med = statistics.median(times)
    print(f"{'+'.join(sets):14} replay of a whole 5-seat record: median {med:.1f}"
          f" ms, worst {max(times):.1f} ms (records of {min(sizes)}-{max(sizes)} answers)")


def peak_memory(sets: list[str]) -> None:
    tracemalloc.start()
    play(5, 7, sets)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"{'+'.join(sets):14} peak memory of one 5-seat game: {peak / 1e6:.1f} MB")


def main() -> None:
    default_catalog()  # loading the card files and modules is start-up cost, not play
    play(2, 0, ["base", "exotica"])
    set_lists = [["base"]] + ([["base", "exotica"]] if "--exotica" in sys.argv else [])
    for sets in set_lists:
        for n in (2, 5):
            throughput(n, 20, sets)
        replay_ms(sets)
        peak_memory(sets)


if __name__ == "__main__":
    main()
