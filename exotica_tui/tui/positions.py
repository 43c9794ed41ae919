"""Real positions for the screenshots (``screenshots.py``, ``two_seats.py``): a seeded game
played by greedy bots through the rules core until the wanted decision comes up. Seeds are
searched in order, so a picture changes only when the rules or bots do."""

from __future__ import annotations

from collections.abc import Callable

from ..bots import make_bot
from ..play.session import Session
from ..play.setup import Seat, Setup
from ..rules import Game
from ..rules.kinds import K

Wanted = Callable[[Game], bool]
NAMES = ["Ann", "Bob", "Cy"]


EXOTICA = ("base", "exotica")
ESCALATION_EXOTICA = ("base", "escalation", "exotica")
WHOLE_BOX = ("base", "escalation", "exotica", "exotica-promo")


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


def research_follow(game: Game) -> bool:
    """A Research follow, late enough, with many purchases to choose from (issue 30's worst
    screen at 80x24)."""
    d = game.pending
    return (d is not None and d.kind == K.RESEARCH and d.player != game.s.active
            and game.s.turn_no >= 15 and len(d.options) >= 10)


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
