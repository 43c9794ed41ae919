"""The greedy bot: answers each decision with what its judgement (``values.Judge``) rates best.

It plans the role it will lead from its hand before choosing an action (so the action does not
spend a card the role needs), boosts and follows with as many matching cards as still add
value, keeps and settles the best planets, researches the best affordable technology, trades
everything it holds and thins weak cards when the game offers a removal.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from ..rules.catalog import Effect
from ..rules.catalog_cache import default_catalog
from ..rules.decision import Decision, Option
from ..rules.kinds import K
from ..rules.optionkeys import IMPROVE_MINING, MINE, is_fighter, produced_resource, used_ability
from ..rules.optionkeys import empire_card as acting_card
from ..rules.plugin import SETS
from ..rules.roletable import ROLE_SYMBOLS, STACK_OF, STACKS
from ..rules.views import GameView
from .base import Bot, idle_follow, legal, pick_best
from .knowledge import card, missing_resource, symbols
from .values import DISSENT, Judge

Handler = Callable[[Judge, Decision], list[str] | None]
BOOST_COST = 0.1  # a card boosting a role led: the hand refills at Cleanup anyway
FOLLOW_COST = 0.15  # a card played to follow is missing from the next turn's hand
MIN_DECK = 8  # never thin below this many cards
DEFER = -5.0  # such an option, when Cleanup's offer serves as well (below the search's margin)


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, view: GameView, decision: Decision) -> list[str]:
        handler = HANDLERS.get(decision.kind)
        keys = handler(Judge(view), decision) if handler else None
        if keys is None or not legal(decision, keys):
            keys = pick_best(decision, {k: -i for i, k in enumerate(decision.keys())},
                             threshold=float("inf"))
        if idle_follow(decision, keys):
            return ["dissent"]  # whatever its judgement of the role, the rules see no gain
        return keys


def best(d: Decision, score: Callable[[str], float]) -> list[str]:
    return [max(d.keys(), key=score)]


def planet_key(j: Judge, key: str) -> float:
    return j.planet(card(key)) if key != "none" else 0.0


# -- action phase ------------------------------------------------------------------------------


def action_scores(j: Judge, d: Decision) -> dict[str, float]:
    """Each action's gain less what the card would have added to the role planned."""
    hand = j.emp.hand
    _, plan = j.best_lead(hand)

    def value(key: str) -> float:
        if key == "skip":
            return 0.0
        if key in hand:
            rest = [c for c in hand if c != key]
            return j.effects(card(key).action) - (plan - j.best_lead(rest)[1])
        if key == MINE:
            return (j.effect(Effect(op="mine")) - (plan - j.best_lead([])[1])
                    - 0.2 * len(hand))
        iid = acting_card(key)
        if iid is not None:
            return j.effects(empire_card(j, iid).action)
        for prefix, set_value in ACTION_VALUES.items():  # actions a card set offers (Escalation:
            if key.startswith(prefix):  # the Fleet tile)
                return set_value(j, key)
        return 0.0

    scores = {k: value(k) for k in d.keys() if used_ability(k) is None}
    top = max(scores, key=scores.__getitem__)
    for k in d.keys():
        if used_ability(k) is not None:  # thin the hand before Mining discards it, else at
            scores[k] = scores[top] + 0.1 if top == MINE and weak_in_hand(j, k) else DEFER
    return scores


ACTION_VALUES: dict[str, Callable[[Judge, str], float]] = {}  # by key prefix (optionkeys)


def weak_in_hand(j: Judge, key: str) -> bool:
    """Whether a once-a-turn ability (``use:<hook>``) would remove or return a hand card now:
    the answer its own decision would get from this bot is not empty (so using it never leaves
    the bot to be asked again, forever)."""
    kind = K.RETURN_ROLES if used_ability(key) == "return_role_cards" else K.RFG
    cards = [c for c in j.emp.hand if kind == K.RFG or card(c).kind == "role"]
    d = Decision(j.emp.me.seat, kind, "", [Option(c, c, c) for c in cards], 0, len(cards))
    return bool(cards and HANDLERS[kind](j, d))


def role_scores(j: Judge, d: Decision) -> dict[str, float]:
    return {r: j.lead(r, j.emp.hand) if r in ROLE_SYMBOLS else DEFER for r in d.keys()}


SCORES = {K.ACTION: action_scores, K.ROLE: role_scores}


def on_action(j: Judge, d: Decision) -> list[str]:
    scores = action_scores(j, d)
    return best(d, scores.__getitem__)


def empire_card(j: Judge, iid: str):
    pm = next((pm for pm in j.emp.me.permanents if pm.card == iid), None)
    return card(pm.copy_of or pm.face) if pm else card(iid)


def on_choose_effect(j: Judge, d: Decision) -> list[str]:
    """Value each alternative of the choice printed on the card the decision names (its
    context's ``source``: the card played, or a permanent as the card it copies)."""
    source = d.context.get("source")
    if source is None:
        return None
    c = empire_card(j, source)
    for e in c.action + [t for trig in c.triggers for t in trig.effects]:
        if e.op == "choose" and len(e.options) == len(d.options):
            return best(d, lambda k, e=e: j.effects(e.options[int(k)]))
    return None


# -- role phase --------------------------------------------------------------------------------


def on_role(j: Judge, d: Decision) -> list[str]:
    scores = role_scores(j, d)
    return best(d, scores.__getitem__)


def play_symbols(j: Judge, d: Decision, lead: bool) -> list[str]:
    """Boost or follow: add the cards with most symbols first while they add value."""
    role = d.context.get("role")
    if role not in ROLE_SYMBOLS:
        return None
    emp = j.emp
    cards = sorted(d.keys(), key=lambda c: (-max(1, symbols(c, role)), j.worth(c)))
    base = (emp.me.lead if lead else emp.me.follow)[role]  # as the rules count them
    cost = BOOST_COST if lead else FOLLOW_COST
    best_k, best_v, x, tuck = 0, float("-inf"), base, 1 if lead else 0
    for k in range(len(cards) + 1):
        if k:
            x += max(1, symbols(cards[k - 1], role))
            tuck += symbols(cards[k - 1], "C")
        v = j.role(role, x, lead, tuck) - cost * k
        if v > best_v + 1e-9:
            best_k, best_v = k, v
    return cards[:best_k]


def follow_gain(j: Judge, role: str) -> float:
    """Following ``role`` with every matching hand card: what resolving it gains, less the
    cards missing from the next hand."""
    emp = j.emp
    hand = emp.hand
    x = emp.me.follow[role] + j.hand_symbols(hand, role, lead=False)
    used = sum(1 for c in hand if symbols(c, role))
    return j.role(role, x, False, j.hand_symbols(hand, "C", lead=False)) - FOLLOW_COST * used


def dissent_value(j: Judge) -> float:
    """The cards a dissent draws (Dissension: one more)."""
    return DISSENT * (1 + j.emp.passives["dissent_draw"])


def on_follow(j: Judge, d: Decision) -> list[str]:
    role = d.context.get("role")
    if role not in ROLE_SYMBOLS:
        return None
    return ["follow" if follow_gain(j, role) > dissent_value(j) else "dissent"]


def on_survey_keep(j: Judge, d: Decision) -> list[str]:
    score = {k: j.keep(k) for k in d.keys()}
    return pick_best(d, score, threshold=0.0)


def on_perception_filter(j: Judge, d: Decision) -> list[str]:
    looking = max((j.keep(c) for c in j.view.looking), default=0.0)
    own = [pl for pl in j.emp.face_down if pl.card in d.keys()]
    if not own:
        return ["none"]
    worst = min(own, key=lambda pl: j.keep(pl.card))
    return [worst.card] if looking - j.keep(worst.card) > 1.5 else ["none"]


def on_colony_target(j: Judge, d: Decision) -> list[str]:
    value = symbols(d.context["card"], "C") if "card" in d.context else 1
    planets = {pl.card: pl for pl in j.emp.face_down}

    def score(key: str) -> float:
        pl = planets.get(key)
        if pl is None:
            return 0.0
        need = j.emp.colonies_needed(pl) or 0
        return j.planet(card(key)) + (3.0 if need <= max(1, value) else 0.0) - 0.3 * need

    return best(d, score)


def on_colonize_mode(j: Judge, d: Decision) -> list[str]:
    return ["settle"]


def on_warfare_mode(j: Judge, d: Decision) -> list[str]:
    return ["attack"]


def on_produce(j: Judge, d: Decision) -> list[str]:
    """Fill ``d.min`` slots, each with the type the empire holds least of."""
    want = missing_resource(j.emp)
    score = {k: (1.0 if produced_resource(k) == want else 0.5) for k in d.keys()}
    return pick_best(d, score, threshold=float("inf"))


def on_trade(j: Judge, d: Decision) -> list[str]:
    keep_fighters = bool(j.emp.face_down) and not j.view.end_triggered
    score = {k: (-1.0 if keep_fighters else 0.5) if is_fighter(k) else 1.0
             for k in d.keys()}
    return pick_best(d, score, threshold=0.0)


def research_value(j: Judge) -> Callable[[str], float]:
    """A Research option's worth: a technology, or the upgrade to Improved Mining (more with
    every Asteroid in the empire)."""
    mining = 1.5 + sum(1 for pl in j.emp.me.planets if pl.planet_type == "asteroid")

    def score(key: str) -> float:
        if key == "none":
            return 0.0
        if key == IMPROVE_MINING:
            return mining
        return j.tech(card(key))

    return score


def on_research(j: Judge, d: Decision) -> list[str]:
    return best(d, research_value(j))


def on_rfg(j: Judge, d: Decision) -> list[str]:
    me = j.emp.me
    total = len(j.emp.hand) + me.deck_count + len(me.discard) + len(me.played)
    room = max(0, total - MIN_DECK)
    score = {k: 0.35 - j.worth_plain(k) for k in d.keys()}
    return pick_best(d, score, threshold=0.0)[:room]


def on_take_role(j: Judge, d: Decision) -> list[str]:
    w = j.weight
    value = {s.key: max(w[r] for r in ROLE_SYMBOLS if STACK_OF[r] == s.key) for s in STACKS}
    return best(d, lambda k: value.get(k, 0.0))


def on_name_resource(j: Judge, d: Decision) -> list[str]:
    have = j.emp.resource_kinds()
    return best(d, lambda k: have.get(k, 0))


def discard_weak(threshold: float) -> Handler:
    def handler(j: Judge, d: Decision) -> list[str]:
        return pick_best(d, {k: threshold - j.worth(k) for k in d.keys()}, threshold=0.0)
    return handler


def on_discard_to_limit(j: Judge, d: Decision) -> list[str]:
    return pick_best(d, {k: -j.worth(k) for k in d.keys()}, threshold=float("inf"))


def on_recon_pick(j: Judge, d: Decision) -> list[str]:
    planets = all(card(k).kind == "planet" for k in d.keys())
    score = {k: (j.keep(k) if planets else j.worth(k)) for k in d.keys()}
    return pick_best(d, score, threshold=float("-inf"))[:d.max]


def on_choose_role_symbol(j: Judge, d: Decision) -> list[str]:
    hand = j.emp.hand
    return best(d, lambda r: j.role(r, j.emp.me.lead[r] + j.hand_symbols(hand, r)
                                    + j.emp.me.halo, True, 0))


def on_scenario_pick(j: Judge, d: Decision) -> list[str]:
    """Draft the scenario whose technologies and Mining are worth most."""
    scenarios = default_catalog().scenarios

    def score(key: str) -> float:
        sc = scenarios.get(key)
        if sc is None:
            return 0.0
        return sum(j.tech(card(t)) for t in sc.techs) + (1.5 if sc.improved_mining else 0.0)

    return best(d, score)


HANDLERS: dict[str, Handler] = {
    K.ACTION: on_action,
    K.PHASE_ORDER: lambda j, d: ["action"],
    K.ROLE: on_role,
    K.BOOST: lambda j, d: play_symbols(j, d, lead=True),
    K.FOLLOW: on_follow,
    K.FOLLOW_CARDS: lambda j, d: play_symbols(j, d, lead=False),
    K.TRANSLATE: lambda j, d: ["yes"],
    K.SURVEY_KEEP: on_survey_keep,
    K.PERCEPTION_FILTER: on_perception_filter,
    K.WARFARE_MODE: on_warfare_mode,
    K.ATTACK_TARGET: lambda j, d: best(d, lambda k: planet_key(j, k)),
    K.COLONIZE_MODE: on_colonize_mode,
    K.COLONY_TARGET: on_colony_target,
    K.SETTLE_TARGET: lambda j, d: best(d, lambda k: planet_key(j, k)),
    K.PRODUCE: on_produce,
    K.TRADE: on_trade,
    K.RESEARCH: on_research,
    K.RFG: on_rfg,
    K.TAKE_ROLE: on_take_role,
    K.CHOOSE_EFFECT: on_choose_effect,
    K.NAME_RESOURCE: on_name_resource,
    K.CLEANUP_DISCARD: discard_weak(0.25),
    K.DISCARD_TO_LIMIT: on_discard_to_limit,
    K.RETURN_ROLES: discard_weak(0.2),
    K.MINE_TARGET: lambda j, d: best(d, lambda k: planet_key(j, k)),
    K.RECON_PICK: on_recon_pick,
    K.PLANET_FROM_DISCARD: lambda j, d: best(d, lambda k: j.keep(k)),
    K.LIBRARY_KEEP: lambda j, d: best(d, lambda k: j.worth(k)),
    K.COPY_TARGET: lambda j, d: best(d, lambda k: planet_key(j, k)),
    K.CHOOSE_ROLE_SYMBOL: on_choose_role_symbol,
    K.DISCARD: discard_weak(0.25),
    K.SCENARIO_PICK: on_scenario_pick,
    K.START_PLANET: lambda j, d: best(d, lambda k: planet_key(j, k)),
}


def set_answers() -> None:
    """Each card set's own decisions (``CardSet.greedy_answers``, kept with the set), added in
    play order: a set may wrap an answer an earlier one gave (Escalation's boost and follow)."""
    kit = sys.modules[__name__]
    for card_set in SETS.values():
        HANDLERS.update(card_set.greedy_answers(kit))


set_answers()
