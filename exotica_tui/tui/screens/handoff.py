"""The handoff screen: covers the table between two human seats and shows only public facts."""

from __future__ import annotations

from collections.abc import Callable

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...rules.catalog import ROLE_NAMES
from ...rules.decision import Decision
from ...rules.views import GameView

PUBLIC_WHAT = {
    "follow": "decides whether to follow {role} or dissent",
    "follow_cards": "follows {role}",
    "boost": "boosts {role}",
    "role": "chooses a role to lead",
    "action": "takes an action",
    "translate": "decides on a translator",
}


def public_summary(view: GameView, d: Decision) -> Text:
    """Who must decide and what kind of decision, in words that reveal no private card."""
    name = view.players[d.player].name
    role = ROLE_NAMES.get(str(d.context.get("role", "")), "the role")
    what = PUBLIC_WHAT.get(d.kind, "has a decision to make").format(role=role)
    out = Text(f"Pass the keyboard to {name}", style="bold")
    out.append(f"\n\n{name} {what}. Turn {view.turn_no}, {view.players[view.active].name}'s turn.")
    out.append("\n\nPress Enter when only " + name + " is looking.", style="italic")
    return out


def public_table(view: GameView) -> Table:
    table = Table(title="The table (public)", expand=False)
    for col in ("player", "★ tokens", "⚔ fighters", "planets up/down", "hand", "deck"):
        table.add_column(col)
    for pv in view.players:
        up = sum(1 for pl in pv.planets if pl.face_up)
        table.add_row(pv.name, str(pv.influence), str(pv.fighters),
                      f"{up}/{len(pv.planets) - up}", str(pv.hand_count), str(pv.deck_count))
    return table


class HandoffScreen(Screen):
    """Built from a view of no one's private cards: the player list and counts only."""

    BINDINGS = [Binding("enter", "ready", "I am " + "ready")]

    def __init__(self, view: GameView, decision: Decision, ready: Callable[[], None]) -> None:
        """``ready`` seats the next player and refreshes the table under this screen, so the
        table is never drawn, not even for one frame, with the previous player's cards."""
        super().__init__()
        self.summary = public_summary(view, decision)
        self.table = public_table(view)
        self.ready = ready

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="handoff"):
            with Center():
                yield Static(self.summary, id="handoff-text")
            with Center():
                yield Static(self.table, id="handoff-table")
        yield Footer()

    def action_ready(self) -> None:
        with self.app.batch_update():
            self.ready()
            self.dismiss(True)
