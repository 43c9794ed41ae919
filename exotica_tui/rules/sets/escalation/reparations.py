"""REPARATIONS (escalation.md §7): a consolation printed on directly interactive cards. When
such a card takes something from a player, that player receives the reparations; in
Escalation every reparation is 2 influence from the supply (KS, BGA), still paid when the supply
is empty (the overflow rule, FAQ 26: ``gain_influence``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects import gain_influence

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Player

INFLUENCE = 2  # "REPARATIONS: 2 Influence from the supply" (every Escalation card, §7)


def reparations(game: Game, victim: Player, source_name: str) -> None:
    """Pay ``victim`` the reparations of the card ``source_name``."""
    gain_influence(game, victim, INFLUENCE)
    game.say(f"{victim.name} receives reparations from {source_name}: {INFLUENCE} influence.")
