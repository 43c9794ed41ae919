"""The expert bot: determinized search over worlds sampled from its seat's view.

At the decisions that shape a turn (the action, the role it leads, the cards that boost it,
and its follow or dissent in other seats' turns) it takes the greedy judgement's candidates,
imagines worlds consistent with its view (other hands, deck orders and face-down planets
sampled by ``worlds.imagine``, resumed at that decision), plays each candidate in each world
with greedy players at every seat for ``Style.horizon`` turns, and scores the end position
against the other seats (``worlds.standing``). Every candidate meets the same worlds (common
random numbers); after each world the weakest candidate is dropped (successive halving), so
the budget goes to the close calls. Every other decision is answered as the greedy bot does.

Time is a budget of simulated decisions, not of wall-clock seconds: ``think`` seconds buy
``think * STEPS_PER_SECOND`` rollout decisions (calibrated once on an idle core). So the same
seed and think time give the same moves on any machine at any load; a loaded machine only
takes longer to answer. Every decision the bot is asked earns that budget; one answered as
greedy does costs a single decision and saves the rest for the searched ones (at most
``SAVED`` budgets in one answer), like a chess clock: over a game the bot thinks ``think``
seconds per decision asked, spent where the choice matters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.roletable import ROLE_SYMBOLS
from ..rules.views import GameView
from .base import Bot
from .greedy import GreedyBot
from .search import shortlist
from .worlds import RolloutView, imagine, standing

DEFAULT_THINK = 0.2  # seconds per decision asked, on an idle core
STEPS_PER_SECOND = 3000  # rollout decisions per CPU second (measured: 3,000-3,600)
MAX_STEPS = 200  # decisions in one rollout at most
ENDGAME_SUPPLY = 4  # influence tokens left in the supply when rollouts play to the end
ENDGAME_STACK = 1  # role cards left in a stack that count it as nearly empty
WIN_BONUS = 5.0  # points a won game is worth beyond its margin
SAVED = 5  # budgets one searched decision may spend at most (of those saved)


@dataclass(frozen=True)
class Style:
    """How widely and how far to look. At 3-5 seats a turn holds every other seat's follow, so
    a rollout costs about twice as much: fewer candidates, one turn, and only a triggered end
    is played out (a whole last round of 3-5 seats would use the budget in one world). The
    boost is searched at 2 seats only: searched at 4 seats it lost more games (README)."""

    candidates: dict[str, int]  # greedy's best options searched, per decision kind
    margin: float  # options greedy rates this much below the best are not searched
    horizon: int  # turns a rollout plays
    near_end: bool  # play the game out when its end is near, not only once triggered
    follow: int  # budgets a follow decision may spend at most (0: answered as greedy)
    boost: int  # budgets a boost of the role it leads may spend at most (0: as greedy)


@dataclass(frozen=True)
class Search:
    """A decision to search: its candidate answers (greedy's first: it wins ties), the budgets
    it may spend, the turns a rollout plays, and where a world resumes (``imagine``)."""

    alive: list[tuple[str, ...]]
    most: int
    horizon: int
    phase: str
    role: str | None = None


TWO = Style({"action": 4, "role": 5}, 4.0, 2, True, 1, 1)
MANY = Style({"action": 3, "role": 3}, 3.0, 1, False, 1, 0)


class ExpertBot(Bot):
    name = "expert"

    def __init__(self, seed: int = 0, think: float = DEFAULT_THINK):
        super().__init__(seed)
        self.think = think
        self.budget = max(1, round(think * STEPS_PER_SECOND))
        self.saved = 0  # simulated decisions earned and not yet spent
        self.greedy = GreedyBot(seed)

    def choose(self, view: GameView, decision: Decision) -> list[str]:
        self.saved += self.budget
        style = TWO if len(view.players) == 2 else MANY
        search = self.plan(view, decision, style)
        if search is None or len(search.alive) == 1:
            self.saved -= 1
            return list(search.alive[0]) if search else self.greedy.choose(view, decision)
        alive = list(search.alive)
        allowed = min(self.saved, search.most * self.budget)
        total = dict.fromkeys(alive, 0.0)
        horizon = 1000 if endgame(view, style.near_end) else search.horizon
        spent = 0
        while spent < allowed or not spent:  # one round at least, even overdrawn
            seed = self.rng.randrange(1 << 30)
            for keys in alive:
                value, steps = self.rollout(view, decision, keys, seed, horizon, search)
                total[keys] += value
                spent += steps
            if max(total.values()) == float("-inf"):
                break  # no world resumes at this decision (a boost after a translator's
                # question): greedy's answer
            if len(alive) > 2:  # every survivor has met the same worlds
                alive.remove(min(alive, key=lambda k: (total[k], -alive.index(k))))
        self.saved -= spent
        return list(max(alive, key=lambda k: total[k]))  # ties: greedy's order

    def plan(self, view: GameView, decision: Decision, style: Style) -> Search | None:
        """What to search at this decision (None: answer as greedy)."""
        alive = shortlist(view, decision, style.candidates, style.margin)
        if alive is not None:
            return Search([(k,) for k in alive], SAVED, style.horizon, decision.kind)
        if style.follow and is_follow(view, decision):
            later = (view.seat - view.active) % len(view.players) + 1  # to its own turn's end
            first = self.greedy.choose(view, decision)
            return Search([(k,) for k in following(first, decision)], style.follow,
                          max(style.horizon, later), "follow", decision.context["role"])
        if style.boost and decision.kind == K.BOOST and view.active == view.seat:
            return Search(boosts(self.greedy.choose(view, decision), decision), style.boost,
                          style.horizon, "boost", decision.context["role"])
        return None

    def rollout(self, view: GameView, decision: Decision, keys: tuple[str, ...], seed: int,
                horizon: int, search: Search) -> tuple[float, int]:
        """The standing after answering ``keys`` in the world ``seed`` imagines, and the
        number of decisions that cost (the imagining counts as one)."""
        game, first = imagine(view, random.Random(seed), search.phase, search.role)
        if first is None or first.kind != decision.kind or not set(keys) <= set(first.keys()):
            return float("-inf"), 1
        turn = game.s.turn_no
        game.answer(list(keys))
        steps = 1
        while steps < MAX_STEPS:
            d = game.pending
            if d is None or game.s.turn_no >= turn + horizon:
                break
            game.answer(self.greedy.choose(RolloutView(game, d.player), d))
            steps += 1
        return (outcome(game, view.seat) if game.is_over else standing(game, view.seat)), steps


def is_follow(view: GameView, decision: Decision) -> bool:
    """A follow-or-dissent decision of another seat's role (an imagined world resumes there)."""
    return (decision.kind == K.FOLLOW and view.active != view.seat
            and decision.context.get("role") in ROLE_SYMBOLS)


def following(first: list[str], decision: Decision) -> list[str]:
    """Every way to follow or dissent, greedy's answer first (it wins ties)."""
    return first + [k for k in decision.keys() if k not in first]


def boosts(first: list[str], decision: Decision) -> list[tuple[str, ...]]:
    """Ways to boost the role led: greedy's (cards with most symbols first), with its last
    card held back, with none, and with every card."""
    return list(dict.fromkeys([tuple(first), tuple(first[:-1]), (), tuple(decision.keys())]))


def endgame(view: GameView, near: bool) -> bool:
    """Whether rollouts play the game out: its end is triggered, or (``near``) the influence
    supply is nearly gone or two role stacks are nearly empty."""
    return view.end_triggered or near and (
        view.supply <= ENDGAME_SUPPLY
        or sum(1 for n in view.stacks.values() if n <= ENDGAME_STACK) >= 2)


def outcome(game, seat: int) -> float:
    """A finished imagined game: the margin over the best other seat, plus a bonus for the
    win (shared among tied winners)."""
    scores = game.scores()
    mine = scores[seat]
    best = max(s.total for s in scores if s.seat != seat)
    winners = sum(1 for s in scores if s.rank == 1)
    return mine.total - best + (WIN_BONUS / winners if mine.rank == 1 else 0.0)
