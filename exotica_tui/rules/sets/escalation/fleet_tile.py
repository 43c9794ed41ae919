"""The Fleet tile (escalation.md §4.2) and ship costs of technologies (§9.1).

- Its two actions (Basic: 3 Fighters -> 1 Destroyer, 2 Destroyers -> 1 Battlecruiser;
  Improved: Fighters in pairs -> Destroyers, repeatable, and 2 Destroyers -> 1 Battlecruiser)
  are printed on the tile face as a ``choose``; each alternative is offered as an action of
  its own, and using one is the player's action (FAQ 8).
- The upgrade to Improved Fleet is bought in a Research role, leading or following, with 3
  Research symbols or 3 Fighters (the improved face's ``cost`` and ``alt_cost``), instead of a
  technology.
- A technology with ``alt_cost`` may be bought with those ships instead of Research symbols,
  leading or following, one method per card, planet prerequisites still apply (§9.1, FAQ 1-3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...attacks import can_pay, pay_ships, price_text
from ...decision import Option
from ...idle import effects_reason
from ...ops import run
from ...optionkeys import (
    FLEET_UPGRADE,
    bought_card,
    bought_with_ships,
    fleet_action_key,
    ships_key,
)
from ...plugin import Steps
from ...research import gain_tech, judge
from .ships import exchange_text

if TYPE_CHECKING:
    from ...catalog import Card, Effect
    from ...game import Game
    from ...research import Claimed
    from ...state import Player



IMPROVED = "improved-fleet"  # the tile's improved face: its upgrade's price is printed there
FACES = ("basic-fleet", IMPROVED)  # the Fleet tile's faces, basic and improved


def face(p: Player) -> str:
    return FACES[p.fleet_tile == "improved"]


def upgrade_by_ships(tile: str | None, fleet: dict[str, int], improved: Card) -> bool:
    """Whether a Basic Fleet tile may be upgraded with the ships of ``fleet`` alone (the
    improved face's ``alt_cost``, §4.2): what a seat's view (``PlayerView.fleet_tile``,
    ``.ships``) tells of ``research_options``'s ship upgrade, without the ships card sets
    add (``attacks.spendable``)."""
    return tile == "basic" and all(fleet.get(s, 0) >= n for s, n in improved.alt_cost.items())


def tile_actions(game: Game, p: Player) -> list[tuple[str, list[Effect]]]:
    card = game.card(face(p))
    return [(fleet_action_key(i), effects)
            for e in card.action for i, effects in enumerate(e.options)]


def actions(game: Game, p: Player) -> list[Option]:
    """The tile's actions p can take now."""
    if p.fleet_tile is None:
        return []
    name = game.card(face(p)).name
    return [Option(key, f"{name}: {'; '.join(exchange_text(e) for e in effects)}", face(p))
            for key, effects in tile_actions(game, p)
            if effects_reason(game, p, effects) is None]


def act(game: Game, p: Player, key: str) -> Steps:
    effects = dict(tile_actions(game, p))[key]
    game.say(f"{p.name} uses their {game.card(face(p)).name}.")
    yield from run(game, p, effects)


def research_options(game: Game, p: Player, x: int,
                     claimed: Claimed | None = None) -> list[Option]:
    """The Fleet upgrade and technologies bought with ships (their planets besides what earlier
    purchases of this role ``claimed``)."""
    opts = []
    if p.fleet_tile == "basic":
        imp = game.card(IMPROVED)
        if imp.cost is not None and x >= imp.cost:
            opts.append(Option(FLEET_UPGRADE, f"Upgrade to {imp.name} ({imp.cost} R)", imp.id))
        if can_pay(game, p, imp.alt_cost):
            opts.append(Option(ships_key(imp.id),
                               f"Upgrade to {imp.name} (pay {price_text(imp.alt_cost)})", imp.id))
    for f in ship_bought(game, p, claimed):
        opts.append(Option(ships_key(f.id), f"{f.name} (pay {price_text(f.alt_cost)}"
                           f"{', permanent' if f.permanent else ''})", f.id))
    return opts


def ship_bought(game: Game, p: Player, claimed: Claimed | None = None) -> list[Card]:
    """Technology faces p may buy now with ships (every set's cards with ``alt_cost``)."""
    ok_for = judge(game, p, claimed)
    out = []
    for pile in game.s.techs.values():
        for iid in pile:
            card = game.card(iid)
            faces = [card] + ([game.card(card.other_face)] if card.other_face else [])
            out += [f for f in faces if f.alt_cost and ok_for(f)
                    and can_pay(game, p, f.alt_cost)]
    return out


def research(game: Game, p: Player, key: str) -> Steps:
    target = bought_card(key)
    if bought_with_ships(key):
        yield from pay_ships(game, p, game.card(target).alt_cost)
    if target in (FLEET_UPGRADE, IMPROVED):
        p.set_fleet_tile("improved")
        game.say(f"{p.name} upgrades their Fleet tile to Improved Fleet.")
        return
    yield from gain_tech(game, p, target)
