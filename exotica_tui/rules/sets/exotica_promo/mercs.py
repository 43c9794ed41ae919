"""Mercs for Hire (the seed's Technology Card Appendix): "You may Trade Fighters as if they were
Crystal. Once per turn: You may spend 1 Crystal as if it were a Fighter."

- Trading: each Fighter of the fleet, and each Fighter token on a replenishing slot (tokens
  count as ships for every purpose, escalation.md §6), is a trade good that sells as a Crystal
  (1 influence, and the bonuses of a Crystal trade: Specialization naming Crystal, Diverse
  Markets' new type). Ruling: with Weapon Emporium too, each Fighter is offered once, as
  Crystal (it sells for at least as much), so no Fighter is sold twice.
- Spending: while a Fighter cost is paid (an attack, a technology's ship cost, a Fleet tile
  exchange), 1 Crystal from the empire may stand in for 1 Fighter, once in each turn (anyone's).
  Ruling: the Crystal is spent only when the player's other ships fall short, so it never
  replaces a Fighter the player has (a Crystal trades for as much as a Fighter does here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...attacks import spendable
from ...decision import Option
from ...effects import empty_entry, holders, tradeable
from ...optionkeys import FIGHTER, HAND, fighter_key, hand_key, slot_key
from ...slots import entry_label
from ...symbols import has
from ..escalation.ships import discarded_as
from ..escalation.ships import sell as discard_card

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Player

USED = "crystal_as_fighter:{}"  # in Turn.used_once, with the number of the turn
GOOD = FIGHTER  # trade goods: Fighters sold as Crystal (the keys of Weapon Emporium's)


def crystal(game: Game, p: Player) -> tuple[list[str | None], int] | None:
    """The first Crystal in p's empire (its slot list and index), or None."""
    for _, _, res in holders(game, p):
        if "crystal" in res:
            return res, res.index("crystal")
    return None


def mercs_fighters(game: Game, p: Player) -> int:
    """1 if p may spend a Crystal as a Fighter now, else 0."""
    if not has(game, p, "crystal_as_fighter") or USED.format(game.s.turn_no) in p.turn.used_once:
        return 0
    return 1 if crystal(game, p) else 0


def trade_goods(game: Game, p: Player) -> list[Option]:
    """The fleet's Fighters (``fighter/<n>``), then the slot tokens (``fighter/<holder>/<i>``,
    the key of that slot entry after the prefix), then (rules revision 3) the cards in hand
    with a Fighter icon and no resource icon, "as if it were that ship" (escalation.md §4.3;
    ``fighter/hand/<card>``; one with a resource icon trades as that resource)."""
    if not has(game, p, "trade_fighters_as_crystal"):
        return []
    fleet = [Option(fighter_key(k), f"Fighter {k + 1} (as Crystal)")
             for k in range(p.fleet.fighters)]
    cards = [Option(fighter_key(hand_key(c)), f"{game.name(c)} from hand (as Crystal)", c)
             for c in p.hand if discarded_as(game, c, True) == "fighter"]
    return fleet + [Option(fighter_key(slot_key(key, j)),
                           f"{entry_label(card, j, r)} (as Crystal)", key)
                    for key, card, j, r in tradeable(game, p, True) if r == "fighter"] + (
        cards if game.config.rules_revision >= 3 else [])


def sell(game: Game, p: Player, key: str) -> str:
    entry = key.removeprefix(GOOD)
    if entry.startswith(HAND):
        discard_card(game, p, entry)
    elif "/" in entry:  # a slot's token, else one of the fleet
        empty_entry(game, p, entry)
    else:
        p.fleet.add("fighter", -1)
    return "crystal"


def pay_first(game: Game, p: Player, price: dict[str, int]) -> dict[str, int]:
    """Spend the Crystal for 1 Fighter of ``price`` when every other Fighter p could spend falls
    short; returns the rest of the price."""
    need = price.get("fighter", 0)
    mine = mercs_fighters(game, p)
    if not mine or need <= spendable(game, p, "fighter") - mine:
        return price
    res, i = crystal(game, p)
    res[i] = None
    p.turn.used_once.add(USED.format(game.s.turn_no))
    game.say(f"{p.name} spends 1 Crystal as a Fighter (Mercs for Hire).")
    return {**price, "fighter": need - 1}
