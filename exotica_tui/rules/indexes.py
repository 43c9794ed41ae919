"""What the rules look up about a card all the time, built once per card and shared by every
game of a catalog (a catalog never changes once loaded). A game binds each index's
``__getitem__`` (``game.card``, ``game.name``, ``game.card_option``, ``game.facts``): a dict's
own lookup costs a fraction of a method call, and what a question derives from a card (a label,
a role card's stack) is worked out once, not at every question."""

from __future__ import annotations

import weakref

from .catalog import Card, Catalog
from .decision import Option


class CardIndex(dict):
    """The catalog entry of a card instance id (``survey#03``) or catalog id."""

    def __init__(self, catalog: Catalog):
        super().__init__()
        self.catalog = catalog

    def __missing__(self, card_id: str) -> Card:
        card = self[card_id] = self.catalog[card_id.split("#", 1)[0]]
        return card


class NameIndex(dict):
    """The name of a card instance id (most log lines and labels name cards)."""

    def __init__(self, catalog: Catalog):
        super().__init__()
        self.cards = index(catalog, CardIndex)

    def __missing__(self, card_id: str) -> str:
        name = self[card_id] = self.cards[card_id].name
        return name


class CardOptions(dict):
    """The option of a hand card, built once and shared (an Option never changes):
    ``game.card_option(iid)`` is the card by its name (a cleanup offers every card in hand),
    ``game.card_option((iid, x))`` the card adding X symbols (a boost or a follow offers every
    useful card in hand). Its label is made once, not at every question: most questions are
    answered by bots, simulations and replays that never read one."""

    def __init__(self, catalog: Catalog):
        super().__init__()
        self.names = index(catalog, NameIndex)

    def __missing__(self, key: str | tuple[str, int]) -> Option:
        if key.__class__ is tuple:
            iid, x = key
            option = Option(iid, f"{self.names[iid]} (+{x})", iid)
        else:
            option = Option(key, self.names[key], key)
        self[key] = option
        return option


class Facts:
    """What every boost, follow and action phase reads of a card, with what it derives worked
    out once: ``id`` (the catalog id), ``symbols``, ``role_stack`` (a role card's stack,
    else None), ``action_label`` (the label of playing it for its action, None if it has no
    action), ``asteroid`` (``Card.is_asteroid``) and ``replenishes`` (it has a Replenishing
    slot)."""

    __slots__ = ("id", "symbols", "role_stack", "action_label", "asteroid", "replenishes")

    def __init__(self, card: Card):
        self.id = card.id
        self.symbols = tuple(card.symbols)
        self.role_stack = card.stack if card.kind == "role" else None
        self.action_label = f"{card.name}: {card.text}" if card.action else None
        self.asteroid = card.is_asteroid
        self.replenishes = any(slot.replenishing for slot in card.slots)


class CardFacts(dict):
    """The ``Facts`` of a card instance id."""

    def __init__(self, catalog: Catalog):
        super().__init__()
        self.cards = index(catalog, CardIndex)

    def __missing__(self, card_id: str) -> Facts:
        facts = self[card_id] = Facts(self.cards[card_id])
        return facts


_MADE: weakref.WeakKeyDictionary[Catalog, dict[type, dict]] = weakref.WeakKeyDictionary()


def index(catalog: Catalog, kind: type[dict]) -> dict:
    """The catalog's one index of ``kind`` (one of the classes above)."""
    made = _MADE.get(catalog)
    if made is None:
        made = _MADE[catalog] = {}
    found = made.get(kind)
    if found is None:
        found = made[kind] = kind(catalog)
    return found
