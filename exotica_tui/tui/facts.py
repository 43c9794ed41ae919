"""What the table shows, in one value: the table screen makes a new ``TableFacts`` after
every answer (``TableScreen.facts``, a reactive) and its widgets, bound to it with
``data_bind``, draw themselves from it. Nothing here is Textual: the facts are read from the
session (``play.session.TableSession``) and the seat's view only."""

from __future__ import annotations

from dataclasses import dataclass

from ..play.session import TableSession, shown_hands
from ..rules.decision import Decision
from ..rules.game import Game
from ..rules.views import GameView
from .packed import Packed
from .widgets import board


@dataclass(frozen=True, eq=False)  # by identity: each answer makes new facts
class TableFacts:
    game: Game
    view: GameView
    decision: Decision | None  # the pending decision, if the seat at the keyboard is asked
    waiting: Decision | None  # the pending decision of someone else
    human: bool  # a person sits at the keyboard seat
    open_hands: dict[int, list[str]]
    notes: list[str]  # automatic answers since the last screen (the status counts them)
    wide: bool  # the table's -wide breakpoint: texts in words, tiles in full

    @property
    def piles(self) -> Packed:
        return board.piles_text(self.game, self.view)


def table_facts(s: TableSession, wide: bool) -> TableFacts:
    view = s.view()
    me = view.seat
    d = s.pending
    mine = d is not None and d.player == me and s.is_human(me)
    return TableFacts(s.game, view, d if mine else None, None if mine else d, s.is_human(me),
                      shown_hands(s, me), list(s.auto_log), wide)
