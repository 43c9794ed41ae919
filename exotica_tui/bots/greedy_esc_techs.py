"""Greedy answers to the decisions of Escalation's technologies (esc-techs): additional Role
phases, Scientific Discovery, Thorough Survey, Colony Ship, Defense Contract, and the symbols
boosting or following may take from outside the hand (Black Market, Warfare Technology) or
the role a follower may follow as (Freedom of Trade). Added to greedy's ``HANDLERS``.
"""

from __future__ import annotations

from dataclasses import replace

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.optionkeys import followed_as, hand_card, symbol_source
from ..rules.roletable import ROLE_SYMBOLS
from .greedy import HANDLERS, Handler, best, dissent_value, follow_gain
from .knowledge import card, symbols
from .values import Judge

# by ``optionkeys.symbol_source``: a resource trades for 1 influence; a card from hand (Warfare
# Technology's icon cards) is worth more than a Fighter
SOURCE_COST = {"market": 0.9, "hand": 1.0, "fighter": 0.4}


def with_sources(inner: Handler, lead: bool) -> Handler:
    """Boost or follow as greedy does with the hand cards, then add resources or Fighters
    while one more symbol gains more than the resource or Fighter is worth."""
    def handler(j: Judge, d: Decision) -> list[str] | None:
        extra = [k for k in d.keys() if symbol_source(k) is not None]
        if not extra:
            return inner(j, d)
        cards = [o for o in d.options if o.key not in extra]
        picked = inner(j, replace(d, options=cards, max=len(cards))) if cards else []
        role = d.context.get("role")
        if picked is None or role not in ROLE_SYMBOLS:
            return picked
        x = j.emp.symbols(role) + (1 if lead else 0)
        x += sum(max(1, symbols(c, role)) for c in picked)
        out = list(picked)
        for key in extra:
            cost = SOURCE_COST[symbol_source(key)]
            if j.role(role, x + 1, lead) - j.role(role, x, lead) <= cost:
                break
            out.append(key)
            x += 1
        return out
    return handler


def with_follow_as(inner: Handler) -> Handler:
    """Freedom of Trade: follow as whichever of Produce and Trade gains most (each with its
    own symbols, cards and follower bonus), or dissent when the draw is worth more."""
    def handler(j: Judge, d: Decision) -> list[str] | None:
        alt = [k for k in d.keys() if followed_as(k) is not None]
        role = d.context.get("role")
        if not alt or role not in ROLE_SYMBOLS:
            return inner(j, d)
        gains = {"follow": follow_gain(j, role)}
        gains.update((k, follow_gain(j, followed_as(k))) for k in alt)
        top = max(gains, key=gains.__getitem__)  # ties: the plain follow's role first
        return [top] if gains[top] > dissent_value(j) else ["dissent"]
    return handler


def on_move_colonies(j: Judge, d: Decision) -> list[str]:
    """The fewest Colonies that settle the planet, in the order offered."""
    pick: list[str] = []
    for key in d.keys():
        pick.append(key)
        if d.check is None or d.check(pick) is None:
            return pick
    return d.keys()


def on_defense_contract(j: Judge, d: Decision) -> list[str]:
    """A resource first (Fighters pay for attacks), a Fighter when there are several; never a
    card from hand."""
    resources = [k for k in d.keys() if k not in ("fighter", "none") and hand_card(k) is None]
    if resources:
        return resources[:1]
    return ["fighter"] if "fighter" in d.keys() and j.emp.me.fighters > 2 else ["none"]


HANDLERS.update({
    K.EXTRA_ROLE: lambda j, d: ["yes" if j.best_lead(j.emp.hand)[1] > 0 else "no"],
    K.TAKE_TECH: lambda j, d: best(d, lambda k: j.tech(card(k))),
    K.THOROUGH_SURVEY: lambda j, d: ["yes"],
    K.MOVE_COLONIES: on_move_colonies,
    K.COLONY_CARD: lambda j, d: [min(d.keys(), key=j.worth)] if d.keys() else [],
    K.DEFENSE_CONTRACT: on_defense_contract,
    K.BOOST: with_sources(HANDLERS[K.BOOST], lead=True),
    K.FOLLOW_CARDS: with_sources(HANDLERS[K.FOLLOW_CARDS], lead=False),
    K.FOLLOW: with_follow_as(HANDLERS[K.FOLLOW]),
})
