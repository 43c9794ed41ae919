"""The greedy bot's answers to the Exotica Promo Pack's decisions (``ExoticaPromo.greedy_answers``).

- Political Sabotage names the role symbol most frequent on the opponents' known cards (their
  discard piles and cards set aside), a guess at their hands.
- Mutagenesis removes the opponents' best planet (the leading opponent's first), its own last.
- Stolen Trade Secrets takes the technology worth most to it.
- Copying (Space Station, the Mimics) values a planet card as a planet, a technology as one.

The bot's own knowledge of this set, kept with the set; the greedy bot hands its helpers over
(``greedy``: bots/greedy.py) when it asks (the rules never import a bot).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ...decision import Decision
from ...kinds import K
from ...optionkeys import planet_of_key
from ...roletable import ROLE_SYMBOLS

greedy = None  # the greedy bot's helpers (bots/greedy.py), handed over by ``answers``

def on_sabotage_symbol(j, d: Decision) -> list[str]:
    seen = Counter()
    for q in j.view.players:
        if q.seat != j.view.seat:
            for c in q.discard + q.played:
                seen.update(s for s in greedy.card(c).symbols if s in ROLE_SYMBOLS)
    return greedy.best(d, lambda r: (seen[r], r == "S"))


def on_remove_planet(j, d: Decision) -> list[str]:
    players = j.view.players
    lead = max((q.influence for q in players if q.seat != j.view.seat), default=0)

    def score(key: str) -> float:
        seat, i = planet_of_key(key)
        pl = players[seat].planets[i]
        worth = j.planet(greedy.card(pl.card)) if pl.card and pl.face_up else 1.0
        if seat == j.view.seat:
            return -worth
        return worth + (0.5 if players[seat].influence == lead else 0.0)

    return greedy.best(d, score)


def on_steal_tech(j, d: Decision) -> list[str]:
    faces = {o.key: o.card for o in d.options}
    return greedy.best(d, lambda k: j.tech(greedy.card(faces[k])))


def on_copy_target(j, d: Decision) -> list[str]:
    def score(key: str) -> float:
        c = greedy.card(key)
        return j.tech(c) if c.kind == "tech" else j.planet(c)

    return greedy.best(d, score)


def answers(kit) -> dict[str, Callable]:
    """The answers by decision kind, built on the greedy bot's ``kit``."""
    global greedy
    greedy = kit
    return {
        K.SABOTAGE_SYMBOL: on_sabotage_symbol,
        K.REMOVE_PLANET: on_remove_planet,
        K.STEAL_TECH: on_steal_tech,
        K.COPY_TARGET: on_copy_target,
    }
