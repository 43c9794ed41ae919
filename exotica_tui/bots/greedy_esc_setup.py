"""Greedy answers to the decisions of the esc-setup branch: of two start planets (rules/starts.py)
keep the one worth more face down, its worth less the effort of settling or attacking it
(``Judge.keep``): a 5/5 tile's two symbols rarely pay for three more Colonies at the start."""

from __future__ import annotations

from ..rules.kinds import K
from .greedy import HANDLERS, best

HANDLERS[K.START_PLANET_KEEP] = lambda j, d: best(d, j.keep)
