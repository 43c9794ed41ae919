"""Card facts and empire arithmetic a bot derives from its seat's view and the catalog.

What the rules compute a bot reads in the view (``rules/views.py``): the passives in effect,
each face-down planet's attack prices and the Colonies it still needs, the prices of planets
looked at. Here it only counts what its judgement weighs (symbols printed in the empire, slots,
resources), from ``GameView`` only, never from the state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache, lru_cache
from typing import TypeVar

from ..rules.catalog import BASIC_RESOURCES, Card
from ..rules.catalog_cache import default_catalog
from ..rules.fleet import SIZES
from ..rules.indexes import Facts
from ..rules.research import requirements_met
from ..rules.roletable import ROLE_SYMBOLS
from ..rules.slots import room
from ..rules.views import GameView, PlanetView, PlayerView

T = TypeVar("T")


@cache
def card(iid: str) -> Card:
    """The catalog entry of an instance id (``survey#03``) or a catalog id."""
    return default_catalog()[iid.split("#", 1)[0]]


@cache
def facts(iid: str) -> Facts:
    """What a boost or follow reads of a card (``indexes.Facts``), by instance id."""
    return Facts(card(iid))


@cache  # a rollout asks it millions of times; instance ids repeat across imagined worlds
def symbols(iid: str, role: str) -> int:
    """Role symbols a hand card adds to ``role`` (a Produce/Trade card counts for either)."""
    return card(iid).symbols.count(role)


def by_card(fact: Callable[[Card], T]) -> Callable[[Card], T]:
    """``fact`` of a catalog entry, remembered (a rollout asks it at every decision). Entries
    are not hashable; they live as long as the catalog, and each is kept beside its fact, so
    its ``id`` stays its own."""
    memo: dict[int, tuple[Card, T]] = {}

    def remembered(c: Card) -> T:
        hit = memo.get(id(c))
        if hit is None:
            hit = memo[id(c)] = (c, fact(c))
        return hit[1]
    return remembered


@by_card
def symbol_counts(c: Card) -> dict[str, int]:
    """How many of each symbol a card prints."""
    return dict(Counter(c.symbols))


class Empire:
    """One seat's own position, as that seat sees it."""

    def __init__(self, view: GameView, seat: int | None = None):
        self.view = view
        self.me: PlayerView = view.players[view.seat if seat is None else seat]
        self.hand: list[str] = list(self.me.hand or [])
        self.cards: list[Card] = [card(pl.card) for pl in self.me.planets
                                  if pl.face_up and pl.card is not None]
        self.cards += [card(pm.copy_of or pm.face) for pm in self.me.permanents]
        counts = [symbol_counts(c) for c in self.cards]
        self.halo = sum(k.get("X", 0) for k in counts)
        self.passives = Counter(self.me.passives)  # as the rules count them (rules/views.py)
        self._symbols = dict.fromkeys(ROLE_SYMBOLS, 0)
        for k in counts + [symbol_counts(cs) for c in self.cards for cs in c.conditional_symbols
                           if self.halo >= cs.min_exotic]:
            for r, n in k.items():
                if r in self._symbols:
                    self._symbols[r] += n
        # what the greedy judgement reads at every decision, derived once (a snapshot)
        self.face_down = [pl for pl in self.me.planets if not pl.face_up and pl.card is not None]
        self._filled = sum(1 for _, res, _ in self.holders() for r in res
                           if r is not None and r not in SIZES)
        self._empty = sum(len(room(c, res, i, cap)) for c, res, cap in self.holders()
                          for i, s in enumerate(c.slots) if s.resource not in SIZES)
        self._types = Counter(c.planet_type for c in self.cards
                              if c.kind in ("planet", "start_planet") and not c.is_asteroid)
        self._techs: list[Card] | None = None

    def symbols(self, role: str) -> int:
        """Role symbols printed in the empire (used once in each role phase)."""
        return self._symbols[role]

    def colonies_needed(self, pl: PlanetView) -> int | None:
        """Colonies still missing to settle a face-down planet, as the rules count them."""
        return pl.settle

    def attack_cost(self, pl: PlanetView) -> int | None:
        """Fighters to attack a face-down planet of the empire (``fighters``)."""
        return fighters(pl.attack, self.me.ships)

    def attack_cost_of(self, iid: str) -> int | None:
        """``attack_cost`` of a planet card of the empire or one the seat looks at or is asked
        about (``GameView.offers``)."""
        pl = next((pl for pl in self.face_down if pl.card == iid), None)
        if pl is not None:
            return self.attack_cost(pl)
        return fighters(self.view.offers.get(iid, ()), self.me.ships)

    def settle_cost_of(self, iid: str) -> int | None:
        """Colonies still missing to settle a planet card of the empire or one the seat looks at
        or is asked about (``GameView.settles``), as the rules count them; None: never."""
        pl = next((pl for pl in self.face_down if pl.card == iid), None)
        if pl is not None:
            return pl.settle
        return self.view.settles.get(iid)

    def ready(self) -> list[PlanetView]:
        """Face-down planets that could be settled now."""
        return [pl for pl in self.face_down if self.colonies_needed(pl) == 0]

    def attackable(self, fighters: int | None = None) -> list[PlanetView]:
        have = self.me.fighters if fighters is None else fighters
        return [pl for pl in self.face_down
                if (c := self.attack_cost(pl)) is not None and c <= have]

    def holders(self) -> list[tuple[Card, list[str | None], int]]:
        """Cards holding resources, with the capacity of their slots (rules/slots.py):
        face-up, unscorched planets and Asteroid copies."""
        out = [(card(pl.card), pl.resources, pl.capacity) for pl in self.me.planets
               if pl.face_up and not pl.scorched and pl.card is not None]
        out += [(card(pm.copy_of), pm.resources, 1) for pm in self.me.permanents if pm.copy_of]
        return out

    def filled(self) -> int:
        """Resources to trade (ship tokens on slots are not resources)."""
        return self._filled

    def empty_slots(self) -> int:
        """Places Produce may fill (two per planet slot with Bountiful Harvest)."""
        return self._empty

    def planet_types(self) -> Counter:
        return self._types

    def affordable(self, x: int) -> list[Card]:
        """Technology faces buyable now with X Research symbols."""
        if self._techs is None:  # the faces on offer whose requirements are met (the same
            self._techs = techs_met(  # piles and planet types recur: remembered)
                tuple(tuple(pile) for pile in self.view.techs.values()),
                frozenset(self._types.items()), bool(self.passives["exotic_wild_type"]),
                bool(self.passives["asteroidal_charter"]))
        return [f for f in self._techs if f.cost <= x]

    def owned(self) -> list[str]:
        """Every card of this seat the seat can see (hand, discard, played, colonies)."""
        return (self.hand + list(self.me.discard) + list(self.me.played)
                + [c for pl in self.me.planets for c in pl.colonies])

    def resource_kinds(self) -> Counter:
        return Counter(r for _, res, _ in self.holders() for r in res if r is not None)


@lru_cache(maxsize=4096)
def techs_met(piles: tuple[tuple[str, ...], ...], types: frozenset[tuple[str, int]],
              wild: bool, charter: bool) -> list[Card]:
    """``Empire._techs``: the faces with a cost in ``piles`` that planets of ``types`` (with
    Coalition's wild Exotics, the Asteroidal charter) allow."""
    have = Counter(dict(types))
    out = []
    for pile in piles:
        for iid in pile:
            c = card(iid)
            faces = [c] + ([card(c.other_face)] if c.other_face else [])
            out += [f for f in faces if f.cost is not None
                    and requirements_met(f, have, wild, charter)]
    return out


def fighters(prices, ships: dict[str, int]) -> int | None:
    """Fighters an attack costs, of the ways the rules price it (``PlanetView.attack``): a
    price in other ships (an Escalation ship cost, Primary Weapon's Battlecruiser) counts as 0
    when the fleet holds those ships; else the price in Fighters; None: out of reach."""
    cost = None
    for price in prices:
        if len(price) == 1 and "fighter" in price:
            if cost is None:
                cost = price["fighter"]
        elif all(ships.get(s, 0) >= n for s, n in price.items()):
            return 0
    return cost


def missing_resource(emp: Empire) -> str:
    """A basic resource type the empire holds least of (for 'any' slots)."""
    have = emp.resource_kinds()
    return min(BASIC_RESOURCES, key=lambda r: (have.get(r, 0), BASIC_RESOURCES.index(r)))
