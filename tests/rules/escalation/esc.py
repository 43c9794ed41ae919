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


def esc_game_with(card_id: str, **changes) -> Game:
    """``esc_game`` with one catalog card changed (a mechanism tested on a card of this set
    before the card that needs it exists, or a value no printed card has)."""
    from exotica_tui.rules import GameConfig, default_catalog
    from exotica_tui.rules.catalog import Catalog

    cat = default_catalog()
    card = cat[card_id].model_copy(update=changes)
    g = Game.new(GameConfig(players=["Ann", "Bob"], seed=1, sets=list(SETS)),
                 Catalog({**cat.cards, card_id: card}, cat.setups, cat.scenarios))
    g.position().clear()
    return g
