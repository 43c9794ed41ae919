"""Command line entry point: ``exotica`` (play), ``exotica sim``, ``exotica cards``."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.table import Table


def parse_players(text: str) -> tuple[int, int]:
    lo, _, hi = text.partition("-")
    a, b = int(lo), int(hi or lo)
    if not 2 <= a <= b <= 5:
        raise argparse.ArgumentTypeError("players must be within 2-5, e.g. 2-5 or 4")
    return a, b


def parse_sets(text: str) -> list[str]:
    return [s.strip() for s in text.split(",") if s.strip()]


def parse_bots(text: str) -> list[str]:
    from .bots import BOTS

    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    bad = [k for k in kinds if k not in BOTS]
    if bad or not 2 <= len(kinds) <= 5:
        raise argparse.ArgumentTypeError(f"2 to 5 bots from: {', '.join(BOTS)}")
    return kinds


def cmd_sim(args: argparse.Namespace) -> int:
    from . import sim

    result = sim.run(args.games, args.players, args.seed, args.sets, policy=args.policy,
                     scenarios=args.scenarios, check=not args.no_check, bots=args.bots)
    if args.json:
        print(json.dumps(result))
    else:
        console = Console()
        console.print(f"games {result['games']}, completed {result['completed']}, "
                      f"errors {len(result['errors'])}, decisions {result['decisions']}, "
                      f"{result['seconds']} s, mean turns {result['mean_turns']}")
        if args.bots:
            for kind, wins in result["wins_by_bot"].items():
                console.print(f"{kind}: {wins} wins, mean score {result['mean_scores'][kind]}")
        for err in result["errors"][:20]:
            console.print(f"[red]error[/red] {err}")
    return 1 if result["errors"] else 0


def cmd_cards(args: argparse.Namespace) -> int:
    from .rules import default_catalog

    cards = [c for c in default_catalog().cards.values()
             if (not args.set or c.set == args.set) and (not args.kind or c.kind == args.kind)]
    if args.json:
        print(json.dumps([{"id": c.id, "name": c.name, "set": c.set, "kind": c.kind,
                           "permanent": c.permanent, "provenance": c.provenance,
                           "count": c.count, "symbols": c.symbols, "text": c.text}
                          for c in cards]))
        return 0
    table = Table(title=f"{len(cards)} cards")
    for col in ("id", "name", "set", "kind", "symbols", "cost / influence", "text"):
        table.add_column(col, overflow="fold")
    for c in cards:
        cost = ""
        if c.kind == "tech":
            cost = f"{c.cost} R, {c.influence} VP"
        elif c.kind in ("planet", "start_planet"):
            cost = f"W{c.warfare_cost}/C{c.colonize_cost}, {c.influence} VP"
        table.add_row(c.id, c.name + (" (P)" if c.permanent else ""), c.set, c.kind,
                      " ".join(c.symbols), cost, c.text)
    Console().print(table)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="exotica", description="Eminent Domain: Exotica")
    parser.add_argument("--players", help="comma-separated seat names, e.g. Ann,Bob,Cy")
    parser.add_argument("--sets", type=parse_sets, default=None, help="base or base,exotica")
    parser.add_argument("--seed", type=int, default=None)
    sub = parser.add_subparsers(dest="command")

    p_sim = sub.add_parser("sim", help="play many games with random answers")
    p_sim.add_argument("--games", type=int, default=100)
    p_sim.add_argument("--players", type=parse_players, default=(2, 5))
    p_sim.add_argument("--seed", type=int, default=1)
    p_sim.add_argument("--sets", type=parse_sets, default=["base"])
    p_sim.add_argument("--policy", choices=["random", "progress"], default="random")
    p_sim.add_argument("--scenarios", choices=["none", "random", "draft"], default="none")
    p_sim.add_argument("--bots", type=parse_bots, default=None,
                       help="a tournament: one bot per seat, e.g. greedy,random (seats rotate)")
    p_sim.add_argument("--no-check", action="store_true",
                       help="skip the invariant checks after every answer (faster)")
    p_sim.add_argument("--json", action="store_true")
    p_sim.set_defaults(func=cmd_sim)

    p_cards = sub.add_parser("cards", help="print the card catalog")
    p_cards.add_argument("--set")
    p_cards.add_argument("--kind")
    p_cards.add_argument("--json", action="store_true")
    p_cards.set_defaults(func=cmd_cards)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from .tui.app import run_app

        return run_app(args)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
