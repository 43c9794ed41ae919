"""Regenerate the SVG screenshots in ``screenshots/``: ``python -m exotica_tui.tui.screenshots``.

Each picture is a real game state: a seeded game is played by greedy bots through the rules
core until the wanted decision comes up, then the app resumes that game headless and saves the
screen. Seeds are searched in order, so the pictures change only when the rules or bots do.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Callable
from pathlib import Path

from ..bots import make_bot
from ..rules import Game
from ..rules.kinds import K
from .app import ExoticaApp
from .screens.table import COVER_QUIET
from .session import Seat, Session, Setup

Wanted = Callable[[Game], bool]
NAMES = ["Ann", "Bob", "Cy"]


EXOTICA = ("base", "exotica")
ESCALATION_EXOTICA = ("base", "escalation", "exotica")


def exotica_setup(seed: int, players: int = 3, sets: tuple[str, ...] = EXOTICA) -> Setup:
    return Setup(seats=[Seat(n) for n in NAMES[:players]], sets=list(sets), seed=seed)


def find(wanted: Wanted, players: int = 3, seeds: int = 300, sets: tuple[str, ...] = EXOTICA,
         ) -> tuple[Setup, list[list[str]]]:
    """The first seeded game (greedy answers) that reaches a decision where ``wanted``."""
    for seed in range(seeds):
        setup = exotica_setup(seed, players, sets)
        game = Session(setup, seed).game
        bots = [make_bot("greedy", seed * 7 + i) for i in range(players)]
        while not wanted(game) and (d := game.pending) is not None:
            game.answer(bots[d.player].choose(game.view(d.player), d))
        if wanted(game):
            return setup, game.record.answers
    raise LookupError("no seed reaches the wanted position")


def exotica_in_play(game: Game) -> bool:
    """A role choice, late enough, of a seat with Exotica planets and a permanent technology
    in play, while an Exotic symbol is in somebody's empire."""
    d = game.pending
    if d is None or d.kind != K.ROLE or game.s.turn_no < 15:
        return False
    p = game.players[d.player]
    cards = [pl.card for pl in p.planets if pl.face_up] + [pm.face for pm in p.permanents]
    exotic = any("X" in game.card(pl.card).symbols for q in game.players for pl in q.planets
                 if pl.face_up)
    return exotic and bool(p.permanents) and sum(game.card(c).set == "exotica"
                                                 for c in cards) >= 2


def escalation_in_play(game: Game) -> bool:
    """A role choice, late enough, of a seat holding a Destroyer or a Battlecruiser, while an
    Escalation planet is in somebody's empire and an Exotica card is in play."""
    d = game.pending
    if d is None or d.kind != K.ROLE or game.s.turn_no < 12:
        return False
    p = game.players[d.player]
    sets = {game.card(pl.card).set for q in game.players for pl in q.planets}
    sets |= {game.card(pm.face).set for q in game.players for pm in q.permanents}
    big = p.fleet.count("destroyer") + p.fleet.count("battlecruiser")
    return big > 0 and {"escalation", "exotica"} <= sets


def kind_is(kind: str) -> Wanted:
    return lambda game: game.pending is not None and game.pending.kind == kind


def game_over(game: Game) -> bool:
    return game.is_over


def improved_mining(game: Game) -> bool:
    """A role choice of a seat whose Mining tile is improved, while another's is basic: both
    faces of the tile on one screen."""
    d = game.pending
    return (d is not None and d.kind == K.ROLE and game.players[d.player].mining == "improved"
            and any(p.mining == "basic" for p in game.players))


SIT = ("enter",)  # past the handoff cover
Sets = tuple[str, ...]
SHOTS: list[tuple] = [
    # name, size, position (None: the setup screen), keys to press first[, card sets]
    ("setup", (80, 24), None, ()),
    ("table-exotica", (160, 50), exotica_in_play, SIT),
    ("table-80x24", (80, 24), exotica_in_play, SIT),
    ("recon-prompt", (120, 40), kind_is(K.RECON_PICK), SIT),
    ("translator-prompt", (120, 40), kind_is(K.TRANSLATE), SIT),
    ("handoff", (80, 24), kind_is(K.FOLLOW), ()),
    ("game-over", (100, 30), game_over, ()),
    ("mining-tile", (120, 40), improved_mining, SIT),
    ("help", (80, 24), exotica_in_play, (*SIT, "question_mark")),
    ("table-escalation", (160, 50), escalation_in_play, SIT, ESCALATION_EXOTICA),
    ("table-escalation-80x24", (80, 24), escalation_in_play, SIT, ESCALATION_EXOTICA),
]


async def shoot(path: Path, size: tuple[int, int], wanted: Wanted | None,
                keys: tuple[str, ...], sets: Sets = EXOTICA) -> None:
    if wanted is None:
        app = ExoticaApp()
    else:
        setup, answers = find(wanted, sets=sets)
        app = ExoticaApp(setup, answers)
    async with app.run_test(size=size) as pilot:
        # the cover takes Enter only after a quiet moment, as it would from a player
        await pilot.pause(COVER_QUIET + 0.1 if keys else None)
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        path.write_text(app.export_screenshot(title=f"exotica: {path.stem}"), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, size, wanted, keys, *sets in SHOTS:
        path = args.out / f"{name}.svg"
        asyncio.run(shoot(path, size, wanted, keys, *sets))
        print(path)
    from ..net.screenshot import shoot as two_seats  # a hosted game: net/ runs this app

    asyncio.run(two_seats(args.out / "two-seats.svg"))
    print(args.out / "two-seats.svg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
