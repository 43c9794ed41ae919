"""The turn-changing part of Escalation's technologies (esc-techs), as the ``CardSet``
extension points the engine calls; ``Escalation`` (``__init__.py``) inherits them."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ...decision import Decision, Option
from ...plugin import CardSet, Steps
from .colony_ship import before_settle, settle_help
from .phases import extra_role_phase, second_purchase, thorough_survey
from .sources import follow_as, spend_symbols, symbol_sources

if TYPE_CHECKING:
    from ...game import Game
    from ...research import Claimed
    from ...state import Planet, Player


class TechRules(CardSet):
    """Additional Role phases, symbol sources, Freedom of Trade, Thorough Survey, Scientific
    Method and Colony Ship."""

    def extra_role_phase(self, game: Game, p: Player) -> Generator[Decision, list[str], bool]:
        return (yield from extra_role_phase(game, p))

    def after_research(self, game: Game, p: Player, lead: bool, left: int,
                       claimed: Claimed) -> Steps:
        yield from second_purchase(game, p, lead, left, claimed)

    def before_survey(self, game: Game, p: Player, look: int) -> Generator[
            Decision, list[str], tuple[int, int]]:
        return (yield from thorough_survey(game, p, look))

    def symbol_sources(self, game: Game, p: Player, role: str,
                       lead: bool) -> list[tuple[Option, int]]:
        return symbol_sources(game, p, role, lead)

    def spend_symbols(self, game: Game, p: Player, keys: list[str]) -> None:
        spend_symbols(game, p, keys)

    def follow_as(self, game: Game, p: Player, role: str) -> list[str]:
        return follow_as(game, p, role)

    def settle_help(self, game: Game, p: Player, pl: Planet) -> int:
        return settle_help(game, p, pl)

    def before_settle(self, game: Game, p: Player, pl: Planet) -> Steps:
        yield from before_settle(game, p, pl)
