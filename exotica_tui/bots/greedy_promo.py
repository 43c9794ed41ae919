"""Greedy answers to the Exotica Promo Pack's decisions (added to greedy's ``HANDLERS``).

- Political Sabotage names the role symbol most frequent on the opponents' known cards (their
  discard piles and cards set aside), a guess at their hands.
- Mutagenesis removes the opponents' best planet (the leading opponent's first), its own last.
- Stolen Trade Secrets takes the technology worth most to it.
- Copying (Space Station, the Mimics) values a planet card as a planet, a technology as one.
"""

from __future__ import annotations

from collections import Counter

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.optionkeys import planet_of_key
from ..rules.roletable import ROLE_SYMBOLS
from .greedy import HANDLERS, best
from .knowledge import card
from .values import Judge


def on_sabotage_symbol(j: Judge, d: Decision) -> list[str]:
    seen = Counter()
    for q in j.view.players:
        if q.seat != j.view.seat:
            for c in q.discard + q.played:
                seen.update(s for s in card(c).symbols if s in ROLE_SYMBOLS)
    return best(d, lambda r: (seen[r], r == "S"))


def on_remove_planet(j: Judge, d: Decision) -> list[str]:
    players = j.view.players
    lead = max((q.influence for q in players if q.seat != j.view.seat), default=0)

    def score(key: str) -> float:
        seat, i = planet_of_key(key)
        pl = players[seat].planets[i]
        worth = j.planet(card(pl.card)) if pl.card and pl.face_up else 1.0
        if seat == j.view.seat:
            return -worth
        return worth + (0.5 if players[seat].influence == lead else 0.0)

    return best(d, score)


def on_steal_tech(j: Judge, d: Decision) -> list[str]:
    faces = {o.key: o.card for o in d.options}
    return best(d, lambda k: j.tech(card(faces[k])))


def on_copy_target(j: Judge, d: Decision) -> list[str]:
    def score(key: str) -> float:
        c = card(key)
        return j.tech(c) if c.kind == "tech" else j.planet(c)

    return best(d, score)


HANDLERS.update({
    K.SABOTAGE_SYMBOL: on_sabotage_symbol,
    K.REMOVE_PLANET: on_remove_planet,
    K.STEAL_TECH: on_steal_tech,
    K.COPY_TARGET: on_copy_target,
})
