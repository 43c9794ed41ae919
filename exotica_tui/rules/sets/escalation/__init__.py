"""Escalation as a card set (escalation.md): the Fleet tile and three ship sizes, the 15
planets and 6 start planets, 32 technologies and the 18 scenarios. In a game without
Escalation none of this is called."""

from __future__ import annotations

from .. import register
from .plugin import TechRules


class Escalation(TechRules):
    id = "escalation"
    sets_aside_actions = True  # played cards wait until Cleanup (escalation.md §3)


register(Escalation())
