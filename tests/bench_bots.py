"""Bot decision-time benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_bots.py [--exotica] [--games N]

For each bot at 5 seats (all seats played by that bot): the median and the worst time of one
``bot.choose(view, decision)``, and separately of building the seat's view (``game.view``).
"""

from __future__ import annotations

import statistics
import sys
import time

from exotica_tui.bots import BOTS, make_bot
from exotica_tui.rules import Game, GameConfig, default_catalog


def measure(kind: str, games: int, sets: list[str]) -> tuple[list[float], list[float]]:
    choose_ms: list[float] = []
    view_ms: list[float] = []
    for seed in range(games):
        game = Game.new(GameConfig(players=[f"P{k}" for k in range(5)], seed=seed, sets=sets))
        table = [make_bot(kind, seed * 5 + k) for k in range(5)]
        while not game.is_over:
            d = game.pending
            t0 = time.perf_counter()
            view = game.view(d.player)
            t1 = time.perf_counter()
            keys = table[d.player].choose(view, d)
            t2 = time.perf_counter()
            view_ms.append((t1 - t0) * 1000)
            choose_ms.append((t2 - t1) * 1000)
            game.answer(keys)
    return choose_ms, view_ms


def line(label: str, ms: list[float]) -> str:
    return (f"{label}: median {statistics.median(ms):.2f} ms, p99 "
            f"{statistics.quantiles(ms, n=100)[98]:.2f} ms, worst {max(ms):.2f} ms")


def main() -> None:
    default_catalog()  # loading the card files is start-up cost, not play
    games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 10
    sets = ["base", "exotica"] if "--exotica" in sys.argv else ["base"]
    for kind in BOTS:
        choose_ms, view_ms = measure(kind, games, sets)
        print(f"{'+'.join(sets)} 5 seats, {kind:7} ({len(choose_ms)} decisions, {games} games)")
        print("  " + line("decision", choose_ms))
        print("  " + line("view    ", view_ms))


if __name__ == "__main__":
    main()
