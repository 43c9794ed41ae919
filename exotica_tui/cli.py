"""Command line entry point: ``exotica`` (play), ``exotica --resume``, ``exotica load``,
``exotica check``, ``exotica export``, ``exotica replay``, ``exotica review``, ``exotica sim``,
``exotica cards``.

Failures the user can fix (a bad save file, an unwritable folder) end with one line on stderr
and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from .cmdline import add_options, refused
from .game_options import RuleOptions, TableSettings, parse_speed, values
from .usertext import shown


def parse_players(text: str) -> tuple[int, int]:
    lo, _, hi = text.partition("-")
    a, b = int(lo), int(hi or lo)
    if not 2 <= a <= b <= 5:
        raise argparse.ArgumentTypeError("players must be within 2-5, e.g. 2-5 or 4")
    return a, b


def parse_sets(text: str) -> list[str]:
    return [s.strip() for s in text.split(",") if s.strip()]


class KnownSets:
    """The sets ``--sets`` offers: the card folders installed (each set's own), listed only
    when the help is shown and without the rules (``exotica --help`` imports none)."""

    def __str__(self) -> str:
        from .cards import folder, set_folders

        return ", ".join(p.name for p in set_folders(folder()) if p.name != "base")


def cores() -> int:
    """The cores this process may run on: the affinity mask where the platform has one (a
    container or ``taskset`` narrows it), else the machine's count."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def parse_jobs(text: str) -> int:
    jobs = int(text)
    if jobs < 1:
        raise argparse.ArgumentTypeError("at least 1 process")
    return jobs


def add_jobs(parser: argparse.ArgumentParser) -> None:
    """``--jobs N``, by default every core this process may use (issue 13: the games are
    spread over processes with the same seeds and the same result as one process)."""
    parser.add_argument("--jobs", type=parse_jobs, default=cores(), metavar="N",
                        help="play the games in N processes (default: one per core, here "
                        "%(default)s; the same games and the same result as one)")
    parser.add_argument("--ray", metavar="ADDRESS", help="play the games on a Ray cluster "
                        "(auto, ray://host:port, or local; the same results; cluster.py)")


def parse_bots(text: str) -> list[str]:
    from .bots import BOTS, known_bot

    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    bad = [k for k in kinds if not known_bot(k)]
    if bad or not 2 <= len(kinds) <= 5:
        raise argparse.ArgumentTypeError(f"2 to 5 bots from: {', '.join(BOTS)}")
    return kinds


def cmd_sim(args: argparse.Namespace) -> int:
    from . import saves, sim
    from .progress import game_bar

    on_game = None
    if args.save_dir is not None:
        def on_game(game):
            saves.write_save(game, args.save_dir / f"sim-{game.config.seed}{saves.SUFFIX}")

    rules = values(RuleOptions, args)
    try:
        players = args.players or (2, most_seats(args.sets, rules))
        with game_bar(args.games, args.bots, quiet=args.json) as progress:
            result = sim.run(args.games, players, args.seed, args.sets, policy=args.policy,
                             check=args.check, bots=args.bots, on_game=on_game,
                             stop_after=args.stop_after, think=args.think, jobs=args.jobs,
                             progress=progress, ray=args.ray, **rules)
    except ValueError as exc:
        return refused(exc)
    if args.json:
        print(json.dumps(result))
    else:
        from rich.console import Console

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


def most_seats(sets: list[str], rules: dict) -> int:
    """5, or 4 if the rules refuse 5 seats with these sets and options (5 need Escalation,
    unless the house variant is on)."""
    from .rules.config import GameConfig, NeedsEscalation

    try:
        GameConfig(players=["P1", "P2", "P3", "P4", "P5"], sets=sets, **rules)
    except NeedsEscalation:
        return 4
    return 5


def cmd_cards(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    from .rules import default_catalog
    from .rules.plugin import known_sets
    from .rules.scenarios import describe

    catalog = default_catalog()
    if args.set and args.set not in known_sets():
        print(f"exotica: unknown card set {shown(args.set)!r} (sets: {', '.join(known_sets())})",
              file=sys.stderr)
        return 2
    cards = [c for c in catalog.cards.values()
             if (not args.set or c.set == args.set) and (not args.kind or c.kind == args.kind)]
    scenarios = [sc for sc in catalog.scenarios.values() if (not args.set or sc.set == args.set)
                 and args.kind in (None, "scenario")]
    if args.json:
        rows = [{"id": c.id, "name": c.name, "set": c.set, "kind": c.kind,
                 "permanent": c.permanent, "provenance": c.provenance,
                 "reconstructed": c.reconstructed, "count": c.count,
                 "symbols": c.symbols, "text": c.text} for c in cards]
        rows += [{"id": sc.id, "name": sc.name, "set": sc.set, "kind": "scenario",
                  "permanent": False, "provenance": sc.provenance,
                  "reconstructed": sc.reconstructed, "count": 1, "symbols": [],
                  "text": describe(catalog, sc)} for sc in scenarios]
        print(json.dumps(rows))
        return 0
    table = Table(title=f"{len(cards)} cards, {len(scenarios)} scenarios (values printed unless "
                  "marked reconstructed)")
    for col in ("id", "name", "set", "kind", "symbols", "cost / influence", "text"):
        table.add_column(col, overflow="fold")
    for c in cards:
        cost = ""
        if c.kind == "tech":
            cost = f"{c.cost} R, {c.influence} VP"
        elif c.kind in ("planet", "start_planet"):
            cost = f"W{c.warfare_cost}/C{c.colonize_cost}, {c.influence} VP"
        table.add_row(c.id, c.name + (" (P)" if c.permanent else ""), c.set, c.kind,
                      " ".join(c.symbols), cost, provenance_text(c))
    for sc in scenarios:
        table.add_row(sc.id, sc.name, sc.set, "scenario", "", "", describe(catalog, sc))
    Console().print(table)
    return 0


def provenance_text(card):
    """The card's text (a ``rich.text.Text``), then which of its values are reconstructed."""
    from rich.text import Text

    out = Text(card.text)
    if card.provenance != "printed":
        out.append(("\n" if card.text else "") + card.provenance_note.capitalize(),
                   style="italic")
    return out


def cmd_check(args: argparse.Namespace) -> int:
    """Replay each save and verify its digest; one line per file either way."""
    from . import saves

    status = 0
    for path in args.files:
        try:
            loaded = saves.load(path)
        except saves.SaveError as exc:
            print(f"exotica: {exc}", file=sys.stderr)
            status = 2
            continue
        facts = saves.summarize(loaded.game, loaded.save.summary.saved_at)  # not the file's
        print(f"{shown(str(path))}: sound: {facts.describe()}; digest {loaded.save.digest}")
    return status


def cmd_export(args: argparse.Namespace) -> int:
    from . import saves
    from .export import export

    loaded = saves.load(args.file)
    paths = export(loaded.game, args.out or args.file.with_suffix(""), force=args.force,
                   source=args.file)
    print(" ".join(shown(str(p)) for p in paths))
    return 0


def cmd_watch(args: argparse.Namespace) -> int:
    """``exotica replay`` and ``exotica review`` (tui/watch.py)."""
    from .tui.watch import run_watch

    return run_watch(args.file, args.reviewed, getattr(args, "step", 0))


def cmd_load(args: argparse.Namespace) -> int:
    from . import saves

    return open_app(args, saves.load(args.file))


def cmd_resume(args: argparse.Namespace) -> int:
    from . import saves

    loaded = saves.latest_unfinished()
    if loaded is None:
        raise saves.SaveError(f"no unfinished saved game in {saves.save_dir()}")
    return open_app(args, loaded)


def open_app(args: argparse.Namespace, loaded) -> int:
    """Continue a loaded game in the app (``ExoticaApp.open_save``)."""
    from .tui.run import run_app

    return run_app(args, loaded)


def setup_options(parser: argparse.ArgumentParser, hosted: bool = False) -> None:
    """The options that set up a game: for ``exotica`` and (``hosted``) ``exotica host``: the
    seats, the sets, the seed and every option of game_options.py."""
    parser.add_argument("--players", help="comma-separated seat names, e.g. Ann,Bob,Cy")
    sets = parser.add_argument("--sets", type=parse_sets, default=None,
                               help="base, plus any of %(known)s; comma-separated")
    sets.known = KnownSets()  # type: ignore[attr-defined]  # read only when help is shown
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--no-auto-dissent", action="store_true",
                        help="always ask followers, even when following can gain nothing")
    add_options(parser, RuleOptions, TableSettings, hosted=hosted)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="exotica", description="Eminent Domain: Exotica")
    setup_options(parser)
    parser.add_argument("--demo", action="store_true",
                        help="watch computer players, game after game (q quits)")
    parser.add_argument("--resume", action="store_true",
                        help="continue the most recent unfinished saved game")
    sub = parser.add_subparsers(dest="command")

    p_sim = sub.add_parser("sim", help="play many games with random answers")
    p_sim.add_argument("--games", type=int, default=100)
    p_sim.add_argument("--players", type=parse_players, default=None,
                       help="seats, e.g. 2-5 or 4 (default 2-5, 2-4 without Escalation)")
    p_sim.add_argument("--seed", type=int, default=1)
    p_sim.add_argument("--sets", type=parse_sets, default=["base"])
    add_options(p_sim, RuleOptions)
    p_sim.add_argument("--policy", choices=["random", "progress"], default="random")
    p_sim.add_argument("--bots", type=parse_bots, default=None,
                       help="a tournament: one bot per seat, e.g. greedy,random (seats rotate)")
    p_sim.add_argument("--check", choices=["every", "end", "none"], default="every",
                       help="check the invariants after every answer (default), at the end of "
                       "each game, or never; the replay of each game is checked always")
    p_sim.add_argument("--no-check", dest="check", action="store_const", const="none",
                       help="the same as --check none")
    p_sim.add_argument("--think", type=parse_speed, metavar="SECONDS",
                       help="the expert bot's time per decision (a calibrated budget)")
    add_jobs(p_sim)
    p_sim.add_argument("--json", action="store_true")
    p_sim.add_argument("--save-dir", type=Path, help="write every game as a save file here")
    p_sim.add_argument("--stop-after", type=int, metavar="N",
                       help="stop each game after N answers")
    p_sim.set_defaults(func=cmd_sim)

    from .balance import add_parser as add_balance

    add_balance(sub, parse_sets, parse_bots, parse_speed, add_jobs)
    from .train import add_parser as add_train

    add_train(sub, parse_sets, add_jobs)

    p_load = sub.add_parser("load", help="continue the game of a save file")
    p_load.add_argument("file", type=Path)
    p_load.set_defaults(func=cmd_load)

    p_check = sub.add_parser("check", help="replay save files and verify them")
    p_check.add_argument("files", type=Path, nargs="+", metavar="FILE")
    p_check.set_defaults(func=cmd_check)

    p_export = sub.add_parser("export", help="write the log and scores of a save as .txt "
                              "and .html")
    p_export.add_argument("file", type=Path)
    p_export.add_argument("-o", "--out", type=Path, metavar="BASE",
                          help="output path without suffix (default: beside the save)")
    p_export.add_argument("--force", action="store_true",
                          help="replace existing files (never the save itself)")
    p_export.set_defaults(func=cmd_export)

    for name, reviewed, what in (("replay", False, "watch a save again at the table, answer by "
                                  "answer (read-only)"), ("review", True, "how a finished game "
                                  "was won: scores over the turns, turning points")):
        p_watch = sub.add_parser(name, help=what)
        p_watch.add_argument("file", type=Path)
        if not reviewed:
            p_watch.add_argument("--step", type=int, default=0, help="open at this answer")
        p_watch.set_defaults(func=cmd_watch, reviewed=reviewed)

    p_cards = sub.add_parser("cards", help="print the card catalog")
    p_cards.add_argument("--set")
    p_cards.add_argument("--kind")
    p_cards.add_argument("--json", action="store_true")
    p_cards.set_defaults(func=cmd_cards)

    from .net.args import add_commands

    add_commands(sub, setup_options, join_client("cmd_join"), join_client("sit"))
    return parser


def join_client(name: str):
    """``tui.join.<name>``, imported when it is called: the join client is a Textual app, which
    ``net/`` does not import (``exotica join`` runs it, and ``host --here`` in the host)."""
    def run(*args):
        from .tui import join

        return getattr(join, name)(*args)
    return run


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from .saves import SaveError  # only now: ``--help`` and its errors need no rules

    try:
        if args.command is None and args.resume:
            return cmd_resume(args)
        if args.command is None:
            from .tui.run import run_app

            return run_app(args)
        return args.func(args)
    except SaveError as exc:  # its message is safe for the terminal (SaveError)
        print(f"exotica: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `exotica sim --json | head`: the reader left, no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
