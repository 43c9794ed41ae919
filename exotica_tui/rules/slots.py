"""Resource slots and what they hold (base-game.md §5.5, §5.6; escalation.md §11.2 P3).

A holder's ``resources`` (a planet's or a permanent's) lists what its card's slots hold, in rows:
entry j belongs to slot ``j % len(card.slots)``. A printed slot holds one resource, so a holder
has one row, one entry per slot, as it always had. The passive ``planet_slot_extra`` (the
Bountiful Harvest scenario card: "each of your planet resource slots holds +1 resource") lets
each resource slot of its owner's planets hold ``n`` more: Produce fills such a slot until it
holds its capacity, adding a row when its entries are full, and trading, selling or spending
takes one entry, one resource, at a time. The card number lives in the card file.

Rulings (rules/RULINGS.md):
- Planets only, as BGA plays it: a technology's slots (Biosphere, a Space Station's copy) keep
  one resource each, and so do Asteroids, which are not Planets (Exotica rulebook, "Mining and
  Asteroids"); ship slots hold ship tokens, not resources.
- Every produce effect (a Produce role, Abundance's 4 on entering play and 2 per settle or
  attack, Spoils of War) places each resource into any slot with room, so one effect may fill
  both places of a slot; each resource placed is a resource produced (Genetic Engineering,
  Specialized Production).
- A replenishing slot refills only when it holds nothing, with one resource ("if it is empty").
- A planet that changes empires keeps what it holds; its slots take more only while they hold
  fewer than their new owner's capacity.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ops import declare_passives
from .symbols import has

if TYPE_CHECKING:
    from .catalog import Card
    from .game import Game
    from .state import Player

EXTRA = "planet_slot_extra"
declare_passives(EXTRA)


def capacity(game: Game, p: Player, card: Card) -> int:
    """How many resources each resource slot of ``card`` holds in p's empire."""
    return card_capacity(card, has(game, p, EXTRA))


def card_capacity(card: Card, extra: int) -> int:
    """The capacity of ``card``'s resource slots for an owner with ``extra`` (its passive)."""
    return 1 if card.kind not in ("planet", "start_planet") or card.is_asteroid else 1 + extra


def entries(card: Card, res: list[str | None], i: int) -> range:
    """The entries of slot i."""
    return range(i, len(res), len(card.slots))


def held(card: Card, res: list[str | None], i: int) -> list[str]:
    """The resources (or ship tokens) slot i holds."""
    return [r for j in entries(card, res, i) if (r := res[j]) is not None]


def room(card: Card, res: list[str | None], i: int, cap: int) -> list[int]:
    """The entries Produce may fill in slot i, up to ``cap`` resources: empty entries first,
    then entries of rows still to add."""
    out: list[int] = []
    j = i
    while len(out) < cap - len(held(card, res, i)):
        if j >= len(res) or res[j] is None:
            out.append(j)
        j += len(card.slots)
    return out


def put(card: Card, res: list[str | None], j: int, resource: str) -> None:
    """Place a resource in entry j, adding rows as needed."""
    while j >= len(res):
        res.extend([None] * len(card.slots))
    res[j] = resource


def entry_label(card: Card, j: int, resource: str) -> str:
    """``Water on Mesia Sednim``, with ``#2`` for the second place of a slot."""
    row = j // len(card.slots)
    return f"{resource.title()} on {card.name}" + (f" #{row + 1}" if row else "")
