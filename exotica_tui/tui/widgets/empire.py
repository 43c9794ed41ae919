"""An empire on the table: its planets, techs and cards, its Mining tile (Exotica) and its
Fleet tile (Escalation).

One widget draws all of it: the tiles are drawn into the empire's own lines (``Tiled``), not
as widgets of their own. Three widgets an empire made the table's layout and frames most of a
key press's CPU (issue 13: Textual lays out, renders and cuts every widget on a changed line).

An empire has four forms, largest first (``FORMS``; tui/README.md, "Empire forms"): a widget
draws the largest that fits the rows the layout gave it (``fit``), so a region with little
room still shows the empire, never its top rows cut off.
"""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.segment import Segment
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widget import Widget

from ...rules.game import Game
from ...rules.views import PlayerView
from .. import render, ships
from ..packed import Packed, text_key
from .board import Panel, wide

if TYPE_CHECKING:
    from ..screens.table import TableFacts

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


FORMS = ("full", "compact", "tight", "line")


@dataclass(frozen=True, slots=True)
class Seen:
    """How a seat's empire is drawn, whatever its form: what ``forms`` is made from (its game
    compares by identity, so nothing is reused across games)."""

    game: Game
    pv: PlayerView
    active: bool
    me: bool  # the person at the keyboard: their own empire, with its tiles' texts
    open_hand: list[str] | None


def forms(seen: Seen, wide: bool) -> list[Empire]:
    """``seen``'s empire in each of ``FORMS``: ``full`` (the tiles' texts when it is the
    deciding seat's, else one line each), ``compact`` (one line a tile, the Fleet tile's face
    in the heading), ``tight`` (the heading, the face-up planets and techs by name, the rest
    as counts), ``line`` (the heading alone)."""
    game, pv = seen.game, seen.pv
    tile = ("full" if wide else "short") if seen.me else "line"
    fleet = tile if wide or seen.me else None  # narrow, another's Fleet tile: in its heading
    full = draw_empire(game, pv, seen.active, seen.me, tile, seen.open_hand, wide, fleet)
    compact = draw_empire(game, pv, seen.active, seen.me, "line", seen.open_hand, wide, None)
    head = compact.text.rows[0]
    up = [pl for pl in pv.planets if pl.face_up]
    tight = Packed([head])
    if up:
        tight.add("  Up: ", [render.planet_type(pl.planet_type) + Text(" " + game.name(pl.card))
                             for pl in up if pl.card], sep=" ")
    if pv.permanents:
        tight.add("  Techs: ", [game.name(pm.face) for pm in pv.permanents], sep=", ")
    counts = [f"down {len(pv.planets) - len(up)}", f"tucked {len(pv.tucked)}",
              f"played {len(pv.played)}", *([compact.mining.plain] if compact.mining else [])]
    tight.add("  ", counts, sep=" · ", style="")
    line = Packed().add(head.label, [*head.entries[:2], f"up {len(up)}",
                                     f"techs {len(pv.permanents)}"], sep=head.sep)
    return [full, compact, Empire(pv.seat, tight, None, None, Tiled(tight, [])),
            Empire(pv.seat, line, None, None, Tiled(line, []))]


Shape = tuple[Empire, Visual, int]  # a form, drawn in a widget, and its height there


def fit(shapes: list[Shape], rows: int) -> Shape:
    """The largest form of ``shapes`` that fits ``rows``; if none does, the last, cut to
    ``rows`` with its last row saying where the rest is."""
    for shape in shapes:
        if shape[2] <= rows:
            return shape
    empire, visual, _ = shapes[-1]
    return empire, Cut(visual, rows), rows


class Cut(Visual):
    """A visual's first rows, the last of them replaced by ``… [e] every empire``."""

    def __init__(self, visual: Visual, rows: int) -> None:
        self.visual, self.rows = visual, max(rows, 1)

    def __str__(self) -> str:
        return str(self.visual)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.rows

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        lines = self.visual.render_strips(width, None, style, options)[:self.rows - 1]
        more = Content.styled("  … more: [e] every empire", "italic")
        return lines + more.render_strips(width, 1, style, options)


class Stacked(Visual):
    """Visuals one below the other (``gap`` blank rows between them)."""

    def __init__(self, parts: list[Visual], gap: int = 0) -> None:
        self.parts, self.gap = parts, gap

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.parts)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        gaps = self.gap * max(len(self.parts) - 1, 0)
        return gaps + sum(p.get_height(rules, width) for p in self.parts)

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        lines: list[Strip] = []
        for n, part in enumerate(self.parts):
            lines += [Strip.blank(width, style.rich_style)] * (self.gap if n else 0)
            lines += part.render_strips(width, None, style, options)
        return lines if height is None else lines[:height]


class Empires(Widget):
    """Empires of the table (``shows``: which seats of the facts), in the forms ``_drawn``
    picks for the rows. Its height is what the layout gives it (``1fr``), or (``height:
    auto``) what its forms take of the rows its container and its ``max-height`` allow: the
    prompt's rows come first (exotica.tcss)."""

    COMPONENT_CLASSES = {"empire--tile", "empire--edge"}
    DEFAULT_CSS = TILE_CSS.replace("BOX", "Empires")
    facts: reactive[TableFacts | None] = reactive(None, init=False, repaint=False)

    def __init__(self, shows: str, leave: int = 0, **kw) -> None:
        super().__init__(**kw)
        self.shows = shows  # "own", "leader" or "others" (TableFacts.order)
        self.leave = leave  # rows of its container left to the regions below it
        self.seen: list[Seen] = []
        self.made: dict[tuple, list[list[Shape]]] = {}  # forms by width, wide
        self.drawn: dict[int, Empire] = {}  # by seat, the form drawn last (seats drawn only)

    def watch_facts(self, facts: TableFacts | None) -> None:
        seen = [] if facts is None else facts.seen(self.shows)
        if seen != self.seen:
            self.seen, self.made = seen, {}
            self.display = bool(seen)
            self.refresh(layout=True)

    def _shapes(self, width: int) -> list[list[Shape]]:
        key = (width, wide(self))
        if key not in self.made:
            # the deciding seat's own region never draws the line form: its planets and
            # techs stay, their last rows cut at worst (``fit``)
            last = len(FORMS) - (self.shows == "own")
            self.made = {key: [[(f, f.tiled.moved(self), f.tiled.get_height(self.styles, width))
                                for f in forms(s, key[1])[:last]] for s in self.seen]}
        return self.made[key]

    def _drawn(self, width: int, rows: int) -> tuple[Visual, int, dict[int, Empire]]:
        """The forms drawn in ``rows``: the largest form all the seats fit in, then each seat
        in turn one form larger where the rows allow; when even one row a seat is too many,
        the first seats in a row each and the rest by name."""
        gap = 1 if wide(self) and len(self.seen) > 1 else 0
        shapes = self._shapes(width)
        if len(shapes) == 1:  # one empire: the largest form that fits, or its first rows
            empire, visual, height = fit(shapes[0], rows)
            return visual, height, {empire.seat: empire}
        room = rows - gap * (len(shapes) - 1)
        level = next((n for n in range(len(FORMS))
                      if sum(shape[n][2] for shape in shapes) <= room), None)
        if level is None:
            return self._names_after(shapes, rows, gap, width)
        chosen = [level] * len(shapes)
        left = room - sum(shape[level][2] for shape in shapes)
        for n, shape in enumerate(shapes):
            for larger in range(level):
                more = shape[larger][2] - shape[chosen[n]][2]
                if more <= left:
                    chosen[n], left = larger, left - more
                    break
        picked = [shape[k] for shape, k in zip(shapes, chosen, strict=True)]
        stacked = Stacked([visual for _, visual, _ in picked], gap)
        return (stacked, stacked.get_height(self.styles, width),
                {empire.seat: empire for empire, _, _ in picked})

    def _names_after(self, shapes: list[list[Shape]], rows: int, gap: int,
                     width: int) -> tuple[Visual, int, dict[int, Empire]]:
        """Too few rows for a line a seat: the first seats in a line each, the rest named on
        the last row."""
        parts: list[Visual] = []
        drawn: dict[int, Empire] = {}
        left = rows
        for n, shape in enumerate(shapes):
            empire, visual, height = shape[-1]
            if left - height - gap < 1:
                parts.append(self._names(n))
                break
            parts.append(visual)
            drawn[empire.seat] = empire
            left -= height + gap
        stacked = Stacked(parts, gap)
        return stacked, stacked.get_height(self.styles, width), drawn

    def _names(self, start: int) -> Visual:
        """The seats from ``start`` on, one row: their names and influence."""
        names = [Text(s.pv.name, style="bold") + Text(f"  ★{s.pv.influence}")
                 for s in self.seen[start:]]
        return Packed().add("", [*names, Text("[e] every empire", style="dim")],
                            sep=" · ").visualize()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The rows of the forms that fit the container and this widget's ``max-height``,
        less ``leave`` for the regions below unless that would cut this one's empire."""
        if not self.seen or width <= 0:
            return 0
        gutter = self.styles.gutter.height
        rows = container.height - gutter
        if (cap := self.styles.max_height) is not None:
            rows = min(rows, int(cap.resolve(container, viewport)) - gutter)
        if self.leave:
            visual, height, _ = self._drawn(width, max(rows - self.leave, 1))
            if not isinstance(visual, Cut):
                return height
        return self._drawn(width, max(rows, 1))[1]

    def render(self) -> Visual:
        width, height = self.content_size
        if not self.seen or width <= 0:
            self.drawn = {}
            return Content("")
        visual, _, self.drawn = self._drawn(width, height)
        return visual
