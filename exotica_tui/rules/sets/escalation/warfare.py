"""Escalation's Warfare: ship costs of attacks, the Battlecruiser, Peace Treaty and scoring.

- A planet printing a ship cost (``warfare_ships``) is attacked with those ships (§5): Bustling
  and Hostile 1 Destroyer, Civilized 1 Battlecruiser. Fighter discounts never reduce them.
- While its owner holds a Battlecruiser, the Fleet tile takes 1 (Basic) or 2 (Improved) Fighters
  off every Warfare cost paid in Fighters, never off a Destroyer or Battlecruiser cost (§4.1,
  FAQ 4). Improved Fleet's Primary Weapon: 1 Battlecruiser instead of any printed cost (FAQ 7).
- A Battlecruiser still held at the end is worth influence (§13); the tie-break counts only
  resources and Fighters, Fighter tokens on slots included (§13, RECOMMENDED).
- Peace Treaty: 1 influence from the supply per source each time its owner dissents a Warfare
  role (§7; several sources stack, FAQ 10).
- Tour de Force: "you may Attack a planet after any Role phase this turn" (FAQ 30): the attack
  is offered after each Role phase of the turn until it is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...attacks import attack, attackable
from ...effects import gain_influence
from ...ops import declare_passives, declare_turn_bonuses
from ...symbols import has, passive_of

if TYPE_CHECKING:
    from ...game import Game
    from ...plugin import Steps
    from ...state import Planet, Player

declare_passives("battlecruiser_discount", "battlecruiser_influence", "peace_treaty")
declare_passives("primary_weapon", needs="ships")
declare_turn_bonuses("attack_after_any_role")


def attack_prices(game: Game, p: Player, pl: Planet,
                  fighters: int | None) -> list[dict[str, int]]:
    """The prices of attacking pl: its ship cost or its (discounted) Fighters, and 1
    Battlecruiser with Primary Weapon."""
    card = game.card(pl.card)
    prices = []
    if card.warfare_ships:
        prices.append(dict(card.warfare_ships))
    elif fighters is not None:
        discount = has(game, p, "battlecruiser_discount") if p.fleet.battlecruisers else 0
        prices.append({"fighter": max(0, fighters - discount)})
    weapon = passive_of(game, p, "primary_weapon") if prices else None
    if weapon is not None and weapon.ships not in prices:
        prices.append(dict(weapon.ships))
    return prices


def peace_treaty(game: Game, p: Player, role: str) -> None:
    n = has(game, p, "peace_treaty") if role == "W" else 0
    if n:
        gain_influence(game, p, n, f"{p.name} collects {n} influence for dissenting Warfare "
                       "(Peace Treaty).")


def end_scores(game: Game, p: Player) -> tuple[int, int]:
    """(Battlecruiser influence, more tie-break) of p's final score; Fighter tokens on planets
    and permanents count with the resources (rules/scoring.py)."""
    return p.fleet.battlecruisers * has(game, p, "battlecruiser_influence"), 0


def attack_after_role(game: Game, p: Player) -> Steps:
    """Tour de Force's attack, after a Role phase, while it is not made yet."""
    if "attack_after_any_role" not in p.turn.bonuses or not attackable(game, p):
        return
    before = sum(1 for pl in p.planets if pl.face_up)
    yield from attack(game, p, 1)
    if sum(1 for pl in p.planets if pl.face_up) > before:
        p.turn.bonuses.discard("attack_after_any_role")
