"""Rich text for cards, planets and empires, shared by every widget.

Meaning is never carried by colour alone (design.md, "The interface"): every role symbol is a
letter, planet types are letters in brackets, a filled resource slot is ``●`` and an empty one
``○`` (a mark per place: Bountiful Harvest's planet slots hold two), a replenishing slot adds
``↻``, a haloed Exotic symbol is ``(X)`` and a translator ``⇄``.
"""

from __future__ import annotations

import re

from rich.text import Text

from ..rules import research
from ..rules.catalog import PLANET_TYPE_NAMES, Card
from ..rules.fleet import SIZES
from ..rules.game import Game
from ..rules.plugin import tile_faces
from ..rules.roletable import ROLE_NAMES
from ..rules.slots import held
from ..rules.views import PermanentView, PlanetView, PlayerView
from . import ships
from .packed import Packed

SYMBOL_STYLE = {"S": "bold cyan", "W": "bold red", "C": "bold green", "P": "bold yellow",
                "T": "bold magenta", "R": "bold blue", "X": "bold bright_white on purple"}
TYPE_TAG = {"A": "A", "F": "F", "M": "M", "E": "E", "asteroid": "Ast", "prestige": "Pr",
            "utopian": "Ut"}
TYPE_STYLE = {"A": "cyan", "F": "green", "M": "yellow", "E": "magenta", "asteroid": "grey62",
              "prestige": "bright_white", "utopian": "bright_cyan"}
RESOURCE_TAG = {"food": "Fd", "water": "Wa", "iron": "Fe", "silicon": "Si", "crystal": "Cr",
                "any": "Any", "fighter": "Ftr", "destroyer": "Dst"}
SYMBOL_NAMES = {**ROLE_NAMES, "X": "Exotic"}


def symbols(syms: list[str], halo: bool = False) -> Text:
    """Role symbols as letters; Exotic symbols of an empire card carry a halo ``(X)``."""
    out = Text()
    for s in syms:
        tag = f"({s})" if halo and s == "X" else s
        out.append(tag, style=SYMBOL_STYLE.get(s, ""))
    return out


def planet_type(ptype: str | None) -> Text:
    tag = TYPE_TAG.get(ptype or "", "?")
    return Text(f"[{tag}]", style=TYPE_STYLE.get(ptype or "", ""))


def slots(card: Card, filled: list[str | None], capacity: int = 1) -> Text:
    """Each slot as its resource and a ``●`` per resource it holds, a ``○`` per free place
    (``capacity`` places with Bountiful Harvest: ``Wa●●``, ``Wa●○``); an 'any' slot holding two
    types shows each (``Fd●Wa●``)."""
    out = Text()
    for i, slot in enumerate(card.slots):
        have = held(card, filled, i)
        places = 1 if slot.resource in SIZES else max(capacity, len(have))
        if len(set(have)) > 1:
            shown = "".join(RESOURCE_TAG.get(r, "?") + "●" for r in have)
        else:
            shown = (RESOURCE_TAG.get(have[0] if have else slot.resource, "?")
                     + "●" * len(have) + "○" * (places - len(have)))
        out.append(" " + shown + ("↻" if slot.replenishing else ""))
    return out


def translators(roles: list[str]) -> Text:
    """`` ⇄PT``: the roles a card translates Exotic symbols to."""
    if not roles:
        return Text()
    return Text(" ⇄") + symbols(roles)


def card_title(card: Card) -> Text:
    """Name and symbols, e.g. ``Survey S`` or ``Lyttle R``."""
    out = Text(card.name, style="bold")
    if card.symbols:
        out.append(" ")
        out += symbols(card.symbols)
    return out


def hand_card(card: Card) -> Text:
    """A hand card: name, symbols and its action text."""
    out = card_title(card)
    if card.text:
        out.append(" - " + card.text.split(" Role:")[0], style="dim")
    return out


def planet_facts(card: Card) -> Text:
    """Type, costs, influence, symbols and slots of a planet card (face up side)."""
    out = planet_type(card.planet_type)
    out.append(" ")
    out += card_title(card)
    out.append(f" {ships.card_costs(card)} ★{card.influence}")
    out += slots(card, [])
    out += translators(card.translators)
    return out


def planet(game: Game, pv: PlanetView) -> Text:
    """A planet in an empire. Face-down: its survey side (type, costs) and colonies; the owner
    also sees which planet it is."""
    if pv.face_up and pv.card:
        card = game.card(pv.card)
        out = planet_type(card.planet_type)
        out.append(" " + card.name, style="bold")
        if card.symbols:
            out.append(" ")
            out += symbols(card.symbols, halo=True)
        out.append(f" ★{card.influence}")
        out += slots(card, pv.resources, pv.capacity)
        out += translators(card.translators)
        if pv.scorched:
            out.append(" scorched")
        return out
    out = planet_type(pv.planet_type)  # in the empire's "Down:" row
    if pv.card:
        out.append(f" ({game.card(pv.card).name})", style="italic")
    out.append(" " + survey_side(pv))
    if pv.colony_value and pv.colonize_cost is not None:  # none: it is never settled (C✗)
        out.append(f" colonies {pv.colony_value}/{colonies_wanted(pv)}")
    return out


def colonies_wanted(pv: PlanetView) -> int | None:
    """The Colonies a face-down planet takes to settle: for its owner, those it has and those
    the rules say it still needs (``PlanetView.settle``: the Asteroid discount and the empire's
    Colonize symbols included); for another seat, its printed Colonize cost."""
    return pv.colonize_cost if pv.settle is None else pv.colony_value + pv.settle


def survey_side(pv: PlanetView) -> str:
    """The public costs of a face-down planet: ``W4/C3`` (``W1D/C✗`` with Escalation)."""
    return ships.costs(pv.warfare_cost, pv.colonize_cost, pv.warfare_ships)


def permanent(game: Game, pm: PermanentView) -> Text:
    card = game.card(pm.copy_of or pm.face)
    out = Text(game.card(pm.face).name, style="bold")
    if pm.copy_of:
        out.append(f" as {card.name}")
    if card.symbols:
        out.append(" ")
        out += symbols(card.symbols, halo=True)
    out += slots(card, pm.resources)  # Space Station's copy; Elite Squadron, Biosphere
    out += translators(pm.translators)
    if pm.colony_value:  # Escalation's Colony Ship holds Colonies
        out.append(f" colonies {pm.colony_value}")
    return out


def empire(game: Game, pv: PlayerView, active: bool, me: bool, wide: bool = False,
           fleet_face: bool = False) -> Packed:
    """One player's whole empire, wrapped between planets, techs and cards, never inside one;
    with Escalation its ships by size (in words when ``wide``) and, if ``fleet_face``, the face
    of its Fleet tile (when the tile is not drawn)."""
    head = Text(("▶ " if active else "  ") + pv.name, style="bold reverse" if me else "bold")
    head.append(" (active)" if active else "")
    head.append(" (you)" if me else "")
    fleet = [ships.fleet(pv.ships, wide)] if pv.fleet_tile else [f"⚔{pv.fighters}"]
    tile = front(game, pv, "fleet_tile") if pv.fleet_tile and fleet_face else None
    if tile is not None:
        fleet.append(tile.name)
    out = Packed().add(head + Text("  "), [
        f"★{pv.influence}", *fleet,
        f"hand {pv.hand_count}", f"deck {pv.deck_count}", f"discard {len(pv.discard)}"],
        sep="  ", indent=4)
    up = [pl for pl in pv.planets if pl.face_up]
    down = [pl for pl in pv.planets if not pl.face_up]
    for label, group in (("Up", up), ("Down", down)):
        if group:
            out.add(f"  {label}: ", [planet(game, pl) for pl in group])
    if pv.permanents:
        out.add("  Techs: ", [permanent(game, pm) for pm in pv.permanents])
    if pv.tucked:
        out.add("  Tucked: ", [game.name(c) for c in pv.tucked], sep=", ", style="")
    if pv.played:
        out.add("  Played: ", [game.name(c) for c in pv.played], sep=", ")
    return out


def front(game: Game, pv: PlayerView, kind: str) -> Card | None:
    """The face of ``pv``'s tile of card kind ``kind`` ("mining_tile", "fleet_tile") as the
    rules list it (``PlayerView.fronts``), or None."""
    faces = tile_faces(kind)
    return next((game.card(c) for c in pv.fronts if c in faces), None)


def mining_tile(game: Game, face: str, size: str) -> Text:
    """An empire's Mining tile, all from the catalog: its face; unless ``size`` is "line",
    what it does now and what Improved Mining would add, with its cost in Research symbols
    ("short": in the catalog's few words, "full": its whole text). Both faces are the ones
    Exotica declares (``plugin.tile_faces``)."""
    basic, improved = map(game.card, tile_faces("mining_tile"))
    is_improved = face == "improved"
    out = Text(improved.name if is_improved else f"{basic.name}: basic", style="bold")
    upgrade = f"{improved.name} ({improved.cost} {ROLE_NAMES['R']})"
    if size == "line":
        return out.append("" if is_improved else f" · {upgrade}", style="dim")
    if size == "short":
        now = basic.short + ("; " + improved.short if is_improved else "")
        out.append(" · " + now)
        return out if is_improved else out.append(f"\n{upgrade}: {improved.short}",
                                                   style="dim")
    adds = " ".join(s for s in re.split(r"(?<=\.)\s+", improved.text)
                    if not s.startswith("Action:"))
    out.append("\n" + basic.text + (" " + adds if is_improved else ""))
    return out if is_improved else out.append(f"\n{upgrade} adds: {adds}", style="dim")


def detail(game: Game, card_id: str) -> Text:
    """Everything printed on a card, for the card detail view."""
    return card_detail(game.card(card_id))


def card_detail(card: Card) -> Text:
    """Everything printed on a card (the help's rules reference lists every card of a set)."""
    out = Text(card.name, style="bold underline")
    out.append(f"\n{card.kind.replace('_', ' ')}, set {card.set}")
    if card.provenance != "printed":
        out.append(f" ({card.provenance_note})")
    if card.symbols:
        out.append("\nSymbols: ")
        out += symbols(card.symbols)
        out.append("  (" + ", ".join(SYMBOL_NAMES[s] for s in card.symbols) + ")")
    if card.planet_type:
        out.append(f"\nType: {PLANET_TYPE_NAMES[card.planet_type]} ")
        out += planet_type(card.planet_type)
        out.append(ships.planet_lines(card) + f"\nInfluence: {card.influence}")
    if card.slots:
        out.append("\nResource slots:")
        out += slots(card, [])
    if card.translators:
        out.append("\nTranslators: Exotic symbols may count as "
                   + ", ".join(ROLE_NAMES[s] for s in card.translators))
    for cs in card.conditional_symbols:
        out.append(f"\nWith {cs.min_exotic}+ Exotic symbols: ")
        out += symbols(cs.symbols)
    if card.kind == "tech":
        out.append(f"\nCost: {ships.tech_cost(card)}, influence {card.influence}")
        if card.requires:
            out.append("\nNeeds face-up planets: " + requirement(card))
        if card.permanent:
            out.append("\nPermanent: stays in play in your empire")
    out.append(ships.icons(card) + ships.tile_lines(card))
    if card.text:
        out.append("\n\n" + card.text)
    if card.ruling:
        out.append("\n\nRuling: " + card.ruling, style="italic")
    return out


requirement = research.requirement  # a technology's planet prerequisite in words (the rules')
