"""The public face of the rules core: ``Game`` (design.md, "The rules core contract")."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Generator
from operator import itemgetter

from . import undo
from .catalog import Card, Catalog
from .catalog_cache import default_catalog
from .config import GameConfig, GameRecord
from .decision import Decision, IllegalAnswer
from .indexes import CardFacts, CardIndex, CardOptions, NameIndex, index
from .plugin import CardSet, Hooks, in_play
from .state import Player, State
from .undo import AnswerMark

Flow = Generator[Decision, list[str], None]


class LogEntry(tuple):
    """One line of the log, never changed once written: ``turn``, ``text`` and ``seat`` (None:
    public; else only this seat may read it). A tuple, so that ``Game.say`` (about two a
    decision) builds it without a Python call. Its text is kept as given, or as a function and
    its arguments (``Game.tell``) made into the text only when read: few lines are ever read
    (a view, the log panel, an export), and the commonest would spend more on their words than
    the rest of their step. It compares and hashes as its three fields, the text made."""

    __slots__ = ()

    def __new__(cls, turn: int, text: str, seat: int | None = None):
        return _tuple(cls, (turn, text, seat, None))

    def __getnewargs__(self):  # copies and pickles pass the three fields to ``__new__``
        return self._fields()

    def __repr__(self) -> str:
        return f"LogEntry(turn={self[0]!r}, text={self.text!r}, seat={self[2]!r})"

    @property
    def text(self) -> str:
        args = self[3]
        return self[1] if args is None else self[1](*args)

    def _fields(self) -> tuple:
        return self[0], self.text, self[2]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not LogEntry:
            return NotImplemented
        return self._fields() == other._fields()  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self._fields())

    turn = property(itemgetter(0))
    seat = property(itemgetter(2))


_tuple = tuple.__new__


class Game:
    """A game in progress, driven only by answers to its pending decision."""

    card: Callable[[str], Card]  # the catalog entry of a card instance id (CardIndex)

    def __init__(self, config: GameConfig, catalog: Catalog | None = None):
        # (from modules, not ``from . import``: importlib looks a package's names up in Python)
        from .flow import play
        from .setup import build

        self.config = config
        self.card_sets = in_play(config.sets)  # the plug-ins of its card sets (rules/plugin.py)
        self.catalog = catalog or default_catalog()
        self.record = GameRecord(config=config)
        self.log: list[LogEntry] = []
        self.log_views = None  # views.SeatLogs: each seat's log lines, filtered when viewed
        self.planet_views = None  # views.planet_views: the planet views built, kept if unchanged
        self.pools = None  # views.pool_of: each seat's pool, kept while its hand and deck are
        self.points = None  # views.score_of: each seat's points, kept while its cards are
        self.marks: list[AnswerMark] = []  # one per answer of the record (rules/undo.py)
        self.card = index(self.catalog, CardIndex).__getitem__  # (rules/indexes.py)
        self.name = index(self.catalog, NameIndex).__getitem__  # (``Game.name``, without a call)
        self.card_option = index(self.catalog, CardOptions).__getitem__
        self.facts = index(self.catalog, CardFacts).__getitem__
        self.empires: dict = {}  # seat -> symbols.Empire: its cards in play, counted once
        self.steps_begun = 0  # steps of the game begun (an answer, the start, a restart)
        self.step: int | None = None  # the one running now, else None (symbols.empire)
        self.s: State = build(self)
        self._gen: Flow = play(self)
        self.pending: Decision | None = None  # the decision waiting for an answer; None: over
        # (a plain attribute, not a property: every client reads it after every answer)
        self._step(None)

    # -- the contract -------------------------------------------------------------------------

    @classmethod
    def new(cls, config: GameConfig, catalog: Catalog | None = None) -> Game:
        return cls(config, catalog)

    @classmethod
    def replay(cls, record: GameRecord, catalog: Catalog | None = None) -> Game:
        """Rebuild the identical game from its record (same draws, same state)."""
        game = cls(record.config, catalog)
        for i, keys in enumerate(record.answers):
            try:
                game.answer(list(keys))
            except IllegalAnswer as exc:
                raise IllegalAnswer(f"answer {i + 1} of the record: {exc}") from None
        return game

    @property
    def card_sets(self) -> list[CardSet]:
        """The plug-ins of the game's card sets (rules/sets/), in play order."""
        return self._card_sets

    @card_sets.setter
    def card_sets(self, sets: list[CardSet]) -> None:
        self._card_sets = sets
        self.hooks = Hooks.of(sets)  # the hooks they override, asked by the turn loop

    @property
    def is_over(self) -> bool:
        return self.pending is None

    def answer(self, keys: list[str]) -> None:
        """Apply an answer to the pending decision; a bad one raises IllegalAnswer and changes
        nothing."""
        d = self.pending
        if d is None:
            raise IllegalAnswer("the game is over")
        if keys.__class__ is list and len(keys) == 1 and d.check is None \
                and d.min <= 1 <= d.max:  # one key, the commonest answer: is it offered?
            key = keys[0]
            for o in d.options:
                if o.key == key and key.__class__ is str:
                    break
            else:
                d.validate(keys)  # raises
        elif keys != [] or keys.__class__ is not list or d.min or d.check is not None:
            d.validate(keys)  # (no cards to boost or follow with, the next commonest: legal)
        self.s.hidden_before = None  # copied by the first change of a hidden pile (rules/state.py)
        self.record.answers.append(list(keys))
        self.step = self.steps_begun = self.steps_begun + 1
        try:  # _step, inlined: at every answer
            self.pending = self._gen.send(list(keys))
        except StopIteration:
            self.pending = None
        finally:
            self.step = None
        why = undo.revealed(self)
        self.marks.append(undo.PLAIN[d.player] if why is None else undo.BARRIER[d.player, why])

    def zones(self) -> dict[str, list[str]]:
        """Every card of the game, each in exactly one zone."""
        s = self.s
        z: dict[str, list[str]] = {
            f"stack.{k}": list(v) for k, v in s.stacks.items()
        }
        z["planet_deck"] = list(s.planet_deck)
        z["planet_discard"] = list(s.planet_discard)
        z["looking"] = list(s.looking)
        z["removed"] = list(s.removed)
        z["box"] = list(s.box)
        for k, v in s.techs.items():
            z[f"tech.{k}"] = list(v)
        for p in s.players:
            pre = f"p{p.seat}."
            z[pre + "hand"] = list(p.hand)
            z[pre + "deck"] = list(p.deck)
            z[pre + "discard"] = list(p.discard)
            z[pre + "played"] = list(p.played)
            z[pre + "planets"] = [pl.card for pl in p.planets]
            z[pre + "colonies"] = [c for pl in (*p.planets, *p.permanents) for c in pl.colonies]
            z[pre + "permanents"] = [pm.card for pm in p.permanents]
            z[pre + "tucked"] = list(p.tucked)
        return z

    def position(self):
        """The builder that edits this game into an exact position (tests, imagined games)."""
        from .position import Position

        return Position(self)

    def view(self, seat: int):
        from .views import build_view

        return build_view(self, seat)

    def scores(self):
        from .scoring import scores

        return scores(self)

    def digest(self) -> str:
        """A short fingerprint of the whole state, for saves and replay checks."""
        from .views import full_state

        blob = json.dumps(full_state(self), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:32]

    # -- helpers for the rules modules ----------------------------------------------------------

    @property
    def players(self) -> list[Player]:
        return self.s.players

    def say(self, text: str, seat: int | None = None) -> None:
        self.log.append(_tuple(LogEntry, (self.s.turn_no, text, seat, None)))

    def tell(self, seat: int | None, words: Callable[..., str], *args) -> None:
        """``say`` the line ``words(*args)``, made only when read (``LogEntry``). The arguments
        are kept until then, so they must never change: strings, numbers, tuples."""
        self.log.append(_tuple(LogEntry, (self.s.turn_no, words, seat, args)))

    def name(self, card_id: str) -> str:
        """A card's name. A game's own ``name`` is its NameIndex's lookup (set in ``__init__``);
        this serves what borrows it (net.client.CardBook)."""
        return self.card(card_id).name

    def _restart(self, steps: Flow) -> Decision | None:
        """Play on with ``steps`` from an edited state (only rules/position.py does this)."""
        self.empires = {}  # the edits: every empire is counted again
        self._gen = steps
        self._step(None)
        return self.pending

    def _step(self, value: list[str] | None) -> None:
        self.step = self.steps_begun = self.steps_begun + 1
        try:
            self.pending = self._gen.send(value)  # type: ignore[arg-type]
        except StopIteration:
            self.pending = None
        finally:
            self.step = None

