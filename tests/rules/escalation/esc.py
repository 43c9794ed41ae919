"""Helpers for Escalation rule tests: a base + Escalation game with empty empires and hands."""

from __future__ import annotations

from exotica_tui.rules import Game

from ..builders import new_game

SETS = ("base", "escalation")


def esc_game(players: int = 2, seed: int = 1, sets: tuple[str, ...] = SETS, **kw) -> Game:
    """An Escalation game whose players hold nothing: tests add exactly the cards they need."""
    g = new_game(players, sets=sets, seed=seed, **kw)
    g.position().clear()
    return g
