"""Counting role symbols: on hand cards (boost, follow, colonies) and in an empire.

Base rules: base-game.md §4.2 and §5 (empire symbols count for every lead and follow; Colonize
symbols in the empire only lower settle costs). Exotica: Exotic symbols ("X") on planets and
permanents carry a halo and are counted by "Exotic symbol:" abilities; translators let any
Exotic symbol count as a role symbol (rulebook, "Exotic Symbols", "Exotic Translators").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .catalog import Card

if TYPE_CHECKING:
    from .game import Game
    from .state import Player


def face_up_cards(game: Game, p: Player) -> list[Card]:
    """The cards whose printed symbols are in play: face-up planets and permanents (a Space
    Station counts as the Asteroid it copies: reconstruction reading 2.7.7)."""
    out = [game.card(pl.card) for pl in p.planets if pl.face_up]
    out += [game.card(pm.copy or pm.face) for pm in p.permanents]
    return out


def has(game: Game, p: Player, hook: str) -> int:
    """How strongly a player has a passive ability: the sum of its ``n`` over the cards in play
    (permanents, face-up planets such as an Asteroid start tile's charter), the Mining tile face
    and the player's scenario card (``n`` < 0 means unlimited)."""
    total = 0
    sources: list = face_up_cards(game, p)
    if p.mining is not None:
        sources.append(game.card("improved-mining" if p.mining == "improved" else "mining"))
    if p.scenario is not None:
        sources.append(game.catalog.scenarios[p.scenario])
    for card in sources:
        passive = card.passive(hook)
        if passive is not None:
            total += passive.n if passive.n >= 0 else UNLIMITED
    return total


UNLIMITED = 1_000


def asteroid_extra(p: Player) -> list[str]:
    """Symbols each face-up Asteroid gains this turn (Asteroidal Colonies, Asteroidal Aliens)."""
    return p.turn.asteroid_symbols


def halo_exotic(game: Game, p: Player) -> int:
    """Exotic symbols printed on planets and permanent techs in the empire (the haloed ones)."""
    extra = asteroid_extra(p).count("X")
    return sum(c.symbols.count("X") + (extra if c.is_asteroid else 0)
               for c in face_up_cards(game, p))


def conditional(card: Card, role: str, halo: int) -> int:
    return sum(cs.symbols.count(role) for cs in card.conditional_symbols if halo >= cs.min_exotic)


def empire_symbols(game: Game, p: Player, role: str) -> int:
    """Role symbols in the empire, usable once in each role phase."""
    n = halo_exotic(game, p) if p.turn.translating == role else 0
    extra = asteroid_extra(p).count(role)
    halo = None
    for card in face_up_cards(game, p):
        n += card.symbols.count(role)
        if card.is_asteroid:
            n += extra
        if card.conditional_symbols:
            if halo is None:
                halo = halo_exotic(game, p)
            n += conditional(card, role, halo)
    return n


def translators(game: Game, p: Player) -> set[str]:
    """Roles an Exotic symbol may count as for this player right now."""
    return {role for _, roles in translator_sources(game, p) for role in roles}


def translator_sources(game: Game, p: Player) -> list[tuple[str, list[str]]]:
    """Each translator a player has now, by card name, with the roles it translates to: cards in
    play that print one (planets), Rosetta Fish (its tucked role cards) and the roles chosen with
    Xenolinguistics this turn (Exotica rulebook, "Exotic Translators")."""
    out = []
    for card in face_up_cards(game, p):
        roles = card_translators(game, p, card)
        if roles:
            out.append((card.name, roles))
    if p.turn.translations:
        out.append((hook_card(game, "xenolinguistics").name, sorted(p.turn.translations)))
    return out


def card_translators(game: Game, p: Player, card: Card) -> list[str]:
    """The roles a card in p's empire translates to: its printed translators, or for the card
    that tucks role cards (Rosetta Fish) the symbols of p's tucked cards."""
    if any(e.op == "hook" and e.what == "rosetta_fish" for t in card.triggers for e in t.effects):
        return [s for iid in p.tucked for s in game.card(iid).symbols]
    return list(card.translators)


def hook_card(game: Game, hook: str) -> Card:
    """The catalog card whose action runs the named hook (for naming it)."""
    return next(c for c in game.catalog.cards.values()
                if any(e.op == "hook" and e.what == hook for e in c.action))


def card_value(game: Game, p: Player, iid: str, role: str) -> int:
    """Symbols of ``role`` a hand card adds when boosting or following (and colonies when tucked).

    A Produce/Trade card counts once for the role led (base-game.md FAQ 48). With Adaptability a
    standard Research card counts as 1 of any role (FAQ 39). With ``translate`` its Exotic symbols
    count too while the player translates for ``role`` (one symbol counts once, whatever the
    number of translators: Exotica rulebook, "Exotic Translators").
    """
    card = game.card(iid)
    n = card.symbols.count(role)
    if n == 0 and card.kind == "role" and card.stack == "R" and has(game, p, "research_cards_wild"):
        n = 1
    # Asteroidal Library: on the kept card, Exotic symbols are any role symbol.
    if p.turn.translating == role or p.turn.library_card == iid:
        n += card.symbols.count("X")
    return n
