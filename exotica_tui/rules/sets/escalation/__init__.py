"""Escalation as a card set (escalation.md): the Fleet tile and three ship sizes, the 15
planets and 6 start planets, 32 technologies and the 18 scenarios. In a game without
Escalation none of this is called.

- Setup: each player takes a Fleet tile, Basic Fleet side up (§2 step 3); the planets join the
  planet deck with the set's cards.
- Turn: the Replenish phase refills replenishing slots (§3 step 0, ``ships.py``); cards played
  in the Action phase are set aside until Cleanup (§3); the Fleet tile's actions
  (``fleet_tile.py``); Bustling planets' and permanents' actions are empire actions.
- Ships: attack prices and the Battlecruiser (``warfare.py``), paying with slot tokens and
  cards with ship icons (``ships.py``), technologies bought with ships and the Fleet upgrade in
  Research (``fleet_tile.py``); following Research without Research symbols is judged useful
  when the follower can pay a ship cost there now (``follow_useful``).
- Peace Treaty on a Warfare dissent; a held Battlecruiser's influence at the end.
- Ship technologies (``techs_fleet.py``), Annex and Military Campaign (``conquest.py``),
  REPARATIONS (``reparations.py``).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ...decision import Decision, Option
from ...optionkeys import bought_with_ships
from ...plugin import Steps, register
from . import (  # noqa: F401 (ops)
    conquest,
    fleet_tile,
    ships,
    techs,  # noqa: F401,I001  (declares ops and hooks, after those: their order)
    techs_fleet,
    warfare,
)
from .tech_rules import TechRules

if TYPE_CHECKING:
    from ...attacks import Target
    from ...game import Game
    from ...research import Claimed
    from ...state import Permanent, Planet, Player


class Escalation(TechRules):
    id = "escalation"
    label = "Escalation"
    setup_label = "Escalation"
    help = "help.md"
    sets_aside_actions = True
    tiles = {"fleet_tile": fleet_tile.FACES}

    def setup_player(self, game: Game, p: Player) -> None:
        p.set_fleet_tile("basic")

    def passive_cards(self, game: Game, p: Player) -> list:
        return [game.card(fleet_tile.face(p))] if p.fleet_tile else []

    def turn_start(self, game: Game, p: Player) -> Steps:
        ships.replenish(game, p)
        yield from ()

    def actions(self, game: Game, p: Player) -> list[Option]:
        return fleet_tile.actions(game, p)

    def act(self, game: Game, p: Player, key: str) -> Steps:
        yield from fleet_tile.act(game, p, key)

    def research_options(self, game: Game, p: Player, x: int,
                         claimed: Claimed | None = None) -> list[Option]:
        return fleet_tile.research_options(game, p, x, claimed)

    def research(self, game: Game, p: Player, key: str) -> Generator[Decision, list[str], int]:
        yield from fleet_tile.research(game, p, key)
        # the Research symbols it spent (Scientific Method buys again with the rest, FAQ 15)
        return 0 if bought_with_ships(key) else game.card(fleet_tile.IMPROVED).cost or 0

    def attack_prices(self, game: Game, p: Player, pl: Planet,
                      fighters: int | None) -> list[dict[str, int]] | None:
        return warfare.attack_prices(game, p, pl, fighters)

    def attack_targets(self, game: Game, p: Player) -> list[Target]:
        return conquest.campaign_targets(game, p)

    def conquer(self, game: Game, p: Player, target: Target) -> Steps:
        yield from conquest.campaign(game, p, target)

    def spendable(self, game: Game, p: Player, size: str) -> int:
        return ships.tokens(game, p, size) + ships.hand_ships(game, p, size)

    def pay_ships(self, game: Game, p: Player,
                  price: dict[str, int]) -> Generator[Decision, list[str], bool]:
        yield from ships.pay(game, p, price)
        return True

    def trade_goods(self, game: Game, p: Player) -> list[Option]:
        return ships.trade_goods(game, p)

    def sell(self, game: Game, p: Player, key: str) -> str:
        return ships.sell(game, p, key)

    def enters_play(self, game: Game, p: Player, pm: Permanent) -> None:
        ships.fill_slots(game, pm)

    def after_role(self, game: Game, p: Player) -> Steps:
        yield from super().after_role(game, p)
        yield from warfare.attack_after_role(game, p)

    def on_dissent(self, game: Game, p: Player, role: str) -> None:
        warfare.peace_treaty(game, p, role)

    def follow_useful(self, game: Game, p: Player, role: str) -> bool:
        """A Research follower may buy with ships alone (§9.1, FAQ 1-3): the Fleet upgrade or
        a technology whose ship cost p can pay and whose planets p has."""
        return role == "R" and bool(fleet_tile.research_options(game, p, 0))

    def end_scores(self, game: Game, p: Player) -> tuple[int, int]:
        return warfare.end_scores(game, p)

    def greedy_answers(self, kit) -> dict:
        from . import greedy  # the bot's knowledge: read by bots only

        return greedy.answers(kit)


register(Escalation())
