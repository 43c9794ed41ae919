"""Exotica as a card set: what it adds to the turn (Exotica rulebook, "Gameplay"), its ops,
hooks and passive abilities. In a game without Exotica none of this is called.

- Setup: each player gets a basic Mining tile.
- Replenish phase, the Mining tile's action and Junk Diver's delayed mine (``mining.py``).
- Action cards are set aside until the leader's Cleanup ("Action Phase").
- Translators before boosting or following (``translators.py``).
- Improved Mining: an extra Survey keep, bought with Research symbols (``mining.py``).
- Perception Filter and Infinite Unknown (``hooks.py``); Recon (``recon.py``).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ...decision import Decision, Option
from ...ops import declare_passives
from ...plugin import CardSet, Check, Steps, register
from . import hooks, mining, recon, translators  # noqa: F401 (recon declares its ops)

if TYPE_CHECKING:
    from ...catalog import Card
    from ...game import Game
    from ...research import Claimed
    from ...state import Player

declare_passives(
    "asteroid_cost_discount", "asteroidal_charter", "exotic_influence", "exotic_wild_type",
    "perception_filter", "return_role_cards", "survey_extra_asteroid",
)


class Exotica(CardSet):
    id = "exotica"
    label = "Exotica"
    setup_label = "Exotica"
    help = "help.md"
    sets_aside_actions = True
    tiles = {"mining_tile": mining.FACES}

    def setup_player(self, game: Game, p: Player) -> None:
        p.set_mining("basic")

    def passive_cards(self, game: Game, p: Player) -> list:
        """The face of the Mining tile."""
        return [game.card(mining.tile_face(p))] if p.mining is not None else []

    def turn_start(self, game: Game, p: Player) -> Steps:
        mining.replenish(game, p)
        return ()  # no decision: no generator (the turn loop only iterates what it gets)

    def actions(self, game: Game, p: Player) -> list[Option]:
        return mining.mining_action(game, p)

    def act(self, game: Game, p: Player, key: str) -> Steps:
        yield from mining.mine_from_tile(game, p)

    def before_play(self, game: Game, p: Player, role: str) -> Steps:
        return translators.translate_choice(game, p, role)

    def translator_sources(self, game: Game, p: Player) -> list[tuple[str, list[str]]]:
        return translators.translator_sources(game, p)

    def card_translators(self, game: Game, p: Player, card: Card) -> list[str]:
        return translators.card_translators(game, p, card)

    def survey_limit(self, game: Game, p: Player, looking: list[str],
                     planets: int = 1) -> tuple[int, Check]:
        return mining.extra_asteroid_keep(game, p, looking, planets)

    def after_survey_keep(self, game: Game, p: Player) -> Generator[Decision, list[str], int]:
        return (yield from hooks.perception_filter(game, p))

    def research_options(self, game: Game, p: Player, x: int,
                         claimed: Claimed | None = None) -> list[Option]:
        return mining.upgrade_option(game, p, x)

    def research(self, game: Game, p: Player, key: str) -> Steps:
        mining.upgrade(game, p)
        yield from ()

    def after_role(self, game: Game, p: Player) -> Steps:
        return mining.delayed_mines(game, p) if p.turn.delayed_mines else ()


register(Exotica())
