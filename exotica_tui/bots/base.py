"""What every computer player shares: the interface and the legal-answer helpers.

A bot sees exactly what a human in its seat sees: the seat's ``GameView`` (its own hand, public
facts) and the pending ``Decision`` (whose options are public to that seat). It never receives
the ``Game``: so it cannot read other hands or the order of any deck (design.md, "Layers").
"""

from __future__ import annotations

import math
import random

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.views import GameView


class Bot:
    """A computer player. ``choose`` returns the option keys to answer ``decision`` with."""

    name = "bot"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: GameView, decision: Decision) -> list[str]:
        raise NotImplementedError


def legal(decision: Decision, keys: list[str]) -> bool:
    """Whether ``keys`` answers ``decision`` (the decision's own test, with its message)."""
    try:
        decision.validate(keys)
    except ValueError:
        return False
    return True


def idle_follow(decision: Decision, keys: list[str]) -> bool:
    """Whether ``keys`` follow a role in a way the rules core marks as doing nothing now
    (``Option.idle``, rules/idle.py) while a dissent, which draws a card, is offered (issue
    33: the expert followed Warfare with 0 symbols). The rules' mark is read, not recomputed:
    it sees the seat's own cards and public facts only, as a bot may."""
    if decision.kind != K.FOLLOW or keys == ["dissent"] or "dissent" not in decision.keys():
        return False
    return any(o.idle for o in decision.options if o.key in keys)  # one key: one option


def random_answer(decision: Decision, rng: random.Random) -> list[str]:
    """Uniform over the legal answers: a size k is drawn with weight C(n, k) (times k! when
    the order matters), then k keys uniformly; a pick the decision's extra test rejects is
    redrawn (rejection keeps the draw uniform over what is legal)."""
    keys = decision.keys()
    sizes = list(range(decision.min, decision.max + 1))
    weights = [math.perm(len(keys), k) if decision.ordered else math.comb(len(keys), k)
               for k in sizes]
    for _ in range(200):
        pick = rng.sample(keys, rng.choices(sizes, weights)[0])
        if legal(decision, pick):
            return pick
    return pick_best(decision, {})


def pick_best(decision: Decision, score: dict[str, float], threshold: float = 0.0) -> list[str]:
    """The best-scoring keys: every key scoring above ``threshold`` (at most ``max``), padded
    with the next best up to ``min``; keys the decision's extra test rejects are skipped."""
    order = sorted(decision.keys(), key=lambda k: -score.get(k, 0.0))
    pick: list[str] = []
    for key in order:
        if len(pick) == decision.max:
            break
        if len(pick) >= decision.min and score.get(key, 0.0) <= threshold:
            break
        if decision.check is None or decision.check(pick + [key]) is None:
            pick.append(key)
    return pick
