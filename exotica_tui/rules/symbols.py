"""Counting role symbols: on hand cards (boost, follow, colonies) and in an empire.

Base rules: base-game.md §4.2 and §5 (empire symbols count for every lead and follow; Colonize
symbols in the empire only lower settle costs). Exotica: Exotic symbols ("X") on planets and
permanents carry a halo and are counted by "Exotic symbol:" abilities; translators let any
Exotic symbol count as a role symbol (rulebook, "Exotic Symbols", "Exotic Translators").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .catalog import Card
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
    (permanents, face-up planets such as an Asteroid start tile's charter) and what the card sets
    put in front of the player (Exotica: the Mining tile face, the scenario card); ``n`` < 0
    means unlimited."""
    total = 0
    sources: list = face_up_cards(game, p)
    for card_set in game.card_sets:
        sources += card_set.passive_cards(game, p)
    for card in sources:
        passive = card.passive(hook)
        if passive is not None:
            total += passive.n if passive.n >= 0 else UNLIMITED
    return total


UNLIMITED = 1_000


def face_up_asteroids(game: Game, p: Player) -> int:
    """ASTEROID counts face-up Asteroids in your empire (a Space Station copy is one)."""
    return sum(1 for c in face_up_cards(game, p) if c.is_asteroid)


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
    """Roles an Exotic symbol may count as for this player right now (Exotica's translators:
    the card sets say which, ``CardSet.translator_sources``)."""
    return {role for cs in game.card_sets for _, roles in cs.translator_sources(game, p)
            for role in roles}


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
    # Wealth of Knowledge: a standard Survey card boosts any role (not follows: escalation.md
    # FAQ 18), so it counts while its player leads the role.
    if (n == 0 and card.kind == "role" and card.stack == "S" and p.turn.leading == role
            and has(game, p, "survey_cards_boost_any")):
        n = 1
    # Asteroidal Library: on the kept card, Exotic symbols are any role symbol.
    if p.turn.translating == role or p.turn.library_card == iid:
        n += card.symbols.count("X")
    return n
