"""Asking a player: ``ask`` and ``decide``, which every rules module uses to put a decision
to a seat. Below ``game`` and every rule (they need only the decision kinds), so that no rules
module imports the ``Game`` above it to ask (issue 31, item 6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from .decision import Decision, Option
from .kinds import KINDS

if TYPE_CHECKING:
    from .game import Game


def ask(
    game: Game, seat: int, kind: str, prompt: str, options: list[Option],
    lo: int = 1, hi: int = 1, *, ordered: bool = False, context: dict | None = None,
    check=None,
) -> Generator[Decision, list[str], list[str]]:
    """Yield a decision unless its answer is forced; return the chosen keys. ``kind`` must be
    declared in rules/kinds.py."""
    d = decide(game, seat, kind, prompt, options, lo, hi, ordered=ordered, context=context,
               check=check)
    return d if d.__class__ is list else (yield d)


def decide(
    game: Game, seat: int, kind: str, prompt: str, options: list[Option],
    lo: int = 1, hi: int = 1, *, ordered: bool = False, context: dict | None = None,
    check=None,
) -> Decision | list[str]:
    """``ask`` without its generator: the forced answer's keys, or the decision to yield. The
    turn loop's commonest questions (role, action, boost, follow, cleanup) are asked with
    ``d = decide(...)`` and ``d if d.__class__ is list else (yield d)``: a generator more per
    question cost a tenth of a decision."""
    if kind not in KINDS:
        raise ValueError(f"undeclared decision kind {kind!r} (declare it in rules/kinds.py)")
    n = len(options)
    if hi > n:
        hi = n
    if check is None:  # the only legal answer when there is no real choice (half of all asks:
        if hi == 0 or not n:  # their Decision is never built)
            if lo == 0:
                return []
        elif lo == n and (not ordered or n == 1):
            return [o.key for o in options]
    return Decision(seat, kind, prompt, options, lo, hi, ordered, context or {}, check)
