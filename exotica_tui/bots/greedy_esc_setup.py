"""Greedy answers to the decisions of the esc-setup branch: the start planet kept of two
(rules/starts.py) is the one the judge values more, as for a scenario's start planet."""

from __future__ import annotations

from ..rules.kinds import K
from .greedy import HANDLERS

HANDLERS[K.START_PLANET_KEEP] = HANDLERS[K.START_PLANET]
