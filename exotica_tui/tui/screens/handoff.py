"""The handoff cover: hides the table between two human seats and shows only public facts."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, VerticalScroll

from ...play.cover import cover_line
from ...rules.decision import Decision
from ...rules.fleet import SIZES
from ...rules.views import GameView
from ...usertext import short
from ..widgets.board import Panel

NAME_COLUMN = 16  # cells: with the counts, the table fits the cover at 80 columns


def public_summary(view: GameView, d: Decision) -> Text:
    """Who must decide and what the decision is (``play.cover``), in words that reveal no
    private card."""
    name = view.players[d.player].name
    out = Text(f"Pass the keyboard to {name}", style="bold")
    out.append(f"\n\n{cover_line(view, d)}", style="bold")
    out.append(f"\nTurn {view.turn_no}, {view.players[view.active].name}'s turn.")
    out.append("\n\nPress Enter when only " + name + " is looking.", style="italic")
    return out


def public_table(view: GameView) -> Text:
    """The public counts per player, boxed like a Rich table but built as plain text: the
    cover is drawn before most hot-seat decisions, and a Rich Table costs milliseconds to
    measure and render each time."""
    sized = any(pv.fleet_tile for pv in view.players)  # Escalation: ships by size
    head = ("player", "★ tokens", "⚔ F/D/B" if sized else "⚔ fighters", "planets up/down",
            "hand", "deck")
    rows = []
    for pv in view.players:
        up = sum(1 for pl in pv.planets if pl.face_up)
        fleet = "/".join(str(pv.ships.get(z, 0)) for z in SIZES) if sized else str(pv.fighters)
        rows.append((short(pv.name, NAME_COLUMN), str(pv.influence), fleet,
                     f"{up}/{len(pv.planets) - up}", str(pv.hand_count), str(pv.deck_count)))
    widths = [max(cell_len(r[i]) for r in (head, *rows)) + 2 for i in range(len(head))]

    def rule(left: str, fill: str, mid: str, right: str) -> str:
        return "\n" + left + mid.join(fill * w for w in widths) + right

    def line(bar: str, cells: tuple[str, ...]) -> str:
        padded = (" " + c + " " * (w - 1 - cell_len(c))  # a wide emoji takes 2 cells
                  for w, c in zip(widths, cells, strict=True))
        return "\n" + bar + bar.join(padded) + bar

    out = Text()
    out.append("The table (public)", style="italic")
    out.append(rule("┏", "━", "┳", "┓"))
    out.append(line("┃", head), style="bold")
    out.append(rule("┡", "━", "╇", "┩"))
    for row in rows:
        out.append(line("│", row))
    out.append(rule("└", "─", "┴", "┘"))
    return out


class HandoffCover(VerticalScroll, can_focus=False):
    """Stands in for the table between two human seats (exotica.tcss: the table is not
    displayed meanwhile, so no cell of it is drawn). Built only from public facts: who
    decides, counts per player."""

    def compose(self) -> ComposeResult:
        with Center():
            yield Panel(id="handoff-text")
        with Center():
            yield Panel(id="handoff-table")

    def show(self, view: GameView, decision: Decision) -> None:
        self.facts = (view, decision)
        self.query_one("#handoff-text", Panel).show(public_summary(view, decision))
        self.query_one("#handoff-table", Panel).show(public_table(view))

    def too_soon(self) -> None:
        """An Enter that came too quickly (a held or typed-ahead key) did not pass: say so."""
        text = public_summary(*self.facts)
        text.append("\n(Too soon after the last key: wait a second, then press Enter.)",
                    style="bold")
        self.query_one("#handoff-text", Panel).show(text)
