"""Helpers for Escalation rule tests: a base + Escalation game with empty empires and hands."""

from __future__ import annotations

from exotica_tui.rules import Game

from ..builders import changed_catalog, new_game

SETS = ("base", "escalation")


def esc_game(players: int = 2, seed: int = 1, sets: tuple[str, ...] = SETS, **kw) -> Game:
    """An Escalation game whose players hold nothing: tests add exactly the cards they need."""
    g = new_game(players, sets=sets, seed=seed, **kw)
    g.position().clear()
    return g


def esc_game_with(card_id: str, **changes) -> Game:
    """``esc_game`` with one catalog card changed (a mechanism tested on a card of this set
    before the card that needs it exists, or a value no printed card has)."""
    from exotica_tui.rules import GameConfig

    g = Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=list(SETS)),
                 changed_catalog({card_id: changes}))
    g.position().clear()
    return g
