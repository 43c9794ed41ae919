"""Rich text for cards, planets and empires, shared by every widget.

Meaning is never carried by colour alone (design.md, "The interface"): every role symbol is a
letter, planet types are letters in brackets, a filled resource slot is ``●`` and an empty one
``○``, a replenishing slot adds ``↻``, a haloed Exotic symbol is ``(X)`` and a translator ``⇄``.
"""

from __future__ import annotations

from rich.text import Text

from ..rules.catalog import PLANET_TYPE_NAMES, ROLE_NAMES, Card
from ..rules.game import Game
from ..rules.views import PermanentView, PlanetView, PlayerView

SYMBOL_STYLE = {"S": "bold cyan", "W": "bold red", "C": "bold green", "P": "bold yellow",
                "T": "bold magenta", "R": "bold blue", "X": "bold bright_white on purple"}
TYPE_TAG = {"A": "A", "F": "F", "M": "M", "E": "E", "asteroid": "Ast"}
TYPE_STYLE = {"A": "cyan", "F": "green", "M": "yellow", "E": "magenta", "asteroid": "grey62"}
RESOURCE_TAG = {"food": "Fd", "water": "Wa", "iron": "Fe", "silicon": "Si", "crystal": "Cr",
                "any": "Any", "fighter": "Ftr"}
STACK_LABEL = {"S": "Survey", "W": "Warfare", "C": "Colonize", "PT": "Produce/Trade",
               "R": "Research"}
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


def slots(card: Card, filled: list[str | None]) -> Text:
    out = Text()
    for i, slot in enumerate(card.slots):
        have = filled[i] if i < len(filled) else None
        tag = RESOURCE_TAG.get(have or slot.resource, "?")
        out.append(" " + tag + ("●" if have else "○") + ("↻" if slot.replenishing else ""))
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
    out.append(f" W{card.warfare_cost}/C{card.colonize_cost} ★{card.influence}")
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
        out += slots(card, pv.resources)
        out += translators(card.translators)
        if pv.scorched:
            out.append(" scorched")
        return out
    out = planet_type(pv.planet_type)
    out.append(" face down")
    if pv.card:
        out.append(f" ({game.card(pv.card).name})", style="italic")
    out.append(f" W{pv.warfare_cost}/C{pv.colonize_cost}")
    if pv.colony_value:
        out.append(f" colonies {pv.colony_value}/{pv.colonize_cost}")
    return out


def permanent(game: Game, pm: PermanentView) -> Text:
    card = game.card(pm.copy_of or pm.face)
    out = Text(game.card(pm.face).name, style="bold")
    if pm.copy_of:
        out.append(f" as {card.name}")
    if card.symbols:
        out.append(" ")
        out += symbols(card.symbols, halo=True)
    out += slots(card, pm.resources) if pm.copy_of else Text()
    out += translators(pm.translators)
    return out


def empire(game: Game, pv: PlayerView, active: bool, me: bool, wide: bool = False) -> Text:
    """One player's whole empire: a few wrapped lines, or one line per planet when wide."""
    out = Text()
    out.append(("▶ " if active else "  ") + pv.name, style="bold reverse" if me else "bold")
    if active:
        out.append(" (active)")
    if me:
        out.append(" (you)")
    out.append(f"  ★{pv.influence}  ⚔{pv.fighters}  hand {pv.hand_count}  deck {pv.deck_count}"
               f"  discard {len(pv.discard)}")
    if pv.mining:
        out.append(f"  Mining: {pv.mining}")
    up = [pl for pl in pv.planets if pl.face_up]
    down = [pl for pl in pv.planets if not pl.face_up]
    for label, group in (("Up", up), ("Down", down)):
        if group:
            out.append(f"\n  {label}: ", style="bold")
            for i, pl in enumerate(group):
                if i:
                    out.append(f"\n  {' ' * len(label)}  " if wide else " | ")
                out += planet(game, pl)
    if pv.permanents:
        out.append("\n  Techs: ", style="bold")
        for i, pm in enumerate(pv.permanents):
            if i:
                out.append(" | ")
            out += permanent(game, pm)
    if pv.tucked:
        out.append("\n  Tucked: " + ", ".join(game.name(c) for c in pv.tucked))
    if pv.played:
        out.append("\n  Played: ", style="bold")
        out.append(", ".join(game.name(c) for c in pv.played))
    return out


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
        out.append(f"\nCosts: Warfare {card.warfare_cost} fighters, Colonize "
                   f"{card.colonize_cost} colonies\nInfluence: {card.influence}")
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
        out.append(f"\nCost: {card.cost} Research, influence {card.influence}")
        if card.requires:
            out.append("\nNeeds face-up planets: " + requirement(card))
        if card.permanent:
            out.append("\nPermanent: stays in play in your empire")
    if card.text:
        out.append("\n\n" + card.text)
    if card.ruling:
        out.append("\n\nRuling: " + card.ruling, style="italic")
    return out


def requirement(card: Card) -> str:
    return ", ".join(f"{n} {PLANET_TYPE_NAMES[t]}" for t, n in card.requires.items())
