"""The Exotica Promo Pack as a card set (set id ``exotica-promo``; Exotica rulebook, "Exotica
Promo Pack"): cards for combining Exotica with Escalation, offered only when both are in play
(``config.GameConfig``).

Its 16 technologies' hooks (``hooks.py``, ``taking.py``, ``mimic.py``) and Coalition Victory's
instant win (``victory.py``, through ``CardSet.winners``). Its planets need nothing of their
own: Asteroids, Exotic symbols and Crystal are Exotica's; Hostile planets, replenishing Fighter
slots and Peace Treaty are Escalation's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ops import declare_passives
from .. import CardSet, register
from . import hooks, mimic, taking  # noqa: F401 (they declare their hooks)
from .victory import coalition_winners

if TYPE_CHECKING:
    from ...game import Game

declare_passives("coalition_victory", "exotic_warfare_discount")


class ExoticaPromo(CardSet):
    id = "exotica-promo"

    def winners(self, game: Game) -> list[int]:
        return coalition_winners(game)


register(ExoticaPromo())
