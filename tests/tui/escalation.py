"""An Escalation table for the app's tests: a new game with the Escalation set in play."""

from __future__ import annotations

from exotica_tui.rules import Game, GameConfig
from exotica_tui.rules.catalog import Catalog


def escalation_game(players: int = 2, sets: tuple[str, ...] = ("base", "escalation"),
                    seed: int = 1, catalog: Catalog | None = None) -> Game:
    """A new game with Escalation in play: every empire has its Fleet tile (basic)."""
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"][:players]
    game = Game.new(GameConfig(players=names, seed=seed, sets=list(sets)), catalog)
    assert all(p.fleet_tile == "basic" for p in game.players)
    return game
