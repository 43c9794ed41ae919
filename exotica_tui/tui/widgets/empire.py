"""An empire on the table: its planets, techs and cards, its Mining tile (Exotica) and its
Fleet tile (Escalation).

One widget draws all of it: the tiles are drawn into the empire's own lines (``Tiled``), not
as widgets of their own. Three widgets an empire made the table's layout and frames most of a
key press's CPU (issue 13: Textual lays out, renders and cuts every widget on a changed line).

The table fills a fixed set of boxes with whichever seats it wants where (the leader and the
player deciding stay in view), so a box knows which seat it shows only after ``show``.
"""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass

from rich.cells import cell_len
from rich.segment import Segment
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widget import Widget

from ...rules.game import Game
from ...rules.views import PlayerView
from .. import render, ships
from ..packed import Packed, text_key
from .board import Panel

TILE_MARGIN, TILE_EDGE = 2, "▌"  # a tile's indent, and its left edge (a border "outer")
DRAWN_SIZES = 4  # the most sizes and styles an empire keeps its drawn lines for
TILE_CSS = """
BOX > .empire--tile { background: $boost; }
BOX > .empire--edge { background: $boost; color: $accent; }
"""  # the tiles' styles, for any widget that draws empires (BOX: its class)


class Tiled(Visual):
    """The empire's packed text, then each tile below it: indented, on its own background
    with an accent edge, as wide as its text (wrapped at the box's width)."""

    box: Widget  # where it is drawn: the styles of its tiles (``moved``)

    def __init__(self, packed: Packed, tiles: list[Text]) -> None:
        self.packed = packed.visualize()
        self.tiles = [Content.from_rich_text(t) for t in tiles]
        self.tile_keys = [text_key(t) for t in tiles]
        self.widest = [max(cell_len(line) for line in t.plain.split("\n")) for t in tiles]
        self.drawn: dict[tuple, list[Strip]] = {}  # lines drawn, by what for: its moves share it

    def __str__(self) -> str:
        return "\n".join([str(self.packed), *(t.plain for t in self.tiles)])

    def moved(self, box: Widget) -> Tiled:
        """The same empire in a box, with the lines drawn so far."""
        tiled = copy(self)
        tiled.box = box
        return tiled

    def tile_widths(self, width: int) -> list[int]:
        """Each tile's text width in a box ``width`` cells wide."""
        room = max(width - TILE_MARGIN - 3, 1)  # the edge and a cell of padding each side
        return [min(widest, room) for widest in self.widest]

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        tiles = max((w + TILE_MARGIN + 3 for w in self.widest), default=0)
        return min(max(self.packed.get_optimal_width(rules, container_width), tiles),
                   container_width)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.packed.get_height(rules, width) + sum(
            tile.get_height(rules, w) for tile, w in zip(self.tiles, self.tile_widths(width),
                                                          strict=True))

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        """The lines, drawn once for a width and styles: a seat's empire moves from box to box
        as the keyboard changes hands, and the box it lands in draws the lines the box it
        left drew (``draw_empire``)."""
        tile_style = self.box.get_visual_style("empire--tile")
        edge_style = self.box.get_visual_style("empire--edge")
        key = (width, height, style, tile_style, edge_style)
        if key not in self.drawn:
            if len(self.drawn) >= DRAWN_SIZES:
                self.drawn.clear()
            self.drawn[key] = self._draw(width, height, style, tile_style, edge_style, options)
        return list(self.drawn[key])

    def _draw(self, width: int, height: int | None, style: Style, tile_style: Style,
              edge_style: Style, options: RenderOptions) -> list[Strip]:
        strips = self.packed.render_strips(width, None, style, options)
        base = style.rich_style
        edge = Segment(TILE_EDGE, edge_style.rich_style)
        margin, pad = Segment(" " * TILE_MARGIN, base), Segment(" ", tile_style.rich_style)
        for tile, key, inner in zip(self.tiles, self.tile_keys, self.tile_widths(width),
                                    strict=True):
            how = (key, inner, width, style, tile_style, edge_style)
            if how not in DRAWN_TILES:
                if len(DRAWN_TILES) >= TILES_KEPT:
                    DRAWN_TILES.clear()
                DRAWN_TILES[how] = [
                    Strip.join([Strip([margin, edge, pad]),
                                line.extend_cell_length(inner, tile_style.rich_style),
                                Strip([pad])]).extend_cell_length(width, base).crop(0, width)
                    for line in tile.render_strips(inner, None, tile_style, options)]
            strips += DRAWN_TILES[how]
        return strips if height is None else strips[:height]


TILES_KEPT = 64  # tiles' lines kept (five seats, two tiles each, a few widths and styles)
# A tile's lines by its text and how it is drawn: an empire drawn again (a count changed, the
# seat moved between a box and the others) mostly keeps its tiles as they were.
DRAWN_TILES: dict[tuple, list[Strip]] = {}


@dataclass(frozen=True)
class Empire:
    """A seat's empire as drawn: its packed text, its tiles (None: not drawn) and their lines."""

    seat: int
    text: Packed
    mining: Text | None
    fleet: Text | None
    tiled: Tiled


def draw_empire(game: Game, pv: PlayerView, active: bool = False, me: bool = False,
                tile: str = "line", open_hand: list[str] | None = None, wide: bool = False,
                fleet: str | None = "line") -> Empire:
    """``pv``'s empire: ``tile`` sizes the Mining tile and ``fleet`` the Fleet tile (see
    ``render.mining_tile``; None: the Fleet tile's face goes in the empire's first row, where
    80 columns have no rows to spare); ``open_hand``: the hand shown in open-hands games;
    ``wide``: the ships in words. The same empire as one of the last drawn for its seat is
    that one."""
    shown = (game, pv, active, me, tile, open_hand, wide, fleet)
    kept = DRAWN.setdefault(pv.seat, [])
    for n, (was, drawn) in enumerate(kept):
        if was == shown:
            kept.append(kept.pop(n))  # the latest last
            return drawn
    packed: Packed = render.empire(game, pv, active, me, wide, fleet is None)
    if open_hand is not None:
        packed.add("  Hand (open): ", [game.name(c) for c in open_hand], sep=", ")
    mining = render.mining_tile(game, pv.mining, tile) if pv.mining else None
    fleet_tile = ships.fleet_tile(game, pv.fleet_tile, fleet) if pv.fleet_tile and fleet else None
    empire = Empire(pv.seat, packed, mining, fleet_tile,
                    Tiled(packed, [t for t in (mining, fleet_tile) if t is not None]))
    kept.append((shown, empire))
    del kept[:-SHAPES_KEPT]
    return empire


class EmpireBox(Panel):
    """One empire (the table's empires in focus, the empires dialog)."""

    COMPONENT_CLASSES = {"empire--tile", "empire--edge"}
    DEFAULT_CSS = TILE_CSS.replace("BOX", "EmpireBox")

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.seat: int | None = None
        self.shown: tuple | None = None  # what ``show`` was last given
        self.mining: Text | None = None  # the tiles drawn (None: not drawn)
        self.fleet: Text | None = None

    def show(self, game: Game, pv: PlayerView | None, *args, **kw) -> None:
        """Show ``pv``'s empire (None: nobody, the box hides), as ``draw_empire`` draws it.
        An empire shown as it already is costs nothing (most answers change one or two)."""
        shown = (game, pv, args, kw)
        if shown == self.shown:
            return
        self.shown = shown
        self.seat = pv.seat if pv else None
        self.display = pv is not None
        if pv is None:
            return
        empire = draw_empire(game, pv, *args, **kw)
        self.text, self.mining, self.fleet = empire.text, empire.mining, empire.fleet
        self.update(empire.tiled.moved(self))


# Per seat, the last empires drawn and what they were drawn from: when the keyboard changes
# hands, the seats move between the table's boxes (the leader and the player deciding first)
# and the others, and a seat whose empire did not change is drawn from these, not packed and
# rendered again. A seat is drawn one way in a box and another among the others (its tile,
# whether it is at the keyboard), so a few shapes a seat are kept. At most ``SHAPES_KEPT``
# entries a seat number (five), replaced by the next game's: a reuse needs the same
# ``shown``, whose game compares by identity, so nothing is taken across games or apps.
SHAPES_KEPT = 3
DRAWN: dict[int, list[tuple[tuple, Empire]]] = {}
