"""Card facts and empire arithmetic a bot derives from its seat's view and the catalog.

The counting follows the rules core (role symbols in an empire, colonies still needed, attack
costs, research requirements), but is computed from ``GameView`` only, never from the state.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from ..rules.catalog import BASIC_RESOURCES, Card, default_catalog
from ..rules.fleet import SIZES
from ..rules.research import requirements_met
from ..rules.roletable import ROLE_SYMBOLS
from ..rules.slots import room
from ..rules.views import GameView, PlanetView, PlayerView

UNLIMITED = 1000  # an unlimited passive (``n`` < 0), as rules/symbols.py counts it (bots may
# not import that module: tests/bots/test_isolation.py)


@cache
def card(iid: str) -> Card:
    """The catalog entry of an instance id (``survey#03``) or a catalog id."""
    return default_catalog()[iid.split("#", 1)[0]]


def symbols(iid: str, role: str) -> int:
    """Role symbols a hand card adds to ``role`` (a Produce/Trade card counts for either)."""
    return card(iid).symbols.count(role)


class Empire:
    """One seat's own position, as that seat sees it."""

    def __init__(self, view: GameView, seat: int | None = None):
        self.view = view
        self.me: PlayerView = view.players[view.seat if seat is None else seat]
        self.hand: list[str] = list(self.me.hand or [])
        self.cards: list[Card] = [card(pl.card) for pl in self.me.planets
                                  if pl.face_up and pl.card is not None]
        self.cards += [card(pm.copy_of or pm.face) for pm in self.me.permanents]
        self.halo = sum(c.symbols.count("X") for c in self.cards)
        self.passives = Counter()
        self.weapon: dict[str, int] = {}  # Primary Weapon's ship price of any attack
        for c in self.cards + fronts(self.me):  # as rules/symbols.Empire counts them
            for hook in {ps.hook: None for ps in c.passives}:  # a card's first of a hook
                n = c.passive(hook).n
                self.passives[hook] += n if n >= 0 else UNLIMITED
            if not self.weapon and (weapon := c.passive("primary_weapon")):
                self.weapon = weapon.ships  # the first card with it, as the rules read it
        self._symbols = {r: self._count(r) for r in ROLE_SYMBOLS}

    def _count(self, role: str) -> int:
        n = sum(c.symbols.count(role) for c in self.cards)
        n += sum(cs.symbols.count(role) for c in self.cards for cs in c.conditional_symbols
                 if self.halo >= cs.min_exotic)
        return n

    def symbols(self, role: str) -> int:
        """Role symbols printed in the empire (used once in each role phase)."""
        return self._symbols[role]

    @property
    def face_down(self) -> list[PlanetView]:
        return [pl for pl in self.me.planets if not pl.face_up and pl.card is not None]

    def discount(self, pl: PlanetView | Card) -> int:
        return self.passives["asteroid_cost_discount"] if pl.planet_type == "asteroid" else 0

    def colonies_needed(self, pl: PlanetView) -> int | None:
        if pl.colonize_cost is None:
            return None
        cost = max(0, pl.colonize_cost - self.discount(pl))
        return max(0, cost - pl.colony_value - self.symbols("C"))

    def attack_cost(self, pl: PlanetView | Card) -> int | None:
        """Fighters to attack pl (a planet in the empire, or a card's printed costs); an
        Escalation ship cost counts as 0 Fighters when the fleet holds those ships, else as
        out of reach. With a Battlecruiser the Fleet tile lowers a Fighter cost, and its
        Primary Weapon (Improved Fleet) pays any cost (escalation.md §4.2): 0 Fighters."""
        have = self.me.ships
        if not pl.warfare_ships and pl.warfare_cost is None:
            return None
        for price in (self.weapon, pl.warfare_ships):
            if price and all(have.get(s, 0) >= n for s, n in price.items()):
                return 0
        if pl.warfare_ships:
            return None
        cost = pl.warfare_cost - self.passives["warfare_discount"] - self.discount(pl)
        cost -= self.passives["exotic_warfare_discount"] * self.halo  # Alien Weaponry
        if have.get("battlecruiser", 0):
            cost -= self.passives["battlecruiser_discount"]
        return max(0, cost)

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
        return sum(1 for _, res, _ in self.holders() for r in res
                   if r is not None and r not in SIZES)

    def empty_slots(self) -> int:
        """Places Produce may fill (two per planet slot with Bountiful Harvest)."""
        return sum(len(room(c, res, i, cap)) for c, res, cap in self.holders()
                   for i, s in enumerate(c.slots) if s.resource not in SIZES)

    def planet_types(self) -> Counter:
        return Counter(c.planet_type for c in self.cards
                       if c.kind in ("planet", "start_planet") and not c.is_asteroid)

    def meets(self, tech: Card) -> bool:
        return requirements_met(tech, self.planet_types(), bool(self.passives["exotic_wild_type"]),
                                bool(self.passives["asteroidal_charter"]))

    def affordable(self, x: int) -> list[Card]:
        """Technology faces buyable now with X Research symbols."""
        out = []
        for pile in self.view.techs.values():
            for iid in pile:
                c = card(iid)
                faces = [c] + ([card(c.other_face)] if c.other_face else [])
                out += [f for f in faces if f.cost is not None and f.cost <= x and self.meets(f)]
        return out

    def owned(self) -> list[str]:
        """Every card of this seat the seat can see (hand, discard, played, colonies)."""
        return (self.hand + list(self.me.discard) + list(self.me.played)
                + [c for pl in self.me.planets for c in pl.colonies])

    def resource_kinds(self) -> Counter:
        return Counter(r for _, res, _ in self.holders() for r in res if r is not None)


def fronts(me: PlayerView) -> list[Card]:
    """The cards in front of a seat besides its empire whose passives it has: the faces of
    its Mining and Fleet tiles and its scenario (each set's ``passive_cards`` in the rules)."""
    out = []
    if me.mining is not None:
        out.append(card("improved-mining" if me.mining == "improved" else "mining"))
    if me.fleet_tile is not None:
        out.append(card("improved-fleet" if me.fleet_tile == "improved" else "basic-fleet"))
    if me.scenario is not None:
        out.append(default_catalog().scenarios[me.scenario])
    return out


def missing_resource(emp: Empire) -> str:
    """A basic resource type the empire holds least of (for 'any' slots)."""
    have = emp.resource_kinds()
    return min(BASIC_RESOURCES, key=lambda r: (have.get(r, 0), BASIC_RESOURCES.index(r)))
