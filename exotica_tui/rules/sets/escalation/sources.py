"""Symbols from outside the hand when boosting or following (escalation.md §9.2, FAQ 17-21):
Black Market's resources, Warfare Technology's Fighters, and Freedom of Trade's follow of
Produce as Trade and Trade as Produce. (Wealth of Knowledge's Survey cards are hand cards:
``rules/symbols.card_value``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decision import Option
from ...effects import empty_entry, holders
from ...fleet import SIZES
from ...optionkeys import FIGHTER_SYMBOL, HAND, MARKET
from ...slots import entry_label
from ...symbols import card_values, has
from ...words import count
from .ships import icon_value, sell

if TYPE_CHECKING:
    from ...game import Game
    from ...state import Player

FIGHTER = FIGHTER_SYMBOL  # the grammar of their keys: rules/optionkeys.py


def symbol_sources(game: Game, p: Player, role: str, lead: bool) -> list[tuple[Option, int]]:
    """Black Market: "discard resources from your empire as if they were symbols to boost or
    follow any role", 1 symbol each (FAQ 17). Ruling: not for Colonize, whose symbols are the
    cards tucked as Colonies (a resource is no card to tuck). Warfare Technology: "discard
    Fighters as if they were Research symbols to boost or follow Research roles" (FAQ 19):
    the fleet's and the Fighter tokens on replenishing slots (they are ships, §6)."""
    out = []
    if role != "C" and has(game, p, "resources_as_symbols"):
        out += [(Option(f"{MARKET}{key}/{i}", f"{entry_label(card, i, r)} (Black Market, +1)",
                        key), 1)
                for key, card, res in holders(game, p) for i, r in enumerate(res)
                if r is not None and r not in SIZES]
    if role == "R" and has(game, p, "fighters_as_research"):
        out += [(Option(f"{FIGHTER}{k}", f"Fighter {k + 1} (Warfare Technology, +1)"), 1)
                for k in range(p.fleet.fighters)]
        out += [(Option(f"{FIGHTER}{key}/{i}",
                        f"{entry_label(card, i, r)} (Warfare Technology, +1)", key), 1)
                for key, card, res in holders(game, p) for i, r in enumerate(res)
                if r == "fighter"]
        out += fighter_cards(game, p)
    return out


def fighter_cards(game: Game, p: Player) -> list[tuple[Option, int]]:
    """Warfare Technology's cards in hand with Fighter icons, each discarded "as if it were that
    ship" (escalation.md §4.3; rules revision 3): 1 Research symbol per icon. Ruling: only a
    card without a Research symbol here; one with it boosts as itself, worth as much."""
    if game.config.rules_revision < 3:
        return []
    value = card_values(game, p, p.hand, "R")
    return [(Option(f"{FIGHTER}{HAND}{c}", f"{game.name(c)} from hand as "
                    f"{count(n, 'Fighter')} (Warfare Technology, +{n})", c), n)
            for c in p.hand if not value[c] and (n := icon_value(game, c, "fighter"))]


def spend_symbols(game: Game, p: Player, keys: list[str]) -> None:
    """Discard what was picked: resources from their slots, Fighters to the supply."""
    market = [k.removeprefix(MARKET) for k in keys if k.startswith(MARKET)]
    for key in market:
        empty_entry(game, p, key)
    if market:
        game.say(f"{p.name} discards {count(len(market), 'resource')} as symbols "
                 f"(Black Market).")
    fighters = [k.removeprefix(FIGHTER) for k in keys if k.startswith(FIGHTER)]
    cards = [k.removeprefix(HAND) for k in fighters if k.startswith(HAND)]
    n = len(fighters) - len(cards) + sum(icon_value(game, c, "fighter") for c in cards)
    for key in fighters:
        if key.startswith(HAND):  # a card with Fighter icons
            sell(game, p, key)
        elif "/" in key:  # a slot's token, else one of the fleet
            empty_entry(game, p, key)
        else:
            p.fleet.add("fighter", -1)
    if fighters:
        named = f" ({', '.join(map(game.name, cards))} from hand)" if cards else ""
        game.say(f"{p.name} discards {count(n, 'Fighter')}{named} as Research symbols "
                 f"(Warfare Technology).")


def follow_as(game: Game, p: Player, role: str) -> list[str]:
    """Freedom of Trade: "You may follow Produce roles as if they were Trade roles. You may
    follow Trade roles as if they were Produce roles" (FAQ 21)."""
    if not has(game, p, "follow_produce_as_trade"):
        return []
    return {"P": ["T"], "T": ["P"]}.get(role, [])
