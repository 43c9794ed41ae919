"""What the learned bot's network reads: a fixed-length vector made from one seat's view.

Only the ``GameView`` (public facts and the seat's own hand) and the pending decision's kind
and role are read, never the game (issue 33, Build 2). Seats are laid out relative to the
deciding seat: block 0 is the seat itself, block k the seat k places after it, up to five
blocks (a missing seat's block is zeros and its "present" flag 0). Every card enters through
its catalog data (``card_facts``: symbols, kind, influence, cost, level, slots...), so a new
card, planet type or resource needs no new feature code, and the length is the same for every
card set and seat count.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import get_args

import numpy as np

from ..rules.catalog import Card, Kind, PlanetType, Resource, Symbol
from ..rules.fleet import SIZES
from ..rules.kinds import K
from ..rules.roletable import ROLE_SYMBOLS, STACKS
from ..rules.views import GameView, PlayerView
from .knowledge import Empire, card

SEATS = 5  # blocks laid out: the most seats a game has
SYMBOLS: tuple[str, ...] = get_args(Symbol)
KINDS: tuple[str, ...] = get_args(Kind)
TYPES: tuple[str, ...] = get_args(PlanetType)
RESOURCES: tuple[str, ...] = get_args(Resource)
PHASES = (K.ACTION, K.ROLE, K.FOLLOW)  # the pending decision's kind (any other: none of them)
EXTRA_SETS = ("escalation", "exotica", "exotica-promo")


@cache
def card_facts(card_id: str) -> np.ndarray:
    """One card's catalog data as numbers: symbols by kind, its kind, influence, cost,
    level, permanence, slots, hand size and how much it does (effects, passives, triggers)."""
    c: Card = card(card_id)
    counts = Counter(c.symbols)
    facts = [counts.get(s, 0) for s in SYMBOLS] + [float(c.kind == k) for k in KINDS]
    facts += [c.influence / 3, (c.cost or 0) / 5, (c.level or 0) / 3, float(c.permanent),
              len(c.slots), c.hand_size, len(c.action) / 2, len(c.passives), len(c.triggers)]
    return np.asarray(facts, dtype=np.float64)


CARD = len(card_facts(next(iter(STACKS)).card))


def summed(cards: list[str] | tuple[str, ...]) -> np.ndarray:
    """The facts of these cards added up (instance ids or catalog ids)."""
    total = np.zeros(CARD)
    for card_id, n in Counter(c.partition("#")[0] for c in cards).items():
        total += n * card_facts(card_id)
    return total


def points(pv: PlayerView) -> int:
    """The influence printed on a seat's face-up planets and its technologies, and its tokens
    (the public part of its score)."""
    printed = sum(card(pl.card).influence for pl in pv.planets if pl.face_up and pl.card)
    printed += sum(card(pm.copy_of or pm.face).influence for pm in pv.permanents)
    return pv.influence + printed


def seat_block(view: GameView, seat: int) -> np.ndarray:
    """One seat's facts, as its viewer sees them."""
    pv = view.players[seat]
    n = len(view.players)
    emp = Empire(view, seat)
    up = Counter(pl.planet_type for pl in pv.planets if pl.face_up)
    down = Counter(pl.planet_type for pl in pv.planets if not pl.face_up)
    held = Counter(r for pl in pv.planets for r in pl.resources if r is not None)
    held.update(r for pm in pv.permanents for r in pm.resources if r is not None)
    deck = list(pv.pool) + list(pv.discard) + list(pv.played)
    head = [1.0, float(seat == view.active), float(seat == view.start_player),
            ((seat - view.active) % n) / SEATS, pv.influence / 10, points(pv) / 30,
            emp.halo / 3, emp.filled() / 5, emp.empty_slots() / 5,
            pv.hand_count / 8, pv.deck_count / 15, len(pv.discard) / 15, len(pv.played) / 5,
            len(pv.tucked) / 5, pv.hand_limit / 8, len(pv.permanents) / 5,
            sum(len(pl.colonies) for pl in pv.planets) / 5, len(deck) / 25,
            float(pv.mining is not None), float(pv.mining == "improved"),
            float(pv.fleet_tile is not None), float(pv.fleet_tile == "improved"),
            float(pv.scenario is not None)]
    head += [up.get(t, 0) / 3 for t in TYPES] + [down.get(t, 0) / 3 for t in TYPES]
    head += [emp.symbols(r) / 3 for r in ROLE_SYMBOLS]
    head += [held.get(r, 0) / 3 for r in RESOURCES] + [pv.ships.get(s, 0) / 5 for s in SIZES]
    techs = summed([pm.copy_of or pm.face for pm in pv.permanents]) / 3
    composition = summed(deck) / max(1, len(deck))
    hand = summed(pv.hand) / 5 if pv.hand is not None else np.zeros(CARD)
    return np.concatenate([head, techs, composition, hand])


def global_block(view: GameView, kind: str | None, role: str | None) -> np.ndarray:
    """The table's facts: seat count, stacks, supply, planets, technologies on offer, sets,
    turn and end trigger, and what is being decided now."""
    sets = view.sets
    facts = [float(len(view.players) == k) for k in range(2, SEATS + 1)]
    facts += [view.stacks.get(s.key, 0) / 10 for s in STACKS]
    facts += [sum(1 for v in view.stacks.values() if v == 0) / 2, view.supply / 30,
              view.planet_deck_count / 40, len(view.planet_discard) / 10, view.turn_no / 60,
              float(view.end_triggered), float(view.last_round is not None)]
    facts += [float(s in sets) for s in EXTRA_SETS]
    facts += [float(kind == k) for k in PHASES] + [float(role == r) for r in ROLE_SYMBOLS]
    offer = [c for pile in view.techs.values() for c in pile]
    return np.concatenate([facts, summed(offer) / 10])


def features(view: GameView, kind: str | None = None, role: str | None = None) -> np.ndarray:
    """The vector for ``view``'s seat, with the pending decision's ``kind`` and ``role``."""
    n = len(view.players)
    blocks = [seat_block(view, (view.seat + k) % n) for k in range(n)]
    size = len(blocks[0])
    blocks += [np.zeros(size)] * (SEATS - n)
    return np.concatenate([global_block(view, kind, role), *blocks])


HEAD = 23 + 2 * len(TYPES) + len(ROLE_SYMBOLS) + len(RESOURCES) + len(SIZES)
GLOBAL = 4 + len(STACKS) + 7 + len(EXTRA_SETS) + len(PHASES) + len(ROLE_SYMBOLS) + CARD
LENGTH = GLOBAL + SEATS * (HEAD + 3 * CARD)  # the vector's length (a test builds it)


def decision_features(view: GameView, decision) -> np.ndarray:
    """``features`` at a pending decision (its kind and the role it is about, if any)."""
    return features(view, decision.kind, decision.context.get("role"))
