"""How much things are worth to one seat, in influence points (the greedy bot's judgement).

Planets by influence, symbols, slots, hand size and the research types they unlock;
technologies by influence, lasting abilities and card quality; a role by what resolving it
with X symbols would gain; a card in the deck by how well its symbols fit the empire.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from ..rules.catalog import Card, Effect
from ..rules.ops import registry
from ..rules.roletable import ROLE, ROLE_SYMBOLS, leader_alternative, survey_look, symbol_value
from ..rules.views import GameView
from .knowledge import Empire, by_card, card, facts, symbols

DISSENT = 0.45  # one card drawn
PLAIN: dict[tuple, float] = {}  # Judge.worth_plain by (instance id, the weights)


@cache
def ops() -> dict:
    """The declared ops (``registry`` imports the card sets at each call: once is enough)."""
    return registry()


@by_card
def pers(c: Card) -> tuple[str, ...]:
    """The ``per`` of each of a card's effects that repeats (per Exotic symbol, per Asteroid)."""
    return tuple(e.per for e in c.action + [t for trig in c.triggers for t in trig.effects]
                 if e.per)


class Judge:
    """Values for the seat that owns ``view``."""

    def __init__(self, view: GameView):
        self.view = view
        self.emp = Empire(view)
        self.roles: dict[tuple, float] = {}
        self.types = self.emp.planet_types()
        fd = len(self.emp.face_down)
        filled, empty = self.emp.filled(), self.emp.empty_slots()
        late = view.end_triggered
        self.techs: dict[str, float] = {}
        self._per: Counter | None = None
        # the worth of one more symbol of each role, now
        self.weight = {
            "S": 0.05 if late else {0: 0.6, 1: 0.35}.get(fd, 0.1),
            "W": 0.5 if fd else 0.2,
            "C": 0.6 if fd else 0.2,
            "P": 0.5 if empty else 0.1,
            "T": 0.8 if filled else (0.4 if empty else 0.1),
            "R": 0.2 if late else 0.45,
        }
        self._weights = tuple(self.weight.values())

    @property
    def per(self) -> Counter:
        """Cards of this seat whose effects repeat per Exotic symbol or per face-up Asteroid
        (counted when a planet is first valued: most decisions value none)."""
        if self._per is None:
            owned = [card(c) for c in self.emp.owned()] + self.emp.cards
            self._per = Counter(p for c in owned for p in pers(c))
        return self._per

    # -- planets and technologies ---------------------------------------------------------------

    def planet(self, c: Card) -> float:
        """A planet face up in the empire."""
        v = c.influence + 0.6 * sum(1 for s in c.symbols if s != "X")
        v += 0.7 * c.symbols.count("X") + 0.4 * len(c.slots) + 0.8 * c.hand_size
        v += 0.3 * len(c.translators) + (0.5 if c.action else 0)
        exotic = 0.4 * self.per["exotic"] + self.emp.passives["exotic_influence"]
        v += exotic * c.symbols.count("X") + (0.4 * self.per["asteroid"] if c.is_asteroid else 0)
        if c.planet_type in ("A", "F", "M") and not self.types.get(c.planet_type):
            v += 0.8  # unlocks technologies of a new type
        return v

    def keep(self, iid: str) -> float:
        """A planet to keep face down: its worth less the effort of settling or attacking it."""
        c = card(iid)
        emp = self.emp
        col = emp.settle_cost_of(iid)  # as the rules count it (the Asteroid discount too)
        col = 9 if col is None else col
        war_cost = emp.attack_cost_of(iid)  # as the rules price it (Fleet tile, technologies)
        war = max(0, (9 if war_cost is None else war_cost) - emp.me.fighters)
        effort = min(col, war)
        if c.is_asteroid and emp.me.mining is not None:
            effort = min(effort, 1.5)
        return self.planet(c) - 0.35 * effort

    def tech(self, c: Card) -> float:
        """A technology's worth (remembered: a Research role is valued for many hands)."""
        v = self.techs.get(c.id)
        if v is None:
            v = self.techs[c.id] = self._tech(c)
        return v

    def _tech(self, c: Card) -> float:
        v = float(c.influence) + 0.3 * len(c.symbols)
        if c.permanent:
            v += 1.5
        else:
            v += 0.5 * self.effects(c.action)
        return v

    def potential(self) -> float:
        """Points in the works: resources to trade, colonies toward planets, Fighters toward the
        one planet they could best conquer, cards in hand. Well below a planet's full worth:
        a position must not look as good as the points it promises."""
        emp = self.emp
        v = 0.8 * emp.filled() + 0.3 * len(emp.hand) + 0.1 * emp.me.fighters
        conquer = 0.0
        for pl in emp.face_down:
            worth = self.planet(card(pl.card))
            if pl.settle is not None:  # the Colonies it holds of those it needs (rules-counted)
                v += 0.4 * worth * pl.colony_value / max(1, pl.colony_value + pl.settle)
            war = emp.attack_cost(pl)
            if war is not None:
                conquer = max(conquer, 0.4 * worth * min(1.0, emp.me.fighters / max(1, war)))
        return v + conquer

    # -- cards in hand and deck -----------------------------------------------------------------

    def worth(self, iid: str) -> float:
        """How much a card in the deck helps this empire: its symbols and its action."""
        return self.worth_plain(iid) + 0.3 * self.effects(card(iid).action)

    def worth_plain(self, iid: str) -> float:
        """A card's symbols alone (a Produce/Trade card counts fully for one role only);
        remembered by card and weights, which recur across decisions."""
        key = (iid, self._weights)
        v = PLAIN.get(key)
        if v is None:
            by_role = sorted((symbols(iid, r) * self.weight[r] for r in ROLE_SYMBOLS),
                             reverse=True)
            v = PLAIN[key] = (by_role[0] + 0.3 * sum(by_role[1:])
                              + (0.5 if card(iid).kind == "tech" else 0.0))
        return v

    def hand_symbols(self, hand: list[str], role: str, lead: bool = True) -> int:
        """Symbols of ``role`` that playing ``hand`` adds to a lead (or a follow), as the rules
        count them (``indexes.symbol_value``; Exotic symbols left out: which role they will
        count as is asked later)."""
        passives = self.emp.passives
        wild = bool(passives["research_cards_wild"])
        survey_wild = lead and bool(passives["survey_cards_boost_any"])
        return sum(symbol_value(facts(c), role, wild, survey_wild, False) for c in hand)

    # -- roles ------------------------------------------------------------------------------------

    def role(self, role: str, x: int, lead: bool, tuck: int = 0) -> float:
        """What resolving ``role`` with X symbols gains (``tuck``: cards tucked as Colonies);
        remembered, since planning an action values the same roles for many hands."""
        key = (role, x, lead, tuck)
        if key not in self.roles:
            self.roles[key] = self.resolve(role, x, lead, tuck)
        return self.roles[key]

    def resolve(self, role: str, x: int, lead: bool, tuck: int) -> float:
        emp = self.emp
        bonus = leader_alternative(lead, emp.passives)  # as the rules judge it
        if role == "S":
            look = survey_look(x, lead)
            if look <= 0 or not self.view.planet_deck_count + len(self.view.planet_discard):
                return 0.0
            base = {0: 2.0, 1: 1.2, 2: 0.5}.get(len(emp.face_down), 0.2)
            return base * (0.7 + 0.15 * min(look - 1, 4)) * (0.3 if self.view.end_triggered
                                                             else 1.0)
        if role == "W":
            attack = max((self.planet(card(pl.card)) for pl in emp.attackable()), default=0.0)
            soon = emp.attackable(emp.me.fighters + x)
            collect = (0.5 * max(self.planet(card(pl.card)) for pl in soon) if soon
                       else (0.15 if emp.face_down else 0.05) * x)
            return max(attack if bonus else 0.0, collect)
        if role == "C":
            settle = max((self.planet(card(pl.card)) for pl in emp.ready()), default=0.0)
            colonies = 0.0
            if emp.face_down and tuck:
                need = min(emp.colonies_needed(pl) or 0 for pl in emp.face_down)
                colonies = 0.45 * min(tuck, max(need, 1))
            return max(settle if bonus else 0.0, colonies)
        if role == "P":
            return 0.6 * min(x, emp.empty_slots())
        if role == "T":
            trade = emp.filled() + (emp.me.fighters if emp.passives["trade_fighters"] else 0)
            return 1.0 * min(x, trade)
        return max((self.tech(c) for c in emp.affordable(x)), default=0.0)

    def lead(self, role: str, hand: list[str]) -> float:
        """Leading ``role`` and boosting with every matching card of ``hand``."""
        x = self.emp.me.lead[role] + self.hand_symbols(hand, role)  # as the rules count it
        tuck = (self.view.stacks.get(ROLE[role].stack, 0) > 0) + self.hand_symbols(hand, "C")
        return self.role(role, x, True, tuck) + 0.2 * self.weight[role]

    def best_lead(self, hand: list[str]) -> tuple[str, float]:
        return max(((r, self.lead(r, hand)) for r in ROLE_SYMBOLS), key=lambda rv: rv[1])

    # -- card effects -----------------------------------------------------------------------------

    def effects(self, effects: list[Effect]) -> float:
        return sum(self.effect(e) for e in effects)

    def effect(self, e: Effect) -> float:
        emp = self.emp
        times = 1
        if e.per == "exotic":
            times = emp.me.halo  # as the rules count it (this turn's Asteroid symbols too)
        elif e.per == "asteroid":
            times = sum(1 for c in emp.cards if c.is_asteroid)
        n = e.n if e.n >= 0 else len(emp.hand)
        declared = ops()[e.op]
        return self.measure(declared.value, e, n) * declared.weight * times

    def measure(self, how: str, e: Effect, n: int) -> float:
        """The gain of an effect by the measure its op declares (rules/ops.py), before weight."""
        emp = self.emp
        if how == "choose":
            return max(self.effects(o) for o in e.options)
        if how == "flat":
            return n
        if how == "fighters":
            return (0.3 if emp.face_down else 0.1) * n
        if how in ("attack", "settle"):
            planets = emp.attackable() if how == "attack" else emp.ready()
            return sum(sorted((self.planet(card(pl.card)) for pl in planets), reverse=True)[:n])
        if how == "tuck":
            return n if emp.face_down else 0.0
        if how == "produce":
            return min(n, emp.empty_slots())
        if how == "trade":
            return min(n, emp.filled())
        if how == "rfg":
            return min(n, sum(1 for c in emp.hand if self.worth_plain(c) < 0.3))
        if how == "new_planet":
            return 1.2 if len(emp.face_down) < 2 else 0.4
        if how == "delayed_attack":
            return 1.0 if emp.attackable(emp.me.fighters + 2) else 0.0
        if how == "mine":
            return max((self.planet(card(pl.card)) for pl in emp.face_down
                        if pl.planet_type == "asteroid"), default=0.0)
        if how == "none":
            return 0.0
        if how == "steady":  # turn bonuses, extra actions, recon, hooks
            return max(1, n)
        raise ValueError(f"no bot measure {how!r} (rules/ops.py MEASURES)")
