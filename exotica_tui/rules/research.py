"""Research: buy one technology (base-game.md §5.7, §4.7) or what a card set offers instead.

A technology needs X >= its cost and enough face-up planets of each required type. Face-up
Asteroids are not Planets and never count (Exotica rulebook, "Mining and Asteroids"); Exotic
planets count as any type with Coalition; Diverse techs need one Advanced, Fertile and Metallic.
Escalation's Double Time needs 1 planet of its type plus 1 of any other type (``requires_other``;
escalation.md §9.1: Prestige and Utopian planets never count as the other type).

Each planet meets one prerequisite: Scientific Method's second purchase is offered when one
assignment of the face-up planets meets the first technology's prerequisite and its own
(escalation.md §9.2, "each planet counts toward only one purchase"; BGA's ruling: "Each Planet
may only be used as a prerequisite once per Research role"), found as a bipartite matching of
prerequisite places to planets (``assignable``). By rules revision < 3 the first purchase took
fixed planets (``prerequisite_used``: Double Time's other planet of the type held most).
"""

from __future__ import annotations

import weakref
from collections import Counter
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .attacks import price_text
from .catalog import PLANET_TYPE_NAMES, Card, Catalog
from .decide import ask
from .decision import Decision, Later, Option
from .kinds import K
from .nothing import nothing, research_reason
from .ops import fire_card
from .state import Permanent
from .symbols import has
from .words import count

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]


@dataclass(frozen=True, slots=True)
class Claimed:
    """What earlier purchases of this Research role claimed (Scientific Method): the faces
    bought, whose prerequisites the planets must meet too; by rules revision < 3, instead, the
    planets by type they took (``used``)."""

    faces: tuple[Card, ...] = ()
    used: Counter = field(default_factory=Counter)


def planet_types(game: Game, p: Player, used: Counter | None = None) -> Counter:
    """Face-up planets by type, for research requirements (start planets count), less those
    ``used`` by an earlier purchase of the same role (Scientific Method, revision < 3)."""
    have = Counter(game.card(pl.card).planet_type for pl in p.planets
                   if pl.face_up and not game.card(pl.card).is_asteroid)
    return have - used if used else have


def meets(game: Game, p: Player, card: Card, claimed: Claimed | None = None) -> bool:
    """Whether p's face-up planets meet ``card.requires`` and what earlier purchases of this
    Research role ``claimed``."""
    return judge(game, p, claimed)(card)


def judge(game: Game, p: Player, claimed: Claimed | None = None) -> Callable[[Card], bool]:
    """Whether p's face-up planets meet a card's prerequisite besides what earlier purchases of
    this role ``claimed``: the planets counted once for every card judged."""
    claimed = claimed or Claimed()
    wild = bool(has(game, p, "exotic_wild_type"))
    charter = bool(has(game, p, "asteroidal_charter"))
    if game.config.rules_revision < 3:
        left = planet_types(game, p, claimed.used)
        return lambda card: requirements_met_r2(card, left, wild, charter)
    have = planet_types(game, p)
    return lambda card: requirements_met(card, have, wild, charter, claimed.faces)


NEVER_OTHER = ("prestige", "utopian")  # never "a planet of any other type" (escalation.md §8.2)


def other_types(card: Card, have: Counter) -> list[str]:
    """Planet types ``have`` holds that may serve as Double Time's "any other type"."""
    return [t for t, n in have.items() if n > 0 and t not in card.requires
            and t not in NEVER_OTHER]


def requirements_met(card: Card, have: Counter, exotic_wild: bool, charter: bool,
                     before: tuple[Card, ...] = ()) -> bool:
    """``card.requires`` (and those of ``before``) against face-up planets by type, each planet
    meeting one prerequisite (pure: bots use it on their view).

    Coalition (Exotica): each Exotic planet may stand in for any one missing type. Asteroid start
    planets' charter waives the requirement of Asteroidal technologies (reconstruction §4.1).
    """
    places = [kinds for c in (*before, card) for kinds in _places(c, have, exotic_wild, charter)]
    return assignable(places, have)


def _places(card: Card, have: Counter, wild: bool, charter: bool) -> list[frozenset[str]]:
    """One entry per planet ``card``'s prerequisite needs: the planet types that may meet it."""
    out = [frozenset(other_types(card, have))] * card.requires_other
    if charter and "asteroidal" in card.tags:
        return out
    for ptype, need in card.requires.items():
        out += [frozenset({ptype, "E"} if wild else {ptype})] * need
    return out


def assignable(places: list[frozenset[str]], have: Counter) -> bool:
    """Whether each place gets its own planet of a type it accepts (bipartite matching by
    augmenting paths; planets of a type are interchangeable, so a type is one node holding
    ``have[type]`` places)."""
    if len(places) > sum(have.values()):
        return False
    where: list[str | None] = [None] * len(places)

    def place(i: int, seen: set[str]) -> bool:
        for t in places[i]:
            if t in seen or have.get(t, 0) <= 0:
                continue
            seen.add(t)
            on = [j for j, w in enumerate(where) if w == t]
            if len(on) < have[t] or any(place(j, seen) for j in on):
                where[i] = t
                return True
        return False

    return all(place(i, set()) for i in range(len(places)))


def requirements_met_r2(card: Card, have: Counter, exotic_wild: bool, charter: bool) -> bool:
    """``requirements_met`` by rules revision < 3, kept for the games played by it: a wild
    Exotic planet could be both Double Time's other planet and a missing type."""
    if card.requires_other and sum(have[t] for t in other_types(card, have)) < (
            card.requires_other):
        return False
    if not card.requires:
        return True
    if charter and "asteroidal" in card.tags:
        return True
    wild = have.get("E", 0) if exotic_wild else 0
    missing = 0
    for ptype, need in card.requires.items():
        short = max(0, need - have.get(ptype, 0))
        if ptype == "E":
            if short:
                return False
            wild -= need  # Exotic planets used for an Exotic requirement are not wild
            continue
        missing += short
    return missing <= max(0, wild)


def affordable(game: Game, p: Player, x: int, claimed: Claimed | None = None) -> list[Card]:
    """Technology faces p may buy now with X Research symbols, besides what earlier purchases
    of this role ``claimed``."""
    return list(affordable_faces(game, p, x, claimed))


def affordable_faces(game: Game, p: Player, x: int,
                     claimed: Claimed | None = None) -> Iterator[Card]:
    """The faces of ``affordable`` one at a time (whether there is one: ``rules.idle``)."""
    faces = _faces(game)
    if x < faces.cheapest:
        return
    ok_for = judge(game, p, claimed)
    met: dict[int, bool] = {}  # per requirement: most faces share a few (judged once)
    for pile in game.s.techs.values():
        for iid in pile:
            entry = faces.get(iid)
            if entry is None:
                entry = faces[iid] = faces.faces_of(game, iid)
            for f, cost, need in entry:
                if cost > x:
                    continue
                ok = met.get(need)
                if ok is None:
                    ok = met[need] = ok_for(f)
                if ok:
                    yield f


class Faces(dict):
    """Per catalog, for ``affordable_faces``: each physical tech card's faces that have a cost,
    as (face, cost, requirement number); faces with equal requirements (what
    ``requirements_met`` reads) share a number. ``cheapest``: the lowest cost of any card."""

    def __init__(self, catalog: Catalog):
        super().__init__()
        self.cheapest = min((c.cost for c in catalog.cards.values() if c.cost is not None),
                            default=0)
        self.needs: dict[tuple, int] = {}

    def faces_of(self, game: Game, iid: str) -> tuple:
        card = game.card(iid)
        out = []
        for f in (card, game.card(card.other_face)) if card.other_face else (card,):
            if f.cost is not None:
                need = (tuple(f.requires.items()), f.requires_other, "asteroidal" in f.tags)
                out.append((f, f.cost, self.needs.setdefault(need, len(self.needs))))
        return tuple(out)


_FACES: weakref.WeakKeyDictionary[Catalog, Faces] = weakref.WeakKeyDictionary()


def _faces(game: Game) -> Faces:
    faces = _FACES.get(game.catalog)
    if faces is None:
        faces = _FACES[game.catalog] = Faces(game.catalog)
    return faces


Purchase = tuple[int, Claimed]  # Research symbols spent; what this role's purchases claimed


def research(game: Game, p: Player, x: int, claimed: Claimed | None = None) -> Generator[
        Decision, list[str], Purchase | None]:
    """Buy one technology, or what a card set offers instead (Exotica: Improved Mining); return
    what the purchase spent (None: nothing bought). ``claimed``: what an earlier purchase of
    this role claimed (Scientific Method: each planet counts toward one purchase only)."""
    claimed = claimed or Claimed()
    options = [Option(f.id, f"{f.name} ({f.cost} R{', permanent' if f.permanent else ''})", f.id)
               for f in affordable(game, p, x, claimed)]
    # by revision < 3 a technology bought another way ignored the earlier purchase's planets
    other_way = claimed if game.config.rules_revision >= 3 else None
    extra = [(options.__self__, o) for options in game.hooks.research_options
             for o in options(game, p, x, other_way)]
    owner = {o.key: cs for cs, o in extra}
    options += [o for _, o in extra]
    if not options:
        nothing(game, p, research_reason(x))
        return None
    options.append(Option("none", "Buy nothing"))
    context = {"symbols": x} | ({"bought": [f.id for f in claimed.faces]} if claimed.faces else {})
    offered = frozenset(o.card for o in options if o.card is not None)
    context[CANNOT_BUY] = Later(cannot_buy, game, p, x, offered, claimed)
    (key,) = yield from ask(game, p.seat, K.RESEARCH,
                            f"Research with {count(x, 'symbol')}: buy what?", options,
                            context=context)
    if key == "none":
        return None
    have = planet_types(game, p, claimed.used)
    if key in owner:  # a technology bought another way names its face on the option
        face = next(o.card for o in options if o.key == key)
        spent = yield from owner[key].research(game, p, key)
        return (x if spent is None else spent), claim(game, claimed, face, have)
    yield from gain_tech(game, p, key)
    return game.card(key).cost or 0, claim(game, claimed, key, have)


CANNOT_BUY = "cannot_buy"  # Research's context: (face, why) of each technology not on offer


def cannot_buy(game: Game, p: Player, x: int, offered: frozenset[str],
               claimed: Claimed) -> list[tuple[str, str]]:
    """Each technology face in the piles that this Research (X symbols, what earlier purchases
    of the role ``claimed``) does not offer, once, with why (``Decision.fact(CANNOT_BUY)``:
    judged only when a prompt reads it): "costs 5 R, you have 3", "needs 2 Fertile face up",
    or its planets meet the earlier purchase's prerequisite."""
    ok_for, alone = judge(game, p, claimed), judge(game, p)
    before = claimed.faces
    out, seen = [], set(offered)  # a face once, though a pile holds copies
    for pile in game.s.techs.values():
        for iid in pile:
            card = game.card(iid)
            for face in (card, game.card(card.other_face)) if card.other_face else (card,):
                if face.id in seen or face.cost is None:
                    continue
                seen.add(face.id)
                why = []
                if face.cost > x:  # Escalation: or ships (the prompt shows the fleet)
                    ships = f" or {price_text(face.alt_cost)}" if face.alt_cost and \
                        p.fleet_tile else ""
                    why.append(f"costs {face.cost} R{ships}, you have {x}")
                if not alone(face):
                    why.append(f"needs {requirement(face)} face up")
                elif not ok_for(face):
                    names = ", ".join(c.name for c in before) or "the technology bought before"
                    why.append(f"its planets meet the prerequisite of {names}")
                out.append((face.id, "; ".join(why) or "not allowed now"))
    return out


def requirement(card: Card) -> str:
    """A technology's planet prerequisite in words: ``2 Fertile``, ``1 Metallic and 1 planet
    of another type``."""
    parts = [f"{n} {PLANET_TYPE_NAMES[t]}" for t, n in card.requires.items()]
    other = [count(card.requires_other, "planet") + " of another type"] \
        if card.requires_other else []
    return ", ".join(parts) + (" and " if parts and other else "") + "".join(other)


def claim(game: Game, claimed: Claimed, face: str | None, have: Counter) -> Claimed:
    """``claimed`` and the prerequisite of the technology ``face`` bought (None: no card);
    ``have``: the planets by type left before it (revision < 3 takes some of them)."""
    if face is None:
        return claimed
    card = game.card(face)
    if game.config.rules_revision < 3:
        return Claimed(used=claimed.used + prerequisite_used(card, have))
    return Claimed(faces=(*claimed.faces, card))


def prerequisite_used(card: Card, have: Counter) -> Counter:
    """Revision < 3: the planets a bought technology's prerequisite took: its required types,
    and for ``requires_other`` planets of the other types the player has most of."""
    out = Counter({t: min(n, have[t]) for t, n in card.requires.items()})
    others = sorted(other_types(card, have), key=lambda t: -have[t])
    for t in others[:card.requires_other]:
        out[t] += 1
    return out


def physical_id(game: Game, face: str) -> str:
    """The physical card that carries a face (the first face of a double-sided card)."""
    for pile in game.s.techs.values():
        for iid in pile:
            if iid == face or game.card(iid).other_face == face:
                return iid
    raise KeyError(face)


def gain_tech(game: Game, p: Player, face: str, start: bool = False) -> Steps:
    """Take a technology from the piles: a permanent into play, any other into hand (§4.7);
    a scenario's starting technology (``start``) goes into the deck instead of the hand."""
    iid = physical_id(game, face)
    for pile in game.s.techs.values():
        if iid in pile:
            pile.remove(iid)
    card = game.card(face)
    verb = "starts with" if start else "researches"
    if card.permanent:
        pm = Permanent(iid, face)
        p.gain_permanent(pm)
        game.say(f"{p.name} {verb} {card.name} in play.")
        for enters_play in game.hooks.enters_play:  # Escalation: tokens on replenishing slots
            enters_play(game, p, pm)
        yield from fire_card(game, p, face, "enter", iid)
    else:
        if start:
            game.s.put_on_deck(p, [iid])
        else:
            p.hand.append(iid)
        game.say(f"{p.name} {verb} {card.name}.")

