"""The hooks of Exotica technologies whose text is not a plain list of ops: one function per
card, declared by name (``rules/ops.py``), plus Perception Filter's extra Survey keeps and the
return of role cards to the stacks (Cryptography, Infinite Unknown).

Each function cites the card text it implements (the seed's Technology Card Appendix).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ...colonies import settle
from ...decide import ask
from ...decision import Decision, Option
from ...effects import draw, fill_replenishing, planet_of, pop_deck, rfg
from ...kinds import K
from ...ops import hook
from ...own_turn import ability
from ...plugin import Steps
from ...symbols import face_up_asteroids, halo_exotic, has
from ...words import count

if TYPE_CHECKING:
    from ...catalog import Effect
    from ...game import Game
    from ...state import Planet, Player


@hook("asteroidal_colonies")
def asteroidal_colonies(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Colonies: "Each face-up Asteroid in your Empire gains a Colonize symbol for
    this action only. Settle 1 Planet."""
    p.turn.asteroid_symbols.append("C")
    try:
        yield from settle(game, p, 1)
    finally:
        p.turn.asteroid_symbols.remove("C")


@hook("asteroidal_aliens")
def asteroidal_aliens(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Aliens: "Each face up Asteroid in your Empire gains an Exotic symbol until
    end of turn" (they count as haloed symbols: they are printed on cards in the empire)."""
    p.turn.asteroid_symbols.append("X")
    game.say(f"{p.name}'s Asteroids gain an Exotic symbol this turn.")
    yield from ()


@hook("asteroidal_library")
def asteroidal_library(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Asteroidal Library: "Reveal the top 2 cards of your deck. ASTEROID: Reveal an additional
    card. Put 1 revealed card into your hand and discard the rest. Until end of turn, treat
    Exotic symbols as any role symbol on the kept card." Revealed cards pass through the
    ``looking`` zone, which is public while they are revealed."""
    n = e.n + face_up_asteroids(game, p)
    revealed = [c for c in (pop_deck(game, p) for _ in range(n)) if c is not None]
    if not revealed:
        return
    game.s.looking += revealed
    game.say(f"{p.name} reveals {', '.join(game.name(c) for c in revealed)}.")
    opts = list(map(game.card_option, revealed))
    (key,) = yield from ask(game, p.seat, K.LIBRARY_KEEP, "Keep which card?", opts)
    for c in revealed:
        game.s.looking.remove(c)
    p.hand.append(key)
    p.discard += [c for c in revealed if c != key]
    p.turn.library_card = key


@hook("space_station")
def space_station(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Space Station: "choose an Asteroid in play. Space Station becomes a copy of that
    Asteroid." Ruling: any face-up Asteroid in any empire; it copies symbols, slots (filled
    like a newly flipped card's replenishing slots) and influence (reconstruction 2.7.7)."""
    seen: dict[str, str] = {}
    for q in game.players:
        for pl in q.planets:
            if pl.face_up and game.card(pl.card).is_asteroid:
                seen.setdefault(game.card(pl.card).id, f"{game.name(pl.card)} ({q.name})")
    yield from become_copy(game, p, source, seen, "Space Station", "Asteroid in play",
                           "Space Station copies which Asteroid?")


def become_copy(game: Game, p: Player, source: str | None, seen: dict[str, str], name: str,
                what: str, prompt: str) -> Steps:
    """Ask which of ``seen`` (catalog id -> label) the permanent ``source`` (the physical card
    whose trigger fires) becomes a copy of, and make it that copy, its replenishing slots
    filled (Space Station, the Promo Pack's Mimics). Choosing the copy it already is keeps its
    slots."""
    pm = p.permanent(source or "")
    if pm is None:
        raise LookupError(f"{name} ({source}) is not in {p.name}'s empire")
    if not seen:
        game.say(f"{name} finds no {what} to copy.")
        return
    opts = [Option(cid, label, cid) for cid, label in seen.items()]
    (key,) = yield from ask(game, p.seat, K.COPY_TARGET, prompt, opts)
    if key == pm.copy:
        return
    p.copy_as(pm, key)
    pm.resources = [None] * len(game.card(key).slots)
    fill_replenishing(game.card(key), pm.resources)
    game.say(f"{name} becomes a copy of {game.name(key)}.")


@hook("fill_asteroid_slots")
def fill_asteroid_slots(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Organized Labor: "At the beginning of your turn, fill all Resource slots on Asteroids in
    your Empire" (resource slots only: reconstruction reading 2.7.8; 'any' slots get Food)."""
    for pl in p.planets:
        card = game.card(pl.card)
        if pl.face_up and card.is_asteroid and not pl.scorched:
            fill_all(card, pl.resources)
    for pm in p.permanents:
        if pm.copy and game.card(pm.copy).is_asteroid:  # a Mimic's copy is no Asteroid
            fill_all(game.card(pm.copy), pm.resources)
    yield from ()


def fill_all(card, resources: list[str | None]) -> None:
    for i, slot in enumerate(card.slots):
        if resources[i] is None and slot.resource != "fighter":
            resources[i] = "food" if slot.resource == "any" else slot.resource


@hook("return_role_cards")
def return_role_cards(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Cryptography: "return up to 2 cards in hand to the stacks" (only standard role cards have
    a stack to return to)."""
    yield from return_to_stacks(game, p, e.n)


@hook("rfg_hand_or_discard")
def rfg_hand_or_discard(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Mining Laboratory: "RFG up to 2 cards from your hand or discard pile"."""
    pool = p.hand + p.discard
    if not pool:
        return
    opts = [Option(c, f"{game.name(c)} ({'hand' if c in p.hand else 'discard'})", c)
            for c in pool]
    keys = yield from ask(game, p.seat, K.RFG, f"Remove up to {count(e.n, 'card')} from the game.",
                          opts, 0, e.n)
    rfg(game, p, keys)


@hook("alien_advisory")
def alien_advisory(game: Game, p: Player, e: Effect, source: str | None) -> Steps:
    """Alien Advisory: "Each Exotic symbol = draw 1 card." Ruling: at the beginning of each of
    your turns (like the other "beginning of your turn" permanents), draw 1 card per haloed
    Exotic symbol in your empire."""
    n = halo_exotic(game, p)
    if n:
        draw(game, p, n)
    yield from ()


def perception_filter(game: Game, p: Player) -> Generator[Decision, list[str], int]:
    """Perception Filter: "discard any Planet card (face up or face down) from your Empire to
    keep 1 additional Planet", as often as you have planets to discard, after the usual keep.
    Returns how many more were kept."""
    from ...roles import keep

    s = game.s
    n = 0
    while s.looking and has(game, p, "perception_filter") and planet_cards(game, p):
        opts = [Option(pl.card, f"Discard {game.name(pl.card)}", pl.card)
                for pl in planet_cards(game, p)]
        opts.append(Option("none", "Keep no more"))
        (key,) = yield from ask(game, p.seat, K.PERCEPTION_FILTER,
                                "Perception Filter: discard a planet from your empire to keep "
                                "1 more?", opts)
        if key == "none":
            break
        pl = planet_of(p, key)
        leave_empire(game, p, pl)
        game.say(f"{p.name} discards {game.name(pl.card)} from their empire.")
        opts = list(map(game.card_option, s.looking))
        more = yield from ask(game, p.seat, K.SURVEY_KEEP, "Keep which planet?", opts)
        keep(game, p, more)
        n += 1
    return n


def planet_cards(game: Game, p: Player) -> list[Planet]:
    """Cards in an empire that are Planets: face-up Asteroids are not ("Mining and Asteroids")."""
    return [pl for pl in p.planets if not (pl.face_up and game.card(pl.card).is_asteroid)]


def leave_empire(game: Game, p: Player, pl: Planet, removed: bool = False) -> None:
    """A planet leaves an empire: to the planet discard pile, or ``removed`` from the game
    (Mutagenesis); a start tile is always removed (reconstruction reading 2.7.6). Its colonies
    go to the owner's discard pile."""
    p.lose_planet(pl)
    p.discard += pl.colonies
    removed = removed or game.card(pl.card).kind == "start_planet"
    (game.s.removed if removed else game.s.planet_discard).append(pl.card)


# -- Cleanup ------------------------------------------------------------------------------------


@ability("return_role_cards", lambda game, c: game.card(c).kind == "role",
         lambda game, p: "return standard role cards from your hand to the stacks")
def infinite_unknown(game: Game, p: Player) -> Steps:
    """Infinite Unknown: "Return any number of standard Role cards from your hand to the stacks
    each turn" (once in your own turn, at any point: rules/own_turn.py)."""
    yield from return_to_stacks(game, p, -1)


def return_to_stacks(game: Game, p: Player, n: int) -> Steps:
    """Return up to n standard role cards from hand to their stacks (n < 0: any number)."""
    roles = [c for c in p.hand if game.card(c).kind == "role"]
    if not roles:
        return
    hi = len(roles) if n < 0 else min(n, len(roles))
    opts = list(map(game.card_option, roles))
    keys = yield from ask(game, p.seat, K.RETURN_ROLES,
                          f"Return up to {count(hi, 'role card')} from your hand to the stacks?",
                          opts, 0, hi)
    for c in keys:
        p.hand.remove(c)
        game.s.stacks[game.card(c).stack].append(c)
    if keys:
        game.say(f"{p.name} returns {count(len(keys), 'role card')} to the stacks.")

