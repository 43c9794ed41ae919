"""The expert bot: determinized search over worlds sampled from its seat's view.

At the decisions that shape a turn (the action and the role it leads) it takes the greedy
judgement's candidates, imagines worlds consistent with its view (face-down planets sampled;
hands and deck orders sampled, at 2 seats from each seat's public pool: ``Style.exact``), plays
each candidate in each world with greedy players at every seat until ``HORIZON`` turns have
passed, and scores the end position against the other seats (``worlds.standing``; at 3-5 seats
against a soft maximum of theirs, so it plays to win, not to beat the average seat). Every
candidate meets the same worlds (common random numbers); after each world the weakest
candidate is dropped (successive halving), so the budget goes to the close calls. At 3-5
seats greedy's choice stands unless another option beat it world by world by more than two
standard errors (``clear``): a lead within the noise of a dozen worlds is no reason to leave
it (bots/README.md's figures). Every other decision is answered as the greedy bot does.

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
from ..rules.points import win_shares
from ..rules.roletable import ROLE_SYMBOLS
from ..rules.views import GameView
from .base import Bot, idle_follow
from .greedy import GreedyBot
from .search import shortlist
from .worlds import RolloutView, imagine, standing

DEFAULT_THINK = 0.2  # seconds per decision asked, on an idle core
STEPS_PER_SECOND = 3000  # rollout decisions per CPU second (3,000-3,600 then, ~8,700 now: README)
MAX_STEPS = 200  # decisions in one rollout at most
ENDGAME_SUPPLY = 4  # influence tokens left in the supply when rollouts play to the end
ENDGAME_STACK = 1  # role cards left in a stack that count it as nearly empty
WIN_BONUS = 5.0  # points a won game is worth beyond its margin
SAVED = 5  # budgets one searched decision may spend at most (of those saved)


@dataclass(frozen=True)
class Style:
    """How widely and how far to look. At 3-5 seats a turn holds every other seat's follow, so
    a rollout costs about twice as much: fewer candidates, one turn, and only a triggered end
    is played out (a whole last round of 3-5 seats would use the budget in one world); the
    leaf is judged against the others' soft maximum (``temper`` points, ``worlds.rival``): the
    leader weighs most, as a win needs (bots/README.md's 4-seat figures). ``exact``: the worlds
    deal each seat's hand and deck from its public pool (``worlds.imagine``), which won more
    at 2 seats and fewer at 4 (bots/README.md's figures). ``gate``: greedy's choice stands unless
    an option beat it by that many standard errors (``clear``), which won more at 4 seats."""

    candidates: dict[str, int]  # greedy's best options searched, per decision kind
    margin: float  # options greedy rates this much below the best are not searched
    horizon: int  # turns a rollout plays
    near_end: bool  # play the game out when its end is near, not only once triggered
    follow: int  # budgets a follow decision may spend at most (0: answered as greedy)
    temper: float | None = None  # the others' worths as one (worlds.rival; None: their mean)
    exact: bool = False  # hands and decks dealt from the seats' pools (worlds.imagine)
    gate: float | None = None  # greedy's choice stands unless beaten by this many errors


TWO = Style({"action": 4, "role": 5}, 4.0, 2, True, 1, exact=True)
MANY = Style({"action": 4, "role": 4}, 4.0, 1, False, 1, 2.0, gate=2.0)


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
        alive, most = shortlist(view, decision, style.candidates, style.margin), SAVED
        horizon = style.horizon
        if alive is None and style.follow and is_follow(view, decision):
            alive, most = following(self.greedy.choose(view, decision), decision), style.follow
            horizon = max(horizon, (view.seat - view.active) % len(view.players) + 1)
        if alive is None or len(alive) == 1:
            self.saved -= 1
            return alive or self.greedy.choose(view, decision)
        allowed = min(self.saved, most * self.budget)
        total = dict.fromkeys(alive, 0.0)
        first, gaps = alive[0], {k: [] for k in alive}  # greedy's choice; each world's gap to it
        horizon = 1000 if endgame(view, style.near_end) else horizon
        spent = 0
        while spent < allowed or not spent:  # one round at least, even overdrawn
            seed = self.rng.randrange(1 << 30)
            values = {}
            for key in alive:
                values[key], steps = self.rollout(view, decision, key, seed, horizon, style)
                total[key] += values[key]
                spent += steps
            if first in values:
                for key in alive:
                    gaps[key].append(values[key] - values[first])
            if len(alive) > 2:  # every survivor has met the same worlds
                alive.remove(min(alive, key=lambda k: (total[k], -alive.index(k))))
        self.saved -= spent
        best = max(alive, key=lambda k: total[k])  # ties: greedy's order
        if style.gate is not None and first in alive and not clear(gaps[best], style.gate):
            return [first]
        return [best]

    def rollout(self, view: GameView, decision: Decision, key: str, seed: int,
                horizon: int, style: Style) -> tuple[float, int]:
        """The standing after playing ``key`` in the world ``seed`` imagines, and the number
        of decisions that cost (the imagining counts as one)."""
        game, first = imagine(view, random.Random(seed), decision.kind,
                              decision.context.get("role"), exact=style.exact)
        if first is None or first.kind != decision.kind or key not in first.keys():
            return float("-inf"), 1
        turn = game.s.turn_no
        game.answer([key])
        steps = 1
        while steps < MAX_STEPS:
            d = game.pending
            if d is None or game.s.turn_no >= turn + horizon:
                break
            game.answer(self.greedy.choose(RolloutView(game, d.player), d))
            steps += 1
        if game.is_over:
            return outcome(game, view.seat), steps
        return standing(game, view.seat, style.temper), steps


def clear(gaps: list[float], errors: float) -> bool:
    """Whether an option's gaps to greedy's choice, world by world (the same worlds: common
    random numbers), have a mean above ``errors`` standard errors: one world is no evidence."""
    n = len(gaps)
    if n < 2:
        return False
    mean = sum(gaps) / n
    variance = sum((g - mean) ** 2 for g in gaps) / (n - 1)
    return mean > errors * (variance / n) ** 0.5


def is_follow(view: GameView, decision: Decision) -> bool:
    """A follow-or-dissent decision of another seat's role (an imagined world resumes there)."""
    return (decision.kind == K.FOLLOW and view.active != view.seat
            and decision.context.get("role") in ROLE_SYMBOLS)


def following(first: list[str], decision: Decision) -> list[str]:
    """Every way to follow or dissent, greedy's answer first (it wins ties), but a follow the
    rules mark as doing nothing (``idle_follow``: a rollout's noise could prefer it)."""
    return first + [k for k in decision.keys()
                    if k not in first and not idle_follow(decision, [k])]


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
    return mine.total - best + WIN_BONUS * win_shares(scores)[seat]
