"""The handoff cover: hides the table between two human seats and shows only public facts."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, VerticalScroll
from textual.widgets import Static

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


class HandoffCover(VerticalScroll, can_focus=True):
    """Covers the table between two human seats (the table's body is hidden meanwhile, so
    nothing of it is drawn). Built only from public facts: who decides, counts per player.

    A cover inside the table screen, not a screen of its own: switching screens costs Textual
    several full redraws, and a handoff comes before most decisions of a hot-seat game."""

    def compose(self) -> ComposeResult:
        with Center():
            yield Static(id="handoff-text")
        with Center():
            yield Static(id="handoff-table")

    def show(self, view: GameView, decision: Decision) -> None:
        self.query_one("#handoff-text", Static).update(public_summary(view, decision))
        self.query_one("#handoff-table", Static).update(public_table(view))
