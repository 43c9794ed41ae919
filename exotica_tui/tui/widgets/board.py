"""The parts of the table: status line, role stacks, supply, hand, empires, recent log.

Each is a Static that re-renders from a GameView; none holds game state of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.style import Style as RichStyle
from rich.table import Table
from rich.text import Text
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual
from textual.widget import Widget
from textual.widgets import Static

from ...rules.decision import Decision
from ...rules.game import Game
from ...rules.roletable import STACK_NAMES
from ...rules.views import GameView, LogView
from ...rules.words import count
from .. import render
from ..packed import Packed, TextRows
from ..textual_internals import Settled, styles_version


def status_line(game: Game, view: GameView, keyboard: str, notes: list[str]) -> Text:
    """Turn, active seat, who is at the keyboard, the end trigger, and automatic answers."""
    active = view.players[view.active].name
    out = Text(f"Turn {view.turn_no} · {active}'s turn · at the keyboard: {keyboard}")
    if view.end_triggered:
        out.append(" · END TRIGGERED: final round", style="bold reverse")
    for note in notes:
        out.append(" · " + note, style="italic")
    return out


def roles_text(game: Game, view: GameView, wide: bool) -> Packed:
    """Role stacks with their counts and what ends the game (short names when narrow)."""
    stacks = [Text(STACK_NAMES[stack] if wide else stack, style="bold" if n else "strike")
              + Text(f" {n}" if n else " EMPTY") for stack, n in view.stacks.items()]
    table = game.catalog.setups[game.config.setup_table]
    row = table.rows[game.config.seat_key]
    empty = sum(1 for n in view.stacks.values() if n == 0)
    if wide:
        return Packed().add("Roles: ", stacks, sep="  ").add("", [Text(
            f"Game ends when {count(row.empty_stacks_to_end, 'stack')} "
            f"{'is' if row.empty_stacks_to_end == 1 else 'are'} empty ({empty} now) or "
            "the influence runs out.", style="dim")])
    ends = Text(f"ends: {empty}/{row.empty_stacks_to_end} empty", style="dim")
    return Packed().add("Roles: ", [*stacks, ends], sep="  ")


def supply_text(game: Game, view: GameView, wide: bool) -> Text:
    out = Text("Supply: ", style="bold")
    out.append(f"★{view.supply} · planets {view.planet_deck_count}")
    top = view.planet_deck_top
    if top is not None and wide:
        out.append(" (top: ")
        out += render.planet_type(top.planet_type)
        out.append(f" {render.survey_side(top)})")
    out.append(f", discard {len(view.planet_discard)}")
    techs = sum(len(p) for p in view.techs.values())
    out.append(f" · techs {techs} [b]")
    if view.looking:
        out.append("\nLooking at: ", style="bold")
        out.append(", ".join(game.name(c) for c in view.looking))
    return out


def kept(what: str, facts: tuple, make: Callable[[], Packed]) -> Packed:
    """The text ``what`` made last if made from equal ``facts`` (their game compares by
    identity), else ``make()``: the table is filled again after every answer, and most of its
    texts did not change; the same text again also compares equal at once (``Panel.show``,
    ``OthersView.show``). Callers never change a text they are given."""
    last = KEPT_TEXTS.get(what)
    if last is None or last[0] != facts:
        last = KEPT_TEXTS[what] = facts, make()
    return last[1]


KEPT_TEXTS: dict[str, tuple[tuple, Packed]] = {}  # one a kind: the last made


def hand_text(game: Game, hand: Sequence[str | None], name: str) -> Packed:
    """The hand with its digits (its slots, ``play.hands``: ``3 ·`` for a card gone): names
    and symbols (the prompt shows what the cards do)."""
    return kept("hand", (game, tuple(hand), name), lambda: _hand_text(game, hand, name))


def _hand_text(game: Game, hand: Sequence[str | None], name: str) -> Packed:
    cards = [Text(f"{'1234567890'[i]} " if i < 10 else "  ", style="bold")
             + (render.card_title(game.card(c)) if c else Text("·", style="dim"))
             for i, c in enumerate(hand)]
    held = sum(1 for c in hand if c)
    return Packed().add(f"{name}'s hand ({held}): ", cards, sep="  ", indent=2)


def piles_text(game: Game, view: GameView) -> Packed:
    """The technologies still to research, pile by pile, and the planet deck: what a wide
    table has room for below the empires."""
    facts = (game, [(pile, tuple(cards)) for pile, cards in view.techs.items()],
             view.planet_deck_count, view.planet_deck_top, tuple(view.planet_discard))
    return kept("piles", facts, lambda: _piles_text(game, view))


def _piles_text(game: Game, view: GameView) -> Packed:
    out = Packed()
    for pile, cards in view.techs.items():
        names = [game.name(c) for c in cards]
        counted = [name + (f" x{names.count(name)}" if names.count(name) > 1 else "")
                   for name in dict.fromkeys(names)]
        out.add(f"{pile.title()} techs ({len(cards)}): ", counted, sep=", ", indent=2)
    deck = [f"{view.planet_deck_count} left"]
    if view.planet_deck_top is not None:
        top = view.planet_deck_top
        deck.append(Text("top: ") + render.planet_type(top.planet_type)
                    + Text(" " + render.survey_side(top)))
    deck.append(f"discard: {', '.join(game.name(c) for c in view.planet_discard) or 'none'}")
    return out.add("Planet deck: ", deck, sep=" · ", indent=2)


def waiting_text(view: GameView, d: Decision | None, wide: bool) -> str:
    """The prompt while another seat decides; narrow tables show no log panel, so the latest
    lines go here (a bot's moves appear one by one as it makes them)."""
    if d is None:
        return ""
    out = f"Waiting for {view.players[d.player].name}."
    if not wide:
        out += "".join("\n" + e.text for e in view.log[-LATEST:])
    return out


LATEST = 4  # log lines shown while waiting on a narrow table


class Linkless:
    """A widget whose texts hold no links (no ``@click`` actions): Textual restyles the links
    of every line it draws for a widget (``auto_links``), making each line again, new."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.set_reactive(Widget.auto_links, False)  # type: ignore[attr-defined]


KEPT_LINES = 512  # lines a widget keeps drawn (a table shows ~80 at a time)


class KeptLines:
    """A widget whose lines are drawn only for content it did not draw before. Textual keeps a
    widget's drawn lines by their row, so content that only moved (the log, newest first,
    after every answer; the empires when the keyboard changes hands) was styled, padded and
    filtered again line by line. Here a content line (a Strip: the panels' rows, the log's
    entries and the empires are drawn once and kept) keeps the line drawn for it, as long
    as the widget's size, styles, background and filters stay as they were."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.kept_lines: dict[int, tuple[Strip, Strip]] = {}  # by id(content): it, its line
        self.kept_for: tuple | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        widget: Widget = self  # type: ignore[assignment]  # a mixin of widgets
        (width, height), gutter = widget.outer_size, widget.styles.gutter
        if crop.column_span != (0, width):
            return super().render_lines(crop)  # type: ignore[misc]
        how = (width, gutter, styles_version(widget), widget.background_colors,
               widget.visual_style, tuple(widget.get_line_filters()))
        if how != self.kept_for or len(self.kept_lines) > KEPT_LINES:
            self.kept_for, self.kept_lines = how, {}
        contents = [widget.render_line(y - gutter.top)
                    if gutter.top <= y < height - gutter.bottom else None
                    for y in crop.line_range]
        lines = [self._kept(content) for content in contents]
        start = 0
        while start < len(lines):  # each run of lines not kept, drawn as Textual draws them
            if lines[start] is not None:
                start += 1
                continue
            end = start + 1
            while end < len(lines) and lines[end] is None:
                end += 1
            drawn = super().render_lines(  # type: ignore[misc]
                Region(0, crop.y + start, width, end - start))
            for n, line in enumerate(drawn, start):
                lines[n] = line
                if (content := contents[n]) is not None:
                    self.kept_lines[id(content)] = content, line
            start = end
        return lines  # type: ignore[return-value]

    def _kept(self, content: Strip | None) -> Strip | None:
        kept = self.kept_lines.get(id(content)) if content is not None else None
        return kept[1] if kept is not None and kept[0] is content else None


class KeptBlank(KeptLines):
    """A container with a border or padding (lines of its own, under its children): its
    content lines are one blank strip, kept, so a container that was only resized (the prompt
    after most answers, the column when the status line wraps) keeps its lines too."""

    blank: tuple[tuple, Strip] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        self._draw_blank()  # once, not for each line (the background walks the ancestors)
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        """The blank line Textual draws for a container (``Widget.render``), kept."""
        return (self.blank or self._draw_blank())[1]

    def _draw_blank(self) -> tuple[tuple, Strip]:
        widget: Widget = self  # type: ignore[assignment]  # a mixin of widgets
        drawn_for = (widget.size.width, widget.background_colors[1])
        if self.blank is None or self.blank[0] != drawn_for:
            width, color = drawn_for
            self.blank = drawn_for, Strip.blank(width, RichStyle.from_color(
                bgcolor=color.rich_color))
        return self.blank


class Panel(KeptLines, Linkless, Settled, Static):
    """A Static that keeps its last content, so tests and the privacy check can read it."""

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.text = Text()

    def show(self, text: Text | Table | Packed) -> None:
        """Update only on a change: an unchanged panel costs no layout."""
        if text == self.text:
            return
        self.text = text
        self.update(TextRows(text) if isinstance(text, Text) else text)


KEPT_ENTRIES = 400  # wrapped log entries kept (a panel shows a few dozen; the rest is history)


class LogPanel(KeptLines, Linkless, Settled, Widget):
    """The latest log lines, newest first, as many as fit (a short panel cuts off only old
    news). Each entry is wrapped once per width and kept: the whole log re-wrapped after
    every answer was a good part of the panel's cost (issue 13)."""

    TITLE = "Log, newest first ([l] full)"

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.entries: list[LogView] = []
        self.wrapped: dict[LogView | None, list[Strip]] = {}  # each entry's lines (None: the
        # title's), for ``wrapped_for``
        self.wrapped_for: tuple[int, VisualStyle] | None = None  # a width and a style
        self.drawn: tuple[tuple, list[Strip]] | None = None  # the lines, and for what

    def show(self, log: list[LogView]) -> None:
        """Draw these entries (the seat's log); unchanged, nothing is drawn again."""
        if len(log) == len(self.entries) and (not log or log[-1] is self.entries[-1]):
            return
        self.entries, self.drawn = log, None
        self.refresh()

    def render_line(self, y: int) -> Strip:
        (width, height), style = self.size, self.visual_style
        if self.drawn is None or self.drawn[0] != (width, height, style):
            self.drawn = (width, height, style), self._draw(width, height, style)
        lines = self.drawn[1]
        return lines[y] if y < len(lines) else Strip.blank(width, style.rich_style)

    def _draw(self, width: int, height: int, style: VisualStyle) -> list[Strip]:
        if (width, style) != self.wrapped_for or len(self.wrapped) > KEPT_ENTRIES:
            self.wrapped_for, self.wrapped = (width, style), {}
        style += VisualStyle(bold=True)  # the whole panel, as it was drawn as one bold Text
        if None not in self.wrapped:
            self.wrapped[None] = self._wrap(Content(self.TITLE), width, style)
        lines = list(self.wrapped[None])
        for entry in reversed(self.entries):
            if len(lines) >= height:
                break
            if entry not in self.wrapped:
                self.wrapped[entry] = self._wrap(
                    Content.styled(entry.text, "italic") if entry.private else Content(entry.text),
                    width, style)
            lines += self.wrapped[entry]
        return lines[:height]

    def _wrap(self, content: Content, width: int, style: VisualStyle) -> list[Strip]:
        return [line.extend_cell_length(width, style.rich_style)
                for line in Visual.to_strips(self, content, width, None, style)]


class KeptQueries:
    """``query_one`` answers kept. Textual keeps only the answers to "#id" queries: a widget
    type is matched against every node below at each call (a tenth of a millisecond), and
    the table asked a dozen an answer. The table's widgets are composed once and never
    replaced; a widget removed all the same is looked up again."""

    def query_one(self, selector, expect_type=None):
        kept = self.__dict__.setdefault("kept_queries", {})
        node = kept.get((selector, expect_type))
        if node is None or node.parent is None:
            node = kept[selector, expect_type] = super().query_one(  # type: ignore[misc]
                selector, expect_type)
        return node


class Blank:
    """A container with no border and no content of its own (Textual's ``BLANK``): its lines
    are one blank strip, not each rendered through its styles (a table's body and column
    are repainted whole whenever their size changes or they come out from below the cover)."""

    BLANK = True


class BlankHorizontal(Blank, Settled, Horizontal):
    """``#body``: two columns wide, one narrow (exotica.tcss)."""


class BlankVertical(Blank, Settled, Vertical):
    """``#left``."""


class SettledScroll(KeptBlank, Settled, VerticalScroll):
    """A scrolling box (the hand, the empires) that changes size without a second layout pass."""


class SettledVertical(KeptBlank, Settled, Vertical):
    """A column of auto height (the narrow right column) that changes size without a second
    layout pass."""
