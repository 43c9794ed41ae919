"""``exotica balance``: which planets, technologies and scenarios go with winning.

A bot tournament (``sim.run``, the same games as ``exotica sim --bots``) and, for every card,
how often the player who got it won: a planet face up in the empire at the end, a technology
owned at the end, the scenario a player set up with. Each rate carries a 95% Wilson interval
and is compared with the pooled rate of its kind (winners own more planets than losers, so a
planet is compared with planets, not with the table's 1/seats); a card whose interval excludes
its kind's rate is flagged. ``expected`` is the rate the holders' bots win at overall: a card
one bot favours can look strong because that bot is. Reconstructed Exotica cards are marked.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # ``exotica --help`` builds this parser without loading the rules
    from .rules import Game

KINDS = ("planet", "tech", "scenario")
Z95 = 1.959964


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate ``wins / n`` (a split victory counts its share)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def holdings(game: Game) -> list[set[tuple[str, str]]]:
    """Per seat, the (kind, card id) it got: face-up planets, owned technologies, scenario."""
    from .rules.points import owned_techs

    out = []
    for p in game.s.players:
        got = {("planet", game.card(pl.card).id) for pl in p.planets if pl.face_up}
        got |= {("tech", game.card(c).id) for c in owned_techs(game, p)}
        if p.scenario:
            got.add(("scenario", p.scenario))
        out.append(got)
    return out


@dataclass
class Tally:
    """Holdings and wins per card over a tournament."""

    seed: int
    bots: list[str]
    n: dict = field(default_factory=lambda: defaultdict(int))
    wins: dict = field(default_factory=lambda: defaultdict(float))
    held_by: dict = field(default_factory=lambda: defaultdict(lambda: defaultdict(int)))

    def add(self, game: Game) -> None:
        from .rules.points import win_shares
        from .sim import seating

        kinds = seating(self.bots, game.config.seed - self.seed * 1_000_003)
        shares = win_shares(game.scores())
        for seat, got in enumerate(holdings(game)):
            share = shares[seat]
            for item in got:
                self.n[item] += 1
                self.wins[item] += share
                self.held_by[item][kinds[seat]] += 1

    def rows(self, sets: list[str], bot_rate: dict[str, float]) -> list[dict]:
        """One row per card of ``sets`` (held or not), with its interval and flag."""
        mean = {k: self.pooled(k) for k in KINDS}
        rows = []
        for kind, cid, name, provenance in catalog_items(sets):
            item = (kind, cid)
            n, w = self.n.get(item, 0), self.wins.get(item, 0.0)
            low, high = wilson(w, n)
            held = self.held_by.get(item, {})
            expected = (sum(bot_rate.get(b, 0.0) * k for b, k in held.items()) / n) if n else None
            flag = "high" if n and low > mean[kind] else "low" if n and high < mean[kind] else ""
            rows.append({"kind": kind, "id": cid, "name": name, "provenance": provenance,
                         "n": n, "wins": round(w, 2), "rate": round(w / n, 3) if n else None,
                         "low": round(low, 3), "high": round(high, 3),
                         "expected": round(expected, 3) if expected is not None else None,
                         "flag": flag})
        return rows

    def pooled(self, kind: str) -> float:
        n = sum(v for (k, _), v in self.n.items() if k == kind)
        return sum(v for (k, _), v in self.wins.items() if k == kind) / n if n else 0.0


def catalog_items(sets: list[str]) -> list[tuple[str, str, str, str]]:
    """(kind, id, name, provenance) of every planet, start planet, technology and scenario;
    a name several cards share (the faces of base technologies) carries the id."""
    from .rules.catalog_cache import default_catalog

    cat = default_catalog()
    kinds = {"planet": "planet", "start_planet": "planet", "tech": "tech"}
    out = [(kinds[c.kind], c.id, c.name, c.provenance) for c in cat.of_set(*sets)
           if c.kind in kinds]
    out += [("scenario", sc.id, sc.name, sc.provenance) for sc in cat.scenarios.values()
            if sc.set in sets]
    names = Counter(name for _, _, name, _ in out)
    return [(kind, cid, name if names[name] == 1 else f"{name} ({cid})", prov)
            for kind, cid, name, prov in out]


def report(args: argparse.Namespace, progress=None) -> dict:
    """Play the tournament and return the report (what ``--json`` prints); ``progress``: as
    ``sim.run``'s."""
    from . import sim

    tally = Tally(args.seed, args.bots)
    result = sim.run(args.games, (2, 5), args.seed, args.sets, scenarios=args.scenarios,
                     check="none", bots=args.bots, think=args.think, jobs=args.jobs,
                     on_game=tally.add, progress=progress, ray=args.ray)
    seats = {b: args.games * args.bots.count(b) for b in set(args.bots)}
    bot_rate = {b: result["wins_by_bot"].get(b, 0) / seats[b] for b in seats}
    return {"games": args.games, "completed": result["completed"], "errors": result["errors"],
            "bots": args.bots, "sets": args.sets, "scenarios": args.scenarios,
            "seconds": result["seconds"], "wins_by_bot": result["wins_by_bot"],
            "bot_win_rate": {b: round(r, 3) for b, r in bot_rate.items()},
            "mean": {k: round(tally.pooled(k), 3) for k in KINDS},
            "cards": tally.rows(args.sets, bot_rate)}


def cmd_balance(args: argparse.Namespace) -> int:
    from .balance_out import print_table, write_svg
    from .progress import game_bar

    try:
        with game_bar(args.games, args.bots, quiet=args.json) as progress:
            data = report(args, progress)
    except ValueError as exc:  # a table the rules refuse (5 seats without Escalation)
        from .cmdline import refused

        return refused(exc, house=False)
    chart = args.chart or Path("balance.svg")
    write_svg(data, chart)
    data["chart"] = str(chart)
    if args.json:
        print(json.dumps(data))
    else:
        print_table(data)
    return 1 if data["errors"] else 0


def add_parser(sub, parse_sets, parse_bots, parse_positive, add_jobs) -> None:
    """The ``balance`` subcommand (cli.py passes its argument parsers)."""
    p = sub.add_parser("balance", help="a bot tournament: how often the holder of each card won")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--sets", type=parse_sets, default=["base", "exotica"])
    p.add_argument("--bots", type=parse_bots, default=["search", "greedy"])
    p.add_argument("--scenarios", choices=["none", "random", "draft"], default="none")
    p.add_argument("--think", type=parse_positive, metavar="SECONDS",
                   help="the expert bot's time per decision")
    add_jobs(p)
    p.add_argument("--json", action="store_true")
    p.add_argument("--chart", type=Path, metavar="FILE.svg",
                   help="where to write the chart (default balance.svg)")
    p.set_defaults(func=cmd_balance)
