"""Bot decision-time benchmark (not a test; CI does not time it). Prints figures:

    python tests/bench_bots.py [--exotica | --sets a,b] [--games N] [--bots greedy,expert:0.1]
        [--seats N]

For each bot at 5 seats (or ``--seats``; all seats played by that bot): the mean (what the
expert's budget is measured against), the median and the worst time of one
``bot.choose(view, decision)`` over every decision and over the turn-shaping ones (action and
role in the bot's own turn: the ones the search bot searches), and of building the seat's view
(``game.view``, the rules core's share). Times are CPU time of this process
(``time.process_time``), so that other work on a shared machine does not inflate them; on an
idle machine wall-clock time is the same.
"""

from __future__ import annotations

import statistics
import sys
import time

from exotica_tui.bots import BOTS, make_bot
from exotica_tui.rules import Game, GameConfig, default_catalog
from exotica_tui.rules.config import house_five


def measure(kind: str, games: int, sets: list[str], seats: int) -> dict[str, list[float]]:
    ms: dict[str, list[float]] = {"decision": [], "action/role": [], "view": []}
    for seed in range(games):
        game = Game.new(GameConfig(players=[f"P{k}" for k in range(seats)], seed=seed, sets=sets,
                                   five_without_escalation=house_five(seats, sets)))
        table = [make_bot(kind, seed * 5 + k) for k in range(seats)]
        while not game.is_over:
            d = game.pending
            t0 = time.process_time()
            view = game.view(d.player)
            t1 = time.process_time()
            keys = table[d.player].choose(view, d)
            t2 = time.process_time()
            ms["view"].append((t1 - t0) * 1000)
            ms["decision"].append((t2 - t1) * 1000)
            if d.kind in ("action", "role"):
                ms["action/role"].append((t2 - t1) * 1000)
            game.answer(keys)
    return ms


def line(label: str, ms: list[float]) -> str:
    return (f"{label:12} mean {statistics.mean(ms):6.2f} ms, median "
            f"{statistics.median(ms):6.2f} ms, p99 "
            f"{statistics.quantiles(ms, n=100)[98]:6.2f} ms, worst {max(ms):6.2f} ms")


def main() -> None:
    default_catalog()  # loading the card files is start-up cost, not play
    games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 10
    sets = ["base", "exotica"] if "--exotica" in sys.argv else ["base"]
    if "--sets" in sys.argv:
        sets = sys.argv[sys.argv.index("--sets") + 1].split(",")
    kinds = sys.argv[sys.argv.index("--bots") + 1].split(",") if "--bots" in sys.argv else BOTS
    seats = int(sys.argv[sys.argv.index("--seats") + 1]) if "--seats" in sys.argv else 5
    for kind in kinds:
        ms = measure(kind, games, sets, seats)
        n = len(ms["decision"])
        print(f"{'+'.join(sets)} {seats} seats, {kind} ({n} decisions, {games} games)")
        for label, times in ms.items():
            print("  " + line(label, times))


if __name__ == "__main__":
    main()
