"""Benchmark (not a test): ``exotica sim --jobs N`` against ``--jobs 1`` in the same run.

    .venv/bin/python tests/bench_sim.py [--games 200] [--jobs N] [--rounds 2]

Issue 13, target 4: on 2 idle cores ``--jobs 2`` plays at least 1.8x the games per second of
``--jobs 1``. The anchor is the same games in one process, timed in the same run, the two
alternating; the printed load average (before and after) says whether the cores were idle:
a speed-up is wall time, so the machine's other work takes it away. Both runs must give the
same result (``seconds`` aside), which ``tests/test_sim_policies.py`` also checks.
"""

from __future__ import annotations

import argparse
import os
import statistics

from exotica_tui import sim
from exotica_tui.cli import cores


def timed(games: int, jobs: int, seed: int) -> tuple[float, dict]:
    result = sim.run(games, (2, 4), seed, ["base", "exotica"], check="end", jobs=jobs)
    return result.pop("seconds"), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=cores())
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    load = os.getloadavg()[0]
    timed(10, args.jobs, 0)  # the first pool and the first games pay for imports and caches
    ones, manys = [], []
    for r in range(args.rounds):
        one, first = timed(args.games, 1, r + 1)
        many, second = timed(args.games, args.jobs, r + 1)
        if first != second:
            raise SystemExit(f"round {r + 1}: --jobs {args.jobs} gave another result")
        ones.append(one)
        manys.append(many)
        print(f"round {r + 1}: --jobs 1 {args.games / one:.1f} games/s, --jobs {args.jobs} "
              f"{args.games / many:.1f} games/s: {one / many:.2f}x")
    ratio = statistics.median(ones) / statistics.median(manys)
    print(f"{args.games} games of 2-4 seats, base+Exotica, x {args.rounds} rounds on "
          f"{cores()} cores, load average {load:.2f} before, {os.getloadavg()[0]:.2f} after: "
          f"--jobs {args.jobs} {ratio:.2f}x of --jobs 1 (target 1.8x with --jobs 2 on 2 idle "
          "cores)")


if __name__ == "__main__":
    main()
