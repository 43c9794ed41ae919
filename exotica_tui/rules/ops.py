"""The op registry and the interpreter of card effects.

Each effect op is declared once, by the card set that brings it (``rules/sets/``), with how it
runs, how it is described and how a bot values it (the name of a measure that
``bots/values.py`` computes, and its weight). Named hooks (op ``hook``, one function per card
whose text is not a list of ops), passive abilities and turn bonuses are declared the same way,
so the catalog can refuse a card naming anything undeclared (``rules/catalog.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .decision import Decision
from .symbols import face_up_asteroids, halo_exotic
from .words import count

if TYPE_CHECKING:
    from .catalog import Effect
    from .game import Game
    from .state import Player

Steps = Generator[Decision, list[str], None]
Runner = Callable[["Game", "Player", "Effect", "str | None"], Steps]

# Moments a trigger may name; each is fired at one place of the engine.
TRIGGERS = frozenset({"enter", "settle_or_attack", "mine", "turn_start"})


@dataclass(frozen=True, slots=True)
class Op:
    """One op of the effect vocabulary.

    ``text``: its description, with ``{n}`` for the effect's count of ``noun`` ("2 cards";
    a plain number without a noun; None: the effect's ``what``). ``value``: the bot measure of
    its gain (``bots/values.py``, ``Judge.effect``), scaled by ``weight``. ``idle``: why it
    would do nothing now, or None (``rules/idle.py``; None for an op that always acts).
    """

    name: str
    run: Runner
    text: str | None
    value: str = "steady"
    weight: float = 1.0
    noun: tuple[str, str | None] | None = None
    idle: Callable[[Game, Player, Effect, str | None], str | None] | None = None


# The bot measures an op may name as its ``value``, each computed by ``bots/values.py``
# (``Judge.measure``; tests/rules/test_names.py keeps the two in step): an op naming another
# is refused where it is declared.
MEASURES = frozenset({
    "steady", "flat", "choose", "fighters", "attack", "settle", "tuck", "produce", "trade",
    "rfg", "new_planet", "delayed_attack", "mine", "none"})

OPS: dict[str, Op] = {}
HOOKS: dict[str, Runner] = {}
PASSIVES: set[str] = set()
PASSIVE_NEEDS: dict[str, str] = {}  # passive hook -> the Passive field its rule reads
TURN_BONUSES: set[str] = set()


def op(name: str, text: str | None = None, value: str = "steady", weight: float = 1.0,
       noun: str | tuple[str, str] | None = None, idle=None):
    """Declare the op ``name`` run by the decorated function ``(game, p, effect, source)``."""
    counted = (noun, None) if isinstance(noun, str) else noun

    def register(fn: Runner) -> Runner:
        if name in OPS:
            raise ValueError(f"op {name!r} is declared twice")
        known(value, MEASURES, f"bot measure of op {name!r}")
        OPS[name] = Op(name, fn, text, value, weight, counted, idle)
        return fn
    return register


def hook(name: str):
    """Declare the named hook ``name`` (op ``hook`` with ``what = name``)."""
    def register(fn: Runner) -> Runner:
        if name in HOOKS:
            raise ValueError(f"hook {name!r} is declared twice")
        HOOKS[name] = fn
        return fn
    return register


def known(name: str, names, what: str) -> str:
    """``name`` if it is one of the declared ``names``, else a ValueError listing them."""
    if name not in names:
        raise ValueError(f"unknown {what} {name!r}; known: {', '.join(sorted(names))}")
    return name


def declare_passives(*names: str, needs: str | None = None) -> None:
    """Declare passive hooks; ``needs``: the ``Passive`` field (``ships``, ``keep``,
    ``influence``) their rule reads, which a card with the hook must then print."""
    PASSIVES.update(names)
    if needs is not None:
        PASSIVE_NEEDS.update(dict.fromkeys(names, needs))


def declare_turn_bonuses(*names: str) -> None:
    TURN_BONUSES.update(names)


def registry() -> dict[str, Op]:
    """Every declared op (the card sets declare theirs when ``rules/__init__.py`` loads them)."""
    return OPS


# -- the interpreter ------------------------------------------------------------------------


def describe(effects: list[Effect]) -> str:
    """The text of a list of effects (a card's, never changed: described once)."""
    known = _DESCRIBED.get(id(effects))
    if known is not None and known[0] is effects:
        return known[1]
    text = "; ".join(describe_one(e) for e in effects)
    _DESCRIBED[id(effects)] = (effects, text)  # holding the list keeps its id unique
    return text


_DESCRIBED: dict[int, tuple[list, str]] = {}


def describe_one(e: Effect) -> str:
    if e.op == "choose":
        text = " OR ".join(describe(o) for o in e.options)
    else:
        declared = registry()[e.op]
        text = e.what or e.op
        if declared.text is not None:
            text = declared.text.format(n=counted(e.n, declared.noun))
    per = {"asteroid": " per face-up Asteroid", "exotic": " per Exotic symbol"}.get(e.per or "", "")
    return text + per


def counted(n: int, noun: tuple[str, str | None] | None) -> str:
    if noun is None:
        return str(n)
    single, plural = noun
    return f"any number of {plural or single + 's'}" if n < 0 else count(n, single, plural)


def repeat(game: Game, p: Player, e: Effect) -> int:
    if e.per == "asteroid":
        return face_up_asteroids(game, p)
    if e.per == "exotic":
        return halo_exotic(game, p)
    return 1


def run(game: Game, p: Player, effects: list[Effect], source: str | None = None) -> Steps:
    """Resolve a list of effects in printed order for player p; ``source`` is the card played,
    or the permanent in play (its physical card) whose trigger fires."""
    for e in effects:
        runner = OPS[e.op].run
        for _ in range(repeat(game, p, e)):
            yield from runner(game, p, e, source)


def fire(game: Game, p: Player, when: str) -> Steps:
    """Run the triggers of every permanent in play for the moment ``when``, then those of the
    card it is a copy of (Lesser and Greater Mimic; the copy is read after the permanent's own
    triggers, which may change it)."""
    for pm in list(p.permanents):
        yield from fire_card(game, p, pm.face, when, pm.card)
        if pm.copy:
            yield from fire_card(game, p, pm.copy, when, pm.card)


def fire_card(game: Game, p: Player, face: str, when: str, source: str) -> Steps:
    """Run ``face``'s triggers for ``when`` as the permanent ``source`` (its physical card: a
    hook that changes its own card finds it by this, however many copies are in play)."""
    for trig in game.card(face).triggers:
        if trig.when == when:
            yield from run(game, p, trig.effects, source)
