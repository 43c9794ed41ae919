"""The one decision shape of the rules core (design.md, "The rules core contract").

Every choice, however complex, is asked as: pick between ``min`` and ``max`` of ``options``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .kinds import K


class IllegalAnswer(ValueError):
    """An answer that the pending decision does not allow; the game is left unchanged."""


class Later:
    """An idle mark judged only when first read (``Option.idle``; a decision's late fact,
    ``Decision.fact``, alike): most decisions are answered
    by bots, simulations or replays that never read their marks, and judging one costs more
    than the rest of the decision. It judges the state of the moment, so it may be read only
    while its decision is pending (a prompt, a bot or auto-dissent reads it before answering);
    a read after the game moved on raises instead of judging the wrong state."""

    __slots__ = ("judge", "args", "game", "answers", "reason", "judged")

    def __init__(self, judge: Callable[..., str | None], game, *args):
        self.judge = judge  # called as judge(game, *args)
        self.args = args
        self.game = game
        self.answers = len(game.record.answers)  # the answers given when it was asked
        self.judged = False
        self.reason: str | None = None

    def value(self) -> str | None:
        if not self.judged:  # options may share one (copies of a card in hand)
            if len(self.game.record.answers) != self.answers:
                raise RuntimeError("an idle mark is judged only while its decision is pending")
            self.reason = self.judge(self.game, *self.args)
            self.judged = True
        return self.reason


class Option:
    """One choice of a decision; never changed once built (a plain slotted class, not a frozen
    dataclass: it is built a few times for every decision, and ``idle`` may be judged late).
    Compares, hashes and prints as the dataclass of its four fields."""

    __slots__ = ("key", "label", "card", "_idle")

    def __init__(self, key: str, label: str, card: str | None = None,
                 idle: str | Later | None = None):
        self.key = key
        self.label = label
        self.card = card
        self._idle = idle

    @property
    def idle(self) -> str | None:
        """Why picking it would do nothing now (rules.idle), else None."""
        idle = self._idle
        if idle.__class__ is Later:
            idle = self._idle = idle.value()
        return idle

    def _fields(self) -> tuple:
        return (self.key, self.label, self.card, self.idle)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        """Never judges: printing an old decision (a debugger, a log) must not raise."""
        idle = "<unjudged>" if self._idle.__class__ is Later else repr(self._idle)
        return (f"Option(key={self.key!r}, label={self.label!r}, card={self.card!r}, "
                f"idle={idle})")


@dataclass(slots=True, init=False)
class Decision:
    player: int
    kind: str
    prompt: str
    options: list[Option]
    min: int = 1
    max: int = 1
    ordered: bool = False  # the order of the keys matters (recon picks)
    context: dict = field(default_factory=dict)  # extra facts for views (role, symbols, ...;
    # read one with ``fact``: a value may be judged late)
    check: Callable[[list[str]], str | None] | None = None  # extra legality test

    def __init__(self, player: int, kind: str, prompt: str, options: list[Option],
                 min: int = 1, max: int = 1, ordered: bool = False, context: dict | None = None,
                 check: Callable[[list[str]], str | None] | None = None):
        """The dataclass's own, written out: the generated one took twice as long (one is
        built for every decision asked)."""
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.min = min
        self.max = max
        self.ordered = ordered
        self.context = {} if context is None else context
        self.check = check

    @classmethod
    def waiting_for(cls, seat: int) -> Decision:
        """A joined seat's stand-in, with no options, for ``seat``'s decision it waits for
        (a client kind: rules/kinds.py ``CLIENT_KINDS``)."""
        return cls(seat, K.WAITING, "", [])

    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def fact(self, name: str, default=None):
        """``context[name]``, a fact for views; one the rules judge only when first read (a
        ``Later``, like ``Option.idle``: Research's technologies it cannot buy) is judged
        then, so it too may be read only while this decision is pending."""
        value = self.context.get(name, default)
        if value.__class__ is Later:
            value = self.context[name] = value.value()
        return value

    def facts(self) -> dict:
        """The context with every fact judged: what a joined seat is sent (plain data)."""
        return {name: self.fact(name) for name in self.context}

    def validate(self, keys: list[str]) -> None:
        """Raise IllegalAnswer saying why ``keys`` is not a legal answer. (``Game.answer``
        passes the commonest answer, one offered key, without calling this.)"""
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

