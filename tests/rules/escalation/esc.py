"""Helpers for Escalation rule tests: a base + Escalation game with empty empires and hands."""

from __future__ import annotations

from exotica_tui.rules import Game

from ..builders import answer, new_game, set_hand, start_turn

SETS = ("base", "escalation")


def esc_game(players: int = 2, seed: int = 1, sets: tuple[str, ...] = SETS, **kw) -> Game:
    """A base + Escalation game whose players hold nothing: tests add what they need."""
    g = new_game(players, sets=sets, seed=seed, **kw)
    g.position().clear()
    return g


def play(g: Game, seat: int, card_id: str, *rest: str) -> str:
    """Start ``seat``'s turn holding ``card_id`` (and ``rest``), play it for its action."""
    iid, *_ = set_hand(g, seat, card_id, *rest)
    start_turn(g, seat)
    answer(g, "action", iid)
    return iid
