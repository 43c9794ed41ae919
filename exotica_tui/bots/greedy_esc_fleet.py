"""Greedy answers to Escalation's ship decisions (rules/sets/escalation/): the Fleet tile's
actions, paying ship costs with cards in hand, ship exchanges, attacks priced in ships and
technologies bought with ships, Annex and Natural Order. Imported at the bottom of ``greedy.py``."""

from __future__ import annotations

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.optionkeys import (
    FLEET_ACTION,
    FLEET_UPGRADE,
    bought_with_ships,
    fleet_action,
    is_campaign,
    is_further_price,
    removed_permanent,
)
from .greedy import ACTION_VALUES, HANDLERS, best, on_follow, on_research, research_value
from .knowledge import card
from .values import Judge

SHIP_WORTH = {"fighter": 0.3, "destroyer": 1.0, "battlecruiser": 2.5}  # rough, in influence
UPGRADE_WORTH = 1.2  # Improved Fleet: cheaper Destroyers, in influence


def wants_destroyers(j: Judge) -> bool:
    return any(pl.warfare_ships.get("destroyer") for pl in j.emp.face_down)


def fleet_value(j: Judge, key: str) -> float:
    """Basic/Improved Fleet: a Battlecruiser is worth influence at the end and a discount."""
    if fleet_action(key) == 1:
        return 1.5
    return 0.6 if wants_destroyers(j) else 0.15


def on_attack_target(j: Judge, d: Decision) -> list[str]:
    """The best planet; a Battlecruiser price (Primary Weapon ``@1``, Military Campaign
    ``campaign:``) only when it is worth the Battlecruiser."""
    planets = {o.key: o.card for o in d.options}

    def score(key: str) -> float:
        if planets.get(key) is None:
            return 0.0
        v = j.planet(card(planets[key]))
        if is_further_price(key) or is_campaign(key):
            v -= SHIP_WORTH["battlecruiser"]
        return v
    return best(d, score)


def on_remove_permanent(j: Judge, d: Decision) -> list[str]:
    """Natural Order: an opponent's most valuable permanent, never one's own if avoidable."""
    me = j.emp.me.seat

    def score(key: str) -> float:
        owner = removed_permanent(key)[0]
        c = next(o.card for o in d.options if o.key == key)
        worth = j.tech(card(c)) if card(c).kind == "tech" else 2.0
        return -worth if owner == me else worth
    return best(d, score)


def on_research_ships(j: Judge, d: Decision) -> list[str]:
    """Technologies bought with ships and the Fleet upgrade, else greedy's research."""
    ours = [k for k in d.keys() if bought_with_ships(k) or k == FLEET_UPGRADE]
    if not ours:
        return on_research(j, d)
    bought = {o.key: o.card for o in d.options}
    plain = research_value(j)  # technologies bought with symbols, Improved Mining

    def score(key: str) -> float:
        if key not in ours:
            return plain(key)
        c = card(bought[key])
        v = j.tech(c) if c.kind == "tech" else UPGRADE_WORTH
        if bought_with_ships(key):
            v -= sum(SHIP_WORTH[s] * n for s, n in c.alt_cost.items())
        return v
    return best(d, score)


def on_follow_ships(j: Judge, d: Decision) -> list[str]:
    """Follow Research to upgrade the Fleet with 3 Fighters (or buy with ships), else greedy."""
    me = j.emp.me
    if d.context.get("role") == "R" and me.fleet_tile == "basic" and me.ships["fighter"] >= 3:
        return ["follow"]
    return on_follow(j, d)


def on_pay_ships(j: Judge, d: Decision) -> list[str]:
    """Discard the least useful cards until the payment is made, then take back every card
    the payment does without (a weak card that paid 1 of 2 Fighters, then a card worth 2)."""
    def pays(keys: list[str]) -> bool:
        return len(keys) >= d.min and (d.check is None or d.check(keys) is None)

    pick: list[str] = []
    for key in sorted(d.keys(), key=j.worth):
        if pays(pick):
            break
        pick.append(key)
    for key in sorted(pick, key=j.worth):
        rest = [k for k in pick if k != key]
        if pays(rest):
            pick = rest
    return pick


def on_ship_exchange(j: Judge, d: Decision) -> list[str]:
    return [max(d.keys(), key=int)]


ACTION_VALUES[FLEET_ACTION] = fleet_value
HANDLERS.update({
    K.ATTACK_TARGET: on_attack_target,
    K.RESEARCH: on_research_ships,
    K.PAY_SHIPS: on_pay_ships,
    K.FOLLOW: on_follow_ships,
    K.SHIP_EXCHANGE: on_ship_exchange,
    K.ANNEX_TARGET: lambda j, d: d.keys()[:1],
    K.REMOVE_PERMANENT: on_remove_permanent,
})
