"""The one decision shape of the rules core (design.md, "The rules core contract").

Every choice, however complex, is asked as: pick between ``min`` and ``max`` of ``options``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


class IllegalAnswer(ValueError):
    """An answer that the pending decision does not allow; the game is left unchanged."""


@dataclass(slots=True, unsafe_hash=True)
class Option:
    """One choice of a decision; never changed once built (not ``frozen``: a frozen dataclass
    costs four times as much to build, and the rules build a few for every decision)."""

    key: str
    label: str
    card: str | None = None
    idle: str | None = None  # why picking it would do nothing now (rules.idle), else None


@dataclass(slots=True)
class Decision:
    player: int
    kind: str
    prompt: str
    options: list[Option]
    min: int = 1
    max: int = 1
    ordered: bool = False  # the order of the keys matters (recon picks)
    context: dict = field(default_factory=dict)  # extra facts for views (role, symbols, ...)
    check: Callable[[list[str]], str | None] | None = None  # extra legality test

    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def validate(self, keys: list[str]) -> None:
        """Raise IllegalAnswer saying why ``keys`` is not a legal answer."""
        if not isinstance(keys, list):
            raise IllegalAnswer("an answer is a list of option keys")
        for k in keys:
            if not isinstance(k, str):
                raise IllegalAnswer("an answer is a list of option keys")
        n = len(keys)
        if not self.min <= n <= self.max:
            want = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            noun = "option" if self.max == 1 else "options"
            raise IllegalAnswer(f"pick {want} {noun}, not {n}")
        if n > 1 and len(set(keys)) != n:
            raise IllegalAnswer("an option may be picked only once")
        known = []  # a few keys: a list is cheaper than a set, and a loop than a comprehension
        for o in self.options:
            known.append(o.key)
        for k in keys:
            if k not in known:
                bad = ", ".join(k for k in keys if k not in known)
                raise IllegalAnswer(f"not an option here: {bad}")
        if self.check is not None:
            why = self.check(keys)
            if why:
                raise IllegalAnswer(why)

    def forced(self) -> list[str] | None:
        """The only legal answer when there is no real choice, else None."""
        if self.check is not None:
            return None
        if self.max == 0 or not self.options:
            return [] if self.min == 0 else None
        if self.min == len(self.options) and (not self.ordered or len(self.options) == 1):
            return self.keys()
        return None
