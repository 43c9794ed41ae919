"""The greedy bot's answers to Escalation's decisions (``Escalation.greedy_answers``): the
Fleet tile's actions, paying ship costs with cards in hand, ship exchanges, attacks priced in
ships and technologies bought with ships, Annex and Natural Order; of two start planets the one
worth more face down (rules/starts.py); and the decisions of its technologies: additional Role
phases, Scientific Discovery, Thorough Survey, Colony Ship, Defense Contract, the symbols
boosting or following may take from outside the hand (Black Market, Warfare Technology) and the
role a follower may follow as (Freedom of Trade).

The bot's own knowledge of this set, kept with the set. The rules never import a bot: the
greedy bot hands its helpers over (``greedy``: bots/greedy.py, its judgement ``j``:
bots/values.py ``Judge``) when it asks for these answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...decision import Decision
from ...kinds import K
from ...optionkeys import (
    FLEET_ACTION,
    FLEET_UPGRADE,
    bought_with_ships,
    fleet_action,
    followed_as,
    hand_card,
    is_campaign,
    is_further_price,
    removed_permanent,
    symbol_source,
)
from ...roletable import ROLE_SYMBOLS
from .fleet_tile import IMPROVED, upgrade_by_ships

Handler = Callable[..., list[str] | None]
greedy = None  # the greedy bot's helpers (bots/greedy.py), handed over by ``answers``

SHIP_WORTH = {"fighter": 0.3, "destroyer": 1.0, "battlecruiser": 2.5}  # rough, in influence
UPGRADE_WORTH = 1.2  # Improved Fleet: cheaper Destroyers, in influence


def wants_destroyers(j) -> bool:
    return any(pl.warfare_ships.get("destroyer") for pl in j.emp.face_down)


def fleet_value(j, key: str) -> float:
    """Basic/Improved Fleet: a Battlecruiser is worth influence at the end and a discount."""
    if fleet_action(key) == 1:
        return 1.5
    return 0.6 if wants_destroyers(j) else 0.15


def on_attack_target(j, d: Decision) -> list[str]:
    """The best planet; a Battlecruiser price (Primary Weapon ``@1``, Military Campaign
    ``campaign:``) only when it is worth the Battlecruiser."""
    planets = {o.key: o.card for o in d.options}

    def score(key: str) -> float:
        if planets.get(key) is None:
            return 0.0
        v = j.planet(greedy.card(planets[key]))
        if is_further_price(key) or is_campaign(key):
            v -= SHIP_WORTH["battlecruiser"]
        return v
    return greedy.best(d, score)


def on_remove_permanent(j, d: Decision) -> list[str]:
    """Natural Order: an opponent's most valuable permanent, never one's own if avoidable."""
    me = j.emp.me.seat

    def score(key: str) -> float:
        owner = removed_permanent(key)[0]
        c = next(o.card for o in d.options if o.key == key)
        worth = j.tech(greedy.card(c)) if greedy.card(c).kind == "tech" else 2.0
        return -worth if owner == me else worth
    return greedy.best(d, score)


def on_research_ships(j, d: Decision) -> list[str]:
    """Technologies bought with ships and the Fleet upgrade, else greedy's research."""
    ours = [k for k in d.keys() if bought_with_ships(k) or k == FLEET_UPGRADE]
    if not ours:
        return greedy.on_research(j, d)
    bought = {o.key: o.card for o in d.options}
    plain = greedy.research_value(j)  # technologies bought with symbols, Improved Mining

    def score(key: str) -> float:
        if key not in ours:
            return plain(key)
        c = greedy.card(bought[key])
        v = j.tech(c) if c.kind == "tech" else UPGRADE_WORTH
        if bought_with_ships(key):
            v -= sum(SHIP_WORTH[s] * n for s, n in c.alt_cost.items())
        return v
    return greedy.best(d, score)


def on_follow_ships(j, d: Decision) -> list[str]:
    """Follow Research to upgrade the Fleet with ships (its price: the improved face's), else
    greedy."""
    me = j.emp.me
    if d.context.get("role") == "R" and upgrade_by_ships(me.fleet_tile, me.ships,
                                                         greedy.card(IMPROVED)):
        return ["follow"]
    return greedy.on_follow(j, d)


def on_pay_ships(j, d: Decision) -> list[str]:
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


def on_ship_exchange(j, d: Decision) -> list[str]:
    return [max(d.keys(), key=int)]


# by ``optionkeys.symbol_source``: a resource trades for 1 influence; a card from hand (Warfare
# Technology's icon cards) is worth more than a Fighter
SOURCE_COST = {"market": 0.9, "hand": 1.0, "fighter": 0.4}


def with_sources(inner: Handler, lead: bool) -> Handler:
    """Boost or follow as greedy does with the hand cards, then add resources or Fighters
    while one more symbol gains more than the resource or Fighter is worth."""
    def handler(j, d: Decision) -> list[str] | None:
        extra = [k for k in d.keys() if symbol_source(k) is not None]
        if not extra:
            return inner(j, d)
        cards = [o for o in d.options if o.key not in extra]
        picked = inner(j, replace(d, options=cards, max=len(cards))) if cards else []
        role = d.context.get("role")
        if picked is None or role not in ROLE_SYMBOLS:
            return picked
        x = (j.emp.me.lead if lead else j.emp.me.follow)[role]  # as the rules count them
        x += sum(max(1, greedy.symbols(c, role)) for c in picked)
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
    def handler(j, d: Decision) -> list[str] | None:
        alt = [k for k in d.keys() if followed_as(k) is not None]
        role = d.context.get("role")
        if not alt or role not in ROLE_SYMBOLS:
            return inner(j, d)
        gains = {"follow": greedy.follow_gain(j, role)}
        gains.update((k, greedy.follow_gain(j, followed_as(k))) for k in alt)
        top = max(gains, key=gains.__getitem__)  # ties: the plain follow's role first
        return [top] if gains[top] > greedy.dissent_value(j) else ["dissent"]
    return handler


def on_move_colonies(j, d: Decision) -> list[str]:
    """The fewest Colonies that settle the planet, in the order offered."""
    pick: list[str] = []
    for key in d.keys():
        pick.append(key)
        if d.check is None or d.check(pick) is None:
            return pick
    return d.keys()


def on_defense_contract(j, d: Decision) -> list[str]:
    """A resource first (Fighters pay for attacks), a Fighter when there are several; never a
    card from hand."""
    resources = [k for k in d.keys() if k not in ("fighter", "none") and hand_card(k) is None]
    if resources:
        return resources[:1]
    return ["fighter"] if "fighter" in d.keys() and j.emp.me.fighters > 2 else ["none"]


def answers(kit) -> dict[str, Handler]:
    """The answers by decision kind, built on the greedy bot's ``kit`` (its ``HANDLERS`` so
    far: a boost, follow or research answer here wraps or replaces the plain one)."""
    global greedy
    greedy = kit
    kit.ACTION_VALUES[FLEET_ACTION] = fleet_value
    ships = {
        K.ATTACK_TARGET: on_attack_target,
        K.RESEARCH: on_research_ships,
        K.PAY_SHIPS: on_pay_ships,
        K.FOLLOW: on_follow_ships,
        K.SHIP_EXCHANGE: on_ship_exchange,
        K.ANNEX_TARGET: lambda j, d: d.keys()[:1],
        K.REMOVE_PERMANENT: on_remove_permanent,
        K.START_PLANET_KEEP: lambda j, d: greedy.best(d, j.keep),
    }
    before = {**kit.HANDLERS, **ships}
    return {
        **ships,
        K.EXTRA_ROLE: lambda j, d: ["yes" if j.best_lead(j.emp.hand)[1] > 0 else "no"],
        K.TAKE_TECH: lambda j, d: greedy.best(d, lambda k: j.tech(greedy.card(k))),
        K.THOROUGH_SURVEY: lambda j, d: ["yes"],
        K.MOVE_COLONIES: on_move_colonies,
        K.COLONY_CARD: lambda j, d: [min(d.keys(), key=j.worth)] if d.keys() else [],
        K.DEFENSE_CONTRACT: on_defense_contract,
        K.BOOST: with_sources(before[K.BOOST], lead=True),
        K.FOLLOW_CARDS: with_sources(before[K.FOLLOW_CARDS], lead=False),
        K.FOLLOW: with_follow_as(before[K.FOLLOW]),
    }
