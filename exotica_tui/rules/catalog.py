"""The card catalog: every card, tile, scenario and setup table, loaded from ``cards/*/*.toml``.

Numbers live only in the TOML files. The classes here are plain slotted classes (``plain``), so
a start that finds the catalog cached (``catalog_cache``: ``default_catalog``) never imports
pydantic (issue 13, target 5). Read from the card files, pydantic validates them
(``catalog_load``); a malformed file fails with a message that names the file, the card and the
field (design.md, "Cards are data").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Annotated, Literal

from . import ops
from .plain import Check, Plain, at_least, plain
from .roletable import ROLE_NAMES, ROLE_SYMBOLS, STACK  # noqa: F401 (ROLE_NAMES: re-export)

Symbol = Literal[(*ROLE_SYMBOLS, "X")]  # a role symbol of the role table, or Exotic
Resource = Literal["food", "water", "iron", "silicon", "crystal", "any", "fighter", "destroyer"]
Ship = Literal["fighter", "destroyer", "battlecruiser"]  # rules/fleet.py SIZES
# What a card in hand may be discarded as (Escalation's ship and resource icons, escalation.md
# §4.3): a ship of one size, a resource of one type, or "any" resource.
Icon = Literal["fighter", "destroyer", "battlecruiser", "food", "water", "iron", "silicon", "any"]
BASIC_RESOURCES = ("food", "water", "iron", "silicon")
PlanetType = Literal["A", "F", "M", "E", "asteroid", "prestige", "utopian"]
PLANET_TYPE_NAMES = {"A": "Advanced", "F": "Fertile", "M": "Metallic", "E": "Exotic",
                     "asteroid": "Asteroid", "prestige": "Prestige", "utopian": "Utopian"}
PlanetClass = Literal["bustling", "civilized", "hostile"]  # Escalation's planets (§5)
Kind = Literal["role", "politics", "planet", "start_planet", "tech", "mining_tile", "fleet_tile"]


class CatalogError(ValueError):
    """A card file is malformed; the message names the file, the card and the field."""


Count = Annotated[int, at_least(0)]
Positive = Annotated[int, at_least(1)]
OptCount = Annotated[int | None, at_least(0)]


def _known_op(v: str) -> str:
    return ops.known(v, ops.registry(), "effect op")


def _known_what(v: str | None, data: dict) -> str | None:
    """A hook or turn bonus must be declared by a card set (rules/ops.py)."""
    names = {"hook": ops.HOOKS, "turn_bonus": ops.TURN_BONUSES}.get(data.get("op", ""))
    if names is not None:
        return ops.known(v or "", names, data["op"].replace("_", " "))
    return v


@plain
class Effect(Plain):
    """One operation of an action or trigger. ``per`` repeats it per face-up Asteroid or per
    haloed Exotic symbol; ``options`` holds the alternatives of a ``choose``."""

    op: Annotated[str, Check(_known_op)]
    n: int = 1
    per: Literal["asteroid", "exotic"] | None = None
    what: Annotated[str | None, Check(_known_what, data=True)] = None
    include_self: bool = False
    options: list[list[Effect]] = field(default_factory=list)

    def check(self) -> None:
        if (self.op == "choose") != bool(self.options):
            raise ValueError("'options' is required for op 'choose' and only there")


@plain
class Trigger(Plain):
    """Effects that fire at a moment ("when you mine", "at the beginning of your turn")."""

    when: Annotated[str, Check(lambda v: ops.known(v, ops.TRIGGERS, "trigger"))]
    effects: list[Effect]


def _known_hook(v: str) -> str:
    ops.registry()
    return ops.known(v, ops.PASSIVES, "passive")


@plain
class Passive(Plain):
    """A continuous ability, named by a hook the rules core checks at one place. ``n``: how
    strongly (summed over the cards in play, ``symbols.has``); ``ships`` (a price offered),
    ``keep`` (planets more to keep), ``influence`` (collected): numbers its rule reads from
    the card that holds it (``symbols.passive_of``), required where the hook declares so."""

    hook: Annotated[str, Check(_known_hook)]
    n: int = 1
    ships: dict[Ship, int] = field(default_factory=dict)
    keep: Count = 0
    influence: Count = 0

    def check(self) -> None:
        """Without the number its rule reads, a passive would silently read 0 or no price."""
        need = ops.PASSIVE_NEEDS.get(self.hook)
        if need is not None and not getattr(self, need):
            raise ValueError(f"passive {self.hook!r} needs {need}")


@plain
class Slot(Plain):
    resource: Resource
    replenishing: bool = False


@plain
class ConditionalSymbols(Plain):
    min_exotic: int
    symbols: list[Symbol]


@plain
class Card(Plain):
    """One catalog entry. ``count`` copies are used in every game, ``count_5p`` more at 5 seats."""

    id: str
    name: str
    set: str = ""
    kind: Kind
    # Required, so no card is "printed" by omission. ``reconstructed`` names the fields whose
    # values are a reconstruction (the rest is printed); empty on a reconstructed card: all.
    provenance: Literal["printed", "reconstructed"]
    reconstructed: list[str] = field(default_factory=list)
    count: Count = 1
    count_5p: Count = 0
    seats: list[int] = field(default_factory=list)  # used only at these seat counts (all: [])
    text: str = ""
    short: str = ""  # the text in a few words, where a narrow screen has no room for it
    ruling: str = ""
    tags: list[str] = field(default_factory=list)  # families rules refer to, e.g. "asteroidal"
    symbols: list[Symbol] = field(default_factory=list)
    action: list[Effect] = field(default_factory=list)
    triggers: list[Trigger] = field(default_factory=list)
    passives: list[Passive] = field(default_factory=list)
    conditional_symbols: list[ConditionalSymbols] = field(default_factory=list)
    # role cards
    stack: str | None = None
    # planets and start planets
    planet_type: PlanetType | None = None
    warfare_cost: OptCount = None
    colonize_cost: OptCount = None
    influence: Count = 0
    slots: list[Slot] = field(default_factory=list)
    hand_size: Count = 0
    translators: list[Symbol] = field(default_factory=list)
    # standard: the random deal; alternative: Exotica's Asteroid tiles (``asteroid_starts``, and
    # with Escalation offered beside the standard tile); scenario: through scenarios (and with the
    # Promo Pack beside the standard tile); choice: offered beside the standard tile (starts.py)
    start_pool: Literal["standard", "alternative", "scenario", "choice"] | None = None
    planet_class: PlanetClass | None = None  # Escalation: Bustling, Civilized, Hostile
    warfare_ships: dict[Ship, int] = field(default_factory=dict)  # a ship cost instead of Fighters
    # technologies
    level: Annotated[int | None, at_least(1, 3)] = None
    cost: OptCount = None
    requires: dict[PlanetType, int] = field(default_factory=dict)
    # Escalation's Double Time: also this many planets of types not in ``requires`` (§9.1)
    requires_other: Count = 0
    permanent: bool = False
    other_face: str | None = None
    alt_cost: dict[Ship, int] = field(default_factory=dict)  # Escalation: ships instead of R
    reparations: Count = 0  # Escalation: influence its victim receives (§7)
    icons: list[Icon] = field(default_factory=list)  # may be discarded from hand as these

    def check(self) -> None:
        """The fields a card of its kind must print, and the provenance's consistency."""
        need = {
            "role": ("stack",),
            "planet": ("planet_type", "warfare_cost", "colonize_cost"),
            "start_planet": ("planet_type", "warfare_cost", "colonize_cost", "start_pool"),
            "tech": ("stack", "level", "cost"),
        }.get(self.kind, ())
        for name in need:
            if getattr(self, name) is None and not self._cost_waived(name):
                raise ValueError(f"field '{name}' is required for a {self.kind} card")
        if self.other_face and not self.permanent:
            raise ValueError("field 'other_face' is only for permanent technologies")
        check_provenance(self.provenance, self.reconstructed, CARD_FIELDS, "card")

    def _cost_waived(self, name: str) -> bool:
        """Escalation planets (escalation.md §5) print a ship cost instead of a Fighter count,
        and a Hostile planet has no colonize cost: it cannot be settled."""
        if name == "warfare_cost":
            return bool(self.warfare_ships)
        return name == "colonize_cost" and self.planet_class == "hostile"

    @property
    def provenance_note(self) -> str:
        return provenance_note(self.provenance, self.reconstructed)

    @property
    def is_asteroid(self) -> bool:
        return self.planet_type == "asteroid"

    def passive(self, hook: str) -> Passive | None:
        return next((p for p in self.passives if p.hook == hook), None)


CARD_FIELDS = frozenset(f.name for f in dataclasses.fields(Card))


def check_provenance(provenance: str, reconstructed: list[str], names: frozenset[str],
                     what: str) -> None:
    """``reconstructed`` names fields of a card or scenario (``what``) marked reconstructed."""
    if reconstructed and provenance == "printed":
        raise ValueError("field 'reconstructed' is only for provenance 'reconstructed'")
    unknown = [f for f in reconstructed if f not in names]
    if unknown:
        raise ValueError(f"field 'reconstructed' names no {what} field: {', '.join(unknown)}")


def provenance_note(provenance: str, reconstructed: list[str]) -> str:
    """``printed``, ``reconstructed`` (every value) or ``reconstructed: symbols, ...``."""
    if provenance == "printed" or not reconstructed:
        return provenance
    return "reconstructed: " + ", ".join(f.replace("_", " ") for f in reconstructed)


@plain
class StackSetup(Plain):
    S: int
    W: int
    C: int
    PT: int
    R: int


@plain
class SeatSetup(Plain):
    """One row of a setup table: the role pool per stack, influence supply, end trigger."""

    pool: StackSetup
    influence: Positive
    empty_stacks_to_end: Positive


@plain
class SetupTable(Plain):
    id: str
    rows: dict[str, SeatSetup]  # "2", "3", "3x" (extended), "4", "5"
    starting_deck: StackSetup
    politics_per_player: int = 1
    hand_size: int = 5


DECK_KEYS = frozenset({*STACK, "Pol"})


def _deck_keys(v: dict[str, int]) -> dict[str, int]:
    bad = set(v) - DECK_KEYS
    if bad or any(n < 0 for n in v.values()):
        raise ValueError(f"deck keys are {', '.join(sorted(DECK_KEYS))} with counts >= 0")
    return v


@plain
class Scenario(Plain):
    """A printed scenario card of any set: a starting deck, techs and a start planet.

    ``start_planet`` names a start tile by id or a kind of tile (``rules/scenarios.py``
    ``START_KINDS``); ``passives`` are special rules the core checks like a permanent's
    (Superlogistical: free_phase_order). ``fleet_tile`` and ``ships``: Escalation's
    Battlecruiser scenario starts with the Improved Fleet and a Battlecruiser. ``reconstructed``
    names the fields that are not printed, as a card's does.
    """

    id: str
    name: str
    set: str = ""
    provenance: Literal["printed", "reconstructed"]
    reconstructed: list[str] = field(default_factory=list)
    deck: Annotated[dict[str, int], Check(_deck_keys)]
    techs: list[str] = field(default_factory=list)
    improved_mining: bool = False
    fleet_tile: Literal["basic", "improved"] | None = None
    ships: dict[Ship, int] = field(default_factory=dict)
    start_planet: str
    passives: list[Passive] = field(default_factory=list)
    text: str = ""

    def check(self) -> None:
        check_provenance(self.provenance, self.reconstructed, SCENARIO_FIELDS, "scenario")

    @property
    def provenance_note(self) -> str:
        return provenance_note(self.provenance, self.reconstructed)

    def passive(self, hook: str) -> Passive | None:
        return next((p for p in self.passives if p.hook == hook), None)


SCENARIO_FIELDS = frozenset(f.name for f in dataclasses.fields(Scenario))


# Kinds of start tile a scenario may name instead of one tile by id. "random": a random base
# start planet (escalation.md §11.1); "original": a base one the player chooses (Exotica).
START_KINDS: dict[str, Callable[[Card], bool]] = {
    "asteroid": lambda c: c.is_asteroid,
    "exotic": lambda c: c.planet_type == "E" and c.start_pool == "standard",
    "exotic-5/5": lambda c: c.planet_type == "E" and c.start_pool == "scenario",
    "original": lambda c: c.set == "base",
    "random": lambda c: c.set == "base",
}


def is_start_kind(card: Card, kind: str) -> bool:
    """Whether a start tile is of a scenario's start planet: a kind, or the tile's own id."""
    if card.kind != "start_planet":
        return False
    test = START_KINDS.get(kind)
    return test(card) if test is not None else card.id == kind


class Catalog:
    """All loaded cards by id, plus setup tables and scenarios."""

    def __init__(self, cards: dict[str, Card], setups: dict[str, SetupTable],
                 scenarios: dict[str, Scenario]):
        self.cards = cards
        self.setups = setups
        self.scenarios = scenarios

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]

    def of_set(self, *sets: str) -> list[Card]:
        return [c for c in self.cards.values() if c.set in sets]

    @property
    def sets(self) -> list[str]:
        return sorted({c.set for c in self.cards.values()})


def cards_dir() -> Path:
    """The ``cards/`` folder (``exotica_tui.cards.folder``: ``EXOTICA_CARDS`` if set)."""
    from ..cards import folder

    return folder()


def card_files(root: Path) -> list[Path]:
    """The TOML files of every set folder under ``root`` (the folder names the set)."""
    from ..cards import set_folders

    return [path for folder in set_folders(root) for path in sorted(folder.glob("*.toml"))]

