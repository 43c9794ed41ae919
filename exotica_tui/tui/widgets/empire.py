"""An empire on the table: its planets, techs and cards, and its Mining tile (Exotica).

The table fills a fixed set of boxes with whichever seats it wants where (the leader and the
player deciding stay in view), so a box knows which seat it shows only after ``show``.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical

from ...rules.game import Game
from ...rules.views import PlayerView
from .. import render
from ..packed import Packed
from ..textual_internals import Settled
from .board import Panel


class MiningTile(Panel):
    """The Mining tile of one empire, drawn as a small tile beside the empire's text."""


class EmpireBox(Settled, Vertical):
    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.seat: int | None = None
        self.shown: tuple | None = None  # what ``show`` was last given

    def compose(self) -> ComposeResult:
        yield Panel(classes="empire-text")
        yield MiningTile(classes="mining")

    def show(self, game: Game, pv: PlayerView | None, active: bool = False, me: bool = False,
             tile: str = "line", open_hand: list[str] | None = None) -> None:
        """Show ``pv``'s empire (None: nobody, the box hides); ``tile`` sizes the Mining tile
        (see ``render.mining_tile``); ``open_hand``: the hand shown in open-hands games.
        An empire shown as it already is costs nothing (most answers change one or two)."""
        shown = (game, pv, active, me, tile, open_hand)
        if shown == self.shown:
            return
        self.shown = shown
        self.seat = pv.seat if pv else None
        self.display = pv is not None
        if pv is None:
            return
        packed: Packed = render.empire(game, pv, active, me)
        if open_hand is not None:
            packed.add("  Hand (open): ", [game.name(c) for c in open_hand], sep=", ")
        self.query_one(".empire-text", Panel).show(packed)
        mining = self.query_one(MiningTile)
        mining.display = pv.mining is not None
        mining.show(render.mining_tile(game, pv.mining, tile) if pv.mining else Text())

    @property
    def text(self) -> Packed | Text:
        """What the box shows of the empire (tests and the privacy check read it)."""
        return self.query_one(".empire-text", Panel).text
