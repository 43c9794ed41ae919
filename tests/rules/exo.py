"""Helpers for Exotica rule tests: a game with empty empires and hands, and short turn steps."""

from __future__ import annotations

from exotica_tui.rules import Game

from .builders import answer, new_game, start_turn

SETS = ("base", "exotica")


def exo_game(players: int = 2, seed: int = 1, **kw) -> Game:
    """An Exotica game whose players hold nothing: tests add exactly the cards they need."""
    return clear(new_game(players, sets=SETS, seed=seed, **kw))


def clear(g: Game) -> Game:
    """Empty every empire and hand (the cards go to the box)."""
    g.position().clear()
    return g


def lead(g: Game, role: str, seat: int = 0) -> None:
    """Start ``seat``'s turn, take no action, and lead ``role``."""
    start_turn(g, seat)
    if g.pending.kind == "action":
        answer(g, "action", "skip")
    answer(g, "role", role)


def dissent_all(g: Game) -> None:
    """Every pending follow prompt is answered with dissent."""
    while g.pending is not None and g.pending.kind == "follow":
        answer(g, "follow", "dissent")


def resolved(g: Game, role_name: str) -> int:
    """The X of the last resolution of a role, read from the public log."""
    for e in reversed(g.log):
        if f"resolves {role_name} with" in e.text:
            return int(e.text.split(" with ")[1].split()[0])
    raise AssertionError(f"no {role_name} resolution in the log")
