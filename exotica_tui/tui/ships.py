"""Rich text for Escalation's ships: fleets by size, ship costs, planet classes, the Fleet tile.

Every word about a tile or a cost is read from the catalog (``cards/escalation/``); a game
without Escalation never reaches the ship words (its players have no Fleet tile), so its
screens stay as they were. Sizes are letters, never colours: ``F`` Fighter, ``D`` Destroyer,
``B`` Battlecruiser (``⚔2F 1D 0B``; ``W1D`` attacks with 1 Destroyer).
"""

from __future__ import annotations

import re

from rich.text import Text

from ..rules.catalog import Card
from ..rules.fleet import SIZE_NAMES, SIZES
from ..rules.game import Game
from ..rules.plugin import tile_faces
from ..rules.roletable import ROLE_NAMES
from ..rules.words import count

SIZE_TAG = {"fighter": "F", "destroyer": "D", "battlecruiser": "B"}
CLASS_NAMES = {"bustling": "Bustling", "civilized": "Civilized", "hostile": "Hostile"}
CLASS_NOTES = {  # what the class means on the table (escalation.md §5, §7)
    "bustling": "its Action can be used from your empire",
    "civilized": "Peace Treaty",
    "hostile": "cannot be settled",
}
ICON_NAMES = {**SIZE_NAMES, "food": "Food", "water": "Water", "iron": "Iron",
              "silicon": "Silicon", "any": "any resource"}


def fleet(ships: dict[str, int], full: bool) -> str:
    """An empire's ships by size: ``⚔2F 1D 0B``, or in words when there is room."""
    if full:
        return "⚔ " + ship_list({s: ships.get(s, 0) for s in SIZES})
    return "⚔" + " ".join(f"{ships.get(s, 0)}{SIZE_TAG[s]}" for s in SIZES)


def ship_list(ships: dict[str, int]) -> str:
    """Ships in words: ``1 Destroyer``, ``3 Fighters, 0 Destroyers``."""
    return ", ".join(count(n, SIZE_NAMES[s]) for s, n in ships.items())


def costs(warfare: int | None, colonize: int | None, warfare_ships: dict[str, int]) -> str:
    """A planet's survey side: ``W4/C3``; an Escalation planet's ship cost ``W1D`` or
    ``W1B``; a planet without a Colonize cost (Hostile) cannot be settled: ``C✗``."""
    w = "".join(f"{n}{SIZE_TAG[s]}" for s, n in warfare_ships.items()) or str(warfare)
    return f"W{w}/C{'✗' if colonize is None else colonize}"


def card_costs(card: Card) -> str:
    return costs(card.warfare_cost, card.colonize_cost, card.warfare_ships)


def planet_lines(card: Card) -> str:
    """The card detail's cost lines of a planet (and its class, with Escalation)."""
    out = ""
    if card.planet_class:
        out += (f"\nClass: {CLASS_NAMES[card.planet_class]} "
                f"({CLASS_NOTES[card.planet_class]})")
    warfare = (ship_list(card.warfare_ships) if card.warfare_ships
               else count(card.warfare_cost or 0, "fighter"))
    if card.colonize_cost is None:
        return out + f"\nCost: Warfare {warfare}"  # no Colonize cost: the class says why
    settle = count(card.colonize_cost or 0, "colony", "colonies")
    return out + f"\nCosts: Warfare {warfare}, Colonize {settle}"


def tech_cost(card: Card) -> str:
    """``3 Research or 3 Fighters``: a technology's cost in Research and in ships (a
    Promo card's ships only with Escalation in play)."""
    out = upgrade_cost(card)
    return out + (" (with Escalation in play)" if card.alt_cost and card.set != "escalation"
                  else "")


def alt_tag(card: Card) -> str:
    """`` or 2D``: a technology's ship cost in a list of cards, or nothing."""
    return "".join(f" or {n}{SIZE_TAG[s]}" for s, n in card.alt_cost.items())


def icons(card: Card) -> str:
    """What a card in hand may be discarded as (escalation.md §4.3), or nothing."""
    if not card.icons:
        return ""
    names = [ICON_NAMES[i] for i in card.icons]
    return "\nMay be discarded from hand as: " + ", ".join(names)


def tile_lines(card: Card) -> str:
    """The card detail of a Fleet tile face that is bought: what the upgrade costs."""
    price = upgrade_cost(card) if card.kind == "fleet_tile" else ""
    return f"\nUpgrade: {price}, in a Research role you lead or follow" if price else ""


def upgrade_cost(card: Card) -> str:
    """``3 Research or 3 Fighters``: a technology's or the Fleet upgrade's (the improved
    face's) price in Research and in ships."""
    parts = ([f"{card.cost} {ROLE_NAMES['R']}"] if card.cost is not None else [])
    parts += [ship_list(card.alt_cost)] if card.alt_cost else []
    return " or ".join(parts)


def fleet_tile(game: Game, face: str, size: str) -> Text:
    """An empire's Fleet tile, all from the catalog: its face; unless ``size`` is "line",
    what its actions do now and what the Improved Fleet would give, at what cost ("short": in
    the catalog's few words, "full": the whole text). Like ``render.mining_tile``."""
    basic, improved = map(game.card, tile_faces("fleet_tile"))
    card = improved if face == "improved" else basic
    out = Text(card.name, style="bold")
    price = upgrade_cost(improved)
    upgrade = improved.name + (f" ({price})" if price else "")
    if size == "line":
        return out.append("" if card is improved else f" · {upgrade}", style="dim")
    if size == "short":
        out.append(" · " + (card.short or first_sentence(card.text)))
        return out if card is improved else out.append(
            f"\n{upgrade}: {improved.short or first_sentence(improved.text)}", style="dim")
    out.append("\n" + card.text)
    return out if card is improved else out.append(f"\n{upgrade}: {improved.text}",
                                                   style="dim")


def first_sentence(text: str) -> str:
    return re.split(r"(?<=\.)\s+", text, maxsplit=1)[0]
