"""The Exotica Promo Pack as a card set (set id ``exotica-promo``; Exotica rulebook, "Exotica
Promo Pack"): cards for combining Exotica with Escalation, offered only when both are in play
(``config.GameConfig``).

Its 16 technologies' hooks (``hooks.py``, ``taking.py``, ``mimic.py``), Coalition Victory's
instant win (``victory.py``, through ``CardSet.winners``) and Mercs for Hire's Crystal as a
Fighter and Fighters traded as Crystal (``mercs.py``, through the ship and trade extension
points). Its planets need nothing of their
own: Asteroids, Exotic symbols and Crystal are Exotica's; Hostile planets, replenishing Fighter
slots and Peace Treaty are Escalation's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ops import declare_passives
from ...plugin import CardSet, register
from . import hooks, mercs, mimic, taking  # noqa: F401 (they declare their hooks)
from .victory import coalition_winners

if TYPE_CHECKING:
    from ...decision import Option
    from ...game import Game
    from ...state import Player

declare_passives("coalition_victory", "exotic_warfare_discount", "trade_fighters_as_crystal",
                 "crystal_as_fighter")


class ExoticaPromo(CardSet):
    id = "exotica-promo"
    label = "the Exotica Promo Pack"
    # "for combining Exotica & Escalation" (Exotica rulebook, "Exotica Promo Pack")
    needs = ("escalation", "exotica")
    setup_label = "Promo"

    def winners(self, game: Game) -> list[int]:
        return coalition_winners(game)

    def spendable(self, game: Game, p: Player, size: str) -> int:
        return mercs.mercs_fighters(game, p) if size == "fighter" else 0

    def pay_first(self, game: Game, p: Player, price: dict[str, int]) -> dict[str, int]:
        return mercs.pay_first(game, p, price)

    def trade_goods(self, game: Game, p: Player) -> list[Option]:
        return mercs.trade_goods(game, p)

    def sell(self, game: Game, p: Player, key: str) -> str:
        return mercs.sell(game, p, key)

    def greedy_answers(self, kit) -> dict:
        from . import greedy  # the bot's knowledge: read by bots only

        return greedy.answers(kit)


register(ExoticaPromo())
