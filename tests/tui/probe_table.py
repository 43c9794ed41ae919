"""Probe of the table's layout (issue 30, "Done when"): plays 5-seat games with all four sets,
one seated human (seat 0) and four bots, through Textual's pilot at one terminal size, and on
every decision screen of the human checks what the issue asks:

- ``question``: the decision's question is on screen;
- ``options``: at least min(6, options) of its options are on screen, each whole on its row;
- ``own empire``: the deciding seat's empire is on screen (its heading, face-up planets, techs);
- ``blank``: no blank area (``blank_rows``) while an empire is not shown;
- ``status``: the status line is one row;
- ``repr``: no ``None`` or Python repr in the drawn text.

A script, not a test (no ``test_`` prefix): it measures the table as it is and prints counts
and a few examples; the rebuilt table (tui/README.md) turns it into the test that asserts 0.

    .venv/bin/python -m tests.tui.probe_table --size 80x24 --screens 200

An option counts as drawn when the first ``OPTION_PREFIX`` characters of its label are on
screen (a short label also drawn elsewhere, in the hand row, counts too: the figures are a
floor). The checks read the drawn characters (``screen_text``), the prompt's option labels
(``PromptPanel``) and the status widget (``#status``): the rebuilt table keeps those two names
or this module's ``shown_options``/``status_rows`` follow it.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import time
from collections import Counter, defaultdict

from exotica_tui.bots import make_bot
from exotica_tui.cli import build_parser
from exotica_tui.play.session import Session
from exotica_tui.play.setup import Setup, setup_from_args
from exotica_tui.rules.decision import Decision
from exotica_tui.rules.views import GameView
from exotica_tui.tui.app import ExoticaApp
from exotica_tui.tui.screens import table as table_screen
from exotica_tui.tui.screens.gameover import GameOverScreen
from exotica_tui.tui.screens.table import TableScreen
from exotica_tui.tui.widgets.prompt import PromptPanel

from .driver import covered, screen_text, step

SETS = "base,escalation,exotica,exotica-promo"
BOTS = "bot:greedy,bot:greedy,bot:random,bot:greedy"  # fast bots: the probe measures screens
FOCUS = ("research",)  # kinds whose failures are reported on their own (issue 30's worst)
CHECKS = ("question", "options", "own empire", "blank", "status", "repr")
RULE_CHARS = set("─━═│┃ ")
REPRS = [re.compile(p) for p in (r"\bNone\b", r"object at 0x", r"<[A-Za-z_.]+[ >]",
                                 r"\b[A-Z]\w*\((?:'|\w+=)", r"\[\s*'", r"\{\s*'")]
WIDE = 120  # columns from which the table has two columns and one-row gaps between empires
STUCK = 20  # steps without an answer: the probe stops (a key the table never takes)
OPTION_PREFIX = 28  # characters of an option's first row that must be on screen


def setup_for(seed: int) -> Setup:
    args = build_parser().parse_args(["--players", f"Ann,{BOTS}", "--sets", SETS,
                                      "--seed", str(seed)])
    setup = setup_from_args(args)
    assert setup is not None
    return setup


def late_answers(setup: Setup, seed: int, turn: int) -> list[list[str]]:
    """A game played by greedy bots for every seat up to ``turn``: a rich position at once."""
    session = Session(setup, seed)
    game = session.game
    bots = [make_bot("greedy", seed * 7 + i) for i in range(len(setup.seats))]
    while (d := game.pending) is not None and game.s.turn_no < turn:
        game.answer(bots[d.player].choose(game.view(d.player), d))
    return game.record.answers


def shown_options(app: ExoticaApp) -> list[str]:
    """The prompt's option labels as drawn, one per answerable option (information rows,
    such as the technologies research cannot buy, are not options)."""
    panel = app.screen.query_one(PromptPanel)
    return [label.plain for label, key in zip(panel.labels, panel.keys, strict=True) if key]


def passes(app: ExoticaApp, d: Decision) -> list[str]:
    """The labels of the pass options (their key ``n`` is named beside the question)."""
    keys = app.screen.query_one(PromptPanel).passes
    return [o.label for o in d.options if o.key in keys]


def status_rows(app: ExoticaApp) -> int:
    return app.screen.query_one("#status").region.height


def header_pattern(name: str) -> re.Pattern[str]:
    """An empire's heading row: ``▶ Ann (active) (you)  ★3`` or ``Cy  ★2``."""
    return re.compile(r"(?<![\w])" + re.escape(name) + r"(?: \(active\))?(?: \(you\))?  ★\d")


def columns(lines: list[str]) -> list[list[str]]:
    """The screen's columns: split at a ``│`` that stands at the same place on most rows."""
    at = Counter(i for line in lines for i, c in enumerate(line) if c == "│")
    split = [i for i, n in at.items() if n >= len(lines) // 2]
    if not split:
        return [lines]
    cut = split[0]
    return [[line[:cut] for line in lines], [line[cut + 1:] for line in lines]]


def blank_rows(column: list[str], gaps: bool) -> int:
    """Blank rows of a column that show nothing where something could be: a run of two or
    more, a row alone between two rules (a region drawn empty), and, where the layout has no
    gap rows (``gaps`` False: narrow, below 120 columns), any blank row. A one-row gap
    between two empires of the wide table is spacing, not a blank area."""
    def blank(line: str) -> bool:
        return not line.strip()

    def rule(line: str | None) -> bool:
        return line is not None and bool(line.strip()) and set(line) <= RULE_CHARS

    count, n = 0, 0
    while n < len(column):
        if not blank(column[n]):
            n += 1
            continue
        end = n
        while end < len(column) and blank(column[end]):
            end += 1
        before = column[n - 1] if n > 0 else None
        after = column[end] if end < len(column) else None
        if end - n >= 2 or not gaps or (rule(before) and rule(after)):
            count += end - n
        n = end
    return count


def check(app: ExoticaApp, view: GameView, d: Decision) -> dict[str, str]:
    """The failed checks of this screen, each with a short reason."""
    text = screen_text(app)
    lines = text.rstrip("\n").split("\n")
    table = lines[1:-1]  # below the status line, above the key bar
    failed: dict[str, str] = {}
    question = d.prompt.split("\n")[0][:30]
    if question not in text:
        failed["question"] = f"{question!r} not drawn"
    labels = shown_options(app) + passes(app, d)
    seen = [label for label in labels
            if label.split("\n")[0][:OPTION_PREFIX].rstrip() in text]
    want = min(6, len(d.options))
    if len(seen) < want:
        failed["options"] = f"{len(seen)} of {len(d.options)} options drawn, want {want}"
    me = view.players[view.seat]
    parts = [pl.card for pl in me.planets if pl.face_up and pl.card]
    parts += [pm.face for pm in me.permanents]
    missing = [app.session.game.name(c) for c in parts
               if app.session.game.name(c) not in text]
    if not header_pattern(me.name).search(text) or missing:
        failed["own empire"] = "heading" if not header_pattern(me.name).search(text) else (
            "missing " + ", ".join(missing[:4]))
    unshown = [pv.name for pv in view.players if not header_pattern(pv.name).search(text)]
    gaps = app.size.width >= WIDE
    blank = sum(blank_rows(column, gaps) for column in columns(table))
    if unshown and blank:
        failed["blank"] = f"{blank} blank rows while {', '.join(unshown)} not shown"
    if status_rows(app) != 1:
        failed["status"] = f"{status_rows(app)} rows"
    for pattern in REPRS:
        if found := pattern.search(text):
            failed["repr"] = f"{found.group(0)!r} in {_around(text, found.start())!r}"
            break
    return failed


def _around(text: str, at: int) -> str:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start:end if end >= 0 else None].strip()[:70]


class Tally:
    def __init__(self, examples: int) -> None:
        self.screens = 0
        self.kinds: Counter[str] = Counter()
        self.failed: Counter[str] = Counter()
        self.failed_kinds: dict[str, Counter[str]] = defaultdict(Counter)
        self.examples: dict[str, list[str]] = defaultdict(list)
        self.keep = examples

    def add(self, d: Decision, failed: dict[str, str], text: str) -> None:
        self.screens += 1
        self.kinds[d.kind] += 1
        for name, why in failed.items():
            self.failed[name] += 1
            self.failed_kinds[name][d.kind] += 1
            if len(self.examples[name]) < self.keep:
                self.examples[name].append(f"{d.kind} ({len(d.options)} options): {why}\n{text}")

    def report(self, size: str, seconds: float, games: int, screens_shown: bool) -> str:
        out = [f"size {size}: {self.screens} decision screens in {games} game(s), "
               f"{seconds:.0f} s", "kinds: " + ", ".join(
                   f"{k} {n}" for k, n in self.kinds.most_common())]
        for name in CHECKS:
            n = self.failed[name]
            kinds = ", ".join(f"{k} {m}" for k, m in self.failed_kinds[name].most_common(6))
            out.append(f"  {name:<11} {n:>5} failed ({100 * n / max(self.screens, 1):.0f}%)"
                       + (f"  [{kinds}]" if n else ""))
        for kind in FOCUS:
            out.append(f"  {kind}: {self.kinds[kind]} screens; failed " + ", ".join(
                f"{name} {self.failed_kinds[name][kind]}" for name in CHECKS))
        if screens_shown:
            for name in CHECKS:
                for example in self.examples[name]:
                    out.append(f"\n--- {name}: {example}")
        return "\n".join(out)


async def play(size: tuple[int, int], screens: int, seed: int, turn: int,
               tally: Tally) -> int:
    """Games from ``seed`` on until ``screens`` decision screens were checked; the games."""
    games = 0
    table_screen.COVER_QUIET = 0.0  # the pilot presses Enter at once (as tests/conftest.py)
    table_screen.SETTLE_QUIET = 0.0  # and the keys after it
    while tally.screens < screens:
        setup = setup_for(seed + games)
        answers = late_answers(setup, seed + games, turn) if turn else None
        app = ExoticaApp(setup, answers=answers)
        rng = random.Random(seed + games)
        games += 1
        async with app.run_test(size=size) as pilot:
            stuck = 0
            while tally.screens < screens:
                answered = len(app.session.game.record.answers)
                await pilot.pause()  # the frame of the last answer laid out and drawn
                screen = app.screen
                if isinstance(screen, GameOverScreen):
                    break
                s = app.session
                d = s.pending
                if (isinstance(screen, TableScreen) and not covered(app) and d is not None
                        and s.is_human(d.player) and screen.query_one(PromptPanel).decision):
                    view = s.view()
                    tally.add(d, check(app, view, d), screen_text(app))
                if await step(pilot, app, rng) == "over":
                    break
                stuck = 0 if len(app.session.game.record.answers) != answered else stuck + 1
                if stuck > STUCK:
                    raise RuntimeError(f"no answer in {STUCK} steps: {app.session.pending}")
    return games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="80x24", help="WIDTHxHEIGHT")
    parser.add_argument("--screens", type=int, default=200, help="decision screens to check")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn", type=int, default=0,
                        help="start each game at this turn (greedy bots play up to it)")
    parser.add_argument("--examples", type=int, default=2, help="screens shown per check")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    tally = Tally(args.examples)
    start = time.perf_counter()
    games = asyncio.run(play((width, height), args.screens, args.seed, args.turn, tally))
    print(tally.report(args.size, time.perf_counter() - start, games, args.examples > 0))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
