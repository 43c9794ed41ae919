"""The other empires on the table (not in focus), then, wide, the piles: ONE scrolling widget.

They were a scrolling container of an empire box each and a panel for the piles: Textual lays
out, renders and cuts every widget on a changed line, and the Enter that takes the handoff
cover away draws the whole table, so each widget cost that key its share (issue 13). Here the
lines of the parts are drawn once per width (the empires' from ``Tiled``'s memo, shared with
the boxes a seat moves between) and joined; the widget scrolls them itself (Textual's
``ScrollView``: ``[e]``, the wheel and the scrollbar act as on any scrolling box).
"""

from __future__ import annotations

from rich.segment import Segment
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual

from ..packed import Packed
from ..textual_internals import DrawnInLayout
from .board import KeptLines, Linkless
from .empire import TILE_CSS, Empire

RULE = "─"  # the line above the piles, as a ``solid`` top border draws it


class OthersView(KeptLines, Linkless, DrawnInLayout, ScrollView, can_focus=False):
    """Each empire (``gap`` blank lines below each), then the piles below a rule."""

    COMPONENT_CLASSES = {"empire--tile", "empire--edge", "others--rule"}
    DEFAULT_CSS = TILE_CSS.replace("BOX", "OthersView") + """
    OthersView { overflow-x: hidden; }
    OthersView > .others--rule { color: $primary; }
    """

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.empires: list[Empire] = []
        self.piles: Packed | None = None
        self.gap = 0
        self.parts: list[Empire | Packed | str | None] = []  # each empire, its gap, the piles
        self.drawn: dict[tuple, tuple[object, list[Strip]]] = {}  # a part's lines, by width
        self.room = Size(0, 0)  # the content size the lines were drawn for
        self.lines: list[Strip] = []

    def show(self, empires: list[Empire], piles: Packed | None = None, gap: int = 0) -> None:
        """Draw these empires and piles (None: none); unchanged, nothing is drawn again, and
        a part shown before (the same empire, equal piles) keeps its drawn lines."""
        if piles is not None and piles == self.piles:
            piles = self.piles
        if (empires, piles, gap) == (self.empires, self.piles, self.gap):
            return
        self.empires, self.piles, self.gap = empires, piles, gap
        self.parts = []
        for empire in empires:
            self.parts += [empire, *[None] * gap]
        if piles is not None:
            self.parts += [RULE, piles]
        self.drawn = {key: drawn for key, drawn in self.drawn.items()
                      if any(drawn[0] is part for part in self.parts)}
        if self.room:
            self.virtual_size = self._draw(self.room)
        self.refresh()

    def _draw(self, room: Size) -> Size:
        """The lines for ``room``; narrower by the scrollbar when they do not fit its height
        (as a scrolling container arranges its children). Parts whose rows alone overflow
        are drawn only at the narrower width."""
        width, height = room
        bar = self.styles.scrollbar_size_vertical
        barless = bar == 0 or width <= bar
        if barless or self._fewest_lines() <= height:
            self.lines = self._lines(width)
            barless = barless or len(self.lines) <= height
        if not barless:
            width -= bar
            self.lines = self._lines(width)
        return Size(width, len(self.lines))

    def _fewest_lines(self) -> int:
        """The lines the parts take at any width: each row of a text one at least."""
        rows = 0
        for part in self.parts:
            if isinstance(part, Empire):
                rows += len(part.text.rows) + sum(
                    tile.plain.count("\n") + 1 for tile in (part.mining, part.fleet) if tile)
            else:
                rows += len(part.rows) if isinstance(part, Packed) else 1
        return rows

    def _lines(self, width: int) -> list[Strip]:
        style = self.visual_style
        blank = Strip.blank(width, style.rich_style)
        lines: list[Strip] = []
        for part in self.parts:
            if part is None:
                lines.append(blank)
            elif isinstance(part, str):
                rule = self.get_visual_style("others--rule").rich_style
                lines.append(Strip([Segment(part * width, rule)], width))
            else:
                key = (id(part), width, style)  # the part is kept with its lines: ids stay
                if key not in self.drawn:
                    visual = part.tiled.moved(self) if isinstance(part, Empire) else (
                        part.visualize())
                    self.drawn[key] = part, [
                        line.extend_cell_length(width, style.rich_style)
                        for line in Visual.to_strips(self, visual, width, None, style)]
                lines += self.drawn[key][1]
        return lines

    def sized(self, room: Size) -> Size | None:
        """A new size draws the lines for it (``DrawnInLayout``)."""
        if room == self.room:
            return None
        self.room = room
        return self._draw(room)

    def render_line(self, y: int) -> Strip:
        n = y + self.scroll_offset.y
        if 0 <= n < len(self.lines):
            return self.lines[n]
        return Strip.blank(self.scrollable_content_region.width, self.visual_style.rich_style)

