"""REPARATIONS (escalation.md §7): a consolation printed on directly interactive cards. When
such a card takes something from a player, that player receives the reparations; in
Escalation every reparation is influence from the supply (2: the card's ``reparations``; KS,
BGA), still paid when the supply is empty (the overflow rule, FAQ 26: ``gain_influence``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects import gain_influence

if TYPE_CHECKING:
    from ...catalog import Card
    from ...game import Game
    from ...state import Player


def reparations(game: Game, victim: Player, card: Card) -> None:
    """Pay ``victim`` the reparations printed on ``card``."""
    gain_influence(game, victim, card.reparations, f"{victim.name} receives reparations from "
                   f"{card.name}: {card.reparations} influence.")
