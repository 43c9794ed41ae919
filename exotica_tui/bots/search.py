"""The search bot: greedy judgement, checked by short rollouts in sampled worlds.

For the decisions that shape a turn (which action to play, which role to lead) it takes the
greedy bot's few best candidates, imagines several worlds consistent with its view (hidden
cards sampled, ``worlds.imagine``), plays each candidate in each world to the end of the turn
with greedy players at every seat (so it sees what followers gain from its role), and picks the
candidate whose end position is best relative to the other seats. The same worlds serve every
candidate, so the comparison is fair. Every other decision is answered greedily.
"""

from __future__ import annotations

import random

from ..rules.decision import Decision
from ..rules.kinds import K
from ..rules.views import GameView
from .base import Bot
from .greedy import SCORES, GreedyBot
from .values import Judge
from .worlds import RolloutView, imagine, standing

SAMPLES = 3  # worlds per decision
CANDIDATES = {K.ACTION: 2, K.ROLE: 3}  # greedy's best options searched (actions cost more)
MARGIN = 2.0  # options the greedy judgement rates this much below the best are not searched
MAX_STEPS = 80  # decisions in one rollout (the rest of one turn)


class SearchBot(Bot):
    name = "search"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.greedy = GreedyBot(seed)

    def choose(self, view: GameView, decision: Decision) -> list[str]:
        candidates = shortlist(view, decision, CANDIDATES, MARGIN)
        if candidates is None:
            return self.greedy.choose(view, decision)
        if len(candidates) == 1:
            return candidates
        seeds = [self.rng.randrange(1 << 30) for _ in range(SAMPLES)]
        total = dict.fromkeys(candidates, 0.0)
        for seed in seeds:
            for key in candidates:
                total[key] += self.rollout(view, decision, key, seed)
        return [max(candidates, key=lambda k: total[k])]  # ties: greedy's order

    def rollout(self, view: GameView, decision: Decision, key: str, seed: int) -> float:
        game, first = imagine(view, random.Random(seed), decision.kind)
        if first is None or first.kind != decision.kind or key not in first.keys():
            return float("-inf")
        turn = game.s.turn_no
        game.answer([key])
        for _ in range(MAX_STEPS):
            d = game.pending
            if d is None or game.s.turn_no != turn:
                break
            game.answer(self.greedy.choose(RolloutView(game, d.player), d))
        return standing(game, view.seat)


def shortlist(view: GameView, decision: Decision, count: dict[str, int],
              margin: float) -> list[str] | None:
    """Greedy's best ``count[kind]`` options within ``margin`` of the best, best first; None
    when the decision is not one to search (not an action or role of the seat's own turn)."""
    scores = SCORES.get(decision.kind)
    if scores is None or view.active != view.seat or len(decision.options) < 2:
        return None
    ranked = sorted(scores(Judge(view), decision).items(), key=lambda kv: -kv[1])
    top = ranked[0][1]
    return [k for k, v in ranked[:count[decision.kind]] if v >= top - margin]
