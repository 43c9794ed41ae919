"""The parts of the table: status line, role stacks, supply, hand, piles, recent log.

Each draws its part of the table's facts (``TableScreen.facts``, bound to its own ``facts``)
when they change; none holds game state of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.reactive import reactive
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

if TYPE_CHECKING:
    from ..screens.table import TableFacts


NOBODY = "nobody"  # at the keyboard of a table of bots (TableFacts.keyboard)
WIDE = 120  # columns: the table's -wide breakpoint (two columns, the recent log)


def wide(widget: Widget) -> bool:
    """Whether the table is wide: read from the terminal's width, which the breakpoint
    classes follow (a widget drawn in the layout of a resize may come before the class)."""
    return widget.app.size.width >= WIDE


def status_line(game: Game, view: GameView, keyboard: str, notes: list[str],
                width: int = 10_000) -> Text:
    """Turn, active seat, who is at the keyboard, the end trigger, and the notes (automatic
    answers, a replay's step) that fit ``width`` cells; the rest counted (the prompt shows
    them while nothing is asked, and the log has the answers)."""
    active = view.players[view.active].name
    out = Text(f"Turn {view.turn_no} · {active}'s turn")
    if keyboard != NOBODY:  # a table of bots, a replay: the room goes to the notes
        out.append(f" · at the keyboard: {keyboard}")
    if view.end_triggered:
        out.append(" · END TRIGGERED: final round", style="bold reverse")
    for n, note in enumerate(notes):
        more = f" · +{len(notes) - n - 1} more" if n + 1 < len(notes) else ""
        if out.cell_len + 3 + len(note) + len(more) > width:
            return out.append(f" · +{len(notes) - n} more", style="italic")
        out.append(" · " + note, style="italic")
    return out


def board_line(game: Game, view: GameView) -> Packed:
    """The role stacks, what ends the game and the supply on one row of 80 columns (the
    narrow table's board; ``roles_text`` and ``supply_text`` spell it out wide)."""
    stacks = [Text(f"{stack}{n}" if n else f"{stack}–", style="bold" if n else "strike")
              for stack, n in view.stacks.items()]
    row = game.catalog.setups[game.config.setup_table].rows[game.config.seat_key]
    empty = sum(1 for n in view.stacks.values() if n == 0)
    supply = [f"★{view.supply}",
              f"planets {view.planet_deck_count} (out {len(view.planet_discard)})",
              f"techs {sum(len(p) for p in view.techs.values())} [b]"]
    out = Packed().add("", [Text(" ").join(stacks) + Text(
        f" ends {empty}/{row.empty_stacks_to_end} empty", style="dim"), *supply], sep=" · ")
    if view.looking:
        out.add("Looking at: ", [game.name(c) for c in view.looking], sep=", ")
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
    texts did not change; the same text again also compares equal at once
    (``Panel.show``). Callers never change a text they are given."""
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


LATEST = 3  # log lines shown while waiting on a narrow table (the title's rows, less one)


class Panel(Static):
    """A Static that keeps its last content, so tests and the privacy check can read it."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.text: Text | Table | Packed = Text()

    def show(self, text: Text | Table | Packed) -> None:
        """Update only on a change: an unchanged panel costs no layout."""
        if text == self.text:
            return
        self.text = text
        self.update(TextRows(text) if isinstance(text, Text) else text)


class StatusLine(Widget):
    """The status line, one row (exotica.tcss: never wrapped)."""

    facts: reactive[TableFacts | None] = reactive(None, init=False)

    def render(self) -> Content:
        f = self.facts
        if f is None:
            return Content("")
        return Content.from_rich_text(status_line(f.game, f.view, f.keyboard, f.notes,
                                                  self.content_size.width))


class BoardBar(Widget):
    """The role stacks and the supply: one row narrow (``board_line``), spelt out wide."""

    facts: reactive[TableFacts | None] = reactive(None, init=False, layout=True)

    def render(self) -> Visual:
        f = self.facts
        if f is None:
            return Content("")
        if wide(self):
            return roles_text(f.game, f.view, True).add(
                supply_text(f.game, f.view, True), []).visualize()
        return board_line(f.game, f.view).visualize()


class HandPanel(Panel):
    """The keyboard seat's hand, by slot; marked ``-in-prompt`` when the options list it (at
    80x24 it then keeps one row: whose hand the options are)."""

    facts: reactive[TableFacts | None] = reactive(None, init=False, repaint=False)

    def watch_facts(self, f: TableFacts | None) -> None:
        if f is not None:
            self.set_class(f.hand_in_prompt, "-in-prompt")
            self.show(hand_text(f.game, f.slots, f.view.players[f.view.seat].name))


class PilesPanel(Panel):
    """The technologies left and the planet deck (wide tables only, exotica.tcss)."""

    facts: reactive[TableFacts | None] = reactive(None, init=False, repaint=False)

    def watch_facts(self, f: TableFacts | None) -> None:
        if f is not None:
            self.show(piles_text(f.game, f.view))


KEPT_ENTRIES = 400  # wrapped log entries kept (a panel shows a few dozen; the rest is history)


class LogPanel(Widget):
    """The latest log lines, newest first, as many as fit (a short panel cuts off only old
    news). Each entry is wrapped once per width and kept: the whole log re-wrapped after
    every answer was a good part of the panel's cost (issue 13)."""

    TITLE = "Log, newest first ([l] full)"
    facts: reactive[TableFacts | None] = reactive(None, init=False, repaint=False)

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.entries: list[LogView] = []
        self.wrapped: dict[LogView | None, list[Strip]] = {}  # each entry's lines (None: the
        # title's), for ``wrapped_for``
        self.wrapped_for: tuple[int, VisualStyle] | None = None  # a width and a style
        self.drawn: tuple[tuple, list[Strip]] | None = None  # the lines, and for what

    def watch_facts(self, f: TableFacts | None) -> None:
        if f is not None:
            self.show(f.view.log)

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
