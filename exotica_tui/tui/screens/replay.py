"""The replay: the normal table over a ``ReplaySession`` (play/replay.py), read-only, with
keys that step through the record instead of a prompt to answer (issue 32, item 1).

The table draws the session's view as in play (resizing, help, ``i``, ``e``, ``b``, ``l``);
the keys that would answer or undo are refused here, and no answer reaches the app."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from ...play.replay import Replay, ReplaySession, Sight, sight_of
from ..widgets.board import Panel
from ..widgets.prompt import PromptPanel
from .table import TableScreen

TABLE_KEYS = ("empires", "card", "techs", "log", "help")  # the table's own, kept


class ReplayScreen(TableScreen):
    """The table of a replay; Esc leaves it (back to where it was opened from)."""

    BINDINGS = [  # priority: the options list would take Home and End
        Binding("right", "step('forward')", "step", key_display="←→", priority=True),
        Binding("left", "step('back')", show=False, priority=True),
        Binding("right_square_bracket", "step('next_turn')", "turn", key_display="[]",
                priority=True),
        Binding("left_square_bracket", "step('previous_turn')", show=False, priority=True),
        Binding("home", "step('home')", "ends", key_display="Home End", priority=True),
        Binding("end", "step('end')", show=False, priority=True),
        Binding("g", "goto", "turn no."),
        Binding("escape", "leave", "back", key_display="Esc"),
        # the table's looks work as in play; 80 columns have no room for them on the bar
        *[Binding(k, action, show=False) for k, action in (
            ("e", "empires"), ("i", "card"), ("b", "techs"))],
    ]

    def __init__(self, session: ReplaySession) -> None:
        super().__init__(session)
        self.replay_session = session

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only stepping, leaving and the table's looks: nothing answers, nothing is undone."""
        return action in ("step", "goto", "leave", *TABLE_KEYS)

    def refresh_view(self) -> None:
        """The table; a public replay's hand panel says the hand is hidden."""
        super().refresh_view()
        if self.drawn:
            s = self.replay_session
            if s.sight is Sight.PUBLIC:  # no hand is shown: say so, not "(0)"
                pv = s.view().players[s.keyboard]
                self.query_one("#hand", Panel).show(Text(
                    f"{pv.name}'s hand: {pv.hand_count} cards, hidden until the game is over",
                    style="italic"))

    def action_step(self, how: str) -> None:
        self.replay_session.move(how)
        self.refresh_view()

    def action_goto(self) -> None:
        last = self.replay_session.replay.turn_of(self.replay_session.replay.last)
        self.app.push_screen(GotoTurn(last), self._went)

    def _went(self, turn: int | None) -> None:
        if turn is not None:
            self.replay_session.goto_turn(turn)
            self.refresh_view()

    def action_leave(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()

    def on_prompt_panel_answered(self, event: PromptPanel.Answered) -> None:
        event.stop()  # no prompt is shown; should one answer come, it answers nothing

    def on_table_screen_undo_asked(self, event: TableScreen.UndoAsked) -> None:
        event.stop()


class GotoTurn(ModalScreen[int | None]):
    """``g``: a turn number, then Enter (Esc: stay)."""

    BINDINGS = [Binding("escape", "dismiss(None)", "Back")]

    def __init__(self, last: int) -> None:
        super().__init__()
        self.last = last

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="goto-turn"):
            yield Static(Text(f"Go to turn (0-{self.last}), then Enter:", style="bold"))
            yield Input(type="integer", id="goto-input", placeholder=str(self.last))
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        value = event.value.strip()
        self.dismiss(int(value) if value.lstrip("-").isdigit() else None)


def replay_screen(replay: Replay, step: int = 0, seat: int | None = None) -> ReplayScreen:
    """The replay's table at ``step``, seen as ``sight_of`` says: a finished game open, an
    unfinished one by ``seat`` if its own seat watches, else public facts only."""
    sight = sight_of(replay.finished, seat)
    return ReplayScreen(ReplaySession(replay, sight, seat if sight is Sight.SEAT else None,
                                      step))
