"""The random bot: uniform over the legal answers of every decision (a baseline to beat)."""

from __future__ import annotations

from ..rules.decision import Decision
from ..rules.views import GameView
from .base import Bot, random_answer


class RandomBot(Bot):
    name = "random"

    def choose(self, view: GameView, decision: Decision) -> list[str]:
        return random_answer(decision, self.rng)
