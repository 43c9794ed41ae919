"""Rows of entries that wrap between entries, never inside one.

A planet, a card or a stat is one entry: "Improved Trade" or "[F] Lyttle PT ★2" never breaks
across two lines. ``Packed`` packs for the width it is drawn at (a resized panel re-packs):
Textual draws it as its own Content (``visualize``), measured and drawn from one packing per
width; a Rich renderable would be rendered through Rich twice a frame (for its height, then
its lines), a good part of a key press's CPU (issue 13). It stays a Rich renderable for Rich
(text exports, tests).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual


@dataclass
class Row:
    """A label, then entries joined by ``sep``; a continuation line is indented ``indent``
    cells (the label's width if None)."""

    label: Text
    entries: list[Text]
    sep: str = " | "
    indent: int | None = None


@dataclass
class Packed:
    rows: list[Row] = field(default_factory=list)

    def add(self, label: str | Text, entries: Iterable[Text | str], sep: str = " | ",
            indent: int | None = None, style: str = "bold") -> Packed:
        label = Text(label, style=style) if isinstance(label, str) else label
        self.rows.append(Row(label, [Text(e) if isinstance(e, str) else e for e in entries],
                             sep, indent))
        return self

    def text(self, width: int) -> Text:
        """The rows packed into ``width`` cells (an entry wider than that gets a line of its
        own, where the terminal wraps it)."""
        out = Text()
        for n, row in enumerate(self.rows):
            if n:
                out.append("\n")
            indent = row.label.cell_len if row.indent is None else row.indent
            out.append_text(row.label)
            col, first = row.label.cell_len, True
            for entry in row.entries:
                gap = 0 if first else len(row.sep)
                if col > indent and col + gap + entry.cell_len > width:
                    out.append("\n" + " " * indent)
                    col, gap = indent, 0
                elif gap:
                    out.append(row.sep)
                out.append_text(entry)
                col += gap + entry.cell_len
                first = False
        return out

    @property
    def plain(self) -> str:
        return self.text(10_000).plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.text(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((e.cell_len for r in self.rows for e in r.entries), default=0)
        return Measurement(widest, self.width)

    @property
    def width(self) -> int:
        """The widest row, unpacked (what an auto-width panel wants)."""
        return max(cell_len(line) for line in self.plain.split("\n"))

    def visualize(self) -> Visual:
        return PackedVisual(self)


ROWS_KEPT = 2048  # rows drawn and kept (a table shows ~60 at a time)
DRAWN_ROWS: dict[tuple, list[Strip]] = {}  # a row's lines, by its text and how it is drawn
ROW_HEIGHTS: dict[tuple, int] = {}


def text_key(text: Text) -> tuple:
    """What a Text shows: its characters, style and spans (Text compares by these)."""
    return text.plain, text.style, tuple(text.spans)


class RowsVisual(Visual):
    """Lines drawn row by row (a row starts on a line of its own and wraps alone), each row's
    lines kept by its text and how it is drawn: a row drawn before at this width and in these
    styles is not drawn again. The Enter that takes the handoff cover away seats the next
    player: most rows of each empire are as the last player saw them (the counts in its first
    row changed), and the key bar and the cover's table come back as they were. A row is
    measured and drawn as its own Content, which wraps and styles it as the whole would."""

    keys: list[tuple]  # what each row shows

    def row(self, n: int, width: int) -> Content:
        """Row ``n`` as Content (packed for ``width``)."""
        raise NotImplementedError

    def row_plain(self, n: int, width: int) -> str:
        """Row ``n``'s characters (packed for ``width``)."""
        raise NotImplementedError

    def get_height(self, rules: RulesMap, width: int) -> int:
        pad = rules.get("line_pad", 0)
        how = (width, pad, rules.get("text_overflow", "fold"), rules.get("text_wrap", "wrap"))
        height = 0
        for n, key in enumerate(self.keys):
            if (key, how) not in ROW_HEIGHTS:
                if len(ROW_HEIGHTS) >= ROWS_KEPT:
                    ROW_HEIGHTS.clear()
                ROW_HEIGHTS[key, how] = self._row_height(n, width, pad, rules)
            height += ROW_HEIGHTS[key, how]
        return height

    def _row_height(self, n: int, width: int, pad: int, rules: RulesMap) -> int:
        """A line of a row that fits its width is one line, however Content wraps or folds
        (most rows: they are packed for the width); only a row with a line too wide is
        wrapped to be measured."""
        lines = self.row_plain(n, width).split("\n")
        if all(cell_len(line) <= width - 2 * pad and "\t" not in line for line in lines):
            return len(lines)
        return self.row(n, width).get_height(rules, width)

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        rule = options.rules.get
        how = (width, style, rule("text_align", "left"), rule("text_overflow", "fold"),
               rule("text_wrap", "wrap"), rule("line_pad", 0), options.post_style)
        lines: list[Strip] = []
        for n, key in enumerate(self.keys):
            if options.selection is not None:  # a mouse selection: drawn as it is now
                lines += self.row(n, width).render_strips(width, None, style, options)
                continue
            if (key, how) not in DRAWN_ROWS:
                if len(DRAWN_ROWS) >= ROWS_KEPT:
                    DRAWN_ROWS.clear()
                DRAWN_ROWS[key, how] = self.row(n, width).render_strips(
                    width, None, style, options)
            lines += DRAWN_ROWS[key, how]
        return lines if height is None else lines[:height]


class PackedVisual(RowsVisual):
    """``Packed`` for Textual: each row packed for the width it is drawn at."""

    def __init__(self, packed: Packed) -> None:
        self.packed = packed
        self.keys = [(text_key(row.label), tuple(text_key(e) for e in row.entries), row.sep,
                      row.indent) for row in packed.rows]

    def __str__(self) -> str:
        """What it shows, unpacked (a widget's ``render()`` is this visual)."""
        return self.packed.plain

    def row(self, n: int, width: int) -> Content:
        return Content.from_rich_text(Packed([self.packed.rows[n]]).text(width))

    def row_plain(self, n: int, width: int) -> str:
        return Packed([self.packed.rows[n]]).text(width).plain

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return min(self.packed.width, container_width)


class TextRows(RowsVisual):
    """A Text for Textual, line by line (what Textual makes of a Text: Content, measured as
    Content measures it)."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.lines = text.split("\n", allow_blank=True)
        self.keys = [text_key(line) for line in self.lines]

    def __str__(self) -> str:
        return self.text.plain

    def row(self, n: int, width: int) -> Content:
        return Content.from_rich_text(self.lines[n])

    def row_plain(self, n: int, width: int) -> str:
        return self.lines[n].plain

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return max(line.cell_len for line in self.lines) + rules.get("line_pad", 0) * 2

    def get_minimal_width(self, rules: RulesMap) -> int:
        words = [cell_len(word) for line in self.lines for word in line.plain.split()]
        return max(words) + rules.get("line_pad", 0) * 2 if words else 0
