"""The card catalog: every card, tile, scenario and setup table, loaded from ``cards/*/*.toml``.

Numbers live only in the TOML files; this module validates them with pydantic and fails with a
message that names the file, the card and the field (design.md, "Cards are data").
"""

from __future__ import annotations

import importlib
import os
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from . import ops
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


class _Strict(BaseModel):
    # defer_build: a start that loads the cached catalog (catalog_cache) never validates, so
    # it need not build the validators (~20 ms); the first validation builds them
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Effect(_Strict):
    """One operation of an action or trigger. ``per`` repeats it per face-up Asteroid or per
    haloed Exotic symbol; ``options`` holds the alternatives of a ``choose``."""

    op: str
    n: int = 1
    per: Literal["asteroid", "exotic"] | None = None
    what: str | None = None
    include_self: bool = False
    options: list[list[Effect]] = Field(default_factory=list)

    @field_validator("op")
    @classmethod
    def _known_op(cls, v: str) -> str:
        return ops.known(v, ops.registry(), "effect op")

    @field_validator("what")
    @classmethod
    def _known_what(cls, v: str | None, info: ValidationInfo) -> str | None:
        """A hook or turn bonus must be declared by a card set (rules/ops.py)."""
        names = {"hook": ops.HOOKS, "turn_bonus": ops.TURN_BONUSES}.get(info.data.get("op", ""))
        if names is not None:
            return ops.known(v or "", names, info.data["op"].replace("_", " "))
        return v

    @model_validator(mode="after")
    def _choose_has_options(self) -> Effect:
        if (self.op == "choose") != bool(self.options):
            raise ValueError("'options' is required for op 'choose' and only there")
        return self


class Trigger(_Strict):
    """Effects that fire at a moment ("when you mine", "at the beginning of your turn")."""

    when: str
    effects: list[Effect]

    @field_validator("when")
    @classmethod
    def _known_when(cls, v: str) -> str:
        return ops.known(v, ops.TRIGGERS, "trigger")


class Passive(_Strict):
    """A continuous ability, named by a hook the rules core checks at one place. ``n``: how
    strongly (summed over the cards in play, ``symbols.has``); ``ships`` (a price offered),
    ``keep`` (planets more to keep), ``influence`` (collected): numbers its rule reads from
    the card that holds it (``symbols.passive_of``), required where the hook declares so."""

    hook: str
    n: int = 1
    ships: dict[Ship, int] = Field(default_factory=dict)
    keep: int = Field(default=0, ge=0)
    influence: int = Field(default=0, ge=0)

    @field_validator("hook")
    @classmethod
    def _known_hook(cls, v: str) -> str:
        ops.registry()
        return ops.known(v, ops.PASSIVES, "passive")

    @model_validator(mode="after")
    def _printed_numbers(self) -> Passive:
        """Without the number its rule reads, a passive would silently read 0 or no price."""
        need = ops.PASSIVE_NEEDS.get(self.hook)
        if need is not None and not getattr(self, need):
            raise ValueError(f"passive {self.hook!r} needs {need}")
        return self


class Slot(_Strict):
    resource: Resource
    replenishing: bool = False


class ConditionalSymbols(_Strict):
    min_exotic: int
    symbols: list[Symbol]


class Card(_Strict):
    """One catalog entry. ``count`` copies are used in every game, ``count_5p`` more at 5 seats."""

    id: str
    name: str
    set: str = ""
    kind: Kind
    # Required, so no card is "printed" by omission. ``reconstructed`` names the fields whose
    # values are a reconstruction (the rest is printed); empty on a reconstructed card: all.
    provenance: Literal["printed", "reconstructed"]
    reconstructed: list[str] = Field(default_factory=list)
    count: int = Field(default=1, ge=0)
    count_5p: int = Field(default=0, ge=0)
    seats: list[int] = Field(default_factory=list)  # used only at these seat counts (all: [])
    text: str = ""
    short: str = ""  # the text in a few words, where a narrow screen has no room for it
    ruling: str = ""
    tags: list[str] = Field(default_factory=list)  # families rules refer to, e.g. "asteroidal"
    symbols: list[Symbol] = Field(default_factory=list)
    action: list[Effect] = Field(default_factory=list)
    triggers: list[Trigger] = Field(default_factory=list)
    passives: list[Passive] = Field(default_factory=list)
    conditional_symbols: list[ConditionalSymbols] = Field(default_factory=list)
    # role cards
    stack: str | None = None
    # planets and start planets
    planet_type: PlanetType | None = None
    warfare_cost: int | None = Field(default=None, ge=0)
    colonize_cost: int | None = Field(default=None, ge=0)
    influence: int = Field(default=0, ge=0)
    slots: list[Slot] = Field(default_factory=list)
    hand_size: int = Field(default=0, ge=0)
    translators: list[Symbol] = Field(default_factory=list)
    # standard: the random deal; alternative: Exotica's Asteroid tiles (``asteroid_starts``);
    # scenario: only through scenarios; choice: offered beside the standard tile (rules/starts.py)
    start_pool: Literal["standard", "alternative", "scenario", "choice"] | None = None
    planet_class: PlanetClass | None = None  # Escalation: Bustling, Civilized, Hostile
    warfare_ships: dict[Ship, int] = Field(default_factory=dict)  # a ship cost instead of Fighters
    # technologies
    level: int | None = Field(default=None, ge=1, le=3)
    cost: int | None = Field(default=None, ge=0)
    requires: dict[PlanetType, int] = Field(default_factory=dict)
    # Escalation's Double Time: also this many planets of types not in ``requires`` (§9.1)
    requires_other: int = Field(default=0, ge=0)
    permanent: bool = False
    other_face: str | None = None
    alt_cost: dict[Ship, int] = Field(default_factory=dict)  # Escalation: ships instead of R
    reparations: int = Field(default=0, ge=0)  # Escalation: influence its victim receives (§7)
    icons: list[Icon] = Field(default_factory=list)  # may be discarded from hand as these

    @model_validator(mode="after")
    def _kind_fields(self) -> Card:
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
        if self.reconstructed and self.provenance == "printed":
            raise ValueError("field 'reconstructed' is only for provenance 'reconstructed'")
        unknown = [f for f in self.reconstructed if f not in Card.model_fields]
        if unknown:
            raise ValueError(f"field 'reconstructed' names no card field: {', '.join(unknown)}")
        return self

    def _cost_waived(self, name: str) -> bool:
        """Escalation planets (escalation.md §5) print a ship cost instead of a Fighter count,
        and a Hostile planet has no colonize cost: it cannot be settled."""
        if name == "warfare_cost":
            return bool(self.warfare_ships)
        return name == "colonize_cost" and self.planet_class == "hostile"

    @property
    def provenance_note(self) -> str:
        """``printed``, ``reconstructed`` (every value) or ``reconstructed: symbols, ...``."""
        if self.provenance == "printed" or not self.reconstructed:
            return self.provenance
        return "reconstructed: " + ", ".join(f.replace("_", " ") for f in self.reconstructed)

    @property
    def is_asteroid(self) -> bool:
        return self.planet_type == "asteroid"

    def passive(self, hook: str) -> Passive | None:
        return next((p for p in self.passives if p.hook == hook), None)


class StackSetup(_Strict):
    S: int
    W: int
    C: int
    PT: int
    R: int


class SeatSetup(_Strict):
    """One row of a setup table: the role pool per stack, influence supply, end trigger."""

    pool: StackSetup
    influence: int = Field(ge=1)
    empty_stacks_to_end: int = Field(ge=1)


class SetupTable(_Strict):
    id: str
    rows: dict[str, SeatSetup]  # "2", "3", "3x" (extended), "4", "5"
    starting_deck: StackSetup
    politics_per_player: int = 1
    hand_size: int = 5


DECK_KEYS = frozenset({*STACK, "Pol"})


class Scenario(_Strict):
    """A printed scenario card of any set: a starting deck, techs and a start planet.

    ``start_planet`` names a start tile by id or a kind of tile (``rules/scenarios.py``
    ``START_KINDS``); ``passives`` are special rules the core checks like a permanent's
    (Superlogistical: free_phase_order). ``fleet_tile`` and ``ships``: Escalation's
    Battlecruiser scenario starts with the Improved Fleet and a Battlecruiser.
    """

    id: str
    name: str
    set: str = ""
    provenance: Literal["printed", "reconstructed"]
    deck: dict[str, int]
    techs: list[str] = Field(default_factory=list)
    improved_mining: bool = False
    fleet_tile: Literal["basic", "improved"] | None = None
    ships: dict[Ship, int] = Field(default_factory=dict)
    start_planet: str
    passives: list[Passive] = Field(default_factory=list)
    text: str = ""

    @field_validator("deck")
    @classmethod
    def _deck_keys(cls, v: dict[str, int]) -> dict[str, int]:
        bad = set(v) - DECK_KEYS
        if bad or any(n < 0 for n in v.values()):
            raise ValueError(f"deck keys are {', '.join(sorted(DECK_KEYS))} with counts >= 0")
        return v

    def passive(self, hook: str) -> Passive | None:
        return next((p for p in self.passives if p.hook == hook), None)


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
    """The ``cards/`` folder: ``EXOTICA_CARDS`` if set, else the package data
    ``exotica_tui.cards`` (the repository's top-level ``cards/``, mapped there by pyproject, so
    an editable install reads the checkout and a wheel its own copy)."""
    env = os.environ.get("EXOTICA_CARDS")
    if env:
        return Path(env)
    package = importlib.import_module("exotica_tui.cards")  # importlib.resources: 7 ms more
    return Path(next(iter(package.__path__)))


def _err(path: Path, ident: str, exc: ValidationError) -> CatalogError:
    first = exc.errors()[0]
    field = ".".join(str(p) for p in first["loc"]) or "(card)"
    return CatalogError(f"{path.name}: card '{ident}': field '{field}': {first['msg']}")


def load_file(path: Path, set_name: str) -> tuple[list[Card], list[SetupTable], list[Scenario]]:
    """Validate one TOML file: its ``[[card]]``, ``[[setup]]`` and ``[[scenario]]`` tables."""
    import tomllib  # only here: a start that finds the catalog cached reads no TOML

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path.name}: not valid TOML: {exc}") from None
    unknown = set(data) - {"card", "setup", "scenario"}
    if unknown:
        raise CatalogError(f"{path.name}: unknown top-level table(s): {', '.join(sorted(unknown))}")
    out: tuple[list, list, list] = ([], [], [])
    kinds = ((0, "card", Card), (1, "setup", SetupTable), (2, "scenario", Scenario))
    for slot, key, model in kinds:
        for i, raw in enumerate(data.get(key, [])):
            ident = raw.get("id", f"#{i + 1}") if isinstance(raw, dict) else f"#{i + 1}"
            if model is not SetupTable and isinstance(raw, dict):
                raw = {"set": set_name, **raw}
            try:
                out[slot].append(model.model_validate(raw))
            except ValidationError as exc:
                raise _err(path, ident, exc) from None
    return out


def card_files(root: Path) -> list[Path]:
    """The TOML files of every set folder under ``root`` (the folder names the set)."""
    folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("_"))
    return [path for folder in folders for path in sorted(folder.glob("*.toml"))]


def load_catalog(root: Path | None = None) -> Catalog:
    """Load every set folder under ``root`` and check cross-references between cards."""
    root = root or cards_dir()
    cards: dict[str, Card] = {}
    setups: dict[str, SetupTable] = {}
    scenarios: dict[str, Scenario] = {}
    origin: dict[str, Path] = {}
    for path in card_files(root):
        c_list, s_list, sc_list = load_file(path, path.parent.name)
        for card in c_list:
            if card.id in cards:
                raise CatalogError(f"{path.name}: card '{card.id}': field 'id': duplicate id "
                                   f"(also in {origin[card.id].name})")
            cards[card.id] = card
            origin[card.id] = path
        setups.update({s.id: s for s in s_list})
        scenarios.update({s.id: s for s in sc_list})
    for card in cards.values():
        if card.other_face and cards.get(card.other_face) is None:
            raise CatalogError(f"{origin[card.id].name}: card '{card.id}': field 'other_face': "
                               f"no card '{card.other_face}'")
    from .scenarios import START_KINDS

    for sc in scenarios.values():
        for tech in sc.techs:
            if tech not in cards:
                raise CatalogError(f"scenario '{sc.id}': field 'techs': no card '{tech}'")
        tile = cards.get(sc.start_planet)
        if sc.start_planet not in START_KINDS and (tile is None or tile.kind != "start_planet"):
            raise CatalogError(f"scenario '{sc.id}': field 'start_planet': no start tile or kind "
                               f"'{sc.start_planet}' (kinds: {', '.join(START_KINDS)})")
    return Catalog(cards, setups, scenarios)


@cache
def default_catalog() -> Catalog:
    """The catalog of ``cards_dir()``, validated once and then kept (``catalog_cache``)."""
    from .catalog_cache import cached

    root = cards_dir()
    return cached(card_files(root), lambda: load_catalog(root))
