"""The parts of the table: status line, role stacks and supply, hand, recent log.

Each is a widget bound to the table's facts (``TableFacts``, ``data_bind``): its watcher
makes its text from them; none holds game state of its own.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ...rules.decision import Decision
from ...rules.game import Game
from ...rules.roletable import STACK_NAMES
from ...rules.views import GameView
from ...rules.words import count
from .. import render
from ..packed import Packed, TextRows


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
    """Role stacks with their counts and what ends the game; narrow, one row with the
    supply (``S9 W– C9 PT8 R3 ends 1/2 · ★14 · planets 54, discard 7 · techs 107 [b]``)."""
    table = game.catalog.setups[game.config.setup_table]
    row = table.rows[game.config.seat_key]
    empty = sum(1 for n in view.stacks.values() if n == 0)
    if wide:
        stacks = [Text(STACK_NAMES[stack], style="bold" if n else "strike")
                  + Text(f" {n}" if n else " EMPTY") for stack, n in view.stacks.items()]
        out = Packed().add("Roles: ", stacks, sep="  ").add("", [Text(
            f"Game ends when {count(row.empty_stacks_to_end, 'stack')} "
            f"{'is' if row.empty_stacks_to_end == 1 else 'are'} empty ({empty} now) or "
            "the influence runs out.", style="dim")]).add(supply_text(game, view, True), [])
        return looking(game, view, out)
    stacks = [Text(stack, style="bold" if n else "strike") + Text(str(n) if n else "–")
              for stack, n in view.stacks.items()]
    ends = Text(f"ends {empty}/{row.empty_stacks_to_end}", style="dim")
    return looking(game, view, Packed().add(
        "", [*stacks, ends, supply_text(game, view, False)], sep=" "))


def supply_text(game: Game, view: GameView, wide: bool) -> Text:
    out = Text("Supply: ", style="bold") if wide else Text("· ")
    out.append(f"★{view.supply} · planets {view.planet_deck_count}")
    top = view.planet_deck_top
    if top is not None and wide:
        out.append(" (top: ")
        out += render.planet_type(top.planet_type)
        out.append(f" {render.survey_side(top)})")
    out.append(f", discard {len(view.planet_discard)}")
    techs = sum(len(p) for p in view.techs.values())
    return out.append(f" · techs {techs} [b]")


def looking(game: Game, view: GameView, out: Packed) -> Packed:
    """The cards the seat is looking at (a survey), on a row of their own."""
    if view.looking:
        out.add("Looking at: ", [game.name(c) for c in view.looking], sep=", ")
    return out


def hand_text(game: Game, hand: list[str], name: str) -> Packed:
    cards = [Text(f"{i + 1} " if i < 9 else "  ", style="bold") + render.card_title(game.card(c))
             for i, c in enumerate(hand)]
    return Packed().add(f"{name}'s hand ({len(hand)}): ", cards, sep="  ", indent=2)


def piles_text(game: Game, view: GameView) -> Packed:
    """The technologies still to research, pile by pile, and the planet deck: what a wide
    table has room for below the empires."""
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


LATEST = 3  # log lines shown while waiting on a narrow table (the title's cap: 4 rows)


class Panel(Static):
    """A Static that keeps its last content, so tests and the privacy check can read it."""

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.text: Text | Table | Packed = Text()

    def show(self, text: Text | Table | Packed) -> None:
        self.text = text
        self.update(TextRows(text) if isinstance(text, Text) else text)


class FactsPanel(Panel):
    """A panel drawn from the table's facts (bound with ``data_bind``)."""

    facts = reactive(None)

    def watch_facts(self, facts) -> None:
        if facts is not None:
            self.show(self.make(facts))

    def make(self, facts) -> Text | Packed:
        raise NotImplementedError


class StatusLine(FactsPanel):
    """``#status``: one row (``text-wrap: nowrap``), the notes counted when several."""

    def make(self, facts) -> Text:
        view = facts.view
        name = view.players[view.seat].name if facts.human else "nobody"
        notes = facts.notes if len(facts.notes) < 2 else [
            f"{len(facts.notes)} automatic answers ([l] log)"]
        return status_line(facts.game, view, name, notes)


class BoardLine(FactsPanel):
    """``#roles``: the role stacks and the supply (one row narrow, two rows wide)."""

    def make(self, facts) -> Packed:
        return roles_text(facts.game, facts.view, facts.wide)


class HandPanel(FactsPanel):
    """``#hand``: the keyboard seat's hand with its digits."""

    def make(self, facts) -> Packed:
        pv = facts.view.players[facts.view.seat]
        return hand_text(facts.game, pv.hand or [], pv.name)


class LogPanel(FactsPanel):
    """The latest log lines, newest first (wide only; ``[l]`` shows the whole log)."""

    TITLE = "Log, newest first ([l] full)"

    def make(self, facts) -> Text:
        out = Text(self.TITLE, style="bold")
        for entry in reversed(facts.view.log[-LOG_SHOWN:]):
            out.append("\n" + entry.text, style="italic" if entry.private else "")
        return out


LOG_SHOWN = 60  # the most entries the wide log panel can show
